import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import { englishText, isTextKey } from './english';
import { renderText, textRef } from './render';

type Leaves = Record<string, Record<string, unknown>>;

/** Every 'area.name' with its English and German leaf. */
function pairs(): { key: string; english: unknown; german: unknown }[] {
  const english = en as unknown as Leaves;
  const german = de as unknown as Leaves;
  return Object.keys(english).flatMap((area) =>
    Object.keys(english[area] ?? {}).map((name) => ({
      key: `${area}.${name}`,
      english: english[area]?.[name],
      german: german[area]?.[name],
    })),
  );
}

/** German texts that are rightly the same words as the English ones. */
const SAME_IN_BOTH = new Set([
  'live.invalidJson',
  'chat.onlineCount',
  'members.online',
  'members.offline',
  'shell.chats',
  'sidebar.optional',
  'safety.optional',
  'profile.adminBadge',
  // The same word in both languages.
  'consent.marketing',
  'notificationSettings.vibration',
  'adminPage.status',
  'adminPage.onlineStatus',
]);

describe('the text catalogue', () => {
  it('has every English text in German, of the same kind and arity', () => {
    for (const { key, english, german } of pairs()) {
      expect(typeof german, key).toBe(typeof english);
      if (typeof english === 'function' && typeof german === 'function') {
        expect(german.length, key).toBe(english.length);
      }
    }
    const germanAreas = Object.keys(de).sort();
    expect(germanAreas).toEqual(Object.keys(en).sort());
  });

  it('has no German area with texts English lacks', () => {
    const english = en as unknown as Leaves;
    for (const [area, texts] of Object.entries(de as unknown as Leaves)) {
      for (const name of Object.keys(texts)) expect(english[area], `${area}.${name}`).toHaveProperty(name);
    }
  });

  it('puts every argument into both languages', () => {
    for (const { key, english, german } of pairs()) {
      if (typeof english !== 'function' || typeof german !== 'function') continue;
      const args = Array.from({ length: english.length }, (_, index) => `«arg${index}»`);
      for (const [language, text] of [
        ['en', english(...args)],
        ['de', german(...args)],
      ]) {
        for (const arg of args) {
          // A boolean-like parameter chooses a wording rather than appearing in it.
          if (String(text).includes(arg) || /is[A-Z]/.test(english.toString())) continue;
          throw new Error(`${key} (${language}) drops ${arg}: ${String(text)}`);
        }
      }
    }
  });

  it('translates every text rather than copying the English', () => {
    const copied = pairs()
      .filter(
        ({ key, english, german }) =>
          typeof english === 'string' && english === german && !SAME_IN_BOTH.has(key),
      )
      .map(({ key }) => key);
    expect(copied).toEqual([]);
  });

  it('renders texts by key, with and without arguments', () => {
    expect(renderText(de, 'chat.roomNotFound')).toBe('Raum nicht gefunden');
    expect(renderText(en, 'chat.nowChattingIn', ['Lobby'])).toBe('Now chatting in Lobby');
    expect(renderText(de, 'chat.nowChattingIn', ['Lobby'])).toBe('Du chattest jetzt in Lobby');
    expect(renderText(de, 'chat.nope')).toBeUndefined();
    expect(renderText(de, 'constructor.name')).toBeUndefined();
    expect(renderText(de, '__proto__.toString')).toBeUndefined();
    expect(englishText(textRef('chat.roomExists', 'Berlin'))).toBe(
      'A room with the name "Berlin" already exists. Please choose a different name.',
    );
  });

  it('knows its keys', () => {
    expect(isTextKey('auth.usernameTaken')).toBe(true);
    expect(isTextKey('auth.toString')).toBe(false);
    expect(isTextKey('Username is already taken')).toBe(false);
  });
});
