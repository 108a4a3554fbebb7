import { getAgreements } from '@angelbridge/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, NETWORK_ERROR, sent } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import {
  aCompletedAgreement,
  agreementsPage,
  anAgreement,
  awaitingFounder,
  signInAs,
} from '../test/agreement-fixture';

const rows = () => screen.getAllByTestId('agreement-row');

describe('My agreements', () => {
  it('when an investor has none, then the page says when they come', async () => {
    signInAs('investor');
    answer(getAgreements, agreementsPage([]));
    renderRoute('/agreements');
    expect(await screen.findByText('No agreements yet')).toBeTruthy();
    expect(screen.getByText(/its founder sends you an agreement to sign here/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verify an agreement' }).getAttribute('href')).toBe(
      '/verify-agreement',
    );
  });

  it('when an investor has agreements, then the one awaiting them says Review and sign', async () => {
    signInAs('investor');
    const mine = anAgreement();
    const done = aCompletedAgreement();
    answer(getAgreements, agreementsPage([mine, done]));
    renderRoute('/agreements');
    await screen.findAllByTestId('agreement-row');
    const [first, second] = rows();
    if (!first || !second) throw new Error('two rows expected');
    expect(within(first).getByText('Fay Founder')).toBeTruthy();
    expect(within(first).getByText('C$25,000')).toBeTruthy();
    expect(
      within(first)
        .getByRole('link', { name: 'Review and sign: Solar Roofs, Fay Founder' })
        .getAttribute('href'),
    ).toBe(`/agreements/${mine._id}`);
    expect(within(second).getByText('Completed')).toBeTruthy();
    expect(within(second).getByRole('link', { name: 'Open: Solar Roofs, Fay Founder' })).toBeTruthy();
  });

  it('when a founder filters by status, then the server is asked for that status', async () => {
    signInAs('entrepreneur');
    const half = awaitingFounder({}, 'Hal Halfway');
    answer(getAgreements, (body) => agreementsPage(body.status === 'completed' ? [] : [half]));
    renderRoute('/agreements');
    const row = (await screen.findAllByTestId('agreement-row'))[0];
    if (!row) throw new Error('a row expected');
    expect(within(row).getByText('Hal Halfway')).toBeTruthy();
    expect(within(row).getByRole('link', { name: /^Review and sign/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Completed' }));
    expect(await screen.findByText('No completed agreements')).toBeTruthy();
    expect(sent(getAgreements).at(-1)?.body).toMatchObject({ status: 'completed' });
  });

  it('when the list cannot be read, then the page says so and reads it again on request', async () => {
    signInAs('investor');
    answer(getAgreements, NETWORK_ERROR);
    renderRoute('/agreements');
    expect(await screen.findByText('Your agreements could not be loaded')).toBeTruthy();
    answer(getAgreements, agreementsPage([]));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('No agreements yet')).toBeTruthy());
  });
});
