import {
  getAgreements,
  getCountries,
  getRoundTerms,
  setRoundTerms,
  agreementTexts as t,
} from '@angelbridge/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, sent } from '../../../test/api';
import { renderInRouter } from '../../../test/render';
import {
  agreementsPage,
  COUNTRY_ID,
  PITCH_ID,
  savedTerms,
  signInAs,
  termsAnswer,
} from '../test/agreement-fixture';
import { RoundAgreements } from './round-agreements';

function openRound(terms: ReturnType<typeof termsAnswer>, agreements = agreementsPage([])) {
  signInAs('entrepreneur');
  answer(getCountries, {
    success: true,
    message: 'OK',
    country_data: [{ _id: COUNTRY_ID, name: 'Canada', flag: '🇨🇦', isd_code: '1', alpha_2: 'CA' }],
  });
  answer(getRoundTerms, terms);
  answer(getAgreements, agreements);
  renderInRouter(<RoundAgreements pitchId={PITCH_ID} roundState="closing" onFunded={() => {}} />);
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const type = (name: string | RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
const terms = () => screen.getByRole('form', { name: 'Round terms' });

describe('the Round page’s terms', () => {
  it('when the pitch has no instrument, then the terms ask for one and link to the pitch', async () => {
    openRound(termsAnswer(null, null, { reason: t.cannotEditNoInstrument }));
    expect(await screen.findByText('Choose the instrument first')).toBeTruthy();
    expect(screen.getByText(t.cannotEditNoInstrument)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit the pitch' }).getAttribute('href')).toBe(
      `/editpitch/${PITCH_ID}`,
    );
  });

  it('when a SAFE’s form is sent empty, then only a SAFE’s terms show, each problem is named and nothing is sent', async () => {
    openRound(termsAnswer('safe'));
    await screen.findByRole('form', { name: 'Round terms' });
    expect(within(terms()).getByRole('textbox', { name: 'Valuation cap' })).toBeTruthy();
    expect(within(terms()).getByRole('checkbox', { name: 'Most favoured nation (MFN)' })).toBeTruthy();
    expect(within(terms()).queryByRole('textbox', { name: /^Interest/ })).toBeNull();
    expect(within(terms()).queryByRole('textbox', { name: /^Price per share/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save terms' }));
    expect(await screen.findByText(t.safeNeedsATerm)).toBeTruthy();
    expect(screen.getByText(t.companyLegalNameRequired)).toBeTruthy();
    expect(screen.getByText(t.governingLawRequired)).toBeTruthy();
    expect(screen.getByText(t.signatoryNameRequired)).toBeTruthy();
    // MFN alone is a SAFE's term: the form lets it go
    fireEvent.click(screen.getByRole('checkbox', { name: 'Most favoured nation (MFN)' }));
    await waitFor(() => expect(screen.queryByText(t.safeNeedsATerm)).toBeNull());
    expect(sent(setRoundTerms)).toHaveLength(0);
  });

  it('when a note’s interest has three decimals, then the contract’s words say so', async () => {
    openRound(termsAnswer('convertible_note'));
    await screen.findByRole('form', { name: 'Round terms' });
    type(/^Interest/, '6.555');
    fireEvent.click(screen.getByRole('button', { name: 'Save terms' }));
    expect(await screen.findByText(t.interestInvalid)).toBeTruthy();
    expect(screen.getByText(t.termRequired('Maturity date'))).toBeTruthy();
    expect(sent(setRoundTerms)).toHaveLength(0);
  });

  it('when an equity round’s terms are saved, then its three terms go with the company, and the saved terms show with the preview', async () => {
    let saved = false;
    const equity = savedTerms({
      instrument: 'equity',
      instrument_terms: {
        ...savedTerms().instrument_terms,
        valuation_cap: null,
        discount_percent: null,
        mfn: null,
        price_per_share: '0.8125',
        share_class: 'Series Seed Preferred',
        pre_money_valuation: 4_000_000,
      },
    });
    openRound(termsAnswer('equity'));
    answer(getRoundTerms, () => termsAnswer('equity', saved ? equity : null));
    answer(setRoundTerms, () => {
      saved = true;
      return { success: true, message: t.termsSavedSending, round_terms: equity };
    });
    await screen.findByRole('form', { name: 'Round terms' });
    // Canada is chosen once the list arrives
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Country of incorporation/ })).toHaveProperty(
        'value',
        'Canada',
      ),
    );
    type(/^Company's legal name/, 'Sunny Roofs Inc.');
    type(/^Province or state/, 'Ontario');
    type(/^Governing law/, 'Ontario, Canada');
    type(/^Signatory's name/, 'Fay Founder');
    type(/^Signatory's title/, 'CEO');
    type(/^Price per share/, '0.8125');
    type(/^Share class/, 'Series Seed Preferred');
    type(/^Pre-money valuation/, '4000000');
    fireEvent.click(screen.getByRole('button', { name: 'Save terms' }));
    await waitFor(() => expect(sent(setRoundTerms)).toHaveLength(1));
    const body = sent(setRoundTerms)[0]?.body as Record<string, string>;
    expect(body).toMatchObject({
      pitch_id: PITCH_ID,
      company_legal_name: 'Sunny Roofs Inc.',
      governing_law: 'Ontario, Canada',
      signatory_name: 'Fay Founder',
      signatory_title: 'CEO',
    });
    expect(JSON.parse(body.incorporation ?? '')).toEqual({ country_id: COUNTRY_ID, region: 'Ontario' });
    expect(JSON.parse(body.instrument_terms ?? '')).toEqual({
      price_per_share: '0.8125',
      share_class: 'Series Seed Preferred',
      pre_money_valuation: 4_000_000,
    });
    expect(sent(setRoundTerms)[0]?.form?.get('agreement_file')).toBeNull();
    expect(await screen.findByText('Series Seed Preferred', { exact: false })).toBeTruthy();
    const preview = screen.getByRole('link', { name: /^Preview the agreement/ });
    expect(preview.getAttribute('href')).toBe('/api/agreements/documents/preview-link');
    expect(preview.getAttribute('target')).toBe('_blank');
    // saved while the round is closing: the queue makes the agreements, and the table says it waits for them
    expect(await screen.findByText(/Preparing the agreements/)).toBeTruthy();
  });

  it('when a PDF is chosen, then it goes as agreement_file; another kind of file is refused at once', async () => {
    openRound(termsAnswer('safe', savedTerms()));
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    answer(setRoundTerms, async () => {
      await held;
      return {
        success: true,
        message: t.termsSaved,
        round_terms: savedTerms({ template: 'uploaded', agreement_file_name: 'lawyer.pdf' }),
      };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Change terms' }));
    const input = () => {
      const found = document.querySelector<HTMLInputElement>('input[type="file"]');
      if (!found) throw new Error('no file input');
      return found;
    };
    fireEvent.change(input(), {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(await screen.findByText(t.fileType)).toBeTruthy();
    fireEvent.change(input(), {
      target: { files: [new File(['%PDF-1.7'], 'lawyer.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('lawyer.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save terms' }));
    // while the PDF goes, its progress shows
    expect(await screen.findByRole('progressbar', { name: 'Upload progress of lawyer.pdf' })).toBeTruthy();
    await waitFor(() => expect(sent(setRoundTerms)).toHaveLength(1));
    release();
    expect(await screen.findByText(t.termsSaved)).toBeTruthy();
    const file = sent(setRoundTerms)[0]?.form?.get('agreement_file');
    expect((file as Blob).type).toBe('application/pdf');
    expect(JSON.parse(String(sent(setRoundTerms)[0]?.body.instrument_terms))).toEqual({
      valuation_cap: 8_000_000,
      discount_percent: 20,
      mfn: false,
    });
  });

  it('when agreements are out, then the terms are read-only with the server’s reason', async () => {
    openRound(termsAnswer('safe', savedTerms(), { mayEdit: false, reason: t.cannotEditSent }));
    expect(await screen.findByText(t.cannotEditSent)).toBeTruthy();
    expect(screen.getByText('Sunny Roofs Inc.')).toBeTruthy();
    expect(screen.getByText('SAFE, C$8,000,000 cap, 20% discount')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change terms' })).toBeNull();
  });
});
