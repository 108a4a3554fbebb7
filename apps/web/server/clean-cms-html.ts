import { CMS_HTML_POLICY } from '@angelbridge/contracts/cms-html';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { domWindow } from './dom-window.js';

let made: Promise<DOMPurify> | null = null;

/**
 * A CMS text (terms, privacy) cleaned to the one policy the pages render with (contracts' cms-html):
 * the API cleans on save and on read with it, so what is stored and served holds no script, handler,
 * frame, form or javascript: link even for a client that does not clean. DOMPurify in this process's
 * one jsdom window, made on first use.
 */
export async function cleanCmsHtml(html: string): Promise<string> {
  made ??= domWindow().then((window) => {
    const purifier = createDOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    return purifier;
  });
  const purifier = await made;
  return purifier.sanitize(html, { ...CMS_HTML_POLICY, ALLOWED_TAGS: [...CMS_HTML_POLICY.ALLOWED_TAGS] });
}
