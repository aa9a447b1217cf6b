import {
  MESSAGE_MAX_LENGTH,
  roomTopic,
  TEXT,
  type TMessage,
  type TSendMessageInput,
} from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { describe, expect, it } from 'vitest';
import { chatTestBed, makeMember, record, rejection, trpcError } from '../../../test/chat-fixtures';
import { callerFor, uniqueName } from '../../../test/harness';
import type { Actor } from '../../deps';

describe.each(testDatabaseKinds())('messages router: sending on $name', (kind) => {
  const t = chatTestBed(kind);

  const as = (actor: Actor) => callerFor(t.deps, actor).caller;
  const newRoom = async (isPrivate = false) =>
    (await as(t.alice).rooms.create({ name: uniqueName('Msg'), isPrivate })).id;
  /** A photo the owner uploaded and the server processed, as the photos feature leaves it. */
  const readyPhoto = async (owner: Actor) => {
    const row = await t.deps.db
      .insertInto('photos')
      .values({
        ownerId: owner.id,
        status: 'ready',
        fileName: 'beach.jpg',
        uploadTokenHash: null,
        uploadExpiresAt: new Date(),
        objectKey: 'test/photo',
        thumbnailKey: 'test/thumb',
        contentType: 'image/jpeg',
        bytes: 100,
        thumbnailBytes: 10,
        width: 10,
        height: 10,
        processedAt: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const storedCount = async (roomId: string) =>
    (await t.deps.db.selectFrom('messages').select('id').where('roomId', '=', roomId).execute()).length;

  it('stores trimmed text with the next sequence id and announces it on the room topic', async () => {
    const roomId = await newRoom();
    await t.deps.db
      .insertInto('userPhotos')
      .values({ userId: t.alice.id, photoUrl: '/photos/alice-face', fileName: 'face.jpg', isPrimary: true })
      .execute();
    const events = record<{ type: string; message: TMessage }>(t.deps, roomTopic(roomId));
    const first = await as(t.alice).messages.send({ roomId, content: '  Hallo zusammen!  ' });
    const second = await as(t.alice).messages.send({ roomId, content: 'Wie geht’s?' });
    await events.waitFor(2);
    events.stop();
    expect(first).toMatchObject({
      roomId,
      userId: t.alice.id,
      sequenceId: 1,
      content: 'Hallo zusammen!',
      messageType: 'text',
      photoUrl: null,
      photoFileName: null,
      mentionedUserIds: [],
      clientMessageId: null,
      user: {
        id: t.alice.id,
        username: t.alice.username,
        displayName: t.alice.displayName,
        gender: 'female',
        avatar: null,
        primaryPhoto: { photoUrl: '/photos/alice-face' },
      },
    });
    expect(Object.keys(first.user).sort()).toEqual(
      ['avatar', 'displayName', 'gender', 'id', 'primaryPhoto', 'username'].sort(),
    );
    expect(second.sequenceId).toBe(2);
    expect(events.events).toEqual([
      { type: 'new_message', message: first },
      { type: 'new_message', message: second },
    ]);
  });

  it.each([
    ['blank text', { content: ' \n\t ' }, TEXT.chat.messageBlank],
    ['missing text', {}, TEXT.chat.messageBlank],
    ['text over the limit', { content: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) }, TEXT.chat.messageTooLong],
    ['a photo message without a photo', { messageType: 'photo' }, TEXT.chat.photoRequired],
    [
      'a photo from elsewhere',
      { messageType: 'photo', photoUrl: 'https://evil.example/x.jpg' },
      TEXT.chat.photoUnusable,
    ],
    ['the placeholder word photo', { messageType: 'photo', photoUrl: 'photo' }, TEXT.chat.photoUnusable],
    [
      'a path escaping the photos',
      { messageType: 'photo', photoUrl: '/photos/../etc' },
      TEXT.chat.photoUnusable,
    ],
  ])('refuses %s and stores nothing', async (_label, input, message) => {
    const roomId = await newRoom();
    const error = await trpcError(
      as(t.alice).messages.send({ roomId, ...(input as Omit<TSendMessageInput, 'roomId'>) }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(message);
    expect(await storedCount(roomId)).toBe(0);
  });

  it('accepts the longest text, and photo messages of the sender’s own processed photos', async () => {
    const roomId = await newRoom();
    const long = await as(t.alice).messages.send({ roomId, content: 'x'.repeat(MESSAGE_MAX_LENGTH) });
    expect(long.content).toHaveLength(MESSAGE_MAX_LENGTH);
    const photoId = await readyPhoto(t.alice);
    const photo = await as(t.alice).messages.send({
      roomId,
      messageType: 'photo',
      photoUrl: `/photos/${photoId}`,
      photoFileName: 'beach.jpg',
    });
    expect(photo).toMatchObject({
      messageType: 'photo',
      photoUrl: `/photos/${photoId}`,
      photoFileName: 'beach.jpg',
    });
    expect(photo.content).toBe('');
    const stolen = await trpcError(
      as(t.bob).messages.send({ roomId, messageType: 'photo', photoUrl: `/photos/${photoId}` }),
    );
    expect(stolen.message).toBe(TEXT.chat.photoUnusable);
    // A text message does not carry a photo along.
    const text = await as(t.alice).messages.send({ roomId, content: 'hi', photoUrl: `/photos/${photoId}` });
    expect(text.photoUrl).toBeNull();
  });

  it('joins a public room on the first send and announces the join', async () => {
    const roomId = await newRoom();
    const events = record(t.deps, roomTopic(roomId));
    await as(t.bob).messages.send({ roomId, content: 'Servus' });
    await as(t.bob).messages.send({ roomId, content: 'nochmal' });
    await events.waitFor(3);
    await events.settled();
    expect(events.events.map((e) => e.type)).toEqual(['user_joined', 'new_message', 'new_message']);
    expect((await as(t.bob).rooms.get({ roomId })).memberIds).toContain(t.bob.id);
  });

  it('keeps mentions of members who accept them, and drops the rest', async () => {
    const roomId = await newRoom();
    const carol = await makeMember(t.deps, 'carol');
    const quiet = await makeMember(t.deps, 'quiet');
    const outsider = await makeMember(t.deps, 'outsider');
    await as(carol).rooms.join({ roomId });
    await as(quiet).rooms.join({ roomId });
    await t.deps.db
      .insertInto('userPrivacySettings')
      .values({ userId: quiet.id, allowMentions: false })
      .execute();
    const message = await as(t.alice).messages.send({
      roomId,
      content: '@carol @quiet @outsider',
      mentionedUserIds: [carol.id, carol.id, quiet.id, outsider.id, 'not-a-uuid', t.alice.id],
    });
    expect([...message.mentionedUserIds].sort()).toEqual([t.alice.id, carol.id].sort());
  });

  it('keeps a private room’s messages from non-members', async () => {
    const roomId = await newRoom(true);
    await as(t.alice).messages.send({ roomId, content: 'secret' });
    const calls = [
      () => as(t.bob).messages.send({ roomId, content: 'let me in' }),
      () => as(t.bob).messages.page({ roomId }),
      () => as(t.bob).messages.initial({ roomId }),
      () => as(t.bob).messages.since({ roomId, timestamp: new Date(0).toISOString() }),
    ];
    for (const call of calls) {
      expect(await rejection(call())).toMatchObject({ code: 'FORBIDDEN', message: TEXT.chat.notAMember });
    }
    expect(await storedCount(roomId)).toBe(1);
  });

  it('needs a session', async () => {
    const roomId = await newRoom();
    const error = await trpcError(callerFor(t.deps, null).caller.messages.send({ roomId, content: 'anon' }));
    expect(error.code).toBe('UNAUTHORIZED');
  });
});
