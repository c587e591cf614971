import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** axe-core's browser bundle, read once. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** What these journeys refuse: axe's two highest impacts. Moderate and minor findings are left to review. */
const REFUSED_IMPACTS = ['serious', 'critical'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * Runs axe-core (its default rules: WCAG 2.x A and AA and best practices) on what the page shows
 * now, and answers each serious or critical violation as one line per element: the rule, its
 * help, the element's selector and why it fails. `where` starts each line (route, theme...).
 *
 * axe's source is evaluated through the DevTools protocol rather than added as an inline
 * `<script>` (playwright's `addScriptTag({ content })`): the API's Content-Security-Policy allows
 * no inline script, and the journeys keep that policy on, as in production.
 */
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(`${AXE_SOURCE}\n;undefined`);
  const violations = (await page.evaluate(
    `axe.run(document, { resultTypes: ['violations'] }).then((results) => results.violations)`,
  )) as AxeViolation[];
  return violations
    .filter((violation) => REFUSED_IMPACTS.includes(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${where}: ${violation.id} (${violation.impact}) ${violation.help}: ${node.target.map(String).join(' > ')}` +
          (node.failureSummary ? ` [${node.failureSummary.replace(/\s+/g, ' ').trim()}]` : ''),
      ),
    );
}

/** Fails, listing every serious or critical violation of the page (seriousViolations), if there is any. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const found = await seriousViolations(page, where);
  if (found.length) throw new Error(`axe found ${found.length} serious or critical violations:\n${found.join('\n')}`);
}
