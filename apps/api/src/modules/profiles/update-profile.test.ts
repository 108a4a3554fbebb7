import { getUserDetails, messages, PHOTO_MAX_BYTES, updateProfile } from '@angelbridge/contracts';
import { describe, expect, it } from 'vitest';
import {
  entrepreneurEdit,
  investorForm,
  JPG,
  multipart,
  openTestApp,
  PNG,
  signedInUser,
} from '../../test/accounts.js';
import { isStored } from '../../test/stored-files.js';

const { t, ref } = await openTestApp();

const stored = (url: string) => isStored(t.storage, url);

describe('editing a profile', () => {
  it('when names and kind fields change, then they are saved at once and both checks are true', async () => {
    const person = await signedInUser(t, ref, 'entrepreneur');
    const res = await multipart(
      t,
      updateProfile,
      entrepreneurEdit(ref, {
        bio: 'Now building climate tech.',
        professional_experience: 12,
        new_skills: [],
      }),
      { token: person.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(messages.server.profileUpdated);
    expect(res.body.user_data).toMatchObject({
      first_name: 'Grace',
      last_name: 'Hopper',
      email: person.email,
      bio: 'Now building climate tech.',
      professional_experience: { years: 12, months: 0 },
      new_skills: [],
      is_valid_email: true,
      is_valid_mobile_number: true,
    });
    const details = await t.call(getUserDetails, {}, { token: person.token });
    expect(details.body.user_data).toMatchObject({ first_name: 'Grace', bio: 'Now building climate tech.' });
  });

  it('when a new photo replaces the old one, then the old file is deleted', async () => {
    const person = await signedInUser(t, ref, 'investor');
    const edit = { ...investorForm(ref), first_name: 'Ada', last_name: 'Investor' };
    const first = await multipart(t, updateProfile, edit, {
      token: person.token,
      files: { photo: { buffer: PNG, name: 'a.png' } },
    });
    const oldPhoto = first.body.user_data.photo as string;
    expect(await stored(oldPhoto)).toBe(true);
    const second = await multipart(t, updateProfile, edit, {
      token: person.token,
      files: { photo: { buffer: JPG, name: 'b.jpg' } },
    });
    expect(second.status).toBe(200);
    expect(second.body.user_data.photo).not.toBe(oldPhoto);
    expect(await stored(second.body.user_data.photo)).toBe(true);
    expect(await stored(oldPhoto)).toBe(false);
    // without a file the photo stays
    const third = await multipart(t, updateProfile, edit, { token: person.token });
    expect(third.body.user_data.photo).toBe(second.body.user_data.photo);
  });

  it('when the photo is too big or not an image, then 413 or 415', async () => {
    const person = await signedInUser(t, ref, 'investor');
    const edit = { ...investorForm(ref), first_name: 'Ada', last_name: 'Investor' };
    const big = await multipart(t, updateProfile, edit, {
      token: person.token,
      files: { photo: { buffer: Buffer.concat([PNG, Buffer.alloc(PHOTO_MAX_BYTES)]), name: 'big.png' } },
    });
    expect(big.status).toBe(413);
    const text = await multipart(t, updateProfile, edit, {
      token: person.token,
      files: { photo: { buffer: Buffer.from('hello'), name: 'fake.png' } },
    });
    expect(text.status).toBe(415);
    expect(text.body.errors).toEqual({ photo: messages.profilePhoto.type });
  });

  it("when the form's user_type is not the account's, then 403; an unknown id, then 400", async () => {
    const person = await signedInUser(t, ref, 'entrepreneur');
    const wrong = await multipart(
      t,
      updateProfile,
      { ...investorForm(ref), first_name: 'A', last_name: 'B' },
      {
        token: person.token,
      },
    );
    expect(wrong.status).toBe(403);
    const unknown = await multipart(t, updateProfile, entrepreneurEdit(ref, { register_state: ref.quebec }), {
      token: person.token,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ register_city: 'Invalid city.' });
  });
});
