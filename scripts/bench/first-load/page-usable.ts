// Runs in the page (serialised by Playwright, so it must not use anything from outside).

/** The little of the DOM used here (the scripts package is typed for Node, without the DOM). */
interface PageElement {
  readonly disabled?: boolean;
  readonly readOnly?: boolean;
  checkVisibility(): boolean;
  getBoundingClientRect(): { height: number };
}
interface PageGlobals {
  document: {
    body: unknown;
    querySelector(selector: string): PageElement | null;
    evaluate(
      xpath: string,
      context: unknown,
      resolver: null,
      type: number,
      result: null,
    ): { singleNodeValue: PageElement | null };
  };
  performance: { now(): number };
}

/**
 * The time since navigation start once the newest message is on screen and the composer can
 * take text; 0 while not yet (Playwright's waitForFunction asks again at the next frame).
 */
export function usableAt(newest: string): number {
  const page = globalThis as unknown as PageGlobals;
  const { document } = page;
  const shown = (element: PageElement | null) =>
    !!element && element.checkVisibility() && element.getBoundingClientRect().height > 0;
  const found = document.evaluate(
    `//*[text()[contains(., ${JSON.stringify(newest)})]]`,
    document.body,
    null,
    9, // XPathResult.FIRST_ORDERED_NODE_TYPE
    null,
  ).singleNodeValue;
  const composer = document.querySelector('textarea[aria-label="Nachricht"]');
  const takesText = !!composer && !composer.disabled && !composer.readOnly && shown(composer);
  return shown(found) && takesText ? page.performance.now() : 0;
}
