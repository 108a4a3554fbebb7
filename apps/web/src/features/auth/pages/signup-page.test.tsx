import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CANADA, FRANCE, stubApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render';

describe('sign-up, initial stage', () => {
  it('when the page opens, then the country select defaults to Canada (+1) from the server list', async () => {
    stubApi({
      '/getCountries': () => ({
        json: { success: true, message: 'Countries.', country_data: [CANADA, FRANCE] },
      }),
    });
    renderRoute('/signup?type=entrepreneur&stage=initial');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Country' }) as HTMLInputElement;
    await waitFor(() => expect(select.value).toBe('Canada (+1)'));
  });

  it('when no stage is given, then the role choice links to the initial stage', async () => {
    renderRoute('/signup');
    const link = await screen.findByRole('link', { name: 'Join as an Investor' });
    expect(link.getAttribute('href')).toBe('/signup?type=investor&stage=initial');
  });
});
