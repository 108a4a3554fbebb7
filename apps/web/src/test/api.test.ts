import { getCms, getCountries, getStatesByCountryId } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { describe, expect, it } from 'vitest';
import { ApiError, callApi } from '../lib/api-client';
import { answer, checkCalls, NETWORK_ERROR, refuse, sent } from './api';
import { CANADA } from './places';

describe('the fake API of the web tests', () => {
  it('when a fake answer keeps to the contract, then the app gets it as the server would send it', async () => {
    answer(getCountries, { success: true, message: 'Countries.', country_data: [CANADA] });
    await expect(callApi(calls.getCountries, {})).resolves.toEqual({
      success: true,
      message: 'Countries.',
      country_data: [CANADA],
    });
    expect(sent(getCountries)).toHaveLength(1);
  });

  it('when a written answer breaks the contract, then the test fails where it is written', () => {
    const noFlag = { ...CANADA, flag: undefined };
    expect(() =>
      answer(getCountries, { success: true, message: 'Countries.', country_data: [noFlag as never] }),
    ).toThrow(/getCountries breaks the contract: country_data\.0\.flag/);
  });

  it('when a written answer carries a key the contract does not know, then the test fails too', () => {
    const withExtra = { ...CANADA, capital: 'Ottawa' };
    expect(() =>
      answer(getCountries, { success: true, message: 'Countries.', country_data: [withExtra] }),
    ).toThrow(/not in the contract: country_data\[0\]\.capital/);
  });

  it('when an answer made at call time breaks the contract, then the app sees a failure and the test fails after', async () => {
    answer(getStatesByCountryId, () => ({
      success: true,
      message: 'States.',
      states_data: [{ name: 7 }] as never,
    }));
    await expect(callApi(calls.getStatesByCountryId, { country_id: CANADA._id })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(() => checkCalls()).toThrow(/getByCountryId breaks the contract/);
  });

  it('when a refusal is written, then it carries the error envelope and its status', async () => {
    refuse(getCms, 429, 'Slow down.', { retry_after: 30 });
    await expect(callApi(calls.getCms, { cms_code: 'privacy_policy' })).rejects.toMatchObject({
      status: 429,
      message: 'Slow down.',
      retryAfter: 30,
    });
  });

  it('when a call has no answer in the test, then the app sees the network fail and the test fails after', async () => {
    await expect(callApi(calls.getCountries, {})).rejects.toMatchObject({ status: 0 });
    expect(() => checkCalls()).toThrow(/POST \/api\/getCountries had no answer/);
  });

  it('when the network is meant to fail, then the call rejects and the test passes', async () => {
    answer(getCountries, NETWORK_ERROR);
    await expect(callApi(calls.getCountries, {})).rejects.toMatchObject({ status: 0 });
  });
});
