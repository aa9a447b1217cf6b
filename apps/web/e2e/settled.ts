import type { Page } from '@playwright/test';

/**
 * Resolves once the page is at rest: two frames have passed (a transition starts a frame after
 * its element mounts) and every CSS transition and finite animation then running has finished,
 * checked again until none is left. Endless ones (a loader, a skeleton's pulse) are not waited for.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let round = 0; round < 10; round += 1) {
      await frame();
      await frame();
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY),
        );
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/**
 * Waits for a timer of `ms` that the page starts now, then for the page to be at rest. A timer
 * the app started before it with the same or a shorter delay (a tooltip's open delay) has fired
 * by then, and what that timer showed has rendered: the point after which its absence means
 * something, measured on the page's own clock.
 */
export async function afterPageTimer(page: Page, ms: number): Promise<void> {
  await page.evaluate((delay) => new Promise((resolve) => setTimeout(resolve, delay)), ms);
  await settled(page);
}

/** The longest open delay of the app's tooltips (`openDelay` of LazyTooltip and Tooltip). */
export const TOOLTIP_OPEN_DELAY_MS = 700;
