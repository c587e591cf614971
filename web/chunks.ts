import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What rolldown's chunking tells a `name` function: the module graph. */
interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const source = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));

/** The app (main.tsx starts it): the landing page, the router and React, on every route. */
const APP = [source('start.tsx')];
/** What /dashboard needs before a member can use it: antd's theme, the frame and the home page. */
const DASHBOARD = [
  source('components/antd-theme.tsx'),
  source('layouts/dashboard-layout.tsx'),
  source('pages/dashboard/home/index.tsx'),
];

/**
 * Libraries imported through one index file that re-exports every component: following its
 * imports would reach all of antd and all 800 icons. Only the names our modules import are followed.
 */
const BARRELS = /node_modules[\\/](antd[\\/]es[\\/]index|@ant-design[\\/]icons[\\/]es[\\/](icons[\\/])?index)\.js$/;
const NAMED_IMPORTS = /import\s*\{([^}]*)\}\s*from\s*'(?:antd|@ant-design\/icons)'/g;
const RE_EXPORT = /export\s*\{\s*default as (\w+)\s*\}\s*from\s*["']([^"']+)["']/g;

/** The names our module imports from antd and the icons (`type` imports left out). */
function importedNames(file: string): string[] {
  if (/node_modules/.test(file) || !/\.tsx?$/.test(file)) return [];
  return [...readFileSync(file, 'utf8').matchAll(NAMED_IMPORTS)].flatMap(([, names]) =>
    names
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0]),
  );
}

/** A barrel's imports that re-export one of `names`, and its other imports (helpers it runs itself). */
function barrelImports(barrel: string, importedIds: readonly string[], names: Set<string>): string[] {
  const wanted = new Set<string>();
  const reExported = new Set<string>();
  for (const [, name, path] of readFileSync(barrel, 'utf8').matchAll(RE_EXPORT)) {
    const file = resolve(dirname(barrel), path);
    reExported.add(file);
    if (names.has(name)) wanted.add(file);
  }
  const base = (id: string) => id.replace(/([\\/]index)?\.js$/, '');
  return importedIds.filter((id) => {
    const file = base(id);
    return !reExported.has(file) || wanted.has(file) || /icons[\\/]es[\\/]icons[\\/]index\.js$/.test(id);
  });
}

/**
 * The build's chunks (issue #26). Left to itself rolldown splits what pages share into one chunk
 * per set of importers: the dashboard's first visit fetched 85 files, and on a phone (150 ms a
 * round trip, six at a time) the round trips, not the bytes, were most of its wait. So:
 * - `app`: every module the app imports statically (React, the router, the landing page, the
 *   session), in one file that index.html preloads, whatever the other pages also take from it;
 * - `dashboard`: every module the dashboard's first screen imports statically and the app does
 *   not (the antd components it names, the frame, the home page's cards, their icons), one file:
 *   the theme's import fetches the frame and the home page with it, not one after the other;
 * - the rest (the components only other pages name, the charts, the other pages) as rolldown
 *   splits it, loaded by the pages that use them.
 * Found once per build from the module graph, by static imports only.
 */
export function chunkName(): (id: string, ctx: ChunkingContext) => string | null {
  let groups: Map<string, string> | undefined;
  const reach = (roots: string[], ctx: ChunkingContext, group: string, found: Map<string, string>) => {
    const names = new Set<string>();
    const barrels: string[] = [];
    const queue = [...roots];
    const visit = (id: string) => {
      if (found.has(id)) return;
      found.set(id, group);
      for (const name of importedNames(id)) names.add(name);
      if (BARRELS.test(id)) barrels.push(id);
      else queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    };
    // Our modules first, so that every name is known before a barrel is opened.
    while (queue.length || barrels.length) {
      while (queue.length) visit(queue.pop()!);
      const barrel = barrels.pop();
      if (barrel) queue.push(...barrelImports(barrel, ctx.getModuleInfo(barrel)?.importedIds ?? [], names));
    }
  };
  return (id, ctx) => {
    if (!groups) {
      groups = new Map();
      reach(APP, ctx, 'app', groups);
      reach(DASHBOARD, ctx, 'dashboard', groups);
    }
    return groups.get(id) ?? null;
  };
}
