import {
  LINK_PREVIEW_DESCRIPTION_MAX_LENGTH,
  LINK_PREVIEW_SITE_NAME_MAX_LENGTH,
  LINK_PREVIEW_TITLE_MAX_LENGTH,
} from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { readPageFields } from './read-page-fields';

const PAGE = new URL('https://news.example/articles/1');

describe('what a page says of itself', () => {
  it('reads Open Graph first', () => {
    const html = `<!doctype html><html><head>
      <title>Plain title</title>
      <meta name="twitter:title" content="Card title">
      <meta property="og:title" content="  OG   title &amp; more ">
      <meta property="og:description" content="OG description">
      <meta name="description" content="Plain description">
      <meta property="og:site_name" content="News">
      <meta property="og:image" content="/images/a.png">
      <meta name="twitter:image" content="https://cdn.example/card.png">
    </head><body>text</body></html>`;
    expect(readPageFields(html, PAGE)).toEqual({
      title: 'OG title & more',
      description: 'OG description',
      siteName: 'News',
      imageUrl: 'https://news.example/images/a.png',
    });
  });

  it('falls back to the Twitter card', () => {
    const html = `<head><title>Plain</title>
      <meta name="twitter:title" content="Card title">
      <meta name="twitter:description" content="Card description">
      <meta name="twitter:image" content="https://cdn.example/card.png"></head>`;
    expect(readPageFields(html, PAGE)).toEqual({
      title: 'Card title',
      description: 'Card description',
      siteName: null,
      imageUrl: 'https://cdn.example/card.png',
    });
  });

  it('falls back to <title> and the description', () => {
    const html = `<html><head><TITLE>\n  A   page\ttitle\n</TITLE>
      <META NAME="Description" CONTENT="About it"></head><body><title>not this</title></body></html>`;
    expect(readPageFields(html, PAGE)).toEqual({
      title: 'A page title',
      description: 'About it',
      siteName: null,
      imageUrl: null,
    });
  });

  it('is not fooled by markup in texts, comments or scripts', () => {
    const html = `<head><!-- <meta property="og:title" content="commented"> -->
      <script>document.write('<meta property="og:title" content="scripted">')</script>
      <title>&lt;b&gt;Real&lt;/b&gt;</title></head>`;
    expect(readPageFields(html, PAGE).title).toBe('<b>Real</b>');
  });

  it('caps every text and drops control characters', () => {
    const long = 'x'.repeat(5000);
    const html = `<meta property="og:title" content="${long}"><meta property="og:description" content="${long}">
      <meta property="og:site_name" content="${long}"><title>t</title>`;
    const fields = readPageFields(html, PAGE);
    expect(Array.from(fields.title ?? '')).toHaveLength(LINK_PREVIEW_TITLE_MAX_LENGTH);
    expect(fields.title?.endsWith('…')).toBe(true);
    expect(Array.from(fields.description ?? '')).toHaveLength(LINK_PREVIEW_DESCRIPTION_MAX_LENGTH);
    expect(Array.from(fields.siteName ?? '')).toHaveLength(LINK_PREVIEW_SITE_NAME_MAX_LENGTH);
    expect(readPageFields('<title>a\u0000b\u0007c</title>', PAGE).title).toBe('a b c');
  });

  it('ignores images that are not http(s) and empty fields', () => {
    const html = `<meta property="og:image" content="javascript:alert(1)"><meta property="og:title" content="  ">
      <title>Fallback</title>`;
    expect(readPageFields(html, PAGE)).toMatchObject({ title: 'Fallback', imageUrl: null });
    expect(readPageFields('<p>nothing</p>', PAGE)).toEqual({
      title: null,
      description: null,
      siteName: null,
      imageUrl: null,
    });
  });
});
