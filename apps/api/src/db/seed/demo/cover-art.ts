import { hashOf } from './hash.js';

/**
 * Demo pitch covers as SVG, composed per pitch: the project type picks the colours and a motif (a sun
 * over hills for clean energy, a skyline for real estate, a parcel for e-commerce ...), the pitch's
 * name shifts the hue, places the soft discs and mirrors the scene, so no two covers look alike.
 * No text: a rasteriser's fonts differ between machines, and the card prints the name anyway.
 */

/** Dark, light and accent colour per project type. */
const PALETTES: Record<string, [string, string, string]> = {
  Technology: ['#1e3a8a', '#3b82f6', '#93c5fd'],
  Healthcare: ['#0f766e', '#2dd4bf', '#ccfbf1'],
  Fintech: ['#14532d', '#22c55e', '#bbf7d0'],
  'Clean Energy': ['#0c4a6e', '#f59e0b', '#fde68a'],
  Education: ['#581c87', '#a855f7', '#e9d5ff'],
  'E-commerce': ['#9a3412', '#fb923c', '#fed7aa'],
  Agriculture: ['#365314', '#84cc16', '#fef08a'],
  'Real Estate': ['#334155', '#94a3b8', '#f1f5f9'],
  'Consumer Goods': ['#9d174d', '#f472b6', '#fce7f3'],
  'Media & Entertainment': ['#312e81', '#ec4899', '#fbcfe8'],
  Manufacturing: ['#1f2937', '#f97316', '#fed7aa'],
  'Transportation & Logistics': ['#075985', '#0ea5e9', '#bae6fd'],
  'Food & Beverage': ['#7c2d12', '#eab308', '#fef9c3'],
  'Social Impact': ['#831843', '#f43f5e', '#ffe4e6'],
  Others: ['#3f3f46', '#a1a1aa', '#f4f4f5'],
};

/** Each motif is drawn in a 400 x 400 box, in the accent colour `a` and white. */
const MOTIFS: Record<string, (a: string) => string> = {
  Technology: (a) =>
    `<rect x="40" y="70" width="320" height="220" rx="18" fill="#fff" fill-opacity=".9"/><rect x="40" y="70" width="320" height="36" rx="18" fill="${a}"/><path d="M120 170l-40 40 40 40M280 170l40 40-40 40M220 150l-40 120" stroke="${a}" stroke-width="16" fill="none" stroke-linecap="round" stroke-linejoin="round"/><rect x="150" y="300" width="100" height="24" fill="#fff" fill-opacity=".8"/><rect x="100" y="322" width="200" height="16" rx="8" fill="#fff" fill-opacity=".9"/>`,
  Healthcare: (a) =>
    `<circle cx="200" cy="170" r="120" fill="#fff" fill-opacity=".92"/><path d="M170 90h60v50h50v60h-50v50h-60v-50h-50v-60h50z" fill="${a}"/><path d="M20 330h110l25-50 35 90 30-70 20 30h140" stroke="#fff" stroke-width="14" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`,
  Fintech: (a) =>
    `<rect x="60" y="230" width="50" height="110" rx="8" fill="#fff" fill-opacity=".85"/><rect x="130" y="190" width="50" height="150" rx="8" fill="#fff" fill-opacity=".9"/><rect x="200" y="140" width="50" height="200" rx="8" fill="#fff"/><circle cx="310" cy="120" r="60" fill="${a}" stroke="#fff" stroke-width="12"/><path d="M310 88v64M290 104h30a12 12 0 010 24h-20a12 12 0 000 24h30" stroke="#fff" stroke-width="8" fill="none"/>`,
  'Clean Energy': (a) =>
    `<circle cx="200" cy="160" r="70" fill="${a}"/><g stroke="${a}" stroke-width="12" stroke-linecap="round"><path d="M200 50v-30M200 300v-30M90 160h-30M340 160h-30M122 82l-20-20M298 82l20-20"/></g><path d="M60 330l60-90h160l60 90z" fill="#fff" fill-opacity=".9"/><path d="M100 300h200M150 240l-20 90M250 240l20 90" stroke="${a}" stroke-width="6"/>`,
  Education: (a) =>
    `<path d="M200 120c-50-30-110-30-160-10v210c50-20 110-20 160 10z" fill="#fff" fill-opacity=".92"/><path d="M200 120c50-30 110-30 160-10v210c-50-20-110-20-160 10z" fill="#fff"/><path d="M200 120v210" stroke="${a}" stroke-width="8"/><path d="M70 160c30-8 70-8 100 6M70 200c30-8 70-8 100 6M230 166c30-14 70-14 100-6M230 206c30-14 70-14 100-6" stroke="${a}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  'E-commerce': (a) =>
    `<path d="M200 60l150 60v160l-150 60-150-60V120z" fill="#fff" fill-opacity=".92"/><path d="M50 120l150 60 150-60M200 180v160" stroke="${a}" stroke-width="10" fill="none"/><path d="M120 90l150 60v50" stroke="${a}" stroke-width="18" fill="none"/>`,
  Agriculture: (a) =>
    `<circle cx="300" cy="90" r="50" fill="${a}"/><path d="M0 250c100-50 300-50 400 0v150H0z" fill="#fff" fill-opacity=".35"/><g stroke="#fff" stroke-width="10" stroke-linecap="round"><path d="M80 380c20-60 40-100 80-130M160 380c10-60 30-100 60-130M240 380c0-60 10-100 40-130"/></g><path d="M200 330c-40-30-40-90 0-130 40 40 40 100 0 130z" fill="#fff"/><path d="M200 330v-110" stroke="${a}" stroke-width="6"/>`,
  'Real Estate': (a) =>
    `<rect x="40" y="170" width="90" height="190" fill="#fff" fill-opacity=".8"/><rect x="150" y="90" width="100" height="270" fill="#fff"/><rect x="270" y="140" width="90" height="220" fill="#fff" fill-opacity=".88"/><g fill="${a}"><rect x="170" y="120" width="24" height="24"/><rect x="206" y="120" width="24" height="24"/><rect x="170" y="170" width="24" height="24"/><rect x="206" y="170" width="24" height="24"/><rect x="170" y="220" width="24" height="24"/><rect x="206" y="220" width="24" height="24"/><rect x="60" y="200" width="50" height="18"/><rect x="290" y="170" width="50" height="18"/><rect x="185" y="300" width="30" height="60"/></g>`,
  'Consumer Goods': (a) =>
    `<path d="M110 120h70v30c30 20 40 50 40 80v120H70V230c0-30 10-60 40-80z" fill="#fff" fill-opacity=".92"/><rect x="120" y="90" width="50" height="30" rx="6" fill="${a}"/><rect x="240" y="170" width="110" height="180" rx="20" fill="#fff"/><rect x="250" y="140" width="90" height="36" rx="10" fill="${a}"/><path d="M90 260h110M260 240h70" stroke="${a}" stroke-width="14" stroke-linecap="round"/>`,
  'Media & Entertainment': (a) =>
    `<path d="M60 40l140 300L340 40z" fill="#fff" fill-opacity=".25"/><circle cx="200" cy="220" r="110" fill="#fff" fill-opacity=".92"/><path d="M170 160l90 60-90 60z" fill="${a}"/><rect x="40" y="350" width="320" height="20" rx="10" fill="#fff"/>`,
  Manufacturing: (a) =>
    `<g transform="translate(200 200)"><g fill="#fff">${[0, 45, 90, 135, 180, 225, 270, 315]
      .map((deg) => `<rect x="-22" y="-150" width="44" height="60" rx="6" transform="rotate(${deg})"/>`)
      .join('')}</g><circle r="110" fill="#fff"/><circle r="45" fill="${a}"/></g>`,
  'Transportation & Logistics': (a) =>
    `<path d="M0 330h400" stroke="#fff" stroke-width="12"/><path d="M20 350h60M130 350h60M240 350h60M350 350h40" stroke="#fff" stroke-width="6" stroke-opacity=".6"/><rect x="40" y="170" width="200" height="130" rx="10" fill="#fff"/><path d="M240 210h70l40 45v45H240z" fill="#fff" fill-opacity=".9"/><rect x="262" y="222" width="40" height="30" rx="4" fill="${a}"/><circle cx="100" cy="305" r="28" fill="${a}" stroke="#fff" stroke-width="10"/><circle cx="300" cy="305" r="28" fill="${a}" stroke="#fff" stroke-width="10"/>`,
  'Food & Beverage': (a) =>
    `<path d="M60 200h280c0 90-60 140-140 140S60 290 60 200z" fill="#fff"/><rect x="40" y="186" width="320" height="22" rx="11" fill="#fff" fill-opacity=".85"/><path d="M150 160c-20-30 20-50 0-80M200 160c-20-30 20-50 0-80M250 160c-20-30 20-50 0-80" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round"/><circle cx="200" cy="260" r="30" fill="${a}"/>`,
  'Social Impact': (a) =>
    `<g fill="#fff">${[
      [110, 170],
      [200, 130],
      [290, 170],
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="38"/><path d="M${(x ?? 0) - 60} ${(y ?? 0) + 150}a60 70 0 01120 0z"/>`,
      )
      .join(
        '',
      )}</g><path d="M200 360c-50-30-70-55-70-80a35 35 0 0170-10 35 35 0 0170 10c0 25-20 50-70 80z" fill="${a}"/>`,
  Others: (a) =>
    `<circle cx="200" cy="200" r="130" fill="#fff" fill-opacity=".9"/><path d="M200 110l26 62 66 6-50 44 15 66-57-34-57 34 15-66-50-44 66-6z" fill="${a}"/>`,
};

/** Rotates a #rrggbb colour's hue by `turn` (a fraction of the circle), keeping it recognisable. */
function shiftHue(hex: string, turn: number): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  // rotation around the grey axis (Rodrigues' formula, the usual hue-rotate matrix)
  const c = Math.cos(turn * 2 * Math.PI);
  const s = Math.sin(turn * 2 * Math.PI);
  const k = (1 - c) / 3;
  const q = Math.sqrt(1 / 3) * s;
  const mix = (x: number, y: number, z: number) => x * (c + k) + y * (k - q) + z * (k + q);
  const out = [mix(r, g, b), mix(g, b, r), mix(b, r, g)].map((v) =>
    Math.round(Math.min(1, Math.max(0, v)) * 255)
      .toString(16)
      .padStart(2, '0'),
  );
  return `#${out.join('')}`;
}

export const COVER_ART = { width: 1280, height: 720 } as const;

/** The cover of one demo pitch, as SVG (1280 x 720). */
export function coverSvg(name: string, projectType: string): string {
  const h = hashOf(name);
  const palette = PALETTES[projectType] ?? PALETTES.Others ?? ['#333', '#999', '#eee'];
  const turn = ((h % 13) - 6) / 100; // at most six hundredths of a turn either way
  const [dark, light, accent] = palette.map((c) => shiftHue(c, turn)) as [string, string, string];
  const motif = (MOTIFS[projectType] ?? MOTIFS.Others)?.(accent) ?? '';
  const mirrored = (h >> 4) % 2 === 1;
  const discs = [0, 1, 2, 3]
    .map((i) => {
      const v = hashOf(`${name}#${i}`);
      const cx = (v % 1280).toFixed(0);
      const cy = ((v >> 11) % 720).toFixed(0);
      const r = 60 + ((v >> 21) % 160);
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="${(0.06 + (i % 2) * 0.05).toFixed(2)}"/>`;
    })
    .join('');
  const hills = `<path d="M0 560C240 ${480 + (h % 60)} 480 ${610 - (h % 50)} 760 540S1140 ${470 + ((h >> 8) % 70)} 1280 520V720H0z" fill="#fff" fill-opacity=".14"/><path d="M0 640C300 ${580 + ((h >> 3) % 40)} 700 700 1280 610V720H0z" fill="${dark}" fill-opacity=".35"/>`;
  const motifAt = mirrored ? 'translate(170 150) scale(1.05)' : 'translate(700 150) scale(1.05)';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="1280" height="720" fill="url(#bg)"/>${discs}${hills}<g transform="${motifAt}">${motif}</g>
</svg>`;
}
