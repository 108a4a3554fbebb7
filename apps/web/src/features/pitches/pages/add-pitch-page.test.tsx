import { getPitches, getPitchesById, getProjectType, type Pitch } from '@angelbridge/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, sent } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { answerNoContactRequests, draftPitch, projectTypes, signInAs } from '../test/pitch-fixture';

// Issue 31: an abandoned wizard left a draft behind each time; /addpitch now offers to continue the latest.
beforeAll(async () => {
  await Promise.all([import('./add-pitch-page'), import('./edit-pitch-page')]);
});

const OLDER_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const NEWER_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const PUBLISHED_ID = '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f';

const answerPitches = (pitch_data: Pitch[]) =>
  answer(getPitches, { success: true, message: 'OK', pitch_data });

const draft = (id: string, name: string, updated_at: string, overrides: Partial<Pitch> = {}) =>
  draftPitch({ _id: id, id, name_of_pitch: name, updated_at, ...overrides });

describe('add pitch with an earlier draft', () => {
  it('when the founder has drafts, then the latest changed one is offered and Continue opens it in the wizard', async () => {
    signInAs('entrepreneur');
    answerPitches([
      draft(OLDER_ID, 'Old Idea', '2026-01-01T00:00:00.000Z'),
      // a newer pitch that is published, and one AngelBridge took down, are not offered
      draft(PUBLISHED_ID, 'Live One', '2026-03-01T00:00:00.000Z', { draft: false }),
      draft(PUBLISHED_ID, 'Taken Down', '2026-03-02T00:00:00.000Z', { unpublished_reason: 'Misleading' }),
      draft(NEWER_ID, 'Harbour Bikes', '2026-02-01T00:00:00.000Z'),
    ]);
    const { router } = renderRoute('/addpitch');
    const go = await screen.findByRole('link', { name: /^Continue your draft/ }, { timeout: 15_000 });
    expect(go.textContent).toBe("Continue your draft 'Harbour Bikes'");
    expect(go.getAttribute('href')).toBe(`/editpitch/${NEWER_ID}`);
    expect(screen.getByRole('button', { name: 'Start a new pitch' })).toBeTruthy();
    // the wizard waits until the founder has chosen
    expect(screen.queryByRole('tab', { name: 'Overview' })).toBeNull();
    answer(getProjectType, projectTypes);
    answerNoContactRequests();
    answer(getPitchesById, {
      success: true,
      message: 'OK',
      pitch_data: draft(NEWER_ID, 'Harbour Bikes', '2026-02-01T00:00:00.000Z'),
    });
    fireEvent.click(go);
    expect(router.state.location.pathname).toBe(`/editpitch/${NEWER_ID}`);
    // the wizard loads the draft it opened; waited for, so the call is not left to the next test
    await waitFor(() => expect(sent(getPitchesById).map((c) => c.body)).toEqual([{ pitch_id: NEWER_ID }]));
  });

  it('when the founder chooses Start a new pitch, then the empty wizard opens at the overview', async () => {
    signInAs('entrepreneur');
    answerPitches([draft(NEWER_ID, 'Harbour Bikes', '2026-02-01T00:00:00.000Z')]);
    answer(getProjectType, projectTypes);
    answerNoContactRequests();
    renderRoute('/addpitch');
    fireEvent.click(await screen.findByRole('button', { name: 'Start a new pitch' }, { timeout: 15_000 }));
    expect(await screen.findByRole('textbox', { name: /^Name of pitch/ })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Name of pitch/ }) as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('link', { name: /^Continue your draft/ })).toBeNull();
  });

  it('when the founder has no draft, then the wizard opens at once', async () => {
    signInAs('entrepreneur');
    answerPitches([draft(PUBLISHED_ID, 'Live One', '2026-03-01T00:00:00.000Z', { draft: false })]);
    answer(getProjectType, projectTypes);
    answerNoContactRequests();
    renderRoute('/addpitch');
    expect(await screen.findByRole('textbox', { name: /^Name of pitch/ }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start a new pitch' })).toBeNull();
  });
});
