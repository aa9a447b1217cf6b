import { roomTopic, TEXT, type TMessage } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { describe, expect, it } from 'vitest';
import { chatTestBed, makeMember, record, trpcError } from '../../../test/chat-fixtures';
import { callerFor, uniqueName } from '../../../test/harness';
import type { Actor } from '../../deps';
import { unreadOf } from '../../services/reading/read-positions';

const mute = (t: { deps: { db: import('@nahbar/db').Db } }, userId: string) =>
  t.deps.db.updateTable('users').set({ isMuted: true, mutedUntil: null }).where('id', '=', userId).execute();

/** Editing and deleting one's own messages, replies and reactions, through the tRPC router. */
describe.each(testDatabaseKinds())('message changes on $name', (kind) => {
  const t = chatTestBed(kind);
  const as = (actor: Actor) => callerFor(t.deps, actor).caller;
  const publicRoom = async (owner: Actor = t.alice) =>
    (await as(owner).rooms.create({ name: uniqueName('Chg'), isPrivate: false })).id;
  const say = (actor: Actor, roomId: string, content: string, extra: object = {}) =>
    as(actor).messages.send({ roomId, content, ...extra });
  const newest = async (actor: Actor, roomId: string) => (await as(actor).messages.initial({ roomId })).items;
  const notificationsAbout = async (userId: string, messageId: string) =>
    (
      await t.deps.db.selectFrom('notifications').select(['data']).where('userId', '=', userId).execute()
    ).filter((row) => (row.data as { messageId?: string } | null)?.messageId === messageId).length;

  describe('editing', () => {
    it('replaces the words everywhere, marks the edit and tells the room', async () => {
      const roomId = await publicRoom();
      const sent = await say(t.alice, roomId, 'Helo all');
      const events = record<{ type: string; message?: TMessage }>(t.deps, roomTopic(roomId));
      const edited = await as(t.alice).messages.edit({ messageId: sent.id, content: '  Hello all  ' });
      expect(edited).toMatchObject({ id: sent.id, content: 'Hello all', sequenceId: sent.sequenceId });
      expect(Date.parse(edited.editedAt ?? '')).toBeGreaterThan(0);
      const [event] = await events.settled();
      expect(event).toEqual({ type: 'message_updated', message: edited });
      const [shown] = await newest(t.bob, roomId);
      expect(shown).toMatchObject({ content: 'Hello all', editedAt: edited.editedAt });
      expect(sent.editedAt).toBeNull();
    });

    it('search finds the new words only', async () => {
      const roomId = await publicRoom();
      const word = `zebra${Date.now().toString(36)}`;
      const sent = await say(t.alice, roomId, `the ${word} left`);
      await as(t.alice).messages.edit({ messageId: sent.id, content: 'the giraffe stayed' });
      const old = await as(t.alice).search.messages({ q: word });
      expect(JSON.stringify(old)).not.toContain(sent.id);
      const now = await as(t.alice).search.messages({ q: 'giraffe' });
      expect(JSON.stringify(now)).toContain(sent.id);
    });

    it('refuses someone else’s message, a blank text, and a message older than 24 hours', async () => {
      const roomId = await publicRoom();
      const sent = await say(t.alice, roomId, 'mine');
      const foreign = await trpcError(as(t.bob).messages.edit({ messageId: sent.id, content: 'yours now' }));
      expect([foreign.code, foreign.message]).toEqual(['FORBIDDEN', TEXT.chat.notYourMessage]);
      const blank = await trpcError(as(t.alice).messages.edit({ messageId: sent.id, content: '   ' }));
      expect([blank.code, blank.message]).toEqual(['BAD_REQUEST', TEXT.chat.messageBlank]);
      await t.deps.db
        .updateTable('messages')
        .set({ createdAt: new Date(Date.now() - 24 * 3_600_000 - 60_000) } as never)
        .where('id', '=', sent.id)
        .execute();
      const late = await trpcError(as(t.alice).messages.edit({ messageId: sent.id, content: 'too late' }));
      expect([late.code, late.message]).toEqual(['FORBIDDEN', TEXT.chat.editWindowOver]);
      expect((await newest(t.bob, roomId))[0]?.content).toBe('mine');
    });

    it('refuses a muted member, and a message in a private room the editor cannot read', async () => {
      const carl = await makeMember(t.deps, 'carl');
      const roomId = await publicRoom(carl);
      const sent = await say(carl, roomId, 'before the mute');
      await mute(t, carl.id);
      const muted = await trpcError(as(carl).messages.edit({ messageId: sent.id, content: 'after' }));
      expect([muted.code, muted.message]).toEqual(['FORBIDDEN', TEXT.admin.muted]);
      const hidden = (await as(t.alice).rooms.create({ name: uniqueName('Priv'), isPrivate: true })).id;
      const secret = await say(t.alice, hidden, 'secret');
      const stranger = await trpcError(as(t.bob).messages.edit({ messageId: secret.id, content: 'x' }));
      expect([stranger.code, stranger.message]).toEqual(['NOT_FOUND', TEXT.chat.messageNotFound]);
    });

    it('notifies only members mentioned for the first time', async () => {
      const roomId = await publicRoom();
      await as(t.bob).rooms.join({ roomId });
      const sent = await say(t.alice, roomId, 'hi there');
      expect(await notificationsAbout(t.bob.id, sent.id)).toBe(0);
      await as(t.alice).messages.edit({
        messageId: sent.id,
        content: `hi @${t.bob.username}`,
        mentionedUserIds: [t.bob.id],
      });
      expect(await notificationsAbout(t.bob.id, sent.id)).toBe(1);
      const again = await as(t.alice).messages.edit({
        messageId: sent.id,
        content: `hello @${t.bob.username}`,
        mentionedUserIds: [t.bob.id],
      });
      expect(again.mentionedUserIds).toEqual([t.bob.id]);
      expect(await notificationsAbout(t.bob.id, sent.id)).toBe(1);
    });

    it('edits a photo’s caption', async () => {
      const roomId = await publicRoom();
      const row = await t.deps.db
        .insertInto('messages')
        .values({
          roomId,
          userId: t.alice.id,
          sequenceId: 9000,
          content: '',
          messageType: 'photo',
          photoUrl: '/photos/x',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const edited = await as(t.alice).messages.edit({ messageId: row.id, content: 'at the lake' });
      expect(edited).toMatchObject({ content: 'at the lake', messageType: 'photo', photoUrl: '/photos/x' });
      const cleared = await as(t.alice).messages.edit({ messageId: row.id, content: '' });
      expect(cleared.content).toBe('');
    });
  });

  describe('deleting', () => {
    it('leaves the sender’s tombstone, drops reactions and notices, and tells the room', async () => {
      const roomId = await publicRoom();
      await as(t.bob).rooms.join({ roomId });
      const sent = await say(t.alice, roomId, `look @${t.bob.username}`, { mentionedUserIds: [t.bob.id] });
      await as(t.bob).messages.react({ messageId: sent.id, emoji: '👍' });
      expect(await notificationsAbout(t.bob.id, sent.id)).toBe(1);
      const unreadIn = async () => (await unreadOf(t.deps, t.bob)).find((u) => u.roomId === roomId);
      expect(await unreadIn()).toMatchObject({ count: 1, mentioned: true });
      const events = record<{ type: string }>(t.deps, roomTopic(roomId));
      expect(await as(t.alice).messages.delete({ messageId: sent.id })).toEqual({ success: true });
      expect(await events.settled()).toEqual([{ type: 'message_deleted', roomId, messageId: sent.id }]);
      const [shown] = await newest(t.bob, roomId);
      expect(shown).toMatchObject({
        id: sent.id,
        content: '',
        removed: true,
        removedBySender: true,
        mentionedUserIds: [],
      });
      expect(shown?.reactions).toBeUndefined();
      expect(await notificationsAbout(t.bob.id, sent.id)).toBe(0);
      const reactions = await t.deps.db
        .selectFrom('messageReactions')
        .select('emoji')
        .where('messageId', '=', sent.id)
        .execute();
      expect(reactions).toEqual([]);
      expect(await unreadIn()).toBeUndefined();
      // Deleting again changes nothing.
      expect(await as(t.alice).messages.delete({ messageId: sent.id })).toEqual({ success: true });
    });

    it('refuses someone else’s message; a stranger to the room finds nothing', async () => {
      const roomId = await publicRoom();
      const sent = await say(t.alice, roomId, 'stays');
      const foreign = await trpcError(as(t.bob).messages.delete({ messageId: sent.id }));
      expect([foreign.code, foreign.message]).toEqual(['FORBIDDEN', TEXT.chat.notYourMessage]);
      const hidden = (await as(t.alice).rooms.create({ name: uniqueName('Priv'), isPrivate: true })).id;
      const secret = await say(t.alice, hidden, 'secret');
      const stranger = await trpcError(as(t.bob).messages.delete({ messageId: secret.id }));
      expect([stranger.code, stranger.message]).toEqual(['NOT_FOUND', TEXT.chat.messageNotFound]);
      const unknown = await trpcError(as(t.bob).messages.delete({ messageId: crypto.randomUUID() }));
      expect(unknown.code).toBe('NOT_FOUND');
      expect((await newest(t.alice, roomId))[0]).toMatchObject({ content: 'stays' });
    });
  });

  describe('replying', () => {
    it('carries a quote of the original as it is now, deleted included', async () => {
      const roomId = await publicRoom();
      const original = await say(t.alice, roomId, 'Who is coming to the lake on Sunday?');
      const reply = await say(t.bob, roomId, 'Me!', { replyToId: original.id });
      expect(reply.replyTo).toEqual({
        id: original.id,
        userId: t.alice.id,
        displayName: t.alice.displayName,
        excerpt: 'Who is coming to the lake on Sunday?',
        isPhoto: false,
        removed: false,
      });
      await as(t.alice).messages.edit({ messageId: original.id, content: 'Who is coming on Saturday?' });
      expect((await newest(t.bob, roomId)).at(-1)?.replyTo?.excerpt).toBe('Who is coming on Saturday?');
      await as(t.alice).messages.delete({ messageId: original.id });
      expect((await newest(t.bob, roomId)).at(-1)?.replyTo).toMatchObject({
        id: original.id,
        excerpt: '',
        removed: true,
      });
    });

    it('refuses a reply to a message of another room, and to a blocked member’s message', async () => {
      const [here, there] = [await publicRoom(), await publicRoom()];
      const elsewhere = await say(t.alice, there, 'over there');
      const wrong = await trpcError(say(t.bob, here, 'answer', { replyToId: elsewhere.id }));
      expect([wrong.code, wrong.message]).toEqual(['BAD_REQUEST', TEXT.chat.replyNotInRoom]);
      const dora = await makeMember(t.deps, 'dora');
      const doras = await say(dora, here, 'from dora');
      await as(dora).blocks.block({ userId: t.bob.id });
      const blocked = await trpcError(say(t.bob, here, 'answer', { replyToId: doras.id }));
      expect(blocked.message).toBe(TEXT.chat.replyNotInRoom);
      expect((await newest(t.alice, here)).map((m) => m.content)).toEqual(['from dora']);
    });
  });

  describe('reacting', () => {
    it('counts one reaction per member and emoji, names the reactors, and tells the room in deltas', async () => {
      const roomId = await publicRoom();
      const sent = await say(t.alice, roomId, 'Cake in the kitchen');
      const events = record<{ type: string }>(t.deps, roomTopic(roomId));
      await as(t.bob).messages.react({ messageId: sent.id, emoji: '❤️' });
      await as(t.bob).messages.react({ messageId: sent.id, emoji: '❤️' });
      await as(t.alice).messages.react({ messageId: sent.id, emoji: '❤️' });
      await as(t.alice).messages.react({ messageId: sent.id, emoji: '👍🏽' });
      const [shown] = await newest(t.bob, roomId);
      expect(shown?.reactions).toEqual([
        {
          emoji: '❤️',
          count: 2,
          users: [
            { id: t.bob.id, displayName: t.bob.displayName },
            { id: t.alice.id, displayName: t.alice.displayName },
          ],
        },
        { emoji: '👍🏽', count: 1, users: [{ id: t.alice.id, displayName: t.alice.displayName }] },
      ]);
      await as(t.bob).messages.unreact({ messageId: sent.id, emoji: '❤️' });
      await as(t.bob).messages.unreact({ messageId: sent.id, emoji: '❤️' });
      const base = { type: 'reaction_changed', roomId, messageId: sent.id };
      expect(await events.settled()).toEqual([
        { ...base, emoji: '❤️', userId: t.bob.id, displayName: t.bob.displayName, added: true },
        { ...base, emoji: '❤️', userId: t.alice.id, displayName: t.alice.displayName, added: true },
        { ...base, emoji: '👍🏽', userId: t.alice.id, displayName: t.alice.displayName, added: true },
        { ...base, emoji: '❤️', userId: t.bob.id, displayName: t.bob.displayName, added: false },
      ]);
      expect((await newest(t.bob, roomId))[0]?.reactions?.[0]).toMatchObject({ emoji: '❤️', count: 1 });
    });

    it('refuses anything but one emoji', async () => {
      const roomId = await publicRoom();
      const sent = await say(t.alice, roomId, 'pick one');
      for (const emoji of ['a', '👍👍', '👍 ', ':)', '', '1']) {
        const error = await trpcError(as(t.bob).messages.react({ messageId: sent.id, emoji }));
        expect([error.code, emoji]).toEqual(['BAD_REQUEST', emoji]);
      }
      for (const emoji of ['🇩🇪', '👨‍👩‍👧', '1️⃣', '🙏']) {
        await as(t.bob).messages.react({ messageId: sent.id, emoji });
      }
      expect((await newest(t.alice, roomId))[0]?.reactions?.map((r) => r.emoji)).toEqual([
        '🇩🇪',
        '👨‍👩‍👧',
        '1️⃣',
        '🙏',
      ]);
    });

    it('refuses across a block either way and while muted; hides a blocked reactor from the reader', async () => {
      const roomId = await publicRoom();
      const [erin, finn] = [await makeMember(t.deps, 'erin'), await makeMember(t.deps, 'finn')];
      const sent = await say(t.alice, roomId, 'react to me');
      await as(erin).messages.react({ messageId: sent.id, emoji: '😂' });
      await as(erin).blocks.block({ userId: t.alice.id });
      const blocker = await trpcError(as(erin).messages.react({ messageId: sent.id, emoji: '😮' }));
      expect([blocker.code, blocker.message]).toEqual(['FORBIDDEN', TEXT.chat.cannotReactAcrossBlock]);
      await as(t.alice).blocks.block({ userId: finn.id });
      const blocked = await trpcError(as(finn).messages.react({ messageId: sent.id, emoji: '😮' }));
      expect(blocked.message).toBe(TEXT.chat.cannotReactAcrossBlock);
      // Erin's earlier reaction is hidden from Alice (a block either way), shown to Bob.
      expect((await newest(t.alice, roomId))[0]?.reactions).toBeUndefined();
      expect((await newest(t.bob, roomId))[0]?.reactions).toEqual([
        { emoji: '😂', count: 1, users: [{ id: erin.id, displayName: erin.displayName }] },
      ]);
      const gus = await makeMember(t.deps, 'gus');
      await mute(t, gus.id);
      const muted = await trpcError(as(gus).messages.react({ messageId: sent.id, emoji: '😮' }));
      expect([muted.code, muted.message]).toEqual(['FORBIDDEN', TEXT.admin.muted]);
    });

    it('a stranger to a private room cannot react; a member may react to their own message', async () => {
      const hidden = (await as(t.alice).rooms.create({ name: uniqueName('Priv'), isPrivate: true })).id;
      const secret = await say(t.alice, hidden, 'secret');
      const stranger = await trpcError(as(t.bob).messages.react({ messageId: secret.id, emoji: '👍' }));
      expect([stranger.code, stranger.message]).toEqual(['NOT_FOUND', TEXT.chat.messageNotFound]);
      await as(t.alice).messages.react({ messageId: secret.id, emoji: '👍' });
      expect((await newest(t.alice, hidden))[0]?.reactions?.[0]).toMatchObject({ emoji: '👍', count: 1 });
    });
  });
});
