import { escapeHtml } from '@angelbridge/contracts/escape-html';
import { matchWebPath } from '@angelbridge/contracts/web-paths';
import type { PageMeta } from './renderer.js';

/** The site's own card, for pages whose record says nothing more (the home page, /invest, ...). */
const SITE_NAME = 'AngelBridge';
/** public/og-image.png: 1200 x 630, the size link previews crop to. */
const DEFAULT_IMAGE = '/og-image.png';
/** Previews cut descriptions near 200 characters; a longer one only costs bytes. */
const MAX_DESCRIPTION = 300;

const DESCRIPTION = /<meta name="description" content="([^"]*)"\s*\/?>/;
const TITLE = /<title>([^<]*)<\/title>/;

/** Text React or index.html escaped (a <title>'s text, an attribute) back to what it says. */
function unescapeHtml(text: string): string {
  return text
    .replace(/&(?:quot|#34|#x22);/g, '"')
    .replace(/&(?:#39|#x27|apos);/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** An address on this site or an absolute http(s) one; anything else (javascript:, data:) names no picture. */
function absoluteUrl(target: string, publicUrl: string): string | null {
  try {
    const url = new URL(target, publicUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function shortened(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= MAX_DESCRIPTION ? flat : `${flat.slice(0, MAX_DESCRIPTION - 1).trimEnd()}…`;
}

/** The page's one address: its pattern's spelling with its parameters, whatever case or trailing slash it came with. */
function canonicalPath(requestPath: string): string | null {
  const match = matchWebPath(requestPath);
  if (!match) return null;
  return match.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(match.params[name] ?? ''));
}

/**
 * index.html (rendered or bare) with what a shared link shows in its head: the canonical URL, Open Graph
 * and Twitter card tags, all absolute from PUBLIC_URL, every value escaped (a pitch's name may hold quotes
 * or '</script>'). `meta` comes from the page's record (a pitch); without it, the page's own <title> and
 * the site's description and picture. A path the app has no page for gets none.
 */
export function withShareMeta(
  html: string,
  { publicUrl, requestPath, meta }: { publicUrl: string; requestPath: string; meta?: PageMeta },
): string {
  const path = meta?.path ?? canonicalPath(requestPath);
  const url = path === null ? null : absoluteUrl(path, publicUrl);
  if (url === null) return html;
  // read in the head only: the page's markup may hold an SVG's <title>
  const head = html.slice(0, html.indexOf('</head>'));
  const pageTitle = TITLE.exec(head)?.[1];
  const title = meta?.title ?? (pageTitle ? unescapeHtml(pageTitle) : SITE_NAME);
  const siteDescription = unescapeHtml(DESCRIPTION.exec(head)?.[1] ?? '');
  const description = shortened(meta?.description || siteDescription);
  const cover = meta?.image ? absoluteUrl(meta.image, publicUrl) : null;
  const image = cover ?? absoluteUrl(DEFAULT_IMAGE, publicUrl);
  const tags: [string, string, string][] = [
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:type', meta ? 'article' : 'website'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ...(image
      ? ([
          ['property', 'og:image', image],
          ['property', 'og:image:alt', cover ? `Cover of ${title}` : SITE_NAME],
        ] as [string, string, string][])
      : []),
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
  ];
  const shareTags = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...tags.map(([kind, name, value]) => `<meta ${kind}="${name}" content="${escapeHtml(value)}">`),
  ].join('');
  // the page's own description replaces the site's, so search results read the same as a shared link
  const described = DESCRIPTION.test(html)
    ? html.replace(DESCRIPTION, () => `<meta name="description" content="${escapeHtml(description)}">`)
    : html;
  return described.replace('</head>', () => `${shareTags}</head>`);
}
