import { getInvestmentPageDataById } from '@angelbridge/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer } from '../../../../test/api';
import { renderRoute } from '../../../../test/render';
import { PITCH_ID } from '../../test/pitch-fixture';
import { pitchPageAnswer, publicPitch } from '../../test/public-pitch-fixture';

beforeAll(async () => {
  await import('../../pages/pitch-detail-page');
});

const PITCH = publicPitch({ name_of_pitch: 'Solar "Co" Op', short_summary: 'Rooftop solar for co-ops.' });
const LINK = `${window.location.origin}/project/${PITCH_ID}`;

/** What the browser offers: a share sheet or not, and a clipboard that works or not. */
function browserWith({
  share,
  writeText,
}: {
  share?: (data: ShareData) => Promise<void>;
  writeText: () => Promise<void>;
}) {
  const sheet = share ? vi.fn(share) : undefined;
  const copy = vi.fn(writeText);
  Object.defineProperty(navigator, 'share', { configurable: true, value: sheet });
  Object.defineProperty(navigator, 'canShare', { configurable: true, value: sheet ? () => true : undefined });
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: copy } });
  return { sheet, copy };
}

async function shareButton() {
  answer(getInvestmentPageDataById, pitchPageAnswer(null, PITCH));
  renderRoute(`/project/${PITCH_ID}`);
  return screen.findByRole('button', { name: 'Share Solar "Co" Op' }, { timeout: 20_000 });
}

beforeEach(() => {
  // The page counts its views with beacons, which jsdom lacks.
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: vi.fn(() => true) });
});
afterEach(() => {
  for (const key of ['share', 'canShare', 'clipboard'])
    Object.defineProperty(navigator, key, { configurable: true, value: undefined });
});

describe('the pitch page’s Share button', () => {
  it('is a button in the tab order, named after the pitch', async () => {
    browserWith({ writeText: () => Promise.resolve() });
    const button = await shareButton();
    expect(button.tagName).toBe('BUTTON');
    button.focus();
    expect(document.activeElement).toBe(button);
    expect(button.textContent).toContain('Share');
  });

  it('opens the system share sheet with the pitch’s name, summary and own address where there is one', async () => {
    const { sheet, copy } = browserWith({
      share: () => Promise.resolve(),
      writeText: () => Promise.resolve(),
    });
    fireEvent.click(await shareButton());
    await waitFor(() =>
      expect(sheet).toHaveBeenCalledWith({
        title: 'Solar "Co" Op',
        text: 'Rooftop solar for co-ops.',
        url: LINK,
      }),
    );
    expect(copy).not.toHaveBeenCalled();
  });

  it('says nothing more when the person closes the share sheet', async () => {
    const { sheet, copy } = browserWith({
      share: () => Promise.reject(new DOMException('Share canceled', 'AbortError')),
      writeText: () => Promise.resolve(),
    });
    const button = await shareButton();
    fireEvent.click(button);
    await waitFor(() => expect(sheet).toHaveBeenCalled());
    await waitFor(() => expect(button.hasAttribute('data-loading')).toBe(false));
    expect(copy).not.toHaveBeenCalled();
    expect(screen.queryByText(/Link copied/)).toBeNull();
  });

  it('copies the link with a toast where there is no share sheet', async () => {
    const { copy } = browserWith({ writeText: () => Promise.resolve() });
    fireEvent.click(await shareButton());
    expect(
      await screen.findByText('Link copied. Paste it anywhere to share this pitch.', {}, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(copy).toHaveBeenCalledWith(LINK);
  });

  it('copies the link when the share sheet is refused (no permission)', async () => {
    const { copy } = browserWith({
      share: () => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')),
      writeText: () => Promise.resolve(),
    });
    fireEvent.click(await shareButton());
    await waitFor(() => expect(copy).toHaveBeenCalledWith(LINK));
    expect(await screen.findByText(/Link copied/, {}, { timeout: 20_000 })).toBeTruthy();
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    browserWith({ writeText: () => Promise.reject(new Error('denied')) });
    fireEvent.click(await shareButton());
    expect(
      await screen.findByText(`Copy this link to share the pitch: ${LINK}`, {}, { timeout: 20_000 }),
    ).toBeTruthy();
  });
});
