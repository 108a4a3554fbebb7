import {
  getPitchesById,
  getProjectType,
  openPitchDocument,
  type Pitch,
  setPitchDocumentAccess,
} from '@angelbridge/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { answer, refuse, sent } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { answerNoContactRequests, draftPitch, PITCH_ID, projectTypes, signInAs } from '../test/pitch-fixture';
import { PUBLIC_DOC_ID, publicDocument } from '../test/public-pitch-fixture';

beforeAll(async () => {
  await import('../pages/edit-pitch-page');
});

/** A draft with a team member and one public document: it reopens at the milestones step. */
function withDocument(locked: boolean): Pitch {
  return draftPitch({
    team: [
      {
        _id: '2e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b',
        name: 'Charles Babbage',
        email: 'charles@example.com',
        mobile_number: '+14165550177',
        position: 'CTO',
        linkedin_profile: '',
        bio: 'Inventor.',
        photo: null,
      },
    ],
    document: [{ ...publicDocument, locked }],
  });
}

const SIGNED = '/api/data-room/documents/signed-token';
const stored = (pitch_data: Pitch) => ({ success: true as const, message: 'OK', pitch_data });

/** The owner's draft with one public document. */
function answerDraft() {
  answer(getProjectType, projectTypes);
  answer(getPitchesById, stored(withDocument(false)));
  answerNoContactRequests();
}

async function openDocumentsStep() {
  const tab = await screen.findByRole('tab', { name: 'Documents' });
  await waitFor(() =>
    expect(screen.getByRole('tab', { name: 'Project Milestones' }).getAttribute('aria-selected')).toBe(
      'true',
    ),
  );
  fireEvent.click(tab);
  return screen.findByRole('switch', { name: 'Approved investors only: deck.pdf' });
}

describe('documents step: who may open each document', () => {
  it('when the owner turns on Approved investors only, then the server is told and the switch follows its answer', async () => {
    signInAs('entrepreneur');
    answerDraft();
    answer(setPitchDocumentAccess, stored(withDocument(true)));
    answer(openPitchDocument, {
      success: true,
      message: 'OK',
      url: SIGNED,
      expires_at: '2026-01-01T00:05:00.000Z',
    });
    renderRoute(`/editpitch/${PITCH_ID}`);
    const toggle = (await openDocumentsStep()) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(true));
    // Saved at once, with no Save button after it: a toast says so.
    expect(await screen.findByText('deck.pdf is now for approved investors only.')).toBeTruthy();
    expect(sent(setPitchDocumentAccess)[0]?.body).toEqual({
      pitch_id: PITCH_ID,
      document_id: PUBLIC_DOC_ID,
      locked: true,
    });

    // Its stored URL is refused from now on, so Preview asks for a signed link instead.
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    fireEvent.click(screen.getByRole('button', { name: 'Preview deck.pdf (opens in a new tab)' }));
    await waitFor(() => expect(tab.location.href).toBe(SIGNED));
  });

  it('when the server refuses, then the switch stays as stored and the reason shows', async () => {
    signInAs('entrepreneur');
    answerDraft();
    refuse(setPitchDocumentAccess, 404, 'Document not found.');
    renderRoute(`/editpitch/${PITCH_ID}`);
    const toggle = (await openDocumentsStep()) as HTMLInputElement;
    fireEvent.click(toggle);
    expect(await screen.findByText('Document not found.')).toBeTruthy();
    expect(toggle.checked).toBe(false);
  });

  it('when a file is chosen but not saved yet, then it has no switch until the step is saved', async () => {
    signInAs('entrepreneur');
    answerDraft();
    renderRoute(`/editpitch/${PITCH_ID}`);
    await openDocumentsStep();
    const input = screen.getByLabelText('Document files') as HTMLInputElement;
    const file = new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    const list = await screen.findByRole('list', { name: 'Documents' });
    expect(await within(list).findByText('plan.pdf')).toBeTruthy();
    expect(within(list).getAllByRole('switch')).toHaveLength(1);
    expect(within(list).getByText('Save the step to choose who may open it.')).toBeTruthy();
  });

  it('when the owner previews a locked image, then its signed link shows in the page, not in a new tab', async () => {
    signInAs('entrepreneur');
    const image = { ...publicDocument, name: 'site.png', kind: 'png' as const, locked: true };
    answer(getProjectType, projectTypes);
    answer(getPitchesById, stored({ ...withDocument(true), document: [image] }));
    answerNoContactRequests();
    answer(openPitchDocument, {
      success: true,
      message: 'OK',
      url: SIGNED,
      expires_at: '2026-01-01T00:05:00.000Z',
    });
    const openWindow = vi.spyOn(window, 'open');
    renderRoute(`/editpitch/${PITCH_ID}`);
    fireEvent.click(await screen.findByRole('tab', { name: 'Documents' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Preview site.png' }));
    const viewer = await screen.findByRole('dialog', { name: 'site.png' });
    expect(within(viewer).getByRole('img', { name: 'Preview of site.png' }).getAttribute('src')).toBe(SIGNED);
    expect(openWindow).not.toHaveBeenCalled();
  });
});
