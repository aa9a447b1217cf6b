import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZAge, ZRegisterInput } from './auth';
import { ZMessagePageInput, ZMessagesSinceInput, ZSendMessageInput } from './messages-input';
import { ZAddProfilePhotoInput, ZUploadUrlInput } from './photos';
import { ZCityName, ZCitySuggestInput, ZLatitude, ZUpdateLocationInput } from './places';
import { isReservedUsername } from './reserved-usernames';
import { ZCreateRoomInput } from './rooms';
import { ZSearchInput } from './search';
import { ZWsJoinFrame, ZWsPingFrame } from './ws';

const ROOM = '00000000-0000-4000-8000-000000000001';
const NUL = '\u0000';
const LONE_HIGH = '\uD83D';
const LONE_LOW = '\uDE00';
const RLO = '\u202E';

const registration = {
  username: 'anna_b',
  password: 'secret1',
  confirmPassword: 'secret1',
  age: 30,
  gender: 'female',
  location: 'Berlin',
};

function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('text every schema refuses', () => {
  // One input per schema family that reaches the database or other members.
  const cases: [string, z.ZodType, (text: string) => unknown][] = [
    ['a username', ZRegisterInput, (t) => ({ ...registration, username: `an${t}na` })],
    ['a location', ZRegisterInput, (t) => ({ ...registration, location: `Ber${t}lin` })],
    ['a password', ZRegisterInput, (t) => ({ ...registration, password: `sec${t}ret1` })],
    ['a room name', ZCreateRoomInput, (t) => ({ name: `Lounge${t}` })],
    ['a room description', ZCreateRoomInput, (t) => ({ name: 'Lounge', description: `hi${t}` })],
    ['a message', ZSendMessageInput, (t) => ({ roomId: ROOM, content: `hello ${t}` })],
    ['a client message id', ZSendMessageInput, (t) => ({ roomId: ROOM, content: 'x', clientMessageId: t })],
    ['a photo file name', ZUploadUrlInput, (t) => ({ fileName: `cat${t}.png` })],
    ['a profile photo url', ZAddProfilePhotoInput, (t) => ({ photoUrl: `/photos/${t}` })],
    ['a search', ZSearchInput, (t) => ({ q: `hello${t}` })],
    ['a city lookup', ZCitySuggestInput, (t) => ({ q: `Be${t}` })],
    ['a cursor', ZMessagePageInput, (t) => ({ roomId: ROOM, cursor: `MTA${t}` })],
    ['a since timestamp', ZMessagesSinceInput, (t) => ({ roomId: ROOM, timestamp: `2024-01-01${t}` })],
    ['a /ws user id', ZWsJoinFrame, (t) => ({ type: 'join', roomId: ROOM, userId: t })],
    ['a /ws ping timestamp', ZWsPingFrame, (t) => ({ type: 'ping', timestamp: t })],
  ];

  it.each(cases)('refuses NUL and unpaired surrogates in %s', (_label, schema, build) => {
    for (const bad of [NUL, LONE_HIGH, LONE_LOW, `${LONE_LOW}${LONE_HIGH}`]) {
      expect(schema.safeParse(build(bad)).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('words the refusal by its catalogue key', () => {
    expect(firstMessage(ZSendMessageInput, { roomId: ROOM, content: `a${NUL}b` })).toBe(
      'input.invalidCharacters',
    );
    expect(firstMessage(ZSearchInput, { q: `ab${LONE_HIGH}` })).toBe('input.invalidCharacters');
  });

  it('keeps emoji, accents and line breaks in messages', () => {
    const content = 'Grüße 👋🏽\nnächste Zeile\tmit Tab';
    expect(ZSendMessageInput.parse({ roomId: ROOM, content }).content).toBe(content);
  });
});

describe('names and direction controls', () => {
  const controls = ['\u202A', '\u202B', '\u202C', '\u202D', RLO, '\u2066', '\u2067', '\u2068', '\u2069'];

  it.each(controls.map((c) => [`U+${c.codePointAt(0)?.toString(16).toUpperCase()}`, c]))(
    'refuses %s in room names and display names',
    (_label, control) => {
      expect(firstMessage(ZCreateRoomInput, { name: `photo${control}gnp.exe` })).toBe(
        'input.directionCharacters',
      );
      expect(firstMessage(ZRegisterInput, { ...registration, displayName: `Anna${control}` })).toBe(
        'input.directionCharacters',
      );
    },
  );

  it('allows them in messages, where rendering isolates them', () => {
    expect(ZSendMessageInput.safeParse({ roomId: ROOM, content: `look ${RLO}gnp.exe` }).success).toBe(true);
  });

  it('accepts names in other scripts', () => {
    expect(ZCreateRoomInput.parse({ name: 'مقهى Café 東京' }).name).toBe('مقهى Café 東京');
  });
});

describe('reserved usernames', () => {
  it.each([
    'admin',
    'Admin',
    'ADMINISTRATOR',
    'Adm1n',
    '4dmin',
    'ad_min',
    'a.d.m.i.n',
    'admin2',
    'moderator',
    'M0derator',
    'support',
    'support-1',
    '01support',
    'system',
    'SYS_TEM',
    '5ystem',
    'root',
    'R00T',
    'root_1',
    'nahbar',
    'n.a.h.b.a.r',
    'NahBar_',
    'n4hb4r',
  ])('refuses %s', (username) => {
    expect(isReservedUsername(username)).toBe(true);
    expect(firstMessage(ZRegisterInput, { ...registration, username })).toBe('input.reservedUsername');
  });

  it.each(['badminton', 'administered', 'supporter', 'anna_b', 'systems_fan', 'nahbarin', 'rootbeer'])(
    'accepts %s',
    (username) => {
      expect(isReservedUsername(username)).toBe(false);
      expect(ZRegisterInput.safeParse({ ...registration, username }).success).toBe(true);
    },
  );
});

describe('avatar', () => {
  it('accepts only the lasting URL of an uploaded photo', () => {
    const own = '/photos/0b9a3f3e-9c1e-4d5a-8f55-2a7e4f1c9d10';
    expect(ZRegisterInput.parse({ ...registration, avatar: own }).avatar).toBe(own);
    for (const avatar of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://evil.example/a.png',
      '//evil.example/a.png',
      `${own}?x=1`,
      `/photos/../${own}`,
    ]) {
      expect(firstMessage(ZRegisterInput, { ...registration, avatar }), avatar).toBe(
        'input.avatarNotOwnPhoto',
      );
    }
  });
});

describe('locations', () => {
  it.each([
    'Berlin',
    'Frankfurt am Main',
    'Halle (Saale)',
    'St. Gallen',
    'Biel/Bienne',
    "Val-d'Illiez",
    'Zürich',
    'München 80331',
  ])('accepts %s', (city) => {
    expect(ZCityName.parse(city)).toBe(city);
  });

  it.each([
    '<img src=x onerror=alert(1)>',
    'Berlin<script>',
    'Berlin">',
    `Berlin${RLO}`,
    'Ber\u0007lin',
    'Ber\nlin',
  ])('refuses %j', (city) => {
    expect(firstMessage(ZCityName, city)).toMatch(/^input\./);
    expect(firstMessage(ZUpdateLocationInput, { location: city })).toMatch(/^input\./);
  });
});

describe('numbers must be numbers', () => {
  it('takes a number or its text', () => {
    expect(ZAge.parse(30)).toBe(30);
    expect(ZAge.parse('42')).toBe(42);
    expect(ZAge.parse(' 42 ')).toBe(42);
    expect(ZLatitude.parse('52.52')).toBe(52.52);
    expect(ZSearchInput.parse({ q: 'hello', limit: '5' }).limit).toBe(5);
  });

  it.each([
    ['an array', [30]],
    ['a nested array', [[30]]],
    ['a boolean', true],
    ['blank text', ''],
    ['an object', { valueOf: 30 }],
    ['hex text', '0x1e'],
    ['infinity', 'Infinity'],
    ['null', null],
  ])('refuses %s as an age', (_label, age) => {
    expect(firstMessage(ZRegisterInput, { ...registration, age })).toBe('auth.invalidAge');
  });

  it('refuses arrays and booleans as coordinates and limits', () => {
    expect(ZLatitude.safeParse([52]).success).toBe(false);
    expect(ZLatitude.safeParse('').success).toBe(false);
    expect(ZLatitude.safeParse(false).success).toBe(false);
    expect(firstMessage(ZSearchInput, { q: 'hello', limit: [5] })).toBe('input.notANumber');
    expect(firstMessage(ZMessagePageInput, { roomId: ROOM, limit: true })).toBe('input.notANumber');
  });
});
