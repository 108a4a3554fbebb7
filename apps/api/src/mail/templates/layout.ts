import { escapeHtml } from '@angelbridge/contracts/escape-html';

/** What every template gives the mailer: one subject, an HTML part and a plain-text part. */
export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

export const BRAND = 'AngelBridge';
const TAGLINE = 'Where entrepreneurs and angel investors find each other.';

const COLORS = { ink: '#1a1b25', muted: '#5c5f73', brand: '#1f4fd1', page: '#f3f5fa', card: '#ffffff' };

/**
 * The one frame every AngelBridge e-mail uses. Mail clients drop <style> blocks and external CSS,
 * so every style is inline and the structure is tables.
 */
export function layout({
  title,
  preheader,
  body,
}: {
  title: string;
  preheader: string;
  body: string;
}): string {
  const font = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background:${COLORS.page};${font};color:${COLORS.ink}">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.page}">
<tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:${COLORS.card};border-radius:12px">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e4e7f0">
<span style="font-size:20px;font-weight:700;color:${COLORS.brand};${font}">${BRAND}</span>
</td></tr>
<tr><td style="padding:28px 32px;font-size:16px;line-height:1.5;${font}">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${COLORS.ink}">${escapeHtml(title)}</h1>
${body}
</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid #e4e7f0;font-size:13px;color:${COLORS.muted};${font}">
${BRAND}: ${TAGLINE}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

/** A paragraph of body text; `html` must already be escaped. */
export const paragraph = (html: string) => `<p style="margin:0 0 16px">${html}</p>`;

/** The code, large and spaced, so it is easy to read and to copy. */
export const codeBlock = (code: string) =>
  `<p style="margin:8px 0 24px;font-size:32px;font-weight:700;letter-spacing:12px;color:${COLORS.ink};font-family:'SFMono-Regular',Consolas,monospace">${escapeHtml(code)}</p>`;

export const finePrint = (html: string) =>
  `<p style="margin:0;font-size:13px;color:${COLORS.muted}">${html}</p>`;

/** The plain-text part: the same words, the brand line last. */
export function plainText(lines: string[]): string {
  return [...lines, '', `${BRAND}: ${TAGLINE}`].join('\n');
}
