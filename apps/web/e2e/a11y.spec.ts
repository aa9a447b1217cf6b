import {
  type Browser,
  type BrowserContextOptions,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { expectNoSeriousA11yFindings } from './axe';
import { composer, createRoomViaApi, type Member, messageList, openRoom, sendViaApi } from './chat-support';
import { gradientPng, sendPhotoViaApi } from './photo-support';
import { picture } from './pictures';
import { withNextRelease, workerReady } from './pwa-support';
import { afterPageTimer, TOOLTIP_OPEN_DELAY_MS } from './settled';
import { PASSWORD, trpcMutation, uniqueUsername } from './support';

/*
 * Every screen and state of the app audited against WCAG 2.1 AA at a phone's and a desktop's
 * width. axe is injected as a script, which the app's CSP refuses: these contexts bypass it.
 */
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;
const MOBILE_MAX_WIDTH = 767;

test.use({ bypassCSP: true });

/** A member in a context of their own (CSP bypassed), registered with a town's coordinates. */
async function member(
  browser: Browser,
  baseURL: string,
  prefix: string,
  town: { name: string; latitude: number; longitude: number },
  options: BrowserContextOptions = {},
): Promise<Member> {
  // Contexts made by hand do not inherit the config's `use`: English, as the other journeys.
  const context = await browser.newContext({ locale: 'en-US', ...options, baseURL, bypassCSP: true });
  const page = await context.newPage();
  const username = uniqueUsername(prefix);
  await trpcMutation(page.request, baseURL, 'auth.register', {
    username,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    age: 34,
    gender: 'male',
    location: town.name,
    latitude: town.latitude,
    longitude: town.longitude,
  });
  return { username, context, page };
}

/** Escape closes the dialog and focus goes back to the control that opened it. */
async function expectEscapeReturnsFocus(page: Page, dialog: Locator, opener: Locator) {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

/** Icon buttons are at least 44 px both ways on phones (WCAG 2.5.5's size). */
async function expectTouchTargets(buttons: Locator, where: string) {
  const count = await buttons.count();
  expect(count, `${where} has icon buttons`).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const button = buttons.nth(i);
    if (!(await button.isVisible())) continue;
    const box = await button.boundingBox();
    const name = (await button.getAttribute('aria-label')) ?? `button ${i}`;
    expect.soft(box?.width ?? 0, `${where}: ${name} width`).toBeGreaterThanOrEqual(44);
    expect.soft(box?.height ?? 0, `${where}: ${name} height`).toBeGreaterThanOrEqual(44);
  }
}

/** A keyboard focus ring that shows on the dark theme: solid, 2 px, the bright orange. */
async function expectFocusRing(element: Locator) {
  const outline = await element.evaluate((node) => {
    const style = getComputedStyle(node);
    return {
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      color: style.outlineColor,
    };
  });
  expect(outline).toEqual({ style: 'solid', width: 2, color: 'rgb(255, 169, 77)' });
}

/** The longest transition or animation running anywhere on the page, in seconds. */
function longestMotion(page: Page): Promise<number> {
  return page.evaluate(() => {
    const seconds = (list: string) =>
      list.split(',').map((value) => Number.parseFloat(value) * (value.trim().endsWith('ms') ? 0.001 : 1));
    let longest = 0;
    for (const element of document.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      const animated = style.animationName !== 'none' ? seconds(style.animationDuration) : [];
      longest = Math.max(longest, ...seconds(style.transitionDuration), ...animated);
    }
    return longest;
  });
}

/** A picture of the state just audited, for a person to look at. */
async function shoot(page: Page, name: string) {
  await picture(page, `a11y-${name}`);
}

const GRAZ = { name: 'Graz', latitude: 47.07, longitude: 15.44 };
const BERLIN = { name: 'Berlin', latitude: 52.52, longitude: 13.4 };

const ICON_BUTTONS = '.mantine-ActionIcon-root, .mantine-CloseButton-root, .mantine-Burger-root';

for (const viewport of VIEWPORTS) {
  const mobile = viewport.width <= MOBILE_MAX_WIDTH;
  const at = `${viewport.width}px`;

  test(`auth screen at ${at}: sign-in and sign-up, with validation errors`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expectNoSeriousA11yFindings(page, `sign-in at ${at}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yFindings(page, `sign-in with errors at ${at}`);

    await page.getByRole('tab', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Join Nahbar' })).toBeVisible();
    await expectNoSeriousA11yFindings(page, `sign-up at ${at}`);
    await page.getByLabel('Password', { exact: true }).fill('secret');
    await page.getByLabel('Confirm password').fill('secret-2');
    await page.getByLabel('Confirm password').blur();
    await expect(page.getByLabel('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yFindings(page, `sign-up with errors at ${at}`);

    // The city suggestions: a scrollable list that keyboard users must be able to reach.
    await page.getByRole('combobox', { name: 'City' }).pressSequentially('Ber');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await expectNoSeriousA11yFindings(page, `sign-up city suggestions at ${at}`);
  });

  test.describe(`chat at ${at}`, () => {
    let anna: Member;
    let ben: Member;
    let roomId = '';
    const room = `Barrierefrei ${viewport.width} ${Date.now().toString(36)}`;
    const menuButton = () => anna.page.getByRole('button', { name: 'Open menu' });
    const sidebar = () =>
      mobile
        ? anna.page.getByRole('dialog', { name: 'Chats' })
        : anna.page.getByRole('complementary', { name: 'Chats' });
    const openSidebar = async () => {
      if (mobile) await menuButton().click();
      await expect(sidebar()).toBeVisible();
    };

    test.beforeAll(async ({ browser, baseURL }) => {
      const origin = baseURL ?? '';
      anna = await member(browser, origin, 'anna', GRAZ, { viewport });
      ben = await member(browser, origin, 'ben', BERLIN, { viewport });
      roomId = await createRoomViaApi(anna.page, origin, room);
      await openRoom(ben.page, roomId, room);
      await sendViaApi(anna.page, origin, roomId, 'Servus! Wer kommt heute Abend mit ins Kino?');
      await sendViaApi(ben.page, origin, roomId, `Ich! @${anna.username} welcher Film?`);
      await sendPhotoViaApi(ben.page, origin, roomId, 'kino.png', gradientPng(320, 240));
    });

    test.afterAll(async () => {
      await anna.context.close();
      await ben.context.close();
    });

    test.beforeEach(async () => {
      // Audits are slow on shared cores; each test starts from the room, freshly loaded.
      test.setTimeout(180_000);
      await openRoom(anna.page, roomId, room);
    });

    test('messages with a photo, the lightbox, the emoji and mention pickers', async () => {
      const { page } = anna;
      await expect(messageList(page).getByRole('img', { name: 'Photo kino.png' })).toBeVisible();
      await expectNoSeriousA11yFindings(page, `chat with messages and a photo at ${at}`);
      await shoot(page, `chat-${viewport.width}`);
      if (mobile) {
        await expectTouchTargets(page.locator('header').locator(ICON_BUTTONS), `header at ${at}`);
        const composerButtons = page.getByRole('button', { name: /^(Emoji|Upload photo|Send message)$/ });
        await expectTouchTargets(composerButtons, `composer at ${at}`);
      }

      const openPhoto = messageList(page).getByRole('button', { name: 'Open Photo kino.png' });
      await openPhoto.click();
      const lightbox = page.getByRole('dialog', { name: 'Photo kino.png' });
      await expect(lightbox.getByRole('img', { name: 'Photo kino.png' })).toBeVisible();
      await expectNoSeriousA11yFindings(page, `photo lightbox at ${at}`);
      await expectEscapeReturnsFocus(page, lightbox, openPhoto);

      const emoji = page.getByRole('button', { name: 'Emoji' });
      await emoji.click();
      const emojiPicker = page.getByRole('dialog', { name: 'Emoji picker' });
      await expect(emojiPicker).toBeVisible();
      await expectNoSeriousA11yFindings(page, `emoji picker at ${at}`);
      await expectEscapeReturnsFocus(page, emojiPicker, emoji);

      // Keyboard focus is plain to see on the dark theme.
      await composer(page).focus();
      await page.keyboard.press('Shift+Tab');
      await expect(emoji).toBeFocused();
      await expectFocusRing(emoji);

      await composer(page).pressSequentially(`Frag @${ben.username.slice(0, 3)}`);
      await expect(page.getByRole('listbox', { name: 'Mention a member' })).toBeVisible();
      await expectNoSeriousA11yFindings(page, `mention picker at ${at}`);
      await composer(page).fill('');
    });

    test('the sidebar, the create-room and search dialogs, the private chats tab', async () => {
      const { page } = anna;
      await openSidebar();
      if (mobile) {
        await expectNoSeriousA11yFindings(page, `menu drawer at ${at}`);
        await shoot(page, `chat-menu-${viewport.width}`);
        await expectTouchTargets(sidebar().locator(ICON_BUTTONS), `sidebar at ${at}`);
      }

      const createRoom = sidebar().getByRole('button', { name: 'Create Room' });
      await createRoom.click();
      const createDialog = page.getByRole('dialog', { name: 'Create Room' });
      await expect(createDialog).toBeVisible();
      await createDialog.getByRole('button', { name: 'Create Room' }).click();
      await expect(createDialog.getByLabel('Room name')).toHaveAttribute('aria-invalid', 'true');
      await expectNoSeriousA11yFindings(page, `create-room dialog at ${at}`);
      await expectEscapeReturnsFocus(page, createDialog, createRoom);
      // A row of a scrolling list shows its focus ring too (drawn inside, where it is not clipped).
      await page.keyboard.press('Tab');
      const firstRoom = sidebar().getByRole('list', { name: 'Rooms' }).getByRole('button').first();
      await expect(firstRoom).toBeFocused();
      await expectFocusRing(firstRoom);
      await shoot(page, `chat-focus-${viewport.width}`);

      // On phones the drawer makes way for the full-screen search; focus comes back to its button.
      const searchButton = sidebar().getByRole('button', { name: 'Search' });
      await searchButton.click();
      const search = page.getByRole('dialog', { name: 'Search' });
      await expect(search.getByRole('combobox')).toBeFocused();
      await search.getByRole('combobox').fill('Kino');
      await expect(search.getByRole('option').first()).toBeVisible();
      await expectNoSeriousA11yFindings(page, `search dialog at ${at}`);
      await expectEscapeReturnsFocus(page, search, mobile ? menuButton() : searchButton);

      await openSidebar();
      await sidebar().getByRole('tab', { name: 'Private' }).click();
      await expect(sidebar().getByText('No private chats yet')).toBeVisible();
      await expectNoSeriousA11yFindings(page, `private chats tab at ${at}`);
      // The tabs by keyboard: the arrows (round the ends), Home and End move and choose; one tab
      // is in the Tab order.
      const rooms = sidebar().getByRole('tab', { name: 'Rooms' });
      const privateTab = sidebar().getByRole('tab', { name: 'Private' });
      await privateTab.focus();
      await page.keyboard.press('ArrowRight');
      await expect(rooms).toBeFocused();
      await expect(rooms).toHaveAttribute('aria-selected', 'true');
      await expect(sidebar().getByText('No private chats yet')).toBeHidden();
      await page.keyboard.press('End');
      await expect(privateTab).toBeFocused();
      await expect(privateTab).toHaveAttribute('tabindex', '0');
      await expect(rooms).toHaveAttribute('tabindex', '-1');
      await page.keyboard.press('ArrowLeft');
      await expect(rooms).toBeFocused();
      await expect(rooms).toHaveAttribute('aria-selected', 'true');
    });

    test('the members panel, the user menu, a private chat and its toast', async () => {
      const { page } = anna;
      const panel = mobile
        ? page.getByRole('dialog', { name: 'Online in Room' })
        : page.getByRole('complementary', { name: 'Online in Room' });
      if (mobile) await page.getByRole('button', { name: 'Toggle user list' }).click();
      await expect(panel.getByText('2 online • 2 visible')).toBeVisible();
      // A distance badge ("12 km"); the bounds keep a username with "…0km…" in it from matching.
      await expect(panel.getByText(/\b\d[\d.,]*k? km\b/)).toBeVisible();
      await expectNoSeriousA11yFindings(page, `members panel at ${at}`);
      await shoot(page, `chat-members-${viewport.width}`);
      await panel.getByRole('button', { name: new RegExp(`^${ben.username}, online`) }).click();
      const sendMessage = page.getByRole('menuitem', { name: 'Send Message' });
      await expect(sendMessage).toBeVisible();
      await expectNoSeriousA11yFindings(page, `user action menu at ${at}`);

      // Ben is told by a toast with an 'Open chat' button; Anna's Private tab lists the chat.
      await sendMessage.click();
      await expect(page.getByRole('heading', { name: ben.username, level: 1 })).toBeVisible();
      const openChat = ben.page.getByRole('button', { name: 'Open chat' });
      // A pointer on the toast holds it open for longer than its 5 s while the audit runs; the
      // hover waits for the toast itself, so no check in between can let its 5 s run out.
      await openChat.hover();
      await shoot(ben.page, `chat-toast-${viewport.width}`);
      await expectNoSeriousA11yFindings(ben.page, `toast with an action at ${at}`);
      await expect(openChat).toBeVisible();
      await openSidebar();
      await sidebar().getByRole('tab', { name: 'Private' }).click();
      await expect(
        sidebar().getByRole('button', { name: new RegExp(`^Private chat with ${ben.username}\\b`) }),
      ).toBeVisible();
      await expectNoSeriousA11yFindings(page, `private chats tab with a chat at ${at}`);
    });
    test('the shortcuts dialog, the header language menu and, on phones, the More menu', async () => {
      const { page } = anna;
      // '?' is not taken while typing: it is pressed on a header button, which gets focus back.
      const header = page.getByRole('navigation', { name: 'Account' });
      const members = header.getByRole('button', { name: 'Toggle user list' });
      await members.focus();
      await page.keyboard.press('Shift+?');
      const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
      await expect(shortcuts.getByText('Search messages, members and rooms')).toBeVisible();
      await expectNoSeriousA11yFindings(page, `shortcuts dialog at ${at}`);
      await shoot(page, `shortcuts-${viewport.width}`);
      await expectEscapeReturnsFocus(page, shortcuts, members);

      // On phones the language is chosen in the 'More' menu.
      if (!mobile) {
        const language = header.getByRole('button', { name: 'Language' });
        await language.click();
        const languages = page.getByRole('menu');
        await expect(languages.getByRole('menuitem', { name: 'Deutsch' })).toBeVisible();
        await expectNoSeriousA11yFindings(page, `language menu at ${at}`);
        await shoot(page, `language-menu-${viewport.width}`);
        await expectEscapeReturnsFocus(page, languages, language);
      }

      if (mobile) {
        const more = header.getByRole('button', { name: 'More' });
        await more.click();
        const menu = page.getByRole('menu');
        await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
        await expect(menu.getByRole('menuitem', { name: 'Deutsch' })).toBeVisible();
        await expectNoSeriousA11yFindings(page, `More menu at ${at}`);
        await shoot(page, `more-menu-${viewport.width}`);
        await expectEscapeReturnsFocus(page, menu, more);
      }
    });
  });

  test(`pages at ${at}: privacy policy and not found`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { name: 'Your GDPR Rights' })).toBeVisible();
    await expectNoSeriousA11yFindings(page, `privacy policy at ${at}`);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expectNoSeriousA11yFindings(page, `404 page at ${at}`);
  });

  // Both need the service worker, which the config blocks for the other journeys.
  test.describe(() => {
    test.use({ serviceWorkers: 'allow' });

    test(`the offline page at ${at}`, async ({ page, context }) => {
      await page.setViewportSize(viewport);
      await page.goto('/chat');
      await workerReady(page);
      await context.setOffline(true);
      await page.goto('/chat');
      await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
      await expectNoSeriousA11yFindings(page, `offline page at ${at}`);
      await shoot(page, `offline-${viewport.width}`);
      await context.setOffline(false);
    });

    test(`the update prompt over the chat at ${at}`, async ({ browser, baseURL }) => {
      const { page, context } = await member(browser, baseURL ?? '', 'update', GRAZ, { viewport });
      await page.goto('/chat');
      await workerReady(page);
      await page.reload(); // the first visit is not controlled yet; a new release needs a controlled page
      await expect(page.getByRole('heading', { name: 'Lobby', level: 1 })).toBeVisible();
      const release = (await page.locator('meta[name="nahbar-release"]').getAttribute('content')) ?? '';
      await withNextRelease(page, release, `a11y-${viewport.width}`, async () => {
        const prompt = page.getByRole('status').filter({ hasText: 'A new version of Nahbar is ready' });
        await expect(prompt.getByRole('button', { name: 'Reload' })).toBeVisible();
        await expectNoSeriousA11yFindings(page, `update prompt at ${at}`);
        await shoot(page, `update-prompt-${viewport.width}`);
        // The prompt stays until taken: the header's buttons stay within reach meanwhile.
        const headerButtons = page.getByRole('navigation', { name: 'Account' }).getByRole('button');
        expect(await headerButtons.count()).toBeGreaterThan(1);
        for (const button of await headerButtons.all()) await button.click({ trial: true, timeout: 2000 });
      });
      await context.close();
    });
  });
}

test('on a touch screen a tap leaves no tooltip behind', async ({ browser, baseURL }) => {
  const { page, context } = await member(browser, baseURL ?? '', 'tap', GRAZ, {
    viewport: VIEWPORTS[0],
    hasTouch: true,
    isMobile: true,
  });
  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: 'Lobby', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Toggle user list' }).tap();
  const drawer = page.getByRole('dialog', { name: 'Online in Room' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Close members panel' }).tap();
  await expect(drawer).toBeHidden();
  // Past any tooltip's open delay on the page's clock, and rendered since.
  await afterPageTimer(page, TOOLTIP_OPEN_DELAY_MS);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await context.close();
});

test('with reduced motion asked for, dialogs and the page do not animate', async ({ browser, baseURL }) => {
  const { page, context } = await member(browser, baseURL ?? '', 'still', GRAZ, {
    viewport: VIEWPORTS[1],
    reducedMotion: 'reduce',
  });
  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: 'Lobby', level: 1 })).toBeVisible();
  expect(await longestMotion(page)).toBeLessThanOrEqual(0.001);
  await page.getByRole('button', { name: 'Create Room' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Room' })).toBeVisible();
  expect(await longestMotion(page)).toBeLessThanOrEqual(0.001);
  await context.close();
});
