import { messages, PHOTO_MAX_BYTES } from '@angelbridge/contracts';
import { describe, expect, it } from 'vitest';
import { photoProblem } from './photo-picker';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('photoProblem', () => {
  it('accepts png, jpg and jpeg pictures', () => {
    expect(photoProblem(file('me.png', 'image/png'))).toBeNull();
    expect(photoProblem(file('me.JPG', 'image/jpeg'))).toBeNull();
    expect(photoProblem(file('me.jpeg', 'image/jpeg'))).toBeNull();
  });

  it('refuses other kinds, whatever they are called', () => {
    expect(photoProblem(file('me.gif', 'image/gif'))).toBe(messages.profilePhoto.type);
    expect(photoProblem(file('notes.png', 'text/plain'))).toBe(messages.profilePhoto.type);
  });

  it('refuses a picture over 5 MB', () => {
    expect(photoProblem(file('big.png', 'image/png', PHOTO_MAX_BYTES + 1))).toBe(messages.profilePhoto.size);
  });
});
