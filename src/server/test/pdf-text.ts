import { execFile } from 'node:child_process';

/** A PDF's text as a reader copies it, by poppler's pdftotext (Debian's poppler-utils). */
export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile('pdftotext', ['-', '-'], (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
    child.stdin?.end(pdf);
  });
}
