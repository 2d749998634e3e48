import path from 'node:path';

// One local ESLint rule for the layers of docs/architecture.md (decision 030). Every relative
// import is resolved against its file, so `../../checkout/api/x.ts` from deep inside
// `features/cart/` is seen for what it is: a sibling feature. A pattern on the import text, as
// no-restricted-imports has, cannot see that.
//
// Options: { root: 'src/web', layers: { lib: 0, components: 0, features: 1, pages: 2, app: 2 },
//            rootFiles: 2, rootFileRanks: { 'config.ts': 0 } }
// A file may import its own layer and those below; a feature only its own feature folder of the
// features layer. A file in a folder that is in no layer is reported, so a new folder cannot
// slip past the rule. Imports that leave `root` (domain, packages) are other rules' business.

function layerOf(file, root, { layers, rootFiles, rootFileRanks = {} }) {
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [first, second] = relative.split(path.sep);
  if (!relative.includes(path.sep)) {
    return { name: relative, rank: rootFileRanks[relative] ?? rootFiles, feature: null };
  }
  if (!(first in layers)) return { name: first, rank: null, feature: null };
  return { name: first, rank: layers[first], feature: first === 'features' ? second : null };
}

export const layerImports = {
  meta: {
    type: 'problem',
    docs: { description: 'imports run down the layers; no feature imports a sibling feature' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          layers: { type: 'object', additionalProperties: { type: 'number' } },
          rootFiles: { type: 'number' },
          rootFileRanks: { type: 'object', additionalProperties: { type: 'number' } },
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
    },
  },
  create(context) {
    const options = context.options[0];
    const root = path.resolve(context.cwd, options.root);
    const file = context.physicalFilename;
    const from = layerOf(file, root, options);
    if (!from) return {};
    if (from.rank === null) {
      return {
        Program: (node) =>
          context.report({ node, messageId: 'unlisted', data: { folder: from.name } }),
      };
    }

    const check = (node) => {
      const source = node?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = layerOf(path.resolve(path.dirname(file), source), root, options);
      if (!to || to.rank === null) return;
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
          data: { from: from.name, to: to.name, source },
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
    };
  },
};

export default { rules: { 'layer-imports': layerImports } };
