import { escapeHtml } from '@angelbridge/contracts/escape-html';
import type { Block } from './blocks.js';
import { codeBlock, finePrint, layout, type MailContent, paragraph, plainText } from './layout.js';

const BRAND_BLUE = '#1f4fd1';

const blockquote = (text: string) =>
  `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:3px solid #c9d3f0;color:#3a3d4f;white-space:pre-wrap">${escapeHtml(text)}</blockquote>`;

const buttonHtml = (href: string, label: string, spelledOut: boolean) => {
  const link = `<a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;background:${BRAND_BLUE};color:#ffffff;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(label)}</a>`;
  const written = spelledOut
    ? `<br><span style="font-size:12px;color:#555">or open ${escapeHtml(href)}</span>`
    : '';
  return `<p style="margin:8px 0 24px">${link}${written}</p>`;
};

/** Every piece of text is escaped here, once; templates hand over raw text. */
function toHtml(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return paragraph(escapeHtml(block.text));
    case 'quote':
      return [block.label ? paragraph(escapeHtml(block.label)) : '', blockquote(block.text)]
        .filter(Boolean)
        .join('\n');
    case 'button':
      return [
        block.lead ? paragraph(escapeHtml(block.lead)) : '',
        buttonHtml(block.href, block.label, block.spelledOut === true),
      ]
        .filter(Boolean)
        .join('\n');
    case 'code':
      return codeBlock(block.code);
    case 'list':
      return block.items
        .map(
          (item) =>
            `<p style="margin:0 0 16px"><a href="${escapeHtml(item.href)}" style="color:${BRAND_BLUE};font-weight:600">${escapeHtml(item.title)}</a><br>${escapeHtml(item.body)}</p>`,
        )
        .join('\n');
    case 'finePrint':
      return finePrint(escapeHtml(block.text));
  }
}

function toText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
    case 'finePrint':
      return block.text;
    case 'quote':
      return block.label ? `${block.label} ${block.text}` : block.text;
    case 'button':
      // the label is a verb for a button; in text the link alone says where it goes
      return block.lead ? `${block.lead}\n${block.href}` : block.href;
    case 'code':
      return `    ${block.code}`;
    case 'list':
      return block.items.map((item) => `${item.title}\n${item.body}\n${item.href}`).join('\n\n');
  }
}

/** A header line must be one line: a CR or LF from a pitch name would start a new header. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

/**
 * One mail from one list of blocks: the HTML part (inside the shared layout) and the text part say
 * the same words in the same order. Falsy entries are skipped, so a template can write
 * `note && quote(note)`.
 */
export function renderMail({
  subject,
  preheader,
  blocks,
}: {
  subject: string;
  preheader: string;
  blocks: (Block | null | false | undefined | '')[];
}): MailContent {
  const present = blocks.filter((block): block is Block => Boolean(block));
  const title = oneLine(subject);
  return {
    subject: title,
    html: layout({ title, preheader: oneLine(preheader), body: present.map(toHtml).join('\n') }),
    text: plainText(present.map(toText).join('\n\n').split('\n')),
  };
}
