import { de, en, type Messages } from '@nahbar/contracts';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yFindings } from './axe';
import { createRoomViaApi, membersPerTest, messageIdOf, openRoom, seedMessages } from './chat-support';
import { picture } from './pictures';
import { trpcMutation } from './support';

/*
 * Editing, deleting, replying to and reacting to messages between two members, each in a
 * browser of their own, as new members would use them. axe is injected as a script, which the
 * app's CSP refuses: these contexts bypass it.
 */
test.use({ bypassCSP: true });

const member = membersPerTest();

const textbox = (page: Page, m: Messages) => page.getByRole('textbox', { name: m.composer.label });
const log = (page: Page, m: Messages) => page.getByRole('log', { name: m.messages.listLabel });
/** The first message with `text`: an original comes before the replies that quote it. */
const article = (page: Page, m: Messages, text: string) =>
  log(page, m).locator('article').filter({ hasText: text }).first();

/** Opens the menu of the message with `text`, written by `author`. */
async function menuOf(page: Page, m: Messages, text: string, author: string): Promise<Locator> {
  const row = article(page, m, text);
  await row.hover();
  await row.getByRole('button', { name: m.safety.messageActions(author) }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

for (const [locale, m, width] of [
  ['en-US', en, 1280],
  ['de-DE', de, 375],
] as const) {
  test(`two members react, reply, edit and delete (${locale}, ${width} px)`, async ({ browser, baseURL }) => {
    test.slow();
    const origin = baseURL ?? '';
    const viewport = { width, height: width < 500 ? 740 : 800 };
    const anna = await member(browser, origin, { prefix: 'ma', locale, viewport });
    const ben = await member(browser, origin, { prefix: 'ma', locale, viewport });
    const name = `Picknick ${Date.now().toString(36)}`;
    const roomId = await createRoomViaApi(anna.page, origin, name);
    for (const one of [anna, ben]) {
      await one.page.goto(`/chat/${roomId}`);
      await expect(one.page.getByRole('heading', { name, level: 1 })).toBeVisible();
    }

    await textbox(anna.page, m).fill('Picnic at noon?');
    await textbox(anna.page, m).press('Enter');
    await expect(article(ben.page, m, 'Picnic at noon?')).toBeVisible();

    // Ben reacts from the message's menu; both see the count, Ben's chip pressed.
    const benMenu = await menuOf(ben.page, m, 'Picnic at noon?', anna.username);
    await picture(ben.page, `message-menu-${locale}-${width}`);
    await benMenu.getByRole('menuitem', { name: m.messageActions.reactWith('👍') }).click();
    const benChip = article(ben.page, m, 'Picnic at noon?').getByRole('button', {
      name: m.messageActions.reaction('👍', 1, true),
    });
    await expect(benChip).toHaveAttribute('aria-pressed', 'true');
    await expect(
      article(anna.page, m, 'Picnic at noon?').getByRole('button', {
        name: m.messageActions.reaction('👍', 1, false),
      }),
    ).toBeVisible();

    // Ben replies: the bar above the box names Anna, the reply carries the quote.
    await (await menuOf(ben.page, m, 'Picnic at noon?', anna.username))
      .getByRole('menuitem', { name: m.messageActions.reply })
      .click();
    await expect(ben.page.getByText(m.messageActions.replyingTo(anna.username))).toBeVisible();
    await expect(textbox(ben.page, m)).toBeFocused();
    await textbox(ben.page, m).fill('Yes, I bring cake');
    await picture(ben.page, `message-reply-bar-${locale}-${width}`);
    await textbox(ben.page, m).press('Enter');
    const reply = article(anna.page, m, 'Yes, I bring cake');
    await expect(reply.getByRole('button', { name: /Picnic at noon\?/ })).toBeVisible();
    await expect(ben.page.getByText(m.messageActions.replyingTo(anna.username))).toBeHidden();

    // Anna edits her message: the box takes its words, Enter saves, both see the mark.
    await (await menuOf(anna.page, m, 'Picnic at noon?', anna.username))
      .getByRole('menuitem', { name: m.messageActions.edit })
      .click();
    await expect(anna.page.getByText(m.messageActions.editing)).toBeVisible();
    await expect(textbox(anna.page, m)).toHaveValue('Picnic at noon?');
    await textbox(anna.page, m).fill('Picnic at one?');
    await textbox(anna.page, m).press('Enter');
    const edited = article(ben.page, m, 'Picnic at one?');
    await expect(edited.getByText(`(${m.messages.edited})`)).toBeVisible();
    await expect(
      edited.getByRole('button', { name: m.messageActions.reaction('👍', 1, true) }),
    ).toBeVisible();
    await expect(
      article(ben.page, m, 'Yes, I bring cake').getByRole('button', { name: /Picnic at one\?/ }),
    ).toBeVisible();
    await expectNoSeriousA11yFindings(ben.page, `a chat with a reply, a reaction and an edit (${locale})`);
    await picture(ben.page, `message-actions-${locale}-${width}`);

    // Anna deletes it, after confirming; Ben sees the sender's tombstone and the quote follows.
    await (await menuOf(anna.page, m, 'Picnic at one?', anna.username))
      .getByRole('menuitem', { name: m.messageActions.delete })
      .click();
    const dialog = anna.page.getByRole('dialog', { name: m.messageActions.deleteTitle });
    await expect(dialog.getByRole('button', { name: m.messageActions.keep })).toBeFocused();
    await expectNoSeriousA11yFindings(anna.page, `the delete dialog (${locale})`);
    await picture(anna.page, `message-delete-dialog-${locale}-${width}`);
    await dialog.getByRole('button', { name: m.messageActions.deleteConfirm }).click();
    await expect(log(ben.page, m).getByText(m.messages.deletedBySender)).toBeVisible();
    await expect(log(ben.page, m).getByText('Picnic at one?')).toBeHidden();
    await expect(
      article(ben.page, m, 'Yes, I bring cake').getByText(m.messageActions.quotedDeleted),
    ).toBeVisible();
  });
}

test('a quote brings its original into view, 300 messages back, and marks it', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const origin = baseURL ?? '';
  const anna = await member(browser, origin, { prefix: 'ma', viewport: { width: 768, height: 900 } });
  const name = `Lang ${Date.now().toString(36)}`;
  const roomId = await createRoomViaApi(anna.page, origin, name);
  await trpcMutation(anna.page.request, origin, 'messages.send', { roomId, content: 'The very first plan' });
  const originalId = await messageIdOf(anna.page, roomId, 'The very first plan');
  await seedMessages(anna.page, origin, roomId, 300);
  await trpcMutation(anna.page.request, origin, 'messages.send', {
    roomId,
    content: 'Back to the first plan',
    replyToId: originalId,
  });
  await openRoom(anna.page, roomId, name);
  const quote = article(anna.page, en, 'Back to the first plan').getByRole('button', {
    name: /The very first plan/,
  });
  await expect(quote).toBeVisible();
  await picture(anna.page, 'message-quote-en-768');
  await quote.click();
  const original = log(anna.page, en).locator(`article[data-message-id="${originalId}"]`);
  await expect(original).toBeInViewport({ timeout: 30_000 });
  await expect(original).toHaveAttribute('data-highlighted', 'true');
});
