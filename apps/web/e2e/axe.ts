import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** One line per failing element: impact, rule, where, and axe's summary of what to fix. */
function describe(results: AxeResults): string[] {
  return results.violations
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
 * Audits the page as it is now against WCAG 2.1 A and AA and fails on any serious or critical
 * finding. axe is injected as a script, which the app's Content-Security-Policy refuses: the
 * page's browser context must be made with `bypassCSP: true`.
 */
export async function expectNoSeriousA11yFindings(page: Page, label: string): Promise<void> {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).analyze();
  const findings = describe(results);
  // Soft: one run lists the findings of every screen, and the test still fails.
  expect.soft(findings, `${label}: serious or critical accessibility findings`).toEqual([]);
}
