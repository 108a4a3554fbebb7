import { addPitches, getPitchesById, getProjectType, messages, type Pitch } from '@angelbridge/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, refuse, sent } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import {
  answerNoContactRequests,
  answerNoPitchesYet,
  draftPitch,
  projectTypes,
  signInAs,
} from '../test/pitch-fixture';

// The overview step's optional cover image: checked before upload, sent as the 'cover' file, and a
// refusal said on the field.
beforeAll(async () => {
  await import('../pages/add-pitch-page');
});

const stored = (pitch_data: Pitch) => ({ success: true as const, message: 'OK', pitch_data });
const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^${name}`) }), { target: { value } });

async function openFilledOverview() {
  signInAs('entrepreneur');
  answer(getProjectType, projectTypes);
  answerNoContactRequests();
  answerNoPitchesYet();
  renderRoute('/addpitch');
  expect(await screen.findByRole('heading', { name: 'Add Pitch' })).toBeTruthy();
  // the wizard shows once the founder's pitches are read (no earlier draft to offer)
  await screen.findByRole('textbox', { name: /^Name of pitch/ }, { timeout: 15_000 });
  type('Name of company', 'Sunny Co');
  type('Location', 'Toronto, Ontario');
  type('Name of pitch', 'Solar Roofs');
  type('Short summary', 'Panels for every roof.');
  type('Highlights', 'Cheap\nClean');
  fireEvent.click(screen.getByRole('combobox', { name: /^Project type/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'Clean Energy' }));
}

const chooseCover = (file: File) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"][accept*="image/webp"]');
  if (!input) throw new Error('no cover input');
  fireEvent.change(input, { target: { files: [file] } });
};

const image = (name: string, type: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type });

// a busy machine renders the wizard slowly: the waits below are on what the page says, the cap is generous
describe('the cover image of the overview step', { timeout: 90_000 }, () => {
  it('when a PNG is chosen and the step saved, then it goes as the cover file with the overview', async () => {
    await openFilledOverview();
    answer(addPitches, stored(draftPitch({ img: '/uploads/cover-page.webp' })));
    answer(getPitchesById, stored(draftPitch({ img: '/uploads/cover-page.webp' })));
    expect(screen.getByRole('button', { name: 'Choose cover' })).toBeTruthy();
    chooseCover(image('roof.png', 'image/png'));
    expect(await screen.findByText('roof.png')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Cover preview' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(sent(addPitches)).toHaveLength(1));
    const cover = sent(addPitches)[0]?.form?.get('cover');
    // jsdom's files cross into the fetch's form as plain blobs: the part and its type are what is seen
    expect(cover).toBeTruthy();
    expect((cover as Blob).type).toBe('image/png');
    expect(sent(addPitches)[0]?.body).toMatchObject({ action: 'overview', name_of_pitch: 'Solar Roofs' });
  });

  it('when a GIF or a file over 5 MB is chosen, then its reason shows at once and no cover is sent', async () => {
    await openFilledOverview();
    chooseCover(image('party.gif', 'image/gif'));
    expect(await screen.findByText(messages.overview.coverType)).toBeTruthy();
    chooseCover(image('huge.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText(messages.overview.coverSize)).toBeTruthy();

    answer(addPitches, stored(draftPitch()));
    answer(getPitchesById, stored(draftPitch()));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(sent(addPitches)).toHaveLength(1));
    expect(sent(addPitches)[0]?.form?.get('cover')).toBeNull();
  });

  it('when the server cannot read the image, then its reason shows on the cover and the step stays', async () => {
    await openFilledOverview();
    refuse(addPitches, 400, messages.overview.coverUnreadable, {
      errors: { cover: messages.overview.coverUnreadable },
    });
    chooseCover(image('broken.webp', 'image/webp'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(messages.overview.coverUnreadable)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
  });
});
