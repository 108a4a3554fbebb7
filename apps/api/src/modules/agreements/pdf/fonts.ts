import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The fonts every AngelBridge PDF embeds: DejaVu Sans (Bitstream Vera licence with DejaVu's public-domain
 * changes; shipped by the `dejavu-fonts-ttf` package, never downloaded), regular and bold. Its glyphs
 * cover the accented names people sign with. Read once per process.
 */
export interface PdfFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

let loaded: PdfFonts | null = null;

export function pdfFonts(): PdfFonts {
  if (loaded) return loaded;
  const folder = path.join(
    path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
    'ttf',
  );
  loaded = {
    regular: readFileSync(path.join(folder, 'DejaVuSans.ttf')),
    bold: readFileSync(path.join(folder, 'DejaVuSans-Bold.ttf')),
  };
  return loaded;
}
