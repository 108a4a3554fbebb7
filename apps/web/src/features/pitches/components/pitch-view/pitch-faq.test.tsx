import { deletePitchFaq, getInvestmentPageDataById, getPitchesById, messages } from '@angelbridge/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, refuse, sent } from '../../../../test/api';
import { renderRoute } from '../../../../test/render';
import { draftPitch, PITCH_ID, signInAs } from '../../test/pitch-fixture';
import { pitchPageAnswer } from '../../test/public-pitch-fixture';

beforeAll(async () => {
  await import('../../pages/pitch-detail-page');
});

beforeEach(() => {
  // The page counts its views with beacons, which jsdom lacks.
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: vi.fn(() => true) });
});

const FAQ = {
  _id: '7f1e2d3c-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  question: 'How will the money be used?',
  answer: 'Mostly on installers and inventory.',
};

const withFaq = (faq = [FAQ]) => ({ ...pitchPageAnswer(), faq });

describe('the pitch page’s published answers', () => {
  it('shows them to a guest as an accordion, without delete', async () => {
    answer(getInvestmentPageDataById, withFaq());
    renderRoute(`/project/${PITCH_ID}`);
    expect(await screen.findByRole('heading', { name: 'Frequently asked questions' })).toBeTruthy();
    const question = screen.getByRole('button', { name: FAQ.question });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(FAQ.answer)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete answer' })).toBeNull();
  });

  it('shows nothing when there are none', async () => {
    answer(getInvestmentPageDataById, withFaq([]));
    renderRoute(`/project/${PITCH_ID}`);
    expect(await screen.findByRole('tab', { name: 'Overview' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Frequently asked questions' })).toBeNull();
  });

  it('lets the owner delete one after confirming', async () => {
    signInAs('entrepreneur');
    let faq = [FAQ];
    answer(getInvestmentPageDataById, () => withFaq(faq));
    answer(getPitchesById, { success: true, message: 'OK', pitch_data: draftPitch() });
    answer(deletePitchFaq, () => {
      faq = [];
      return { success: true, message: 'OK' };
    });
    renderRoute(`/project/${PITCH_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: FAQ.question }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete answer' }));
    fireEvent.click(await screen.findByRole('button', { name: messages.dialogs.confirm }));
    await waitFor(() => expect(sent(deletePitchFaq).map((c) => c.body)).toEqual([{ faq_id: FAQ._id }]));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Frequently asked questions' })).toBeNull(),
    );
  });

  it('gives another founder no delete', async () => {
    signInAs('entrepreneur');
    answer(getInvestmentPageDataById, withFaq());
    refuse(getPitchesById, 404, 'No Pitch Available');
    renderRoute(`/project/${PITCH_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: FAQ.question }));
    await waitFor(() => expect(sent(getPitchesById)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Delete answer' })).toBeNull();
  });
});
