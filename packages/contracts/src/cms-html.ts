/**
 * What a CMS text (terms, privacy) may hold, for DOMPurify on the API (on save and on read) and in the
 * web (on render, the admin preview included): headings, paragraphs, lists, links and emphasis. No
 * scripts, event handlers, frames, forms, images or styles; links only to http, https, mailto and
 * this site's own paths.
 */
export const CMS_HTML_POLICY = {
  ALLOWED_TAGS: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
  ],
  ALLOWED_ATTR: ['href', 'title'],
  // http, https and mailto, and this site's own paths ('/contact-us-page', never '//host') and anchors
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?![/\\])|#)/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};
