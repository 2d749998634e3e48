import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

// The tests' check of a SEPA file against the EPC's pain.001.001.09 schema (schema/README.md),
// with libxml2's own validator (xmllint compiled to WebAssembly).

const SCHEMA_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'schema',
  'pain.001.001.09.xsd',
);

/** The schema's complaints about the file; empty when it is valid. */
export async function pain001SchemaErrors(xml: string): Promise<string[]> {
  const schema = await fs.readFile(SCHEMA_FILE, 'utf8');
  const result = await validateXML({
    xml: [{ fileName: 'payout.xml', contents: xml }],
    schema: [{ fileName: 'pain.001.001.09.xsd', contents: schema }],
  });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage);
}
