import * as avataaars from '@dicebear/avataaars';
import { createAvatar } from '@dicebear/core';
import sharp from 'sharp';
import { COVER_SIZES } from '../../../modules/pitches/index.js';
import { COVER_ART, coverSvg } from './cover-art.js';
import type { Gender } from './names.js';

export { hashOf } from './hash.js';

/** Hair that reads as the name's gender; both get the friendly faces and the same range of skin tones. */
const TOPS: Record<Gender, avataaars.Options['top']> = {
  woman: [
    'bob',
    'bun',
    'curly',
    'curvy',
    'bigHair',
    'longButNotTooLong',
    'miaWallace',
    'straight01',
    'straight02',
    'straightAndStrand',
    'frida',
    'fro',
  ],
  man: [
    'shortFlat',
    'shortRound',
    'shortWaved',
    'shortCurly',
    'theCaesar',
    'theCaesarAndSidePart',
    'sides',
    'dreads01',
    'frizzle',
    'shaggy',
  ],
};

/**
 * A friendly illustrated face (DiceBear's Avataaars, by Pablo Stanley: free for commercial use), drawn
 * from the person's name, so the same person always gets the same face. SVG: a few kilobytes, crisp
 * at every size; its metadata credits the artist.
 */
export function personAvatar(name: string, gender: Gender): Buffer {
  const svg = createAvatar(avataaars, {
    seed: name,
    size: 256,
    backgroundColor: ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c7f0d8'],
    backgroundType: ['solid'],
    top: TOPS[gender],
    topProbability: 100,
    facialHairProbability: gender === 'man' ? 30 : 0,
    accessoriesProbability: 20,
    accessories: ['prescription01', 'prescription02', 'round', 'kurt'],
    mouth: ['smile', 'default', 'twinkle'],
    eyes: ['default', 'happy', 'wink', 'squint'],
    eyebrows: ['defaultNatural', 'raisedExcitedNatural', 'default', 'flatNatural'],
    clothing: [
      'blazerAndShirt',
      'blazerAndSweater',
      'collarAndSweater',
      'hoodie',
      'shirtCrewNeck',
      'shirtVNeck',
    ],
  }).toString();
  return Buffer.from(svg, 'utf8');
}

export interface SeedCover {
  card: Buffer;
  page: Buffer;
}

/**
 * A demo pitch's cover at the sizes an uploaded cover gets (pitches' COVER_SIZES): the SVG is drawn
 * once, then both sizes are encoded from the same pixels. JPEG, not WebP: at seed time encoding speed
 * matters more than bytes (the cover art is flat colour, a few kilobytes either way).
 */
export async function pitchCover(name: string, projectType: string): Promise<SeedCover> {
  const { data, info } = await sharp(Buffer.from(coverSvg(name, projectType)))
    .removeAlpha() // the art is opaque: three channels encode faster than four
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const encode = (size: keyof typeof COVER_SIZES) => {
    const { width, height } = COVER_SIZES[size];
    const image = sharp(data, raw);
    const sized = width === COVER_ART.width ? image : image.resize(width, height);
    return sized.jpeg({ quality: 82 }).toBuffer();
  };
  const [card, page] = await Promise.all([encode('card'), encode('page')]);
  return { card, page };
}
