import { crc32, deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A truecolour PNG from RGB bytes (row after row). Rows use the Sub filter, so flat areas and smooth
 * gradients deflate to almost nothing: demo images stay a few kilobytes without an image library.
 */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const rowBytes = width * 3;
  const raw = Buffer.alloc((rowBytes + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const from = y * rowBytes;
    const to = y * (rowBytes + 1);
    raw[to] = 1; // Sub: each byte minus the same channel of the pixel to its left
    for (let i = 0; i < rowBytes; i += 1) {
      raw[to + 1 + i] = ((rgb[from + i] ?? 0) - (i >= 3 ? (rgb[from + i - 3] ?? 0) : 0)) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
