import {
  getFollowedPitches,
  getInvestmentPageDataById,
  getPitches,
  getTeamContactByInvestorId,
  openPitchDocument,
  RECORD_EVENT_PATH,
} from '@angelbridge/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_KEY_META } from '../../../lib/api-client';
import { answer, refuse, sent } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { draftPitch, PITCH_ID, signInAs } from '../test/pitch-fixture';
import {
  LOCKED_DOC_ID,
  lockedDocument,
  PUBLIC_DOC_ID,
  pitchPageAnswer,
  publicDocument,
  publicPitch,
} from '../test/public-pitch-fixture';

beforeAll(async () => {
  await import('./pitch-detail-page');
});

let beacons: { url: string; body: Record<string, unknown> }[] = [];
const pending: Promise<void>[] = [];

beforeEach(() => {
  // a signed-in investor's page reads their follows (the Follow button)
  answer(getFollowedPitches, { success: true, message: 'OK', pitches: [] });
  beacons = [];
  const meta = document.createElement('meta');
  meta.name = API_KEY_META;
  meta.content = 'test-api-key';
  document.head.append(meta);
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: vi.fn((url: string, blob: Blob) => {
      pending.push(blob.text().then((text) => void beacons.push({ url, body: JSON.parse(text) })));
      return true;
    }),
  });
});

afterEach(() => {
  document.head.querySelector(`meta[name="${API_KEY_META}"]`)?.remove();
});

async function sentBeacons() {
  await Promise.all(pending);
  return beacons;
}

const answerTeamAccess = (is_allowed: boolean) =>
  answer(getTeamContactByInvestorId, {
    success: true,
    message: 'OK',
    team: { permission_send: is_allowed, is_allowed, contact_id: null, team_data: [], status: null },
  });

describe('pitch page: documents and engagement', () => {
  it('when a guest opens Documents, then the view is beaconed, the public link beacons its open and the locked one leads to sign-in', async () => {
    answer(getInvestmentPageDataById, pitchPageAnswer(4));
    renderRoute(`/project/${PITCH_ID}?tab=3`);
    // Named after its file, not 'Document 1' (issue 31).
    const link = await screen.findByRole('link', { name: 'deck.pdf' });
    expect(screen.queryByText('Document 1')).toBeNull();
    expect(link.getAttribute('href')).toBe('/uploads/deck.pdf');
    expect(screen.getByText('financials.pdf')).toBeTruthy();
    expect(screen.getByText('Approved investors only')).toBeTruthy();
    expect(screen.getByText('Usually answers within 4 days')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request access to financials.pdf' }).getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent(`/project/${PITCH_ID}?tab=5`)}`,
    );
    expect(screen.queryByRole('button', { name: 'Open financials.pdf' })).toBeNull();

    fireEvent.click(link);
    const beaconed = await sentBeacons();
    expect(beaconed.every((b) => b.url === RECORD_EVENT_PATH)).toBe(true);
    const view = beaconed.find((b) => b.body.kind === 'tab_view');
    expect(view?.body).toMatchObject({ pitch_id: PITCH_ID, tab: 3, duration_ms: 0, api_key: 'test-api-key' });
    expect(view?.body.token).toBeUndefined();
    const open = beaconed.find((b) => b.body.kind === 'document_open');
    expect(open?.body).toMatchObject({ pitch_id: PITCH_ID, document_id: PUBLIC_DOC_ID });
    // The same random browser id on every event, kept for the next visit.
    const visitor = String(open?.body.visitor_id);
    expect(visitor).toMatch(/^[a-f0-9]{32}$/);
    expect(view?.body.visitor_id).toBe(visitor);
    expect(localStorage.getItem('visitor_id')).toBe(visitor);
  });

  it('when the visitor leaves a tab, then its time is sent with the session token', async () => {
    signInAs('investor');
    let now = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    answer(getInvestmentPageDataById, pitchPageAnswer());
    answerTeamAccess(false);
    renderRoute(`/project/${PITCH_ID}`);
    await screen.findByRole('tab', { name: 'Documents' });
    now += 12_345;
    fireEvent.click(screen.getByRole('tab', { name: 'Documents' }));
    await screen.findByText('financials.pdf');
    const views = (await sentBeacons()).filter((b) => b.body.kind === 'tab_view');
    expect(views.map((b) => [b.body.tab, b.body.duration_ms])).toEqual([
      [0, 0],
      [0, 12_345],
      [3, 0],
    ]);
    expect(views.every((b) => b.body.token === 'session-token')).toBe(true);
  });

  it('when an investor without access presses Request access, then page 5 opens', async () => {
    signInAs('investor');
    answer(getInvestmentPageDataById, pitchPageAnswer());
    answerTeamAccess(false);
    const { router } = renderRoute(`/project/${PITCH_ID}?tab=3`);
    fireEvent.click(await screen.findByRole('button', { name: 'Request access to financials.pdf' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=5'));
    expect(await screen.findByRole('heading', { name: 'You need permission' })).toBeTruthy();
  });

  it('when an allowed investor presses Open, then a tab opened during the click goes to the signed link', async () => {
    signInAs('investor');
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const openWindow = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const signed = '/api/pitchDocument/signed?token=abc';
    answer(getInvestmentPageDataById, pitchPageAnswer());
    answerTeamAccess(true);
    answer(openPitchDocument, {
      success: true,
      message: 'OK',
      url: signed,
      expires_at: '2026-01-01T00:05:00.000Z',
    });
    renderRoute(`/project/${PITCH_ID}?tab=3`);
    fireEvent.click(await screen.findByRole('button', { name: 'Open financials.pdf' }));
    expect(openWindow).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe(signed));
    expect(tab.opener).toBeNull();
    // A signed-in caller is known by the token, so no browser id is sent.
    expect(sent(openPitchDocument)[0]?.body).toEqual({ pitch_id: PITCH_ID, document_id: LOCKED_DOC_ID });
  });

  it('when the server refuses the link, then the opened tab closes and the reason shows', async () => {
    signInAs('investor');
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    answer(getInvestmentPageDataById, pitchPageAnswer());
    answerTeamAccess(true);
    refuse(openPitchDocument, 403, 'Your access to this document has ended.');
    renderRoute(`/project/${PITCH_ID}?tab=3`);
    fireEvent.click(await screen.findByRole('button', { name: 'Open financials.pdf' }));
    expect(await screen.findByText('Your access to this document has ended.')).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });

  it('when the owner views their pitch, then the locked document has Open for them too', async () => {
    signInAs('entrepreneur');
    answer(getInvestmentPageDataById, pitchPageAnswer());
    answer(getPitches, { success: true, message: 'OK', pitch_data: [draftPitch({ draft: false })] });
    renderRoute(`/project/${PITCH_ID}?tab=3`);
    expect(await screen.findByRole('button', { name: 'Open financials.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Request access/ })).toBeNull();
  });

  it('when another founder views the pitch, then the locked document shows only its lock', async () => {
    signInAs('entrepreneur');
    answer(getInvestmentPageDataById, pitchPageAnswer());
    answer(getPitches, { success: true, message: 'OK', pitch_data: [] });
    renderRoute(`/project/${PITCH_ID}?tab=3`);
    await screen.findByText('financials.pdf');
    await waitFor(() => expect(screen.queryByRole('button', { name: /financials/ })).toBeNull());
    expect(screen.queryByRole('link', { name: /financials/ })).toBeNull();
    expect(screen.queryByText(/Usually answers within/)).toBeNull();
  });

  it("when a visitor opens a public image, then it shows in the page's viewer, not in a new tab", async () => {
    const openWindow = vi.spyOn(window, 'open');
    const image = {
      ...publicDocument,
      pitch_document: '/uploads/site.png',
      name: 'site.png',
      kind: 'png' as const,
    };
    answer(getInvestmentPageDataById, pitchPageAnswer(null, publicPitch({ document: [image] })));
    renderRoute(`/project/${PITCH_ID}?tab=3`);
    fireEvent.click(await screen.findByRole('link', { name: 'site.png' }));
    const viewer = await screen.findByRole('dialog', { name: 'site.png' });
    expect(viewer.querySelector('img')?.getAttribute('src')).toBe('/uploads/site.png');
    expect(openWindow).not.toHaveBeenCalled();
    const open = (await sentBeacons()).find((b) => b.body.kind === 'document_open');
    expect(open?.body).toMatchObject({ pitch_id: PITCH_ID, document_id: PUBLIC_DOC_ID });
  });

  it('when an allowed investor opens a locked image, then its signed link shows in the viewer', async () => {
    signInAs('investor');
    const openWindow = vi.spyOn(window, 'open');
    const signed = '/api/pitchDocument/signed?token=img';
    const image = { ...lockedDocument, name: 'plans.png', kind: 'png' as const };
    answer(getInvestmentPageDataById, pitchPageAnswer(null, publicPitch({ document: [image] })));
    answerTeamAccess(true);
    answer(openPitchDocument, {
      success: true,
      message: 'OK',
      url: signed,
      expires_at: '2026-01-01T00:05:00.000Z',
    });
    renderRoute(`/project/${PITCH_ID}?tab=3`);
    fireEvent.click(await screen.findByRole('button', { name: 'Open plans.png' }));
    const viewer = await screen.findByRole('dialog', { name: 'plans.png' });
    expect(viewer.querySelector('img')?.getAttribute('src')).toBe(signed);
    expect(openWindow).not.toHaveBeenCalled();
    expect(sent(openPitchDocument)[0]?.body).toEqual({ pitch_id: PITCH_ID, document_id: LOCKED_DOC_ID });
  });
});
