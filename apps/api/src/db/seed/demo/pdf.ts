/** Text the standard Helvetica font can show: WinAnsi, which matches Latin-1 for accented letters. */
function pdfString(text: string): string {
  const ascii = text
    .normalize('NFC')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-');
  let out = '';
  for (const ch of ascii) {
    const code = ch.codePointAt(0) ?? 63;
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (code >= 32 && code < 127) out += ch;
    else if (code >= 160 && code <= 255) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += '?';
  }
  return `(${out})`;
}

/** Greedy word wrap by an average Helvetica glyph width of about half the font size. */
function wrap(text: string, size: number, width: number): string[] {
  const max = Math.floor(width / (size * 0.5));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

export type PdfBlock =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] };

const PAGE = { width: 612, height: 792, margin: 56 };

/** A one-page PDF (US Letter, Helvetica) of titled text: small, valid, and made without a library. */
export function renderPdf(title: string, blocks: PdfBlock[]): Buffer {
  const ops: string[] = [];
  let y = PAGE.height - PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  const write = (text: string, size: number, bold: boolean, indent = 0) => {
    y -= size * 1.35;
    if (y < PAGE.margin) return;
    ops.push(
      `BT /${bold ? 'F2' : 'F1'} ${size} Tf ${PAGE.margin + indent} ${y.toFixed(1)} Td ${pdfString(text)} Tj ET`,
    );
  };
  for (const block of blocks) {
    if (block.kind === 'title') {
      for (const line of wrap(block.text, 22, width)) write(line, 22, true);
      y -= 8;
    } else if (block.kind === 'heading') {
      y -= 8;
      write(block.text, 13, true);
    } else if (block.kind === 'paragraph') {
      for (const line of wrap(block.text, 10.5, width)) write(line, 10.5, false);
    } else {
      for (const item of block.items) {
        wrap(item, 10.5, width - 14).forEach((line, i) => {
          write(i === 0 ? `- ${line}` : line, 10.5, false, i === 0 ? 0 : 9);
        });
      }
    }
  }
  const content = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(title)} /Producer (AngelBridge demo data) >>`,
  ];
  // Everything above is ASCII, so string lengths are byte offsets.
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
