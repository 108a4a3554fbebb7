// As the server's renderer cleans CMS texts: in the jsdom window the server makes and hands it.
import { describe, expect, it } from 'vitest';
import { domWindow } from '../../server/dom-window';
import { sanitizeHtml, sanitizeIn } from './sanitize-html';

describe('sanitizeHtml in the window the server hands it', () => {
  it('is one window per process', async () => {
    expect(await domWindow()).toBe(await domWindow());
  });

  it('drops scripts, handlers and javascript: links, and keeps the text', async () => {
    sanitizeIn(await domWindow());
    const clean = sanitizeHtml(
      '<h2>Privacy</h2><script>alert(1)</script><img src="x" onerror="alert(2)">' +
        '<a href="javascript:alert(3)">bad</a><p>Read <a href="/contact-us-page">us</a>.</p>',
    );
    expect(clean).toBe(
      '<h2>Privacy</h2><img src="x"><a>bad</a><p>Read <a href="/contact-us-page">us</a>.</p>',
    );
  });
});
