import { CMS_HTML_POLICY } from '@angelbridge/contracts/cms-html';
import DOMPurify, { type DOMPurify as Purifier, type WindowLike } from 'dompurify';

/** Links that open a new tab must not hand the opener to the page they open. */
function withHooks(purifier: Purifier): Purifier {
  if (purifier.isSupported) {
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return purifier;
}

// In the browser DOMPurify cleans in the page's own DOM. Node has none: the server hands the renderer
// a jsdom window (the combination DOMPurify documents as safe) through sanitizeIn, once per process.
let purifier = withHooks(DOMPurify);

/** Clean in `window` from now on: the server's renderer calls it with its jsdom window. */
export function sanitizeIn(window: WindowLike): void {
  purifier = withHooks(DOMPurify(window));
}

/**
 * Server HTML (CMS texts) is written by people, so it is cleaned before it reaches the page, to the
 * policy the API cleans it to on save (headings, paragraphs, lists, http/https/mailto links, emphasis).
 */
export function sanitizeHtml(html: string): string {
  if (!purifier.isSupported) throw new Error('HTML cannot be cleaned without a DOM.');
  return purifier.sanitize(html, { ...CMS_HTML_POLICY, ALLOWED_TAGS: [...CMS_HTML_POLICY.ALLOWED_TAGS] });
}
