import { describe, expect, it } from 'vitest';
import { messages as m } from './messages.js';
import { LINKEDIN_PROFILE_PATTERN, linkedinProfileField } from './profile-fields.js';
import { completeProfile, getUserDetails, updateProfile, userProfile } from './profiles.js';
import { OTHER_OPTION_ID } from './reference.js';
import { firstMessage, id, issueList, labelled } from './test-helpers.js';

/** Long text, shown shortened in test names. */
const LONG = 'x'.repeat(2000);

const place = { register_country: id(1), register_state: id(2), register_city: id(3) };

/** As a browser sends it: multipart, so every value is text and lists are JSON text. */
const entrepreneur = {
  user_type: 'entrepreneur',
  ...place,
  linkedin_profile: 'https://www.linkedin.com/in/ada-lovelace/',
  arche_type: id(4),
  professional_experience: '7',
  certification: 'PMP',
  skills: JSON.stringify([id(5)]),
  new_skills: '',
  type_business: id(6),
  alma_master: id(7),
  desired_project: JSON.stringify([id(8), id(9)]),
  your_achievement: 'Build a company',
  bio: 'Engineer and founder.',
};

const investor = {
  user_type: 'investor',
  ...place,
  bio: 'Angel investor.',
  company_or_organization: 'Ada Capital',
  linkedin_profile: '',
  investment_range: '{"min":"1000","max":50000}',
  desired_project: [id(8)],
  preferred_sectors: '',
  expertise: id(10),
};

describe('/completeProfile', () => {
  const schema = completeProfile.request;

  it('accepts an entrepreneur form sent as multipart text', () => {
    const parsed = schema.parse(entrepreneur);
    expect(parsed).toMatchObject({
      professional_experience: { years: 7, months: 0 },
      skills: [id(5)],
      new_skills: [],
      desired_project: [id(8), id(9)],
    });
  });

  it('accepts an investor form, reading the range from JSON text', () => {
    expect(schema.parse(investor)).toMatchObject({
      investment_range: { min: 1000, max: 50000 },
      expertise: [id(10)],
      preferred_sectors: [],
    });
  });

  it('accepts custom skills instead of listed ones', () => {
    expect(schema.safeParse({ ...entrepreneur, skills: '', new_skills: ['Welding'] }).success).toBe(true);
  });

  it.each(
    labelled([
      [{ register_country: '' }, m.profile.countryRequired],
      [{ register_state: undefined }, m.profile.stateRequired],
      [{ register_city: '' }, m.profile.cityRequired],
      [{ register_city: 'toronto' }, 'Invalid city.'],
      [{ bio: '' }, m.entrepreneurProfile.bioRequired],
      [{ bio: 'Too short' }, m.entrepreneurProfile.bioMin],
      [{ linkedin_profile: 'ftp://linkedin.com/in/ada' }, m.profile.linkedinInvalid],
      [{ linkedin_profile: 'https://evil.com/linkedin.com/in/ada' }, m.profile.linkedinInvalid],
      [{ arche_type: '' }, m.entrepreneurProfile.archeTypeRequired],
      [{ professional_experience: '2.5' }, m.entrepreneurProfile.experienceInvalid],
      [{ professional_experience: '-1' }, m.entrepreneurProfile.experienceInvalid],
      [{ professional_experience: '0' }, m.entrepreneurProfile.experienceInvalid],
      [{ professional_experience: '51' }, m.entrepreneurProfile.experienceInvalid],
      [{ professional_experience: '' }, m.entrepreneurProfile.experienceInvalid],
      [{ certification: LONG.slice(0, 501) }, m.entrepreneurProfile.certificationMax],
      [{ your_achievement: LONG.slice(0, 1001) }, m.entrepreneurProfile.achievementMax],
      [{ skills: '[]', new_skills: '' }, m.entrepreneurProfile.skillsRequired],
      [{ new_skills: [LONG.slice(0, 51)] }, m.entrepreneurProfile.newSkillInvalid],
      [{ type_business: 'retail' }, m.entrepreneurProfile.typeBusinessInvalid],
      [{ type_business: OTHER_OPTION_ID }, m.entrepreneurProfile.otherTypeBusinessRequired],
      [{ alma_master: '' }, m.entrepreneurProfile.almaMasterRequired],
      [
        { alma_master: OTHER_OPTION_ID, other_alma_master: ' ' },
        m.entrepreneurProfile.otherAlmaMasterRequired,
      ],
      [{ desired_project: '[]' }, m.profile.desiredProjectRequired],
    ]),
  )('rejects the entrepreneur change %s with its message', (_label, change, message) => {
    expect(firstMessage(schema, { ...entrepreneur, ...change })).toBe(message);
  });

  it('accepts the other option when its free text is given', () => {
    const parsed = schema.parse({
      ...entrepreneur,
      type_business: OTHER_OPTION_ID,
      other_type_business: 'Bakery',
      alma_master: OTHER_OPTION_ID,
      other_alma_master: 'Home schooling',
    });
    expect(parsed).toMatchObject({ type_business: OTHER_OPTION_ID, other_alma_master: 'Home schooling' });
  });

  it.each(
    labelled([
      [{ bio: ' ' }, m.investorProfile.bioRequired],
      [{ company_or_organization: '' }, m.investorProfile.companyRequired],
      [{ register_country: undefined }, m.profile.countryRequired],
      [{ linkedin_profile: 'linkedin.com/ada' }, m.profile.linkedinInvalid],
      [{ investment_range: undefined }, m.investorProfile.investmentRangeRequired],
      [{ investment_range: { max: 10 } }, m.investorProfile.minInvestmentRequired],
      [{ investment_range: { min: 10, max: '' } }, m.investorProfile.maxInvestmentRequired],
      [{ investment_range: { min: -5, max: 10 } }, m.investorProfile.investmentInvalid],
      [{ investment_range: '{"min":500,"max":100}' }, m.investorProfile.minAboveMax],
      [{ desired_project: [] }, m.profile.desiredProjectRequired],
      [{ expertise: '' }, m.investorProfile.expertiseRequired],
      [{ expertise: ['not-an-id'] }, 'Invalid expertise.'],
    ]),
  )('rejects the investor change %s with its message', (_label, change, message) => {
    expect(firstMessage(schema, { ...investor, ...change })).toBe(message);
  });

  it('puts the range error on investment_range.min', () => {
    expect(issueList(schema, { ...investor, investment_range: { min: 9, max: 1 } })).toEqual([
      ['investment_range.min', m.investorProfile.minAboveMax],
    ]);
  });

  it('rejects an unknown user_type', () => {
    expect(firstMessage(schema, { ...investor, user_type: 'admin' })).toBe(m.profile.userTypeInvalid);
  });

  it('takes the picture from the picture file field', () => {
    expect(completeProfile.files?.map((rule) => rule.field)).toEqual(['picture']);
  });
});

describe('/updateProfile', () => {
  const schema = updateProfile.request;
  const names = { first_name: 'Ada', last_name: 'Lovelace' };

  it('accepts a profile with names and no contact change, treating empty text as missing', () => {
    const parsed = schema.parse({ ...investor, ...names, email: '', mobile_number: '', country_id: '' });
    expect(parsed).not.toHaveProperty('email', '');
    expect(parsed.email).toBeUndefined();
    expect(parsed.mobile_number).toBeUndefined();
  });

  it('normalises a changed e-mail and phone', () => {
    const parsed = schema.parse({
      ...entrepreneur,
      ...names,
      email: ' New@Example.com',
      isd_code: '+44',
      country_id: id(11),
      mobile_number: '7700900123',
    });
    expect(parsed).toMatchObject({ email: 'new@example.com', isd_code: '44', mobile_number: '7700900123' });
  });

  it.each(
    labelled([
      [{ first_name: '' }, m.profile.firstNameRequired],
      [{ last_name: undefined }, m.profile.lastNameRequired],
      [{ email: 'nope' }, m.login.emailInvalid],
      [{ mobile_number: '+1 416' }, m.signup.mobileInvalid],
      [{ bio: 'tiny' }, m.entrepreneurProfile.bioMin],
    ]),
  )('rejects %s with its message', (_label, change, message) => {
    expect(firstMessage(schema, { ...entrepreneur, ...names, ...change })).toBe(message);
  });

  it('keeps the investor rules', () => {
    expect(firstMessage(schema, { ...investor, ...names, expertise: [] })).toBe(
      m.investorProfile.expertiseRequired,
    );
  });

  it('takes the picture from the photo file field', () => {
    expect(updateProfile.files?.map((rule) => rule.field)).toEqual(['photo']);
  });
});

describe('LinkedIn address typed without https://', () => {
  it.each([
    ['linkedin.com/in/ada', 'https://linkedin.com/in/ada'],
    ['www.linkedin.com/in/ada-lovelace/', 'https://www.linkedin.com/in/ada-lovelace/'],
    ['  ca.linkedin.com/in/ada_l ', 'https://ca.linkedin.com/in/ada_l'],
    ['http://linkedin.com/in/ada', 'https://linkedin.com/in/ada'],
    ['https://linkedin.com/in/ada', 'https://linkedin.com/in/ada'],
    ['-', ''],
  ])('accepts %s and stores %s', (typed, stored) => {
    expect(linkedinProfileField.parse(typed)).toBe(stored);
  });

  it('still refuses what is not a LinkedIn profile', () => {
    expect(linkedinProfileField.safeParse('evil.com/linkedin.com/in/ada').success).toBe(false);
    expect(linkedinProfileField.safeParse('linkedin.com/company/ada').success).toBe(false);
  });
});

describe('LinkedIn pattern', () => {
  it.each([
    'https://linkedin.com/in/ada',
    'https://www.linkedin.com/in/ada-lovelace/',
    'https://ca.linkedin.com/in/ada_l',
    'https://WWW.LinkedIn.com/in/ada',
  ])('accepts %s', (url) => {
    expect(LINKEDIN_PROFILE_PATTERN.test(url)).toBe(true);
  });

  it.each([
    'http://linkedin.com/in/ada',
    'https://linkedin.com/company/ada',
    'https://linkedin.com/in/',
    'https://abcd.linkedin.com/in/ada',
    'https://linkedin.com.evil.io/in/ada',
    'javascript:alert(1)//https://linkedin.com/in/ada',
  ])('rejects %s', (url) => {
    expect(LINKEDIN_PROFILE_PATTERN.test(url)).toBe(false);
  });
});

describe('profile entity', () => {
  const base = {
    _id: id(1),
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    isd_code: '1',
    mobile_number: '4165550100',
    country: 'Canada',
    country_id: { _id: id(2), name: 'Canada', isd_code: '1' },
    register_country: { _id: id(2), name: 'Canada' },
    register_state: null,
    register_city: null,
    bio: '',
    linkedin_profile: '',
    photo: null,
    email_verified: true,
    is_profile_complete: false,
    desired_project: [],
    created_at: '2025-01-01T00:00:00.000Z',
  };
  const investorRow = {
    ...base,
    user_type: 'investor',
    company_or_organization: '',
    expertise: [],
    intermediate_project_type: [],
    investment_range: null,
    preferred_sectors: [],
  };

  it('strips a leaked password hash and token version', () => {
    const parsed = getUserDetails.response.parse({
      success: true,
      message: 'ok',
      user_data: { ...investorRow, password_hash: '$2b$12$abc', token_version: 3 },
    });
    expect(parsed.user_data).not.toHaveProperty('password_hash');
    expect(parsed.user_data).not.toHaveProperty('token_version');
  });

  it('requires the kind-specific parts of its user_type', () => {
    expect(userProfile.safeParse({ ...investorRow, user_type: 'entrepreneur' }).success).toBe(false);
    expect(userProfile.safeParse(investorRow).success).toBe(true);
  });

  it('marks on update whether the e-mail and phone are confirmed', () => {
    const response = { success: true, message: 'ok', user_data: investorRow };
    expect(updateProfile.response.safeParse(response).success).toBe(false);
    expect(
      updateProfile.response.safeParse({
        ...response,
        user_data: { ...investorRow, is_valid_email: false, is_valid_mobile_number: true },
      }).success,
    ).toBe(true);
  });
});
