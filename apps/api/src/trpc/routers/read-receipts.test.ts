import { userTopic } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { describe, expect, it } from 'vitest';
import { chatTestBed, makeMember, record, trpcError } from '../../../test/chat-fixtures';
import { callerFor } from '../../../test/harness';
import type { Actor } from '../../deps';

type Receipt = { type: string; roomId?: string; userId?: string; sequenceId?: number };

describe.each(testDatabaseKinds())('read receipts in private chats on $name', (kind) => {
  const t = chatTestBed(kind);
  const as = (actor: Actor) => callerFor(t.deps, actor).caller;

  /** A private chat in which Ann wrote two messages and Ben has read none of them yet. */
  const chatWithUnread = async (annReceipts: boolean, benReceipts: boolean) => {
    const [ann, ben] = [await makeMember(t.deps, 'ann'), await makeMember(t.deps, 'ben')];
    if (annReceipts) await as(ann).privacy.update({ readReceipts: true });
    if (benReceipts) await as(ben).privacy.update({ readReceipts: true });
    const chat = await as(ann).privateChats.create({ userId: ben.id });
    const roomId = chat.room.id;
    await as(ann).messages.send({ roomId, content: 'eins' });
    const last = await as(ann).messages.send({ roomId, content: 'zwei' });
    return { ann, ben, roomId, last: last.sequenceId };
  };
  const receiptsOf = (events: Receipt[]) => events.filter((e) => e.type === 'read_receipt');

  it('is off by default: no event, and no state', async () => {
    const { ann, ben, roomId, last } = await chatWithUnread(false, false);
    expect((await as(ann).privacy.get()).readReceipts).toBe(false);
    const annHears = record<Receipt>(t.deps, userTopic(ann.id));
    await as(ben).rooms.markRead({ roomId, sequenceId: last });
    expect(receiptsOf(await annHears.settled())).toEqual([]);
    expect(await as(ann).privateChats.readReceipt({ roomId })).toEqual({ sequenceId: null });
    expect(await as(ben).privateChats.readReceipt({ roomId })).toEqual({ sequenceId: null });
  });

  it.each([
    ['only the reader', false, true],
    ['only the writer', true, false],
  ])('needs both: with %s on, nothing', async (_, annOn, benOn) => {
    const { ann, ben, roomId, last } = await chatWithUnread(annOn, benOn);
    const annHears = record<Receipt>(t.deps, userTopic(ann.id));
    await as(ben).rooms.markRead({ roomId, sequenceId: last });
    expect(receiptsOf(await annHears.settled())).toEqual([]);
    expect(await as(ann).privateChats.readReceipt({ roomId })).toEqual({ sequenceId: null });
  });

  it('with both on, tells the other member once the position advances, and shows the state', async () => {
    const { ann, ben, roomId, last } = await chatWithUnread(true, true);
    const annHears = record<Receipt>(t.deps, userTopic(ann.id));
    const benHears = record<Receipt>(t.deps, userTopic(ben.id));
    await as(ben).rooms.markRead({ roomId, sequenceId: last - 1 });
    await as(ben).rooms.markRead({ roomId, sequenceId: last });
    // Not advancing: no receipt again.
    await as(ben).rooms.markRead({ roomId, sequenceId: last });
    expect(receiptsOf(await annHears.settled())).toEqual([
      { type: 'read_receipt', roomId, userId: ben.id, sequenceId: last - 1 },
      { type: 'read_receipt', roomId, userId: ben.id, sequenceId: last },
    ]);
    // The reader hears no receipt of their own reading.
    expect(receiptsOf(await benHears.settled())).toEqual([]);
    expect(await as(ann).privateChats.readReceipt({ roomId })).toEqual({ sequenceId: last });
    // And the other way round: Ben learns how far Ann has read.
    await as(ann).rooms.markRead({ roomId, sequenceId: last });
    expect(await as(ben).privateChats.readReceipt({ roomId })).toEqual({ sequenceId: last });
  });

  it.each(['reader', 'writer'] as const)('stops both ways at once when the %s turns it off', async (who) => {
    const { ann, ben, roomId, last } = await chatWithUnread(true, true);
    await as(who === 'reader' ? ben : ann).privacy.update({ readReceipts: false });
    const annHears = record<Receipt>(t.deps, userTopic(ann.id));
    const benHears = record<Receipt>(t.deps, userTopic(ben.id));
    await as(ben).rooms.markRead({ roomId, sequenceId: last });
    const answer = await as(ben).messages.send({ roomId, content: 'gelesen' });
    await as(ann).rooms.markRead({ roomId, sequenceId: answer.sequenceId });
    expect(receiptsOf(await annHears.settled())).toEqual([]);
    expect(receiptsOf(await benHears.settled())).toEqual([]);
    expect(await as(ann).privateChats.readReceipt({ roomId })).toEqual({ sequenceId: null });
    expect(await as(ben).privateChats.readReceipt({ roomId })).toEqual({ sequenceId: null });
  });

  it('tells the other members of open private chats when the switch changes, so their marks go', async () => {
    const { ann, ben } = await chatWithUnread(true, true);
    const carl = await makeMember(t.deps, 'carl');
    const benBefore = record<Receipt>(t.deps, userTopic(ben.id));
    await as(ann).privacy.update({ showAge: false });
    // Another switch: the partner hears nothing of it.
    expect(await benBefore.settled()).toEqual([]);
    const benHears = record<Receipt>(t.deps, userTopic(ben.id));
    const carlHears = record<Receipt>(t.deps, userTopic(carl.id));
    await as(ann).privacy.update({ readReceipts: false });
    expect(await benHears.settled()).toEqual([{ type: 'relations_changed', userId: ann.id }]);
    // Not a partner of Ann's: nothing.
    expect(await carlHears.settled()).toEqual([]);
  });

  it.each(['reader', 'writer'] as const)('sends nothing across a block by the %s', async (who) => {
    const { ann, ben, roomId, last } = await chatWithUnread(true, true);
    const [blocker, blocked] = who === 'reader' ? [ben, ann] : [ann, ben];
    await as(blocker).blocks.block({ userId: blocked.id });
    const annHears = record<Receipt>(t.deps, userTopic(ann.id));
    await as(ben).rooms.markRead({ roomId, sequenceId: last });
    expect(receiptsOf(await annHears.settled())).toEqual([]);
    expect(await as(ann).privateChats.readReceipt({ roomId })).toEqual({ sequenceId: null });
  });

  it('refuses a member of neither the chat nor a private chat', async () => {
    const { roomId } = await chatWithUnread(true, true);
    const carl = await makeMember(t.deps, 'carl');
    await as(carl).privacy.update({ readReceipts: true });
    expect((await trpcError(as(carl).privateChats.readReceipt({ roomId }))).code).toBe('NOT_FOUND');
    // A group room has no receipts, even for its members.
    const room = await as(carl).rooms.create({ name: `Gruppe ${Date.now()}` });
    expect((await trpcError(as(carl).privateChats.readReceipt({ roomId: room.id }))).code).toBe('NOT_FOUND');
  });

  it('keeps both switches with the other privacy settings, with their defaults', async () => {
    const dana = await makeMember(t.deps, 'dana');
    expect(await as(dana).privacy.get()).toMatchObject({ readReceipts: false, blurStrangerPhotos: true });
    const saved = await as(dana).privacy.update({ readReceipts: true, blurStrangerPhotos: false });
    expect(saved).toMatchObject({ readReceipts: true, blurStrangerPhotos: false, showAge: true });
    expect(await as(dana).privacy.get()).toMatchObject({ readReceipts: true, blurStrangerPhotos: false });
    // The data export lists them with the other settings.
    const exported = JSON.stringify(await as(dana).account.exportData());
    expect(exported).toContain('"readReceipts":true');
    expect(exported).toContain('"blurStrangerPhotos":false');
    expect((await trpcError(as(dana).privacy.update({ readReceipts: 'yes' as never }))).code).toBe(
      'BAD_REQUEST',
    );
  });
});
