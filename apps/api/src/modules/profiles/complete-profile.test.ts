import {
  completeProfile,
  doLogin,
  getUserDetails,
  messages,
  OTHER_OPTION_ID,
  PHOTO_MAX_BYTES,
} from '@angelbridge/contracts';
import { describe, expect, it } from 'vitest';
import {
  entrepreneurEdit,
  entrepreneurForm,
  investorForm,
  JPG,
  multipart,
  openTestApp,
  PASSWORD,
  PNG,
  signUpAndVerify,
} from '../../test/accounts.js';

const { t, ref } = await openTestApp();

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('completing an entrepreneur profile', () => {
  it('when every field comes with a picture, then all of it is stored and a session token comes back', async () => {
    const person = await signUpAndVerify(t, ref, 'entrepreneur');
    const form = {
      ...entrepreneurForm(ref),
      new_skills: ['Pitching', 'pitching', 'Negotiation'],
      type_business: OTHER_OPTION_ID,
      other_type_business: 'Social enterprise',
      alma_master: OTHER_OPTION_ID,
      other_alma_master: 'School of Life',
    };
    const res = await multipart(t, completeProfile, form, {
      token: person.completionToken,
      files: { picture: { buffer: PNG, name: 'me.png' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(messages.server.profileCompleted);
    const profile = res.body.user_data;
    expect(profile).toMatchObject({
      _id: person.userId,
      user_type: 'entrepreneur',
      email: person.email,
      email_verified: true,
      is_profile_complete: true,
      register_country: { _id: ref.canada._id, name: 'Canada' },
      register_state: { _id: ref.ontario, name: 'Ontario' },
      register_city: { _id: ref.toronto, name: 'Toronto' },
      country_id: { _id: ref.canada._id, name: 'Canada', isd_code: '1' },
      linkedin_profile: 'https://www.linkedin.com/in/ada-founder',
      arche_type: { _id: ref.archeType },
      professional_experience: { years: 7, months: 0 },
      certification: 'PMP',
      new_skills: ['Pitching', 'Negotiation'],
      type_business: null,
      other_type_business: 'Social enterprise',
      alma_master: null,
      other_alma_master: 'School of Life',
      your_achievement: 'Ship a product people love',
      bio: 'I build companies that last.',
    });
    expect(profile.skills.map((s: { _id: string }) => s._id).sort()).toEqual(ref.skills.slice(0, 2).sort());
    expect(profile.desired_project.map((p: { _id: string }) => p._id).sort()).toEqual(
      ref.projectTypes.slice(0, 2).sort(),
    );
    expect(profile.photo).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const served = await t.http.get(profile.photo);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const details = await t.call(getUserDetails, {}, { token: res.body.token });
    expect(details.body.user_data).toEqual(profile);
  });

  it('when a listed business type and alma mater are chosen, then they come back by name and the free text is dropped', async () => {
    const person = await signUpAndVerify(t, ref, 'entrepreneur');
    const form = { ...entrepreneurForm(ref), other_type_business: 'ignored', other_alma_master: 'ignored' };
    const res = await multipart(t, completeProfile, form, { token: person.completionToken });
    expect(res.status).toBe(200);
    expect(res.body.user_data.type_business).toMatchObject({
      _id: ref.businessType,
      title: expect.any(String),
    });
    expect(res.body.user_data.alma_master).toMatchObject({
      _id: ref.almaMater,
      institutions_name: expect.any(String),
    });
    expect(res.body.user_data.other_type_business).toBeNull();
    expect(res.body.user_data.other_alma_master).toBeNull();
  });

  it("when 'other' is chosen without its text, or the rules break, then 400 with each field's message", async () => {
    const person = await signUpAndVerify(t, ref, 'entrepreneur');
    const form = {
      ...entrepreneurForm(ref),
      alma_master: OTHER_OPTION_ID,
      bio: 'short',
      skills: [],
      new_skills: [],
      linkedin_profile: 'https://example.com/ada',
    };
    const res = await multipart(t, completeProfile, form, { token: person.completionToken });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      other_alma_master: messages.entrepreneurProfile.otherAlmaMasterRequired,
      bio: messages.entrepreneurProfile.bioMin,
      skills: messages.entrepreneurProfile.skillsRequired,
      linkedin_profile: messages.profile.linkedinInvalid,
    });
  });

  it('when an id is not in its list, or a city is not in the state, then 400 names the field', async () => {
    const person = await signUpAndVerify(t, ref, 'entrepreneur');
    const res = await multipart(
      t,
      completeProfile,
      {
        ...entrepreneurForm(ref),
        register_city: ref.montreal,
        skills: [ref.skills[0], UNKNOWN_ID],
        arche_type: UNKNOWN_ID,
        type_business: UNKNOWN_ID,
        alma_master: UNKNOWN_ID,
        desired_project: [UNKNOWN_ID],
      },
      { token: person.completionToken },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      register_city: 'Invalid city.',
      skills: 'Invalid skill.',
      arche_type: 'Invalid archetype.',
      type_business: messages.entrepreneurProfile.typeBusinessInvalid,
      alma_master: messages.entrepreneurProfile.almaMasterRequired,
      desired_project: 'Invalid project type.',
    });
    const details = await t.call(getUserDetails, {}, { token: person.completionToken });
    expect(details.body.user_data.is_profile_complete).toBe(false);
  });

  it('when the profile is complete, then its completion token ends: 401 wherever it worked, nothing changes', async () => {
    const person = await signUpAndVerify(t, ref, 'entrepreneur');
    const first = await multipart(t, completeProfile, entrepreneurForm(ref), {
      token: person.completionToken,
    });
    expect(first.status).toBe(200);
    // someone who copied the completion token tries to rewrite the finished profile
    const again = await multipart(t, completeProfile, entrepreneurEdit(ref, { bio: 'Taken over.' }), {
      token: person.completionToken,
    });
    expect(again.status).toBe(401);
    expect(again.body.message).toBe(messages.server.unauthorized);
    const details = await t.call(getUserDetails, {}, { token: person.completionToken });
    expect(details.status).toBe(401);
    const mine = await t.call(getUserDetails, {}, { token: first.body.token });
    expect(mine.status).toBe(200);
    expect(mine.body.user_data).toMatchObject({ first_name: 'Ada', bio: entrepreneurForm(ref).bio });
  });

  it('when the account signs in again before finishing, then that completion token ends at completion too', async () => {
    const person = await signUpAndVerify(t, ref, 'investor');
    const login = await t.call(doLogin, { email: person.email, password: PASSWORD });
    expect(login.status).toBe(200);
    const second = login.body.token as string;
    expect((await t.call(getUserDetails, {}, { token: second })).status).toBe(200);
    const done = await multipart(t, completeProfile, investorForm(ref), { token: person.completionToken });
    expect(done.status).toBe(200);
    expect((await t.call(getUserDetails, {}, { token: second })).status).toBe(401);
    expect((await multipart(t, completeProfile, investorForm(ref), { token: second })).status).toBe(401);
  });
});

describe('completing an investor profile', () => {
  it('when every field comes, then range, sectors, expertise and desired projects are stored', async () => {
    const person = await signUpAndVerify(t, ref, 'investor');
    const res = await multipart(t, completeProfile, investorForm(ref), {
      token: person.completionToken,
      files: { picture: { buffer: JPG, name: 'me.jpeg' } },
    });
    expect(res.status).toBe(200);
    const profile = res.body.user_data;
    expect(profile).toMatchObject({
      user_type: 'investor',
      is_profile_complete: true,
      bio: 'Angel investor in early-stage software.',
      company_or_organization: 'Maple Angels',
      linkedin_profile: '',
      investment_range: { min: 1000, max: 50000 },
      register_city: { _id: ref.toronto },
    });
    expect(profile.photo).toMatch(/\.jpg$/);
    const ids = (list: { _id: string }[]) => list.map((item) => item._id).sort();
    expect(ids(profile.preferred_sectors)).toEqual(ref.sectors.slice(0, 2).sort());
    expect(ids(profile.expertise)).toEqual(ref.projectTypes.slice(1, 3).sort());
    expect(ids(profile.intermediate_project_type)).toEqual(ref.projectTypes.slice(0, 1));
    expect(profile.desired_project).toEqual(profile.intermediate_project_type);
    expect(profile).not.toHaveProperty('skills');
  });

  it('when the minimum is above the maximum or a sector is unknown, then 400', async () => {
    const person = await signUpAndVerify(t, ref, 'investor');
    const backwards = await multipart(
      t,
      completeProfile,
      { ...investorForm(ref), investment_range: { min: 9000, max: 10 } },
      { token: person.completionToken },
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors['investment_range.min']).toBe(messages.investorProfile.minAboveMax);
    const sector = await multipart(
      t,
      completeProfile,
      { ...investorForm(ref), preferred_sectors: [UNKNOWN_ID] },
      { token: person.completionToken },
    );
    expect(sector.status).toBe(400);
    expect(sector.body.errors).toEqual({ preferred_sectors: 'Invalid sector.' });
  });

  it("when the form's user_type is not the account's, then 403", async () => {
    const person = await signUpAndVerify(t, ref, 'investor');
    const res = await multipart(t, completeProfile, entrepreneurForm(ref), { token: person.completionToken });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(messages.server.userTypeMismatch);
  });
});

describe('the profile picture', () => {
  it('when it is over 5 MB, then 413 and the profile stays incomplete', async () => {
    const person = await signUpAndVerify(t, ref, 'investor');
    const big = Buffer.concat([PNG, Buffer.alloc(PHOTO_MAX_BYTES)]);
    const res = await multipart(t, completeProfile, investorForm(ref), {
      token: person.completionToken,
      files: { picture: { buffer: big, name: 'big.png' } },
    });
    expect(res.status).toBe(413);
    expect(res.body.success).toBe(false);
    const details = await t.call(getUserDetails, {}, { token: person.completionToken });
    expect(details.body.user_data.is_profile_complete).toBe(false);
  });

  it('when a text file is named .png, then 415 with the photo message', async () => {
    const person = await signUpAndVerify(t, ref, 'investor');
    const res = await multipart(t, completeProfile, investorForm(ref), {
      token: person.completionToken,
      files: { picture: { buffer: Buffer.from('just some text, not an image'), name: 'me.png' } },
    });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({
      message: messages.profilePhoto.type,
      errors: { picture: messages.profilePhoto.type },
    });
  });
});
