import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The repository explains itself (issue 31): comments and documents point to docs/product.md, to
// docs/architecture.md or to a decision record, never to papers that lie beside the repository.
// Every section of docs/product.md and every decision a file cites must exist.

const root = path.resolve(import.meta.dirname, '..');

// The names are put together here so that this file does not mention them itself.
const OUTSIDE_PAPERS = ['SPEC', 'DESIGN', 'LEGAL', 'STYLE'].map((name) => `${name}.md`);
const OUTSIDE = new RegExp(
  [
    ...OUTSIDE_PAPERS.map((name) => name.replace('.', '\\.')),
    // the first two cited by name and section sign, without their extension
    ...['SPEC', 'DESIGN'].map((name) => `\\b${name} §`),
    '\\.\\./shared\\b',
  ].join('|'),
);

const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|json|md|css|html|sql|ya?ml)$/;

/** The repository's own text files: tracked, or new and not ignored; lock files aside. */
function repositoryFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(listed.split('\n'))].filter(
    (file) =>
      TEXT_FILE.test(file) &&
      !file.endsWith('package-lock.json') &&
      fs.existsSync(path.join(root, file)),
  );
}

const files = repositoryFiles().map((file) => ({
  file,
  lines: fs.readFileSync(path.join(root, file), 'utf8').split('\n'),
}));

/** Every match of `pattern` as 'file:line: text', with what `cited` makes of it. */
function citations(pattern: RegExp, cited: (match: RegExpMatchArray) => string[]) {
  return files.flatMap(({ file, lines }) =>
    lines.flatMap((line, index) =>
      [...line.matchAll(pattern)].flatMap((match) =>
        cited(match).map((citation) => ({ where: `${file}:${index + 1}`, citation })),
      ),
    ),
  );
}

const productHeadings = new Set(
  fs
    .readFileSync(path.join(root, 'docs/product.md'), 'utf8')
    .split('\n')
    .flatMap((line) => /^#{2,4} (\d+(?:\.\d+)*)\.? /.exec(line)?.[1] ?? []),
);

const decisionFiles = fs.readdirSync(path.join(root, 'docs/decisions'));

describe('the repository explains itself', () => {
  it('finds the files it checks', () => {
    expect(files.some(({ file }) => file === 'docs/product.md')).toBe(true);
    expect(files.filter(({ file }) => file.startsWith('src/')).length).toBeGreaterThan(100);
    expect(productHeadings.has('9.4')).toBe(true);
  });

  it('no file points to a paper outside the repository', () => {
    const outside = citations(new RegExp(OUTSIDE.source, 'g'), (match) => [match[0]]);
    expect(outside.map(({ where, citation }) => `${where}: ${citation}`)).toEqual([]);
  });

  it('every section of docs/product.md a file cites is one of its headings', () => {
    // 'docs/product.md §4.5', 'product.md §2, §9', '[product.md](product.md) §10.1', and within
    // docs/product.md itself a bare '§4.5' (a law's paragraph is written '§ 19', with a space).
    const afterName = citations(
      /product\.md(?:\]\([^)]*\))?\s*((?:§\d+(?:\.\d+)*(?:\s*(?:,|and|\/|;)\s*)?)+)/g,
      (match) => [...match[1]!.matchAll(/§(\d+(?:\.\d+)*)/g)].map((section) => section[1]!),
    );
    const withinProduct = files
      .filter(({ file }) => file === 'docs/product.md')
      .flatMap(({ lines }) =>
        lines.flatMap((line, index) =>
          [...line.matchAll(/§(\d+(?:\.\d+)*)/g)].map((section) => ({
            where: `docs/product.md:${index + 1}`,
            citation: section[1]!,
          })),
        ),
      );
    const all = [...afterName, ...withinProduct];
    expect(all.length).toBeGreaterThan(0);
    const missing = all.filter(({ citation }) => !productHeadings.has(citation));
    expect(missing.map(({ where, citation }) => `${where}: §${citation}`)).toEqual([]);
  });

  it('every decision record a file cites exists', () => {
    const byPath = citations(/decisions\/(\d{3})(-[\w.-]*?\.md)?\b/g, (match) => [
      match[2] ? `${match[1]}${match[2]}` : match[1]!,
    ]);
    const byNumber = citations(
      /\bdecisions? ((?:\d{3})(?:(?:,\s*|\s+and\s+|\s+or\s+|\/)\d{3})*)\b/gi,
      (match) => match[1]!.match(/\d{3}/g) ?? [],
    );
    const exists = (citation: string) =>
      citation.endsWith('.md')
        ? decisionFiles.includes(citation)
        : decisionFiles.some((file) => file.startsWith(`${citation}-`));
    const all = [...byPath, ...byNumber];
    expect(all.length).toBeGreaterThan(0);
    const missing = all.filter(({ citation }) => !exists(citation));
    expect(missing.map(({ where, citation }) => `${where}: ${citation}`)).toEqual([]);
  });
});
