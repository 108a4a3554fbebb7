import DOMPurify from 'dompurify';

// Links that open a new tab must not hand the opener to the page they open. (DOMPurify needs a DOM: on
// the server, which renders no CMS text, it is not supported, and this module only has to load.)
if (DOMPurify.isSupported) {
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** Server HTML (CMS texts) is written by people, so it is cleaned before it reaches the page. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
