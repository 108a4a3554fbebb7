import {
  getAlmaMater,
  getArcheType,
  getBusinessType,
  getCitiesByStateId,
  getCountries,
  getPreferredSector,
  getProjectType,
  getSkill,
  getStatesByCountryId,
} from '@angelbridge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function canada() {
  const res = await t.call(getCountries);
  return res.body.country_data.find((c: { alpha_2: string }) => c.alpha_2 === 'CA');
}

describe('countries, states and cities', () => {
  it('when countries are asked for, then every country comes with flag, ISD code and alpha-2, Canada with ISD 1', async () => {
    const res = await t.call(getCountries);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.country_data.length).toBeGreaterThanOrEqual(245);
    expect(await canada()).toMatchObject({ name: 'Canada', isd_code: '1', alpha_2: 'CA', flag: '🇨🇦' });
    const names = res.body.country_data.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("when a country's states are asked for, then its provinces come by name", async () => {
    const res = await t.call(getStatesByCountryId, { country_id: (await canada())._id });
    expect(res.status).toBe(200);
    const names = res.body.states_data.map((s: { name: string }) => s.name);
    expect(names).toContain('Ontario');
    expect(names).toContain('Quebec');
    expect(names.length).toBeGreaterThanOrEqual(13);
  });

  it("when a state's cities are asked for, then its cities come", async () => {
    const states = await t.call(getStatesByCountryId, { country_id: (await canada())._id });
    const ontario = states.body.states_data.find((s: { name: string }) => s.name === 'Ontario');
    const res = await t.call(getCitiesByStateId, { state_id: ontario._id });
    expect(res.status).toBe(200);
    const names = res.body.city_data.map((c: { name: string }) => c.name);
    expect(names).toContain('Toronto');
    expect(names).toContain('Ottawa');
  });

  it('when the id is unknown, then the list is empty', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const states = await t.call(getStatesByCountryId, { country_id: unknown });
    expect(states.status).toBe(200);
    expect(states.body.states_data).toEqual([]);
    const cities = await t.call(getCitiesByStateId, { state_id: unknown });
    expect(cities.body.city_data).toEqual([]);
  });

  it('when the id is malformed or missing, then 400 names the field', async () => {
    const malformed = await t.call(getStatesByCountryId, { country_id: 'canada' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ success: false, errors: { country_id: 'Invalid country id.' } });
    const missing = await t.call(getCitiesByStateId, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors.state_id).toBeTruthy();
  });
});

describe('pick lists', () => {
  it.each([
    [getSkill, 'skill_data', 'skills', 'Software Engineering'],
    [getPreferredSector, 'preferred_Sector_data', 'title', 'Artificial Intelligence'],
    [getProjectType, 'projectType_data', 'title', 'Technology'],
    [getAlmaMater, 'almaMater_data', 'institutions_name', 'University of Toronto'],
    [getBusinessType, 'business_data', 'title', 'Corporation'],
    [getArcheType, 'archeType_data', 'arche_type', 'Visionary'],
  ] as const)(
    '%s answers under the spec key with the spec field name',
    async (endpoint, key, field, sample) => {
      const res = await t.call(endpoint);
      expect(res.status).toBe(200);
      const labels = res.body[key].map((item: Record<string, string>) => item[field]);
      expect(labels).toContain(sample);
      expect(res.body[key][0]._id).toMatch(/^[0-9a-f-]{36}$/);
    },
  );

  it("when project types are listed, then 'Others' comes last", async () => {
    const res = await t.call(getProjectType);
    expect(res.body.projectType_data.at(-1).title).toBe('Others');
  });
});
