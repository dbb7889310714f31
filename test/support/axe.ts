import axeCore from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// Issue 23: axe-core at WCAG 2.1 A and AA, injected into Debian's chromium. The accessibility suite
// (test/browser/accessibility) checks every screen with it; journeys whose screens need a server
// setting that suite does not start with (two approvals) check theirs with it too.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * Every rule axe-core has at those levels, named one by one: a run by tags leaves out the rules axe-core
 * marks experimental (in 4.14: css-orientation-lock, p-as-heading, table-fake-caption, td-has-header),
 * which a run by name includes. Left out: the rules axe-core deprecated and will remove, which it no
 * longer holds to be checks of those criteria (aria-roledescription: the attribute is supported
 * everywhere now; audio-caption: captions on audio do not work in browsers, and a transcript is as good).
 */
const WCAG_21_AA_RULES = axeCore
  .getRules(WCAG_21_AA)
  .filter((rule) => !rule.tags.includes('deprecated'))
  .map((rule) => rule.ruleId);

interface AxeResult {
  violations: {
    id: string;
    impact: string;
    help: string;
    nodes: { target: string[]; failureSummary: string }[];
  }[];
}

/** axe's violations at WCAG 2.1 A and AA of the page as it is now, one readable line per element. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the pages' CSP (scripts from 'self' only) does not govern.
  if (!(await page.evaluate('typeof axe !== "undefined"'))) await page.evaluate(AXE_SOURCE);
  const result = (await page.evaluate(
    `axe.run(document, { runOnly: { type: 'rule', values: ${JSON.stringify(WCAG_21_AA_RULES)} }, ` +
      `resultTypes: ['violations'] })`,
  )) as AxeResult;
  return result.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${node.target.join(' ')}; ${node.failureSummary}`,
    ),
  );
}

/** axe's violations once transitions (fades, ripples) have settled: mid-fade colours are not the page's. */
export async function settledAxeViolations(page: Page): Promise<string[]> {
  await page.waitForTimeout(500);
  return axeViolations(page);
}
