import { de, en } from '@nahbar/contracts';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { picture } from './pictures';
import { settled } from './settled';
import { hasHorizontalOverflow, registerViaApi, trpcMutation, uniqueUsername } from './support';

test.use({ locale: 'de-DE' });

const MESSAGE = 'Wer kommt heute Abend mit zum Stammtisch in München? Treffpunkt ist die Lobby.';

const member = uniqueUsername('suche');
const other = uniqueUsername('findemich');

/** Every plain English text of the catalogue whose German differs: none of these may show. */
function englishOnlyTexts(): Set<string> {
  const english = en as unknown as Record<string, Record<string, unknown>>;
  const german = de as unknown as Record<string, Record<string, unknown>>;
  const texts = new Set<string>();
  for (const [area, leaves] of Object.entries(english)) {
    for (const [name, text] of Object.entries(leaves)) {
      if (typeof text === 'string' && text !== german[area]?.[name]) texts.add(text);
    }
  }
  return texts;
}
const ENGLISH = englishOnlyTexts();

/** The visible lines of the given parts of the page, and their names, placeholders and tooltips. */
async function shownTexts(scopes: Locator[]): Promise<string[]> {
  const texts: string[] = [];
  for (const scope of scopes) {
    for (const element of await scope.all()) {
      texts.push(
        ...(await element.evaluate((root: HTMLElement) => {
          // innerText on purpose: what is rendered, one line per block, not hidden templates.
          // biome-ignore lint/performance/useDomNodeTextContent: see above
          const lines = root.innerText.split('\n');
          const named = [root, ...root.querySelectorAll('[aria-label], [placeholder], [title], [alt]')];
          const attributes = named.flatMap((node) =>
            ['aria-label', 'placeholder', 'title', 'alt'].map((name) => node.getAttribute(name) ?? ''),
          );
          return [...lines, ...attributes].map((text) => text.trim()).filter(Boolean);
        })),
      );
    }
  }
  return texts;
}

async function expectNoEnglish(...scopes: Locator[]) {
  const leaked = (await shownTexts(scopes)).filter((text) => ENGLISH.has(text));
  expect(leaked, 'English texts on a German page').toEqual([]);
}

async function shoot(page: Page, name: string) {
  // At rest, so the check (and the picture) sees the resting state rather than a transition.
  await settled(page);
  await picture(page, `de-${name}`);
  expect(await hasHorizontalOverflow(page), `${name} scrolls sideways`).toBe(false);
}

async function signIn(page: Page, baseURL: string | undefined) {
  await trpcMutation(page.request, baseURL ?? '', 'auth.login', {
    username: member,
    password: 'kaffee-und-kuchen-7',
  });
  await page.goto('/chat');
  // Generous: the machine may be busy with other runs.
  await expect(page.getByRole('heading', { name: 'Lobby', level: 1 })).toBeVisible({ timeout: 30_000 });
}

async function openSearch(page: Page): Promise<Locator> {
  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', { name: de.search.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: de.search.inputLabel })).toBeFocused();
  return dialog;
}

test.beforeAll(async ({ playwright, baseURL }) => {
  const origin = baseURL ?? '';
  const stranger = await playwright.request.newContext({ baseURL: origin });
  await registerViaApi(stranger, origin, other);
  await stranger.dispose();

  const request = await playwright.request.newContext({ baseURL: origin });
  await registerViaApi(request, origin, member);
  const list = await request.get('/trpc/rooms.list');
  const rooms = ((await list.json()) as { result: { data: { id: string; name: string }[] } }).result.data;
  const lobbyId = rooms.find((room) => room.name === 'Lobby')?.id ?? '';
  expect(lobbyId).not.toBe('');
  await trpcMutation(request, origin, 'rooms.join', { roomId: lobbyId });
  await trpcMutation(request, origin, 'messages.send', { roomId: lobbyId, content: MESSAGE });
  await request.dispose();
});

test('the search dialog speaks German on every tab, with counts, dates and empty results', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, baseURL);
  const dialog = await openSearch(page);
  const box = dialog.getByRole('combobox');
  await expect(dialog.getByText(de.search.startTyping)).toBeVisible();
  await expect(dialog.getByText(de.search.hintMove)).toBeVisible();
  await expect(dialog.getByText(de.search.hintClose)).toBeVisible();
  await expectNoEnglish(dialog);
  await shoot(page, 'search-empty-1280');

  // All: the groups are named in German, with their counts in words for screen readers.
  await box.fill('lobby');
  const rooms = dialog.getByRole('group', { name: /^Räume, \d+\+? Ergebnis(se)?$/ });
  await expect(rooms).toBeVisible();
  await expect(dialog.getByRole('group', { name: /^Nachrichten, 1 Ergebnis$/ })).toBeVisible();
  const lobby = rooms.getByRole('option', { name: /Lobby/ });
  await expect(lobby).toContainText(/\d+ Mitglied(er)?/);
  // A message of today shows its time the German way.
  await expect(dialog.locator('time').first()).toHaveText(/^\d{1,2}:\d{2}$/);
  await expectNoEnglish(dialog);
  await shoot(page, 'search-results-1280');

  // Each tab by its German name.
  await dialog.getByRole('tab', { name: de.search.tabRooms }).click();
  await expect(dialog.getByRole('option', { name: /Lobby/ })).toBeVisible();
  await box.fill('muenchen');
  await dialog.getByRole('tab', { name: de.search.tabMessages }).click();
  const found = dialog.getByRole('option', { name: new RegExp(member) });
  await expect(found.locator('mark')).toHaveText('München');
  await expectNoEnglish(dialog);

  await box.fill(other);
  await dialog.getByRole('tab', { name: de.search.tabUsers }).click();
  await expect(dialog.getByRole('option', { name: new RegExp(other) })).toBeVisible();
  await box.press('Enter');
  const card = page.getByRole('menu');
  await expect(card.getByRole('menuitem', { name: de.search.sendMessage })).toBeVisible();
  await expect(card.getByRole('menuitem', { name: de.search.viewProfile })).toBeVisible();
  await expectNoEnglish(dialog, card);
  await shoot(page, 'search-user-card-1280');
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();

  // Nothing found, on every tab.
  await box.fill('qxzvw');
  await dialog.getByRole('tab', { name: de.search.tabAll }).click();
  await expect(dialog.getByText('Keine Ergebnisse für „qxzvw“')).toBeVisible();
  await expectNoEnglish(dialog);
  await shoot(page, 'search-nothing-1280');
  for (const [tab, text] of [
    [de.search.tabMessages, de.search.noMessages],
    [de.search.tabUsers, de.search.noUsers],
    [de.search.tabRooms, de.search.noRooms],
  ] as const) {
    await dialog.getByRole('tab', { name: tab }).click();
    await expect(dialog.getByText(text)).toBeVisible();
  }
  await expectNoEnglish(dialog);
});

test('the search dialog fills a phone in German', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, baseURL);
  // On phones the search button sits in the menu drawer.
  await page.getByRole('button', { name: de.shell.openMenu }).click();
  await page
    .getByRole('dialog', { name: de.shell.chats })
    .getByRole('button', { name: de.search.title })
    .click();
  const dialog = page.getByRole('dialog', { name: de.search.title });
  await expect(dialog.getByText(de.search.startTyping)).toBeVisible();
  // Phones have no keyboard to hint at.
  await expect(dialog.getByText(de.search.hintMove)).toBeHidden();
  await expectNoEnglish(dialog);
  await shoot(page, 'search-empty-375');

  await dialog.getByRole('combobox').fill('lobby');
  await expect(dialog.getByRole('group', { name: /^Räume/ })).toBeVisible();
  await expectNoEnglish(dialog);
  await shoot(page, 'search-results-375');
  await dialog.getByRole('combobox').fill('qxzvw');
  await expect(dialog.getByText('Keine Ergebnisse für „qxzvw“')).toBeVisible();
  await shoot(page, 'search-nothing-375');
});

for (const width of [375, 1280]) {
  test(`the city field of the sign-up form speaks German at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 800 });
    await page.goto('/');
    await page.getByRole('tab', { name: de.auth.createAccount }).click();
    const city = page.getByRole('combobox', { name: de.places.cityLabel });
    await expect(city).toHaveAttribute('placeholder', de.places.cityPlaceholder);
    await expect(page.getByRole('button', { name: de.places.useMyLocation })).toBeVisible();

    // Suggestions: a list box whose options the arrow keys walk through from the input.
    await city.fill('Münch');
    const list = page.getByRole('listbox');
    await expect(list.getByRole('option', { name: /München/ }).first()).toBeVisible();
    await city.press('ArrowDown');
    const active = await city.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    const highlighted = page.locator(`[id="${active}"]`);
    await expect(highlighted).toHaveAttribute('role', 'option');
    await expect(highlighted).toHaveAttribute('data-combobox-selected', 'true');
    await expect(highlighted).toBeInViewport();
    await city.press('ArrowDown');
    expect(await city.getAttribute('aria-activedescendant')).not.toBe(active);
    await expectNoEnglish(page.locator('body'));
    await shoot(page, `city-suggestions-${width}`);
    await city.press('ArrowUp');
    await city.press('Enter');
    await expect(city).toHaveValue(/^München/);

    // A typo: the check names the spelling it knows, in German, and one click takes it.
    await city.fill('Stutgart');
    await city.press('Escape');
    await city.blur();
    const toast = page.getByRole('alert').filter({ hasText: de.location.notFound });
    await expect(toast).toContainText('Meinst du Stuttgart?');
    const hint = page.getByRole('button', { name: 'Meinst du Stuttgart?' });
    // An unknown city is accepted, with what follows from it: no distances until a known one.
    await expect(city).toHaveAccessibleDescription(
      `Ort nicht gefunden. Meinst du Stuttgart? ${de.location.distancesHidden}`,
    );
    await expectNoEnglish(page.locator('body'));
    await shoot(page, `city-did-you-mean-${width}`);
    await hint.click();
    await expect(city).toHaveValue('Stuttgart');
    await expect(page.getByRole('alert').filter({ hasText: de.location.found })).toContainText(
      /Stuttgart, .*Deutschland/,
    );
    await expect(hint).toBeHidden();
    await expectNoEnglish(page.locator('body'));
  });
}

test('a refused device location is explained in German', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('tab', { name: de.auth.createAccount }).click();
  await page.getByRole('button', { name: de.places.useMyLocation }).click();
  const toast = page.getByRole('alert').filter({ hasText: de.location.lookupFailed });
  await expect(toast).toContainText(/Standort/);
  await expectNoEnglish(page.locator('body'));
});
