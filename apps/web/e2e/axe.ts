import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/** WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

/** One line per failing element: impact, rule, where, and axe's summary of what to fix. */
function describe(violations: axe.Result[]): string[] {
  return violations
    .filter((violation) => violation.impact && BLOCKING_IMPACTS.has(violation.impact))
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const summary = (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').trim();
        return `[${violation.impact}] ${violation.id} at ${node.target.join(' > ')}: ${summary}`;
      }),
    );
}

/**
 * Waits (up to 2 s) until no transition or animation runs: a menu or dialog fading in blends its
 * colours with what is behind it, and axe would measure a contrast nobody reads.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          // Spinners turn for ever: only what comes to an end is waited for.
          .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
          .every((animation) => animation.playState !== 'running'),
      undefined,
      { timeout: 2000 },
    )
    .catch(() => undefined);
}

/**
 * Runs axe in the page, loading its half-megabyte script only when the document does not have it
 * yet (once per page load, not once per audit). @axe-core/playwright loaded the script again at
 * every audit and finished each run in a new blank page: about five times the work of this (a
 * paired run of both in one process). The app has no frames, so frames are not followed.
 */
async function runAxe(page: Page): Promise<axe.Result[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const inPage = (window as unknown as { axe: typeof axe }).axe;
    const results = await inPage.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
      iframes: false,
    });
    return results.violations;
  }, WCAG_AA_TAGS);
}

/**
 * Audits the page as it is now against WCAG 2.1 A and AA and fails on any serious or critical
 * finding. axe is evaluated as a script, which the app's Content-Security-Policy refuses: the
 * page's browser context must be made with `bypassCSP: true`.
 */
export async function expectNoSeriousA11yFindings(page: Page, label: string): Promise<void> {
  await animationsSettled(page);
  const findings = describe(await runAxe(page));
  // Soft: one run lists the findings of every screen, and the test still fails.
  expect.soft(findings, `${label}: serious or critical accessibility findings`).toEqual([]);
}
