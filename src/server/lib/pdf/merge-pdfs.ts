import {
  isDict,
  isName,
  isRef,
  isStream,
  PdfFormatError,
  PdfReader,
  type PdfDict,
  type PdfValue,
} from './pdf-reader.ts';

// One PDF of several: every page of every document, in order (the bulk labels of decision 060).
// This is the one place that merges PDFs. pdf-lib would do it (copyPages); it is not a
// dependency yet, so pages are copied here with their resources, object by object. Nothing is
// re-rendered: a DHL label's barcode stays exactly as DHL drew it.

export { PdfFormatError };

// Attributes a page takes from the page tree above it when it has none of its own (ISO 32000
// 7.7.3.4); they are written onto the copied page, which no longer has that tree.
const INHERITED = ['Resources', 'MediaBox', 'CropBox', 'Rotate'] as const;

/** All pages of the documents, in the order given, as one PDF. Throws PdfFormatError. */
export function mergePdfs(documents: readonly Buffer[]): Buffer {
  const writer = new PdfWriter();
  const pagesNum = writer.reserve();
  const kids: number[] = [];
  for (const bytes of documents) {
    const reader = new PdfReader(bytes);
    const copier = new ObjectCopier(reader, writer);
    for (const page of leafPages(reader)) {
      kids.push(copier.copyPage(page.num, page.dict, pagesNum));
    }
  }
  writer.set(
    pagesNum,
    dict({
      Type: { kind: 'name', name: 'Pages' },
      Kids: kids.map((num) => ({ kind: 'ref', num, gen: 0 })),
      Count: kids.length,
    }),
  );
  const rootNum = writer.add(
    dict({
      Type: { kind: 'name', name: 'Catalog' },
      Pages: { kind: 'ref', num: pagesNum, gen: 0 },
    }),
  );
  return writer.toBuffer(rootNum);
}

/** How many pages a PDF has, read from its page tree. */
export function countPdfPages(bytes: Buffer): number {
  return leafPages(new PdfReader(bytes)).length;
}

type LeafPage = { num: number | null; dict: PdfDict };

function leafPages(reader: PdfReader): LeafPage[] {
  const catalog = reader.resolve(reader.trailer.entries.get('Root'));
  if (!isDict(catalog)) throw new PdfFormatError('no catalog');
  const pages: LeafPage[] = [];
  const visited = new Set<number>();
  const walk = (node: PdfValue | undefined, inherited: Map<string, PdfValue>) => {
    const num = isRef(node) ? node.num : null;
    if (num !== null) {
      if (visited.has(num)) return;
      visited.add(num);
    }
    const value = reader.resolve(node);
    if (!isDict(value)) return;
    const own = new Map(inherited);
    for (const key of INHERITED) {
      const attribute = value.entries.get(key);
      if (attribute !== undefined) own.set(key, attribute);
    }
    const kids = reader.resolve(value.entries.get('Kids'));
    if (Array.isArray(kids) && !isName(value.entries.get('Type'), 'Page')) {
      for (const kid of kids) walk(kid, own);
      return;
    }
    const entries = new Map(value.entries);
    for (const [key, attribute] of own) if (!entries.has(key)) entries.set(key, attribute);
    pages.push({ num, dict: { kind: 'dict', entries } });
  };
  walk(catalog.entries.get('Pages'), new Map());
  return pages;
}

/** Copies objects of one document into the writer, each once, under new numbers. */
class ObjectCopier {
  private readonly numbers = new Map<number, number>();

  constructor(
    private readonly reader: PdfReader,
    private readonly writer: PdfWriter,
  ) {}

  copyPage(originalNum: number | null, page: PdfDict, parentNum: number): number {
    const num = originalNum === null ? this.writer.reserve() : this.numberFor(originalNum);
    const entries = new Map<string, PdfValue>();
    for (const [key, value] of page.entries) {
      if (key === 'Parent') continue;
      entries.set(key, this.copy(value));
    }
    entries.set('Parent', { kind: 'ref', num: parentNum, gen: 0 });
    this.writer.set(num, { kind: 'dict', entries });
    return num;
  }

  private numberFor(originalNum: number): number {
    const known = this.numbers.get(originalNum);
    if (known !== undefined) return known;
    const num = this.writer.reserve();
    this.numbers.set(originalNum, num);
    return num;
  }

  private copy(value: PdfValue): PdfValue {
    if (Array.isArray(value)) return value.map((item) => this.copy(item));
    if (isRef(value)) {
      const known = this.numbers.get(value.num);
      if (known !== undefined) return { kind: 'ref', num: known, gen: 0 };
      const num = this.numberFor(value.num);
      const target = this.reader.object(value.num);
      // A page reached from elsewhere (a link's target) is written by copyPage; another
      // document's page tree is never pulled in through a page's /Parent.
      const isPage = isDict(target) && isName(target.entries.get('Type'), 'Page');
      if (!isPage) this.writer.set(num, this.copy(target));
      return { kind: 'ref', num, gen: 0 };
    }
    if (isDict(value)) {
      const entries = new Map<string, PdfValue>();
      for (const [key, item] of value.entries) entries.set(key, this.copy(item));
      return { kind: 'dict', entries };
    }
    if (isStream(value)) {
      const copied = this.copy(value.dict) as PdfDict;
      return { kind: 'stream', dict: copied, data: value.data };
    }
    return value;
  }
}

function dict(entries: Record<string, PdfValue>): PdfDict {
  return { kind: 'dict', entries: new Map(Object.entries(entries)) };
}

/** Writes objects with a classic cross-reference table, each in generation 0. */
class PdfWriter {
  private readonly objects: (PdfValue | undefined)[] = [];

  reserve(): number {
    this.objects.push(undefined);
    return this.objects.length;
  }

  set(num: number, value: PdfValue): void {
    this.objects[num - 1] = value;
  }

  add(value: PdfValue): number {
    const num = this.reserve();
    this.set(num, value);
    return num;
  }

  toBuffer(rootNum: number): Buffer {
    // The binary comment tells transfer programs that the file is not text.
    const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
    let length = chunks[0]!.length;
    const offsets: number[] = [];
    const push = (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
    };
    this.objects.forEach((value, index) => {
      offsets.push(length);
      push(Buffer.from(`${index + 1} 0 obj\n`, 'latin1'));
      if (isStream(value ?? null)) {
        const stream = value as Extract<PdfValue, { kind: 'stream' }>;
        const entries = new Map(stream.dict.entries);
        entries.set('Length', stream.data.length);
        push(Buffer.from(`${serialize({ kind: 'dict', entries })}\nstream\n`, 'latin1'));
        push(stream.data);
        push(Buffer.from('\nendstream', 'latin1'));
      } else {
        push(Buffer.from(serialize(value ?? null), 'latin1'));
      }
      push(Buffer.from('\nendobj\n', 'latin1'));
    });
    const xrefAt = length;
    const size = this.objects.length + 1;
    const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`);
    push(
      Buffer.from(
        `xref\n0 ${size}\n0000000000 65535 f \n${rows.join('')}` +
          `trailer\n<< /Size ${size} /Root ${rootNum} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`,
        'latin1',
      ),
    );
    return Buffer.concat(chunks);
  }
}

function serialize(value: PdfValue): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return formatNumber(value);
  if (Array.isArray(value)) return `[${value.map(serialize).join(' ')}]`;
  switch (value.kind) {
    case 'ref':
      return `${value.num} ${value.gen} R`;
    case 'name':
      return `/${value.name}`;
    case 'string':
      return value.raw;
    case 'dict':
      return `<<${[...value.entries].map(([key, item]) => ` /${key} ${serialize(item)}`).join('')} >>`;
    case 'stream':
      throw new Error('a stream is written only as an object of its own');
  }
}

/** PDF has no exponent notation: 1e-7 is written 0.0000001, trimmed. */
function formatNumber(value: number): string {
  if (Number.isInteger(value)) return String(value);
  return value.toFixed(6).replace(/0+$/, '').replace(/\.$/, '');
}
