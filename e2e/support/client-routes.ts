import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as ts from 'typescript';
import type { Capability } from '@earnwave/contracts';

/** A route of the member client: its full path (with its `:params`) and, under /dashboard, the guard's capability. */
export interface ClientRoute {
  path: string;
  access?: Capability;
  /** The constant of routes.ts it is listed in (PUBLIC_ROUTES, MEMBERSHIP_ROUTE, DASHBOARD_ROUTES...): who opens it. */
  table: string;
}

const ROUTE_TABLE = join(__dirname, '..', '..', 'web', 'src', 'routes.ts');

/**
 * The member client's routes, read from its route table (web/src/routes.ts) as written, so a
 * journey that visits them all covers a screen as soon as it is added there. Every object literal
 * with a string `path` inside a `*_ROUTE` or `*_ROUTES` constant is a route; those of
 * DASHBOARD_ROUTES are relative to /dashboard, and their `access` is the role guard's capability.
 */
export function clientRoutes(): ClientRoute[] {
  const source = ts.createSourceFile(ROUTE_TABLE, readFileSync(ROUTE_TABLE, 'utf8'), ts.ScriptTarget.Latest, true);
  const routes = new Map<string, ClientRoute>();
  const collect = (node: ts.Node, table: string) => {
    if (ts.isObjectLiteralExpression(node)) {
      const path = stringProperty(node, 'path');
      if (path !== undefined) {
        const full = table === 'DASHBOARD_ROUTES' ? `/dashboard${path ? `/${path}` : ''}` : path;
        if (!routes.has(full)) {
          routes.set(full, { path: full, access: stringProperty(node, 'access') as Capability | undefined, table });
        }
      }
    }
    ts.forEachChild(node, (child) => collect(child, table));
  };
  ts.forEachChild(source, function visit(node) {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && /_ROUTES?$/.test(node.name.text)) {
      if (node.initializer) collect(node.initializer, node.name.text);
      return;
    }
    ts.forEachChild(node, visit);
  });
  if (routes.size === 0) throw new Error(`no routes read from ${ROUTE_TABLE}`);
  return [...routes.values()];
}

function stringProperty(node: ts.ObjectLiteralExpression, name: string): string | undefined {
  for (const property of node.properties) {
    if (
      ts.isPropertyAssignment(property) &&
      ts.isIdentifier(property.name) &&
      property.name.text === name &&
      ts.isStringLiteralLike(property.initializer)
    ) {
      return property.initializer.text;
    }
  }
  return undefined;
}

const ADMIN_APP = join(__dirname, '..', '..', 'admin', 'src', 'App.tsx');

/** The admin console's resources (`<Resource name="...">` in admin/src/App.tsx), each a list page at /admin/#/{name}. */
export function adminResources(): string[] {
  const names = [...readFileSync(ADMIN_APP, 'utf8').matchAll(/<Resource\s+name="([^"]+)"/g)].map((match) => match[1]);
  if (names.length === 0) throw new Error(`no resources read from ${ADMIN_APP}`);
  return names;
}
