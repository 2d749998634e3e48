import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Finds where server code writes a table, for the tests that prove a table has one writer
// (decision 031). It reads the syntax, not the text, so line breaks and names do not hide a
// write; what it cannot see through (a variable or a spread as the values) counts as a write.

export type WatchedWrite = {
  /** The schema's name of the table, as the code imports it: `orders`, `vouchers`. */
  table: string;
  /** Its name in SQL text. */
  sqlName: string;
  /** Only writes that may set this column count; undefined: every write counts. */
  column?: string;
};

/**
 * `.update(t).set(v)`, `.insert(t).values(v)` and `.delete(t)`, and SQL text that updates,
 * inserts into or deletes from the table. Returns `file:line` of each.
 */
export function findTableWrites(fileName: string, text: string, watched: WatchedWrite): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const where = (node: ts.Node) =>
    `${fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

  const mayCarryColumn = (values: ts.Expression | undefined) => {
    if (watched.column === undefined) return true;
    if (!values || !ts.isObjectLiteralExpression(values)) return true;
    return values.properties.some(
      (property) =>
        ts.isSpreadAssignment(property) ||
        (property.name !== undefined && property.name.getText(source) === watched.column),
    );
  };
  const callOn = (node: ts.Node, method: string) =>
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    node.expression.name.text === method &&
    node.arguments[0]?.getText(source) === watched.table;
  // x.update(t).set(v): the outer call's callee is `<update call>.set`.
  const chained = (call: ts.CallExpression, method: string, then: string) =>
    ts.isPropertyAccessExpression(call.expression) &&
    call.expression.name.text === then &&
    callOn(call.expression.expression, method);
  const sqlWrite = new RegExp(
    String.raw`\b(update|insert\s+into|delete\s+from)\s+(\$\{${watched.table}\}|"?${watched.sqlName}"?)\s`,
    'i',
  );

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      if (
        (chained(node, 'update', 'set') || chained(node, 'insert', 'values')) &&
        mayCarryColumn(node.arguments[0])
      ) {
        found.push(where(node));
      }
      if (watched.column === undefined && callOn(node, 'delete')) found.push(where(node));
    }
    if (ts.isTemplateLiteral(node) || ts.isStringLiteral(node)) {
      if (sqlWrite.test(node.getText(source))) found.push(where(node));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Files that are not the shop's code although they live in the server's folder: the archive
 * grower writes years of sold orders in bulk, with triggers off, into a database made for
 * measuring (decision 068); it never runs against a shop's data.
 */
const MEASURING_TOOLS = new Set(['seed/grow-archive.ts']);

/** Every non-test TypeScript file of the server, test helpers excluded, relative to `root`. */
function serverSourceFiles(root: string, dir = root): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : serverSourceFiles(root, full);
    const file = path.relative(root, full);
    return entry.name.endsWith('.ts') &&
      !entry.name.endsWith('.test.ts') &&
      !MEASURING_TOOLS.has(file)
      ? [file]
      : [];
  });
}

/** The writes of `watched` in the whole server, as `file:line`. */
export function serverWritesOf(root: string, watched: WatchedWrite): string[] {
  return serverSourceFiles(root).flatMap((file) =>
    findTableWrites(file, fs.readFileSync(path.join(root, file), 'utf8'), watched),
  );
}
