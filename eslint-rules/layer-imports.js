import path from 'node:path';

// One local ESLint rule for the layers of docs/architecture.md (decision 030). Every relative
// import is resolved against its file, so `../../checkout/api/x.ts` from deep inside
// `features/cart/` is seen for what it is: a sibling feature. A pattern on the import text, as
// no-restricted-imports has, cannot see that.
//
// Options: { root: 'src/web', layers: { lib: 0, components: 0, features: 1, pages: 2, app: 2 },
//            rootFiles: 2, rootFileRanks: { 'config.ts': 0 },
//            nested: { admin: { layers: { … }, entries: ['app/admin-routes.tsx'],
//                               shared: ['lib', 'components'] } } }
// A file may import its own layer and those below; a feature only its own feature folder of the
// features layer. A file in a folder that is in no layer is reported, so a new folder cannot
// slip past the rule. Imports that leave `root` (domain, packages) are other rules' business.
//
// A nested folder (decision 053) is a root of its own with layers of its own, checked the same
// way inside. Files outside it import it only through its `entries`; its files import only the
// `shared` layers of the root around it.

function layerOf(file, root, { layers, rootFiles, rootFileRanks = {} }) {
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [first, second] = relative.split(path.sep);
  if (!relative.includes(path.sep)) {
    return { name: relative, rank: rootFileRanks[relative] ?? rootFiles ?? null, feature: null };
  }
  if (!(first in layers)) return { name: first, rank: null, feature: null };
  return { name: first, rank: layers[first], feature: first === 'features' ? second : null };
}

/** Where a file is: in root's own layers (part null) or in a nested part's, and under what name. */
function placeOf(file, root, options) {
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [first] = relative.split(path.sep);
  const nested = options.nested?.[first];
  if (nested === undefined || !relative.includes(path.sep)) {
    const layer = layerOf(file, root, options);
    return { ...layer, part: null, label: layer.name };
  }
  const partRoot = path.join(root, first);
  const layer = layerOf(file, partRoot, nested);
  const inPart = path.relative(partRoot, file).split(path.sep).join('/');
  return {
    ...layer,
    part: first,
    label: `${first}/${layer.name}`,
    entry: (nested.entries ?? []).includes(inPart),
  };
}

/** The text of an import's source: a string, or a template literal without expressions. */
function sourceText(node) {
  if (node?.type === 'Literal') return node.value;
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) {
    return node.quasis[0]?.value.cooked;
  }
  return undefined;
}

const layerOptions = {
  layers: { type: 'object', additionalProperties: { type: 'number' } },
  rootFiles: { type: 'number' },
  rootFileRanks: { type: 'object', additionalProperties: { type: 'number' } },
};

export const layerImports = {
  meta: {
    type: 'problem',
    docs: { description: 'imports run down the layers; no feature imports a sibling feature' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          ...layerOptions,
          nested: {
            type: 'object',
            additionalProperties: {
              type: 'object',
              properties: {
                ...layerOptions,
                entries: { type: 'array', items: { type: 'string' } },
                shared: { type: 'array', items: { type: 'string' } },
              },
              required: ['layers', 'entries', 'shared'],
              additionalProperties: false,
            },
          },
        },
        required: ['root', 'layers', 'rootFiles'],
        additionalProperties: false,
      },
    ],
    messages: {
      upward:
        "{{from}} is below {{to}}: it must not import '{{source}}'. Move what both need down into a shared layer.",
      unlisted:
        'The folder {{folder}} is in no layer: add it to the layer-imports options (eslint.config.js) and to docs/architecture.md.',
      sibling:
        "The feature {{from}} must not import the feature {{to}} ('{{source}}'); compose them in a page, or move what both need into lib/ or components/.",
      closed:
        "{{part}}/ is imported from outside it only through {{entries}}: '{{source}}' is not one of them.",
      unshared:
        "{{part}}/ may import only {{shared}} of the code around it, not '{{source}}'. Move what both need into one of those, or into {{part}}/.",
    },
  },
  create(context) {
    const options = context.options[0];
    const root = path.resolve(context.cwd, options.root);
    const file = context.physicalFilename;
    const from = placeOf(file, root, options);
    if (!from) return {};
    if (from.rank === null) {
      return {
        Program: (node) =>
          context.report({ node, messageId: 'unlisted', data: { folder: from.label } }),
      };
    }

    const crossesPart = (node, to, source) => {
      if (to.part !== null) {
        if (from.part === null && to.entry) return;
        const entries = options.nested[to.part].entries.map((entry) => `${to.part}/${entry}`);
        context.report({
          node,
          messageId: 'closed',
          data: { part: to.part, entries: entries.join(', ') || 'no file', source },
        });
      } else if (!options.nested[from.part].shared.includes(to.name)) {
        const shared = options.nested[from.part].shared;
        context.report({
          node,
          messageId: 'unshared',
          data: { part: from.part, shared: shared.map((name) => `${name}/`).join(', '), source },
        });
      }
    };

    const check = (node) => {
      const source = sourceText(node);
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = placeOf(path.resolve(path.dirname(file), source), root, options);
      if (!to) return;
      if (to.part !== from.part) {
        crossesPart(node, to, source);
        return;
      }
      if (to.rank === null) return;
      if (from.name === 'features' && to.name === 'features' && from.feature !== to.feature) {
        context.report({
          node,
          messageId: 'sibling',
          data: { from: from.feature, to: to.feature, source },
        });
      } else if (to.rank > from.rank) {
        context.report({
          node,
          messageId: 'upward',
          data: { from: from.label, to: to.label, source },
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      // `typeof import('../x.ts')` in a type: an import all the same.
      TSImportType: (node) => check(node.source ?? node.argument?.literal),
    };
  },
};

export default { rules: { 'layer-imports': layerImports } };
