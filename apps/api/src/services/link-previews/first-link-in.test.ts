import { describe, expect, it } from 'vitest';
import { firstLinkIn } from './first-link-in';

describe('the first link in a message', () => {
  it.each([
    ['see https://news.example/a?b=1 now', 'https://news.example/a?b=1'],
    ['HTTP://News.Example/Path', 'http://news.example/Path'],
    ['two: http://one.example/ and https://two.example/', 'http://one.example/'],
    ['(see https://news.example/a).', 'https://news.example/a'],
    ['read this: https://news.example/story!', 'https://news.example/story'],
    ['„https://news.example/zitat“', 'https://news.example/zitat'],
    ['«https://news.example/guillemets»', 'https://news.example/guillemets'],
    ['https://de.wikipedia.org/wiki/Bank_(Möbel)', 'https://de.wikipedia.org/wiki/Bank_(M%C3%B6bel)'],
    ['link:https://news.example', 'https://news.example/'],
    ['broken https:// then https://ok.example/', 'https://ok.example/'],
    ['line\nhttps://news.example/x\nnext', 'https://news.example/x'],
  ])('in %j is %s', (text, link) => {
    expect(firstLinkIn(text)).toBe(link);
  });

  it.each([
    'no link here',
    'ftp://files.example/x',
    'javascript:alert(1)',
    'news.example without a scheme',
    'mailto:someone@news.example',
    '',
  ])('in %j there is none', (text) => {
    expect(firstLinkIn(text)).toBeNull();
  });

  it('skips a link too long to fetch', () => {
    expect(firstLinkIn(`https://news.example/${'a'.repeat(3000)}`)).toBeNull();
  });
});
