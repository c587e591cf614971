import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `earnwave/boundaries`: which part of the monorepo may import which (docs/architecture.md, "Where
 * things live"). Every import is resolved to a folder of the repository, whether it is written as a
 * relative path or as a workspace name (`@earnwave/db` is libs/db/src), and checked against the
 * options given in eslint.config.mjs:
 *
 * - `forbid: [{ path, except?, message }]`: nothing under `path` (a folder from the repository's
 *   root), unless the import is exactly one of `except` (e.g. a package's entry point);
 * - `modules: 'services/api/src/modules'`: a module is reached from outside only through its
 *   `index.ts`, never a file inside it;
 * - `isolated: 'web/src/pages'`: each folder directly under it imports nothing from another (a
 *   page's folder uses its own files and the shared ones: components, hooks, services, texts).
 *
 * Packages from npm are not this rule's business: `no-restricted-imports` bans those.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where each workspace's name points (see the root jest.config.js and tsconfig.test.json). */
const WORKSPACES = {
  '@earnwave/contracts': 'libs/contracts/src',
  '@earnwave/money': 'libs/money/src',
  '@earnwave/config': 'libs/config/src',
  '@earnwave/domain': 'libs/domain/src',
  '@earnwave/db': 'libs/db/src',
  '@earnwave/testing': 'libs/testing/src',
  '@earnwave/api': 'services/api/src',
  '@earnwave/worker': 'services/worker/src',
};

/** The import as a path from the repository's root without its extension, or null for an npm package. */
function target(specifier, filename) {
  if (specifier.startsWith('.')) {
    return path
      .relative(ROOT, path.resolve(path.dirname(filename), specifier))
      .split(path.sep)
      .join('/');
  }
  const workspace = Object.keys(WORKSPACES).find((name) => specifier === name || specifier.startsWith(`${name}/`));
  if (!workspace) return null;
  const rest = specifier.slice(workspace.length);
  // A deep import of a workspace (`@earnwave/db/src/x`) names a file under the package's own folder.
  return rest ? path.posix.join(path.posix.dirname(WORKSPACES[workspace]), rest) : WORKSPACES[workspace];
}

const under = (file, folder) => file === folder || file.startsWith(`${folder}/`);
const withoutIndex = (file) => file.replace(/\/index(\.[cm]?[jt]sx?)?$/, '').replace(/\.[cm]?[jt]sx?$/, '');

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps imports inside the boundaries of the monorepo parts and API modules' },
    schema: [
      {
        type: 'object',
        properties: {
          forbid: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                path: { type: 'string' },
                except: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
              },
              required: ['path', 'message'],
              additionalProperties: false,
            },
          },
          modules: { type: 'string' },
          isolated: { type: 'string' },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      forbidden: "'{{specifier}}' is out of bounds here: {{message}}",
      isolated:
        "'{{specifier}}' reaches into {{area}}, another folder of {{folder}}: move what both use to a shared folder.",
      moduleInternals:
        "'{{specifier}}' reaches inside the {{module}} module: import what it exports from its index.ts ('{{entry}}').",
    },
  },
  create(context) {
    const { forbid = [], modules, isolated } = context.options[0] ?? {};
    const filename = path.relative(ROOT, context.filename).split(path.sep).join('/');
    const ownModule = modules && under(filename, modules) ? filename.slice(modules.length + 1).split('/')[0] : null;
    const areaOf = (file) => (isolated && under(file, isolated) ? file.slice(isolated.length + 1).split('/')[0] : null);
    const ownArea = areaOf(filename);

    function check(source) {
      if (!source || typeof source.value !== 'string') return;
      const specifier = source.value;
      const file = target(specifier, context.filename);
      if (file === null) return;
      const bare = withoutIndex(file);
      for (const zone of forbid) {
        if (under(file, zone.path) && !(zone.except ?? []).includes(bare)) {
          context.report({ node: source, messageId: 'forbidden', data: { specifier, message: zone.message } });
          return;
        }
      }
      const area = areaOf(file);
      if (ownArea && area && area !== ownArea) {
        context.report({ node: source, messageId: 'isolated', data: { specifier, area, folder: isolated } });
        return;
      }
      if (!modules || !under(file, modules)) return;
      const [module, ...inside] = file.slice(modules.length + 1).split('/');
      if (module === ownModule || !inside.length || withoutIndex(`x/${inside.join('/')}`) === 'x') return;
      const relative = path.relative(path.dirname(context.filename), path.join(ROOT, modules, module));
      const entry = specifier.startsWith('.') ? (relative.startsWith('.') ? relative : `./${relative}`) : module;
      context.report({ node: source, messageId: 'moduleInternals', data: { specifier, module, entry } });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportEqualsDeclaration: (node) => check(node.moduleReference.expression),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') check(node.arguments[0]);
      },
    };
  },
};

export default { rules: { boundaries: rule } };
