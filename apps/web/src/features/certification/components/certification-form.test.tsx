import {
  certifyInvestor,
  getCountries,
  getMyCertification,
  certificationTexts as texts,
} from '@angelbridge/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, refuse, sent } from '../../../test/api';
import { CANADA, FRANCE } from '../../../test/places';
import { renderWithProviders } from '../../../test/render';
import { CertificationForm } from './certification-form';

const ok = { success: true as const, message: 'OK' };
const current = {
  basis: 'income' as const,
  country: { _id: CANADA._id, name: 'Canada' },
  signed_at: '2026-01-15T10:00:00.000Z',
  expires_at: '2027-01-15T10:00:00.000Z',
};
const WAIT = { timeout: 5_000 };

beforeEach(() => {
  localStorage.setItem('token', 'session-token');
  answer(getCountries, { ...ok, country_data: [CANADA, FRANCE] });
  answer(getMyCertification, { ...ok, certification: null });
});

async function fillIn(name = 'Ivy Investor') {
  fireEvent.click(await screen.findByRole('radio', { name: /^Net worth/ }, WAIT));
  const country = screen.getByRole('combobox', { name: texts.countryLabel });
  fireEvent.click(country);
  fireEvent.click(await screen.findByRole('option', { name: 'France' }, WAIT));
  fireEvent.change(screen.getByRole('textbox', { name: texts.signedNameLabel }), { target: { value: name } });
  fireEvent.click(screen.getByRole('checkbox', { name: texts.statementLabel }));
}

describe('the certification form', () => {
  it('when the investor has never certified, then it says so and offers every basis with its meaning', async () => {
    renderWithProviders(<CertificationForm />);
    expect(await screen.findByText(texts.none, undefined, WAIT)).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByText(texts.statement)).toBeTruthy();
  });

  it('when a certification is current, then its basis, country and expiry show', async () => {
    answer(getMyCertification, { ...ok, certification: current });
    renderWithProviders(<CertificationForm />);
    const status = await screen.findByRole('status', undefined, WAIT);
    expect(status.textContent).toContain('Income (Canada)');
    expect(status.textContent).toContain('2027-01-15');
  });

  it('when sent without the statement ticked, then the field says why and nothing is sent', async () => {
    renderWithProviders(<CertificationForm />);
    await screen.findByText(texts.none, undefined, WAIT);
    fireEvent.click(screen.getByRole('button', { name: texts.submit }));
    expect(await screen.findByText(texts.statementRequired, undefined, WAIT)).toBeTruthy();
    expect(screen.getByText(texts.signedNameRequired)).toBeTruthy();
    expect(sent(certifyInvestor)).toEqual([]);
  });

  it('when filled in and sent, then the call carries the choices and the new status shows', async () => {
    answer(certifyInvestor, {
      ...ok,
      certification: { ...current, basis: 'net_worth', country: { _id: FRANCE._id, name: 'France' } },
    });
    renderWithProviders(<CertificationForm />);
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: texts.submit }));
    await waitFor(
      () =>
        expect(sent(certifyInvestor).map((c) => c.body)).toEqual([
          {
            basis: 'net_worth',
            country_id: FRANCE._id,
            signed_name: 'Ivy Investor',
            statement_accepted: true,
          },
        ]),
      WAIT,
    );
    expect((await screen.findByRole('status', undefined, WAIT)).textContent).toContain('Net worth (France)');
  });

  it('when the server refuses the signed name, then its words show on that field', async () => {
    refuse(certifyInvestor, 400, texts.signedNameMismatch, {
      errors: { signed_name: texts.signedNameMismatch },
    });
    renderWithProviders(<CertificationForm />);
    await fillIn('Someone Else');
    fireEvent.click(screen.getByRole('button', { name: texts.submit }));
    expect(await screen.findByText(texts.signedNameMismatch, undefined, WAIT)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: texts.signedNameLabel }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('when the certification cannot be loaded, then an error says so and the form still shows', async () => {
    refuse(getMyCertification, 500, 'Something went wrong');
    renderWithProviders(<CertificationForm />);
    expect(await screen.findByText(texts.loadError, undefined, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: texts.submit })).toBeTruthy();
  });
});
