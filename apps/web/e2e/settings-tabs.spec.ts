import { de } from '@nahbar/contracts';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yFindings } from './axe';
import type { Member } from './chat-support';
import { expectOnlyLanguage } from './language-scan';
import { picture } from './pictures';
import { hasHorizontalOverflow, registerViaApi, uniqueUsername } from './support';

/*
 * Every settings section reachable at 1280, 768 and 375 px (issue 32): a list down the side on
 * wide screens, a strip with cues at the ends that have sections out of sight below 1024 px,
 * and the open section in the address (deep link, Back). In German, whose labels are longest.
 * axe is injected as a script, which the app's CSP refuses: these contexts bypass it.
 */
test.use({ bypassCSP: true });

const members: Member[] = [];
test.afterEach(async () => {
  for (const member of members.splice(0)) await member.context.close();
});

async function germanMember(browser: Browser, baseURL: string): Promise<Member> {
  const context = await browser.newContext({ baseURL, locale: 'de-DE', bypassCSP: true });
  const page = await context.newPage();
  const username = uniqueUsername('tabs');
  await registerViaApi(page.request, baseURL, username);
  const member = { username, context, page };
  members.push(member);
  return member;
}

/** The sections in order, by their German labels and their `?tab=`. */
const SECTIONS = [
  ['profile', de.settings.tabProfile],
  ['photos', de.settings.tabPhotos],
  ['location', de.settings.tabLocation],
  ['privacy', de.settings.tabPrivacy],
  ['notifications', de.settings.tabNotifications],
  ['blocked', de.settings.tabBlocked],
  ['filters', de.settings.tabFilters],
  ['account', de.settings.tabAccount],
  ['gdpr', de.settings.tabGdpr],
] as const;

function tab(page: Page, label: string) {
  return page.getByRole('tab', { name: label, exact: true });
}

const forward = (page: Page) => page.getByRole('button', { name: de.settings.scrollTabsForward });
const back = (page: Page) => page.getByRole('button', { name: de.settings.scrollTabsBack });

/**
 * Opens each section in turn by what a member sees: a section out of sight is brought into
 * sight with the strip's forward cue first (never by the test scrolling), then clicked.
 */
async function openEverySection(page: Page, width: number) {
  for (const [id, label] of SECTIONS) {
    for (let presses = 0; presses < SECTIONS.length && !(await isInSight(page, label)); presses += 1) {
      await forward(page).click();
      await stripAtRest(page);
    }
    expect(await isInSight(page, label), `${label} in sight at ${width}px`).toBe(true);
    await tab(page, label).click();
    await expect(page).toHaveURL(new RegExp(`[?&]tab=${id}(&|$)`));
    await expect(tab(page, label)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toBeVisible();
  }
}

/**
 * Whether a tab shows whole and uncovered: inside the strip's box and the window, and what lies
 * at its two ends and its middle is the tab itself, not a cue over it.
 */
async function isInSight(page: Page, label: string): Promise<boolean> {
  return tab(page, label).evaluate((element) => {
    const box = element.getBoundingClientRect();
    const strip = element.closest('[role="tablist"]')?.getBoundingClientRect();
    if (!strip) return false;
    const inside =
      box.left >= strip.left - 1 &&
      box.right <= strip.right + 1 &&
      box.left >= 0 &&
      box.right <= window.innerWidth &&
      box.top >= 0 &&
      box.bottom <= window.innerHeight;
    const y = box.top + box.height / 2;
    const uncovered = [box.left + 2, box.left + box.width / 2, box.right - 2].every((x) =>
      element.contains(document.elementFromPoint(x, y)),
    );
    return inside && uncovered;
  });
}

/** Waits until the strip's smooth scroll has come to rest (its position unchanged for 3 frames). */
async function stripAtRest(page: Page): Promise<void> {
  await page.getByRole('tablist', { name: de.settings.sections }).evaluate(
    (strip) =>
      new Promise<void>((resolve) => {
        let last = Number.NaN;
        let still = 0;
        const look = () => {
          still = strip.scrollLeft === last ? still + 1 : 0;
          last = strip.scrollLeft;
          if (still >= 3) resolve();
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );
}

test('at 1280 px every section is listed down the side and opens, its name in the address', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { page } = await germanMember(browser, baseURL ?? '');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/settings');
  await expect(page.getByRole('tablist', { name: de.settings.sections })).toHaveAttribute(
    'aria-orientation',
    'vertical',
  );
  // All nine at once, "Konto" and "DSGVO" included, with no cue needed.
  for (const [, label] of SECTIONS) expect(await isInSight(page, label), `${label} at 1280px`).toBe(true);
  await expect(forward(page)).toHaveCount(0);
  await openEverySection(page, 1280);
  expect(await hasHorizontalOverflow(page), 'overflow at 1280px').toBe(false);
  await expectOnlyLanguage('de', page);
  await picture(page, 'settings-tabs-de-DE-1280', { fullPage: true });
  await expectNoSeriousA11yFindings(page, 'settings sections at 1280px');
});

for (const viewport of [
  { width: 768, height: 1024 },
  { width: 375, height: 812 },
]) {
  test(`at ${viewport.width} px the strip cues the sections out of sight, and reaches each of them`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const { page } = await germanMember(browser, baseURL ?? '');
    await page.setViewportSize(viewport);
    await page.goto('/settings');
    await expect(page.getByRole('tablist', { name: de.settings.sections })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
    await expect(tab(page, de.settings.tabProfile)).toHaveAttribute('aria-selected', 'true');
    // At the start: more to the right, nothing to the left.
    await expect(forward(page)).toBeVisible();
    await expect(back(page)).toHaveCount(0);
    await picture(page, `settings-tabs-de-DE-${viewport.width}`);
    await expectNoSeriousA11yFindings(page, `settings sections at ${viewport.width}px`);

    await openEverySection(page, viewport.width);
    // At the end: nothing more to the right, the way back cued.
    await expect(forward(page)).toHaveCount(0);
    await expect(back(page)).toBeVisible();
    expect(await hasHorizontalOverflow(page), `overflow at ${viewport.width}px`).toBe(false);
    await picture(page, `settings-tabs-de-DE-${viewport.width}-end`, { fullPage: true });
    await back(page).click();
    await stripAtRest(page);
    await expect(forward(page)).toBeVisible();
  });
}

test('a deep link opens its section in sight, and Back returns to the section before', async ({
  browser,
  baseURL,
}) => {
  const { page } = await germanMember(browser, baseURL ?? '');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/settings?tab=gdpr');
  await expect(tab(page, de.settings.tabGdpr)).toHaveAttribute('aria-selected', 'true');
  expect(await isInSight(page, de.settings.tabGdpr)).toBe(true);
  await expect(back(page)).toBeVisible();

  await page.goto('/settings?tab=privacy');
  await tab(page, de.settings.tabNotifications).click();
  await expect(page).toHaveURL(/[?&]tab=notifications(&|$)/);
  await page.goBack();
  await expect(page).toHaveURL(/[?&]tab=privacy(&|$)/);
  await expect(tab(page, de.settings.tabPrivacy)).toHaveAttribute('aria-selected', 'true');
  await page.goForward();
  await expect(tab(page, de.settings.tabNotifications)).toHaveAttribute('aria-selected', 'true');

  // The same at the wide size: the address chooses the section there too.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/settings?tab=account');
  await expect(tab(page, de.settings.tabAccount)).toHaveAttribute('aria-selected', 'true');
});
