import { TEMP_PHOTO_MATCH_WINDOW_MS, type TMessage } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { tempPhotoReplacedBy } from './temp-photo-match';

const T0 = Date.parse('2026-03-01T10:00:00.000Z');

function photo(id: string, extra: Partial<TMessage> = {}): TMessage {
  return {
    id,
    roomId: 'room',
    userId: 'me',
    sequenceId: 0,
    content: '',
    createdAt: new Date(T0).toISOString(),
    messageType: 'photo',
    photoUrl: `blob:http://localhost/${id}`,
    photoFileName: 'beach.jpg',
    mentionedUserIds: [],
    clientMessageId: null,
    user: { id: 'me', displayName: 'Me', username: 'me', gender: 'female', avatar: null, primaryPhoto: null },
    ...extra,
  };
}

const at = (ms: number) => new Date(T0 + ms).toISOString();
const stored = (extra: Partial<TMessage> = {}) =>
  photo('m1', { sequenceId: 7, photoUrl: '/photos/0b9f4c1e-2a55-4a8e-9d0c-0c1f5a7b3e21', ...extra });
const NONE = new Set<string>();

describe('tempPhotoReplacedBy (chat spec §4)', () => {
  it('picks the temporary photo with the same clientMessageId first', () => {
    const a = photo('temp-a', { clientMessageId: 'a', photoFileName: 'x.jpg' });
    const b = photo('temp-b', { clientMessageId: 'b', photoFileName: 'x.jpg', createdAt: at(1000) });
    const own = new Set(['a', 'b']);
    expect(tempPhotoReplacedBy([a, b], stored({ clientMessageId: 'b', photoFileName: 'x.jpg' }), own)).toBe(
      b,
    );
  });

  it('never lets one of our own stored photos replace another upload of ours', () => {
    // 'a' was already replaced (or failed); its stored copy must not take b's place.
    const b = photo('temp-b', { clientMessageId: 'b' });
    expect(tempPhotoReplacedBy([b], stored({ clientMessageId: 'a' }), new Set(['a', 'b']))).toBeUndefined();
  });

  it('matches the same sender and file name, however late', () => {
    const temp = photo('temp-a', { photoFileName: 'beach.jpg' });
    const late = stored({ createdAt: at(5 * 60_000), photoFileName: 'beach.jpg' });
    expect(tempPhotoReplacedBy([temp], late, NONE)).toBe(temp);
  });

  it('matches the same sender within 30 s when the file name differs', () => {
    const temp = photo('temp-a', { photoFileName: 'IMG_1.jpg' });
    const inside = stored({ createdAt: at(TEMP_PHOTO_MATCH_WINDOW_MS), photoFileName: 'renamed.jpg' });
    const outside = stored({ createdAt: at(TEMP_PHOTO_MATCH_WINDOW_MS + 1), photoFileName: 'renamed.jpg' });
    expect(tempPhotoReplacedBy([temp], inside, NONE)).toBe(temp);
    expect(tempPhotoReplacedBy([temp], outside, NONE)).toBeUndefined();
  });

  it('prefers the same file name over mere timing, and the oldest among equals', () => {
    const older = photo('temp-1', { photoFileName: 'one.jpg' });
    const named = photo('temp-2', { photoFileName: 'two.jpg', createdAt: at(2000) });
    const twin = photo('temp-3', { photoFileName: 'two.jpg', createdAt: at(4000) });
    expect(tempPhotoReplacedBy([twin, named, older], stored({ photoFileName: 'two.jpg' }), NONE)).toBe(named);
    expect(tempPhotoReplacedBy([twin, named, older], stored({ photoFileName: 'z.jpg' }), NONE)).toBe(older);
  });

  it('ignores other senders, other rooms and messages that are not photos', () => {
    const temp = photo('temp-a');
    expect(tempPhotoReplacedBy([temp], stored({ userId: 'someone-else' }), NONE)).toBeUndefined();
    expect(tempPhotoReplacedBy([temp], stored({ roomId: 'other-room' }), NONE)).toBeUndefined();
    const text = stored({ messageType: 'text', photoUrl: null, content: 'hi' });
    expect(tempPhotoReplacedBy([temp], text, NONE)).toBeUndefined();
    // The §5 rule decides what a photo is: the placeholder word is text.
    expect(tempPhotoReplacedBy([temp], stored({ photoUrl: 'photo' }), NONE)).toBeUndefined();
  });
});
