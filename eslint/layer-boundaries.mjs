// A local ESLint rule for the layer boundaries: `zones` of { target, from, except?, message },
// folders relative to the repository root, in the spirit of import/no-restricted-paths. A
// file inside `target` may not import a module inside `from` unless it is inside one of
// `except` (relative to `from`). Imports are judged by the folder they resolve to, so
// `../../books/x` and `../features/books/x` are the same import; `@bookstore/domain` is the
// domain package and `@web/` the web app's src/. Why a local rule: docs/decisions/015-lint-format-and-layers.md.
import { dirname, isAbsolute, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const PACKAGE_ALIASES = {
  '@bookstore/domain': resolve(ROOT, 'domain/src'),
  // The web app's path alias (tsconfig.base.json, web/vite.config.ts).
  '@web': resolve(ROOT, 'web/src'),
};

const EXTENSION = /\.(ts|tsx|mts|js|mjs)$/;

/** True when `path` is `folder` itself or lies beneath it; a file matches with or without its extension. */
function isInside(path, folder) {
  return path.startsWith(folder + sep) || path.replace(EXTENSION, '') === folder.replace(EXTENSION, '');
}

function resolveSpecifier(specifier, fromFile) {
  if (specifier.startsWith('.')) return resolve(dirname(fromFile), specifier);
  for (const [alias, folder] of Object.entries(PACKAGE_ALIASES)) {
    if (specifier === alias || specifier.startsWith(`${alias}/`))
      return resolve(folder, specifier.slice(alias.length + 1));
  }
  return undefined; // an npm package: not a layer of ours
}

/** @type {import('eslint').Rule.RuleModule} */
const layerBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports inside the layer boundaries of the code base' },
    schema: [
      {
        type: 'object',
        properties: {
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                target: { type: 'string' },
                from: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
                except: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
              },
              required: ['target', 'from', 'message'],
              additionalProperties: false,
            },
          },
        },
        required: ['zones'],
        additionalProperties: false,
      },
    ],
    messages: { crossed: '{{specifier}} crosses a layer boundary. {{message}}' },
  },
  create(context) {
    const filename = context.filename;
    if (!isAbsolute(filename)) return {};
    const zones = context.options[0].zones
      .map((zone) => ({
        target: resolve(ROOT, zone.target),
        from: [zone.from].flat().map((from) => resolve(ROOT, from)),
        except: zone.except ?? [],
        message: zone.message,
      }))
      .filter((zone) => isInside(filename, zone.target));
    if (zones.length === 0) return {};

    function check(node) {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const imported = resolveSpecifier(node.value, filename);
      if (!imported) return;
      for (const zone of zones) {
        const from = zone.from.find((folder) => isInside(imported, folder));
        if (!from) continue;
        if (zone.except.some((except) => isInside(imported, resolve(from, except)))) continue;
        context.report({ node, messageId: 'crossed', data: { specifier: `"${node.value}"`, message: zone.message } });
        return;
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { meta: { name: 'bookstore-layers' }, rules: { 'layer-boundaries': layerBoundaries } };
