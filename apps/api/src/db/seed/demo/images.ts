import { encodePng, type Rgb } from './png.js';

/** Colour pairs (dark, light) that carry white text; picked per person or pitch, so the same seed gives the same picture. */
const PALETTE = [
  ['#1e40af', '#60a5fa'],
  ['#065f46', '#34d399'],
  ['#86198f', '#e879f9'],
  ['#9a3412', '#fb923c'],
  ['#115e59', '#2dd4bf'],
  ['#9f1239', '#fb7185'],
  ['#3730a3', '#a5b4fc'],
  ['#3f6212', '#a3e635'],
] as const;

const rgb = (hex: string): Rgb =>
  [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
const colours = (index: number) => PALETTE[index % PALETTE.length] ?? PALETTE[0];

/** A stable small number from text, so a person keeps their colour across runs. */
export function hashOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619);
  return h >>> 0;
}

/** A round avatar with the person's initials (SVG: crisp at every size, a few hundred bytes). */
export function initialsAvatar(firstName: string, lastName: string): Buffer {
  const initials = `${[...firstName][0] ?? ''}${[...lastName][0] ?? ''}`
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
  const [dark, light] = colours(hashOf(`${firstName} ${lastName}`));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect width="256" height="256" fill="url(#g)"/>
<text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="104" font-weight="600" fill="#ffffff">${initials}</text>
</svg>
`;
  return Buffer.from(svg, 'utf8');
}

export interface BannerShape {
  /** Centre and radius as fractions of the banner's height. */
  x: number;
  y: number;
  r: number;
}

const BANNER = { width: 640, height: 360, barWidth: 36, barGap: 14 };

/**
 * A pitch cover (PNG, 640 x 360): a diagonal gradient, a few soft discs and rising bars; colours by
 * palette index, shapes from the generator, so every pitch has its own picture.
 */
export function pitchBanner(paletteIndex: number, shapes: BannerShape[], bars: number[]): Buffer {
  const { width: W, height: H, barWidth, barGap } = BANNER;
  const [dark, light] = colours(paletteIndex);
  const from = rgb(dark);
  const to = rgb(light);
  const barsLeft = W - 48 - bars.length * (barWidth + barGap);
  const pixels = new Uint8Array(W * H * 3);
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      const t = (x / W) * 0.6 + (y / H) * 0.4;
      // how far toward white: a little per disc the pixel lies in, a lot inside a bar
      let lift = 0;
      for (const s of shapes) {
        const dx = x - s.x * H;
        const dy = y - s.y * H;
        if (dx * dx + dy * dy <= (s.r * H) ** 2) lift = 1 - (1 - lift) * 0.86;
      }
      const bar = Math.floor((x - barsLeft) / (barWidth + barGap));
      const inBar = x >= barsLeft && (x - barsLeft) % (barWidth + barGap) < barWidth && bar < bars.length;
      if (inBar && y >= H - 40 - (bars[bar] ?? 0) * H * 0.55 && y < H - 40) lift = 1 - (1 - lift) * 0.45;
      const at = (y * W + x) * 3;
      for (let c = 0; c < 3; c += 1) {
        const base = (from[c] ?? 0) + ((to[c] ?? 0) - (from[c] ?? 0)) * t;
        pixels[at + c] = Math.round(base + (255 - base) * lift);
      }
    }
  }
  return encodePng(W, H, pixels);
}
