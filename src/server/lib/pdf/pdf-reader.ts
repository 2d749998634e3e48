import zlib from 'node:zlib';

// Reads the objects of a PDF file: enough of ISO 32000 to take pages out of one file and put
// them into another (merge-pdfs.ts). Classic cross-reference tables and cross-reference streams
// with object streams (PDF 1.5+) are both read, as DHL's and pdfkit's labels may use either.
// Strings and stream data are kept as the file has them, so nothing is decoded that need not be.

export type PdfRef = { kind: 'ref'; num: number; gen: number };
export type PdfName = { kind: 'name'; name: string };
/** A string as written in the file, with its delimiters: `(…)` or `<…>`. */
export type PdfString = { kind: 'string'; raw: string };
export type PdfStream = { kind: 'stream'; dict: PdfDict; data: Buffer };
export type PdfDict = { kind: 'dict'; entries: Map<string, PdfValue> };
export type PdfValue =
  null | boolean | number | PdfRef | PdfName | PdfString | PdfDict | PdfStream | PdfValue[];

const WHITESPACE = new Set(['\0', '\t', '\n', '\f', '\r', ' ']);
const DELIMITERS = new Set(['(', ')', '<', '>', '[', ']', '{', '}', '/', '%']);

export class PdfFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PdfFormatError';
  }
}

/** A cursor over the file's bytes as latin1 text (one character per byte). */
class Lexer {
  constructor(
    readonly text: string,
    public pos = 0,
  ) {}

  skipSpace(): void {
    const { text } = this;
    while (this.pos < text.length) {
      const char = text[this.pos]!;
      if (WHITESPACE.has(char)) this.pos += 1;
      else if (char === '%') {
        while (this.pos < text.length && text[this.pos] !== '\n' && text[this.pos] !== '\r') {
          this.pos += 1;
        }
      } else return;
    }
  }

  /** A run of regular characters: a number, a keyword or a name's body. */
  word(): string {
    const start = this.pos;
    const { text } = this;
    while (
      this.pos < text.length &&
      !WHITESPACE.has(text[this.pos]!) &&
      !DELIMITERS.has(text[this.pos]!)
    ) {
      this.pos += 1;
    }
    return text.slice(start, this.pos);
  }

  startsWith(token: string): boolean {
    return this.text.startsWith(token, this.pos);
  }
}

function parseValue(lexer: Lexer): PdfValue {
  lexer.skipSpace();
  const { text } = lexer;
  if (lexer.startsWith('<<')) {
    lexer.pos += 2;
    const entries = new Map<string, PdfValue>();
    for (;;) {
      lexer.skipSpace();
      if (lexer.startsWith('>>')) {
        lexer.pos += 2;
        return { kind: 'dict', entries };
      }
      const key = parseValue(lexer);
      if (!isName(key)) throw new PdfFormatError(`dictionary key expected at ${lexer.pos}`);
      entries.set(key.name, parseValue(lexer));
    }
  }
  const char = text[lexer.pos];
  if (char === '<') {
    const end = text.indexOf('>', lexer.pos);
    if (end < 0) throw new PdfFormatError('unterminated hex string');
    const raw = text.slice(lexer.pos, end + 1);
    lexer.pos = end + 1;
    return { kind: 'string', raw };
  }
  if (char === '(') return { kind: 'string', raw: literalString(lexer) };
  if (char === '[') {
    lexer.pos += 1;
    const items: PdfValue[] = [];
    for (;;) {
      lexer.skipSpace();
      if (text[lexer.pos] === ']') {
        lexer.pos += 1;
        return items;
      }
      if (lexer.pos >= text.length) throw new PdfFormatError('unterminated array');
      items.push(parseValue(lexer));
    }
  }
  if (char === '/') {
    lexer.pos += 1;
    return { kind: 'name', name: lexer.word() };
  }
  const word = lexer.word();
  if (word === 'true') return true;
  if (word === 'false') return false;
  if (word === 'null') return null;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) {
    throw new PdfFormatError(`unexpected "${word || text[lexer.pos]}" at ${lexer.pos}`);
  }
  const value = Number(word);
  // "12 0 R" is a reference: look ahead without consuming anything else.
  if (/^\d+$/.test(word)) {
    const saved = lexer.pos;
    lexer.skipSpace();
    const gen = lexer.word();
    lexer.skipSpace();
    if (/^\d+$/.test(gen) && text[lexer.pos] === 'R' && !isRegular(text[lexer.pos + 1])) {
      lexer.pos += 1;
      return { kind: 'ref', num: value, gen: Number(gen) };
    }
    lexer.pos = saved;
  }
  return value;
}

function isRegular(char: string | undefined): boolean {
  return char !== undefined && !WHITESPACE.has(char) && !DELIMITERS.has(char);
}

/** A `(…)` string with balanced parentheses and backslash escapes, returned as written. */
function literalString(lexer: Lexer): string {
  const { text } = lexer;
  const start = lexer.pos;
  let depth = 0;
  while (lexer.pos < text.length) {
    const char = text[lexer.pos]!;
    if (char === '\\') lexer.pos += 2;
    else {
      lexer.pos += 1;
      if (char === '(') depth += 1;
      else if (char === ')' && --depth === 0) return text.slice(start, lexer.pos);
    }
  }
  throw new PdfFormatError('unterminated string');
}

export function isName(value: PdfValue | undefined, name?: string): value is PdfName {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    value.kind === 'name' &&
    (name === undefined || value.name === name)
  );
}

export function isRef(value: PdfValue | undefined): value is PdfRef {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && value.kind === 'ref'
  );
}

export function isDict(value: PdfValue | undefined): value is PdfDict {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && value.kind === 'dict'
  );
}

export function isStream(value: PdfValue | undefined): value is PdfStream {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && value.kind === 'stream'
  );
}

type XrefEntry =
  { type: 'offset'; offset: number } | { type: 'packed'; stream: number; index: number };

/** One PDF file: its trailer, and its objects by number, read when asked for. */
export class PdfReader {
  private readonly text: string;
  private readonly xref = new Map<number, XrefEntry>();
  private readonly cache = new Map<number, PdfValue>();
  readonly trailer: PdfDict;

  constructor(private readonly bytes: Buffer) {
    this.text = bytes.toString('latin1');
    if (!this.text.startsWith('%PDF-')) throw new PdfFormatError('not a PDF file');
    let trailer: PdfDict | undefined;
    try {
      trailer = this.readXrefChain();
    } catch (error) {
      if (!(error instanceof PdfFormatError)) throw error;
    }
    // A broken or missing cross-reference: find the objects by scanning, as viewers do.
    this.trailer = trailer ?? this.rebuildXref();
    if (this.trailer.entries.has('Encrypt')) throw new PdfFormatError('encrypted PDF');
  }

  /** The value behind a reference (followed until it is no reference); others unchanged. */
  resolve(value: PdfValue | undefined): PdfValue | undefined {
    let current = value;
    for (let hops = 0; isRef(current) && hops < 32; hops += 1) current = this.object(current.num);
    return current;
  }

  object(num: number): PdfValue {
    if (this.cache.has(num)) return this.cache.get(num)!;
    const entry = this.xref.get(num);
    let value: PdfValue = null;
    if (entry?.type === 'offset') value = this.objectAt(entry.offset).value;
    else if (entry?.type === 'packed') value = this.packedObject(entry.stream, entry.index);
    this.cache.set(num, value);
    return value;
  }

  private objectAt(offset: number): { num: number; value: PdfValue } {
    const lexer = new Lexer(this.text, offset);
    lexer.skipSpace();
    const num = Number(lexer.word());
    lexer.skipSpace();
    lexer.word();
    lexer.skipSpace();
    if (lexer.word() !== 'obj' || !Number.isInteger(num)) {
      throw new PdfFormatError(`no object at offset ${offset}`);
    }
    const value = parseValue(lexer);
    lexer.skipSpace();
    if (!isDict(value) || !lexer.startsWith('stream')) return { num, value };
    lexer.pos += 'stream'.length;
    if (this.text[lexer.pos] === '\r') lexer.pos += 1;
    if (this.text[lexer.pos] === '\n') lexer.pos += 1;
    const start = lexer.pos;
    const declared = this.resolve(value.entries.get('Length'));
    let end = typeof declared === 'number' ? start + declared : -1;
    if (end < start || !/^\s*endstream/.test(this.text.slice(end, end + 32))) {
      // A wrong /Length: the data ends before the keyword.
      end = this.text.indexOf('endstream', start);
      if (end < 0) throw new PdfFormatError('unterminated stream');
      if (this.text[end - 1] === '\n') end -= 1;
      if (this.text[end - 1] === '\r') end -= 1;
    }
    return { num, value: { kind: 'stream', dict: value, data: this.bytes.subarray(start, end) } };
  }

  private packedObject(streamNum: number, index: number): PdfValue {
    const stream = this.object(streamNum);
    if (!isStream(stream)) throw new PdfFormatError(`object stream ${streamNum} missing`);
    const data = decodeStream(stream, this).toString('latin1');
    const count = this.resolve(stream.dict.entries.get('N'));
    const first = this.resolve(stream.dict.entries.get('First'));
    if (typeof count !== 'number' || typeof first !== 'number') {
      throw new PdfFormatError('object stream without /N or /First');
    }
    const header = new Lexer(data);
    const offsets: number[] = [];
    for (let i = 0; i < count; i += 1) {
      header.skipSpace();
      header.word();
      header.skipSpace();
      offsets.push(Number(header.word()));
    }
    const offset = offsets[index];
    if (offset === undefined) throw new PdfFormatError('object not in its object stream');
    return parseValue(new Lexer(data, first + offset));
  }

  /** The newest section first; an older section never replaces what a newer one says. */
  private readXrefChain(): PdfDict {
    const at = this.text.lastIndexOf('startxref');
    if (at < 0) throw new PdfFormatError('no startxref');
    const lexer = new Lexer(this.text, at + 'startxref'.length);
    lexer.skipSpace();
    let offset: number | undefined = Number(lexer.word());
    let newest: PdfDict | undefined;
    const seen = new Set<number>();
    while (offset !== undefined && Number.isInteger(offset) && !seen.has(offset)) {
      seen.add(offset);
      const trailer: PdfDict = this.text.startsWith('xref', offset)
        ? this.readXrefTable(offset)
        : this.readXrefStream(offset);
      newest ??= trailer;
      const hybrid = trailer.entries.get('XRefStm');
      if (typeof hybrid === 'number') this.readXrefStream(hybrid);
      const previous: PdfValue | undefined = trailer.entries.get('Prev');
      offset = typeof previous === 'number' ? previous : undefined;
    }
    if (!newest) throw new PdfFormatError('no cross-reference');
    return newest;
  }

  private readXrefTable(offset: number): PdfDict {
    const lexer = new Lexer(this.text, offset + 'xref'.length);
    for (;;) {
      lexer.skipSpace();
      if (lexer.startsWith('trailer')) {
        lexer.pos += 'trailer'.length;
        const trailer = parseValue(lexer);
        if (!isDict(trailer)) throw new PdfFormatError('trailer is no dictionary');
        return trailer;
      }
      const start = Number(lexer.word());
      lexer.skipSpace();
      const count = Number(lexer.word());
      if (!Number.isInteger(start) || !Number.isInteger(count)) {
        throw new PdfFormatError('bad cross-reference table');
      }
      for (let i = 0; i < count; i += 1) {
        lexer.skipSpace();
        const position = Number(lexer.word());
        lexer.skipSpace();
        lexer.word();
        lexer.skipSpace();
        const type = lexer.word();
        if (type === 'n' && !this.xref.has(start + i)) {
          this.xref.set(start + i, { type: 'offset', offset: position });
        }
      }
    }
  }

  private readXrefStream(offset: number): PdfDict {
    const { value } = this.objectAt(offset);
    if (!isStream(value) || !isName(value.dict.entries.get('Type'), 'XRef')) {
      throw new PdfFormatError('bad cross-reference stream');
    }
    const entries = value.dict.entries;
    const widths = entries.get('W');
    const size = entries.get('Size');
    if (!Array.isArray(widths) || typeof size !== 'number') {
      throw new PdfFormatError('cross-reference stream without /W or /Size');
    }
    const [w1, w2, w3] = widths.map(Number) as [number, number, number];
    const index = entries.get('Index');
    const ranges = (Array.isArray(index) ? index : [0, size]).map(Number);
    const data = decodeStream(value, this);
    const rowLength = w1 + w2 + w3;
    let row = 0;
    for (let r = 0; r + 1 < ranges.length; r += 2) {
      for (let i = 0; i < ranges[r + 1]!; i += 1, row += 1) {
        const at = row * rowLength;
        const type = w1 === 0 ? 1 : readInt(data, at, w1);
        const second = readInt(data, at + w1, w2);
        const third = readInt(data, at + w1 + w2, w3);
        const num = ranges[r]! + i;
        if (this.xref.has(num)) continue;
        if (type === 1) this.xref.set(num, { type: 'offset', offset: second });
        if (type === 2) this.xref.set(num, { type: 'packed', stream: second, index: third });
      }
    }
    // The stream's dictionary is this section's trailer.
    return value.dict;
  }

  private rebuildXref(): PdfDict {
    this.xref.clear();
    this.cache.clear();
    let trailer: PdfDict | undefined;
    for (const match of this.text.matchAll(/(?:^|[\r\n\s])(\d+)\s+(\d+)\s+obj\b/g)) {
      const offset = match.index + match[0].length - match[0].trimStart().length;
      this.xref.set(Number(match[1]), { type: 'offset', offset });
    }
    for (const match of this.text.matchAll(/trailer/g)) {
      const value = parseValue(new Lexer(this.text, match.index + 'trailer'.length));
      if (isDict(value)) trailer = value;
    }
    if (!trailer) {
      // A file with only cross-reference streams: its catalog is the object of /Type /Catalog.
      for (const num of this.xref.keys()) {
        const value = this.object(num);
        if (isDict(value) && isName(value.entries.get('Type'), 'Catalog')) {
          trailer = { kind: 'dict', entries: new Map([['Root', { kind: 'ref', num, gen: 0 }]]) };
        }
      }
    }
    if (!trailer) throw new PdfFormatError('no trailer');
    return trailer;
  }
}

function readInt(data: Buffer, at: number, width: number): number {
  let value = 0;
  for (let i = 0; i < width; i += 1) value = value * 256 + (data[at + i] ?? 0);
  return value;
}

/** A stream's data decoded: FlateDecode with or without PNG predictors; nothing else is needed. */
function decodeStream(stream: PdfStream, reader: PdfReader): Buffer {
  const filter = reader.resolve(stream.dict.entries.get('Filter'));
  const filters = (Array.isArray(filter) ? filter : filter ? [filter] : []).map((f) =>
    isName(f) ? f.name : '',
  );
  if (filters.length === 0) return stream.data;
  if (filters.length > 1 || filters[0] !== 'FlateDecode') {
    throw new PdfFormatError(`cannot decode ${filters.join(', ')}`);
  }
  const inflated = zlib.inflateSync(stream.data);
  const parms = reader.resolve(stream.dict.entries.get('DecodeParms'));
  const predictor = isDict(parms) ? reader.resolve(parms.entries.get('Predictor')) : undefined;
  if (typeof predictor !== 'number' || predictor < 10 || !isDict(parms)) return inflated;
  const number = (key: string, fallback: number) => {
    const value = reader.resolve(parms.entries.get(key));
    return typeof value === 'number' ? value : fallback;
  };
  const bytesPerPixel = Math.max(
    1,
    Math.ceil((number('Colors', 1) * number('BitsPerComponent', 8)) / 8),
  );
  const columns = Math.ceil(
    (number('Columns', 1) * number('Colors', 1) * number('BitsPerComponent', 8)) / 8,
  );
  return undoPngPredictor(inflated, columns, bytesPerPixel);
}

function undoPngPredictor(data: Buffer, columns: number, bpp: number): Buffer {
  const rows = Math.floor(data.length / (columns + 1));
  const out = Buffer.alloc(rows * columns);
  for (let row = 0; row < rows; row += 1) {
    const filter = data[row * (columns + 1)];
    const source = row * (columns + 1) + 1;
    const target = row * columns;
    for (let i = 0; i < columns; i += 1) {
      const raw = data[source + i]!;
      const left = i >= bpp ? out[target + i - bpp]! : 0;
      const up = row > 0 ? out[target - columns + i]! : 0;
      const upLeft = row > 0 && i >= bpp ? out[target - columns + i - bpp]! : 0;
      let value = raw;
      if (filter === 1) value = raw + left;
      else if (filter === 2) value = raw + up;
      else if (filter === 3) value = raw + Math.floor((left + up) / 2);
      else if (filter === 4) value = raw + paeth(left, up, upLeft);
      out[target + i] = value & 0xff;
    }
  }
  return out;
}

function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft;
  const toLeft = Math.abs(estimate - left);
  const toUp = Math.abs(estimate - up);
  const toUpLeft = Math.abs(estimate - upLeft);
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
}
