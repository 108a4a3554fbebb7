import { describe, expect, it } from 'vitest';
import {
  getFundRaiseData,
  getInvestmentPageData,
  getInvestmentPageDataById,
  getScoutInvestor,
  getScoutInvestorById,
  globalSearch,
  scoutedUser,
} from './discovery.js';
import { messages as m } from './messages.js';
import { firstMessage, id } from './test-helpers.js';

const person = {
  _id: id(1),
  type: 'investor',
  photo: null,
  first_name: 'Ada',
  last_name: 'Lovelace',
  country_id: { name: 'Canada' },
  investment_range: { min: 1000, max: 5000 },
  intermediate_project_type: ['Technology'],
  professional_experience: null,
  linkedin_profile: '',
  bio: 'Angel.',
  company_or_organization: 'Ada Capital',
  expertise: [{ _id: id(2), title: 'Technology' }],
  years_on_angelbridge: 2,
};

describe('/globalSearch', () => {
  it('trims the query', () => {
    expect(globalSearch.request.parse({ search_query: '  ada ' })).toEqual({ search_query: 'ada' });
  });

  it.each([
    ['', m.search.queryRequired],
    ['   ', m.search.queryRequired],
    [undefined, m.search.queryRequired],
    ['x'.repeat(101), m.search.queryTooLong],
  ])('rejects the query %j', (search_query, message) => {
    expect(firstMessage(globalSearch.request, { search_query })).toBe(message);
  });
});

describe('/getInvestmentPageData', () => {
  const schema = getInvestmentPageData.request;

  it('accepts an empty filter', () => {
    expect(schema.parse({})).toEqual({ expertise: [] });
  });

  it('reads ids, text and a range, dropping a blank query', () => {
    expect(
      schema.parse({ expertise: [id(2)], search_query: ' engine ', investment_range: { min: 0, max: 100 } }),
    ).toEqual({
      expertise: [id(2)],
      search_query: 'engine',
      investment_range: { min: 0, max: 100 },
    });
    expect(schema.parse({ search_query: '  ' }).search_query).toBeUndefined();
  });

  it('rejects malformed filters', () => {
    expect(firstMessage(schema, { expertise: ['tech'] })).toBe('Invalid project type.');
    expect(schema.safeParse({ investment_range: { min: -1, max: 5 } }).success).toBe(false);
    expect(firstMessage(schema, { search_query: 'x'.repeat(101) })).toBe(m.search.queryTooLong);
  });

  it('reads a range sent as JSON text with numbers as text, and refuses a reversed one', () => {
    expect(schema.parse({ investment_range: '{"min":"10","max":"20"}' }).investment_range).toEqual({
      min: 10,
      max: 20,
    });
    expect(firstMessage(schema, { investment_range: { min: 30, max: 20 } })).toBe(
      m.investorProfile.minAboveMax,
    );
  });

  it('/getInvestmentPageDataById needs a pitch id', () => {
    expect(firstMessage(getInvestmentPageDataById.request, { investment_id: '' })).toBe('Invalid pitch id.');
  });
});

describe('/getScoutInvestor', () => {
  const schema = getScoutInvestor.request;

  it('reads the bounds as text and treats empty ones as missing', () => {
    expect(schema.parse({ type: 'investor', investment_min: '100', investment_max: '' })).toEqual({
      type: 'investor',
      expertise: [],
      investment_min: 100,
      page: 1,
    });
  });

  it('reads a page and refuses a bad one or reversed bounds', () => {
    expect(schema.parse({ type: 'investor', page: '3' }).page).toBe(3);
    expect(firstMessage(schema, { type: 'investor', page: 0 })).toBe('Invalid page.');
    expect(firstMessage(schema, { type: 'investor', page: 'next' })).toBe('Invalid page.');
    expect(firstMessage(schema, { type: 'investor', investment_min: 50, investment_max: 10 })).toBe(
      m.investorProfile.minAboveMax,
    );
  });

  it('needs a known type', () => {
    expect(firstMessage(schema, {})).toBe(m.search.typeInvalid);
    expect(firstMessage(schema, { type: 'guest' })).toBe(m.search.typeInvalid);
  });

  it('rejects a bound that is not a number', () => {
    expect(firstMessage(schema, { type: 'investor', investment_min: 'lots' })).toBe(
      m.investorProfile.investmentInvalid,
    );
  });

  it('/getScoutInvestorById needs the id under its spec spelling', () => {
    expect(getScoutInvestorById.request.parse({ inventor_id: id(1), type: 'entrepreneur' })).toEqual({
      inventor_id: id(1),
      type: 'entrepreneur',
    });
    // a shared link may not know the type
    expect(getScoutInvestorById.request.parse({ inventor_id: id(1) })).toEqual({ inventor_id: id(1) });
    expect(firstMessage(getScoutInvestorById.request, { investor_id: id(1), type: 'investor' })).toBe(
      'Invalid user id.',
    );
  });
});

describe('people in public lists', () => {
  const leaky = { ...person, email: 'ada@example.com', mobile_number: '4165550100', isd_code: '1' };

  it('never carry e-mail or phone', () => {
    const parsed = scoutedUser.parse(leaky);
    expect(parsed).not.toHaveProperty('email');
    expect(parsed).not.toHaveProperty('mobile_number');
    const funding = getFundRaiseData.response.parse({
      success: true,
      message: 'ok',
      investment_data: { investor_data: [leaky], pitch_data: [], scout_data: [leaky] },
    });
    expect(funding.investment_data.investor_data[0]).not.toHaveProperty('email');
    expect(funding.investment_data.scout_data[0]).not.toHaveProperty('mobile_number');
  });

  it('the profile page detail carries them', () => {
    const parsed = getScoutInvestorById.response.parse({
      success: true,
      message: 'ok',
      scout_investor: {
        ...leaky,
        contact_access: { shown: true, reason: 'request_allowed' },
        answers_within_days: null,
      },
      investment_data: [],
    });
    expect(parsed.scout_investor).toMatchObject({ email: 'ada@example.com', isd_code: '1' });
  });

  it('the profile page detail may withhold them, saying why', () => {
    const withheld = {
      ...person,
      email: null,
      isd_code: null,
      mobile_number: null,
      contact_access: { shown: false, reason: 'request_pending' },
      answers_within_days: 3,
    };
    expect(
      getScoutInvestorById.response.safeParse({
        success: true,
        message: 'ok',
        scout_investor: withheld,
        investment_data: [],
      }).success,
    ).toBe(true);
    const unexplained = { ...withheld, contact_access: { shown: false, reason: 'because' } };
    expect(
      getScoutInvestorById.response.safeParse({
        success: true,
        message: 'ok',
        scout_investor: unexplained,
        investment_data: [],
      }).success,
    ).toBe(false);
  });

  it('years on the platform is a whole number', () => {
    expect(scoutedUser.safeParse({ ...person, years_on_angelbridge: 1.5 }).success).toBe(false);
  });
});
