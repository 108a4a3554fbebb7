import fontkit from '@pdf-lib/fontkit';
import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { pdfFonts } from './fonts.js';

/** US Letter, in points, with one-inch side margins. */
const PAGE: [number, number] = [612, 792];
const MARGIN = 64;
const WIDTH = PAGE[0] - 2 * MARGIN;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.35, 0.38, 0.42);

export interface TextStyle {
  size?: number;
  bold?: boolean;
  muted?: boolean;
  /** Space before, in points. */
  gap?: number;
}

const widths = new Map<string, number>();

/**
 * Splits text into lines that fit `width` at this font and size, breaking long words (hashes) too. Each
 * word is measured once and a line's width summed (a font's layout is the costly step; measuring every
 * growing line anew would lay out each paragraph many times over).
 */
function wrap(text: string, font: PDFFont, bold: boolean, size: number, width: number): string[] {
  const measure = (part: string) => {
    // the same words recur in every agreement: their widths are kept (bounded) between documents
    const key = `${bold ? 'b' : 'r'}|${size}|${part}`;
    const known = widths.get(key);
    if (known !== undefined) return known;
    if (widths.size > 50_000) widths.clear();
    const measured = font.widthOfTextAtSize(part, size);
    widths.set(key, measured);
    return measured;
  };
  const space = measure(' ');
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    let lineWidth = 0;
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const wordWidth = measure(word);
      if (line && lineWidth + space + wordWidth <= width) {
        line = `${line} ${word}`;
        lineWidth += space + wordWidth;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      lineWidth = wordWidth;
      // a word wider than the line (a hash, a long name): cut it where it fills the line
      while (lineWidth > width) {
        let cut = line.length - 1;
        while (cut > 1 && measure(line.slice(0, cut)) > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
        lineWidth = measure(line);
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * fontkit parses a font file anew for every document (three quarters of a megabyte of DejaVu, most of a
 * document's making); a parsed font is immutable and reused, so each file is parsed once per process.
 */
const parsed = new Map<Uint8Array, ReturnType<typeof fontkit.create>>();
const cachedFontkit: typeof fontkit = {
  ...fontkit,
  create(bytes, postscriptName) {
    const known = parsed.get(bytes as Uint8Array);
    if (known) return known;
    const font = fontkit.create(bytes, postscriptName);
    parsed.set(bytes as Uint8Array, font);
    return font;
  },
};

/**
 * Writes flowing text onto new pages of `doc`, a new page whenever one is full, each with a footer line.
 * The fonts are embedded as subsets (only the glyphs used), so a document stays small.
 */
export async function pageWriter(doc: PDFDocument, footer: string) {
  doc.registerFontkit(cachedFontkit);
  const fonts = pdfFonts();
  const regular = await doc.embedFont(fonts.regular, { subset: true });
  const bold = await doc.embedFont(fonts.bold, { subset: true });
  let page: PDFPage | null = null;
  let y = 0;

  function newPage(): PDFPage {
    const next = doc.addPage(PAGE);
    next.drawText(footer, { x: MARGIN, y: 36, size: 8, font: regular, color: MUTED });
    y = PAGE[1] - MARGIN;
    page = next;
    return next;
  }

  return {
    /** Starts a new page even when the current one has room (a cover, a signature page). */
    newPage,
    text(content: string, style: TextStyle = {}) {
      const size = style.size ?? 10.5;
      const font = style.bold ? bold : regular;
      const leading = size * 1.4;
      y -= style.gap ?? 0;
      for (const line of wrap(content, font, style.bold === true, size, WIDTH)) {
        const target = page && y - leading >= MARGIN ? page : newPage();
        y -= leading;
        target.drawText(line, { x: MARGIN, y, size, font, color: style.muted ? MUTED : INK });
      }
    },
    /** A label and its value on one line (the value wraps under itself). */
    field(label: string, value: string) {
      this.text(`${label}: ${value}`, { gap: 2 });
    },
    /** A thin line across, before a signature block. */
    rule(gap = 14) {
      const target = page && y - gap - 4 >= MARGIN ? page : newPage();
      y -= gap;
      target.drawLine({
        start: { x: MARGIN, y },
        end: { x: MARGIN + WIDTH, y },
        thickness: 0.5,
        color: MUTED,
      });
    },
  };
}

export type PageWriter = Awaited<ReturnType<typeof pageWriter>>;
