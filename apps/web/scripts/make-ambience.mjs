// Writes public/ambience.wav: a soft, seamlessly looping pad, synthesised here so nothing is downloaded.
// Run with `node scripts/make-ambience.mjs` after changing the sound; the output is committed.
// Every frequency and every swell is a whole number of cycles over the loop, so the end meets the start.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const RATE = 11_025; // a pad has nothing above ~2 kHz worth keeping, so a low rate halves the file
const SECONDS = 8;
const FRAMES = RATE * SECONDS;

// An A-major-ninth pad; each frequency is a multiple of 1/8 Hz, so it completes whole cycles in 8 s.
const VOICES = [
  { freq: 110, gain: 0.32, swell: 1, phase: 0 },
  { freq: 165, gain: 0.2, swell: 2, phase: 1.1 },
  { freq: 220, gain: 0.18, swell: 1, phase: 2.3 },
  { freq: 277.125, gain: 0.14, swell: 2, phase: 0.7 },
  { freq: 329.625, gain: 0.1, swell: 3, phase: 1.9 },
  { freq: 493.875, gain: 0.05, swell: 4, phase: 2.9 },
];

// A small deterministic generator keeps the file byte-identical between runs.
let seed = 0x2545f491;
const random = () => {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return ((seed >>> 0) / 0xffffffff) * 2 - 1;
};

const samples = new Float64Array(FRAMES);
for (let i = 0; i < FRAMES; i++) {
  const t = i / RATE;
  let value = 0;
  for (const v of VOICES) {
    // Slow swells (whole cycles per loop) make the chord breathe instead of droning.
    const swell = 0.6 + 0.4 * Math.sin((2 * Math.PI * v.swell * t) / SECONDS + v.phase);
    value += v.gain * swell * Math.sin(2 * Math.PI * v.freq * t + v.phase);
  }
  samples[i] = value;
}

let peak = 0;
for (const s of samples) peak = Math.max(peak, Math.abs(s));
// Quiet on purpose: background sound, never louder than the page deserves.
const scale = 0.45 / peak;

const data = Buffer.alloc(FRAMES);
for (let i = 0; i < FRAMES; i++) {
  // Triangular dither hides the 8-bit quantisation as a faint, even hiss instead of a buzz.
  const dithered = samples[i] * scale * 127 + (random() + random()) * 0.5;
  data[i] = Math.max(0, Math.min(255, Math.round(128 + dithered)));
}

const header = Buffer.alloc(44);
header.write('RIFF', 0);
header.writeUInt32LE(36 + data.length, 4);
header.write('WAVE', 8);
header.write('fmt ', 12);
header.writeUInt32LE(16, 16); // PCM chunk size
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(RATE, 24);
header.writeUInt32LE(RATE, 28); // bytes per second: 1 byte per frame
header.writeUInt16LE(1, 32); // block align
header.writeUInt16LE(8, 34); // bits per sample
header.write('data', 36);
header.writeUInt32LE(data.length, 40);

const out = fileURLToPath(new URL('../public/ambience.wav', import.meta.url));
writeFileSync(out, Buffer.concat([header, data]));
console.log(`wrote ${out} (${header.length + data.length} bytes)`);
