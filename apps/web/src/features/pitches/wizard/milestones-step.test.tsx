import { getPitchesById, getProjectType, messages, type Pitch } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer } from '../../../test/api';
import { renderInRouter } from '../../../test/render';
import { answerNoContactRequests, draftPitch, PITCH_ID, projectTypes, signInAs } from '../test/pitch-fixture';
import { STEP } from './steps';

// The wizard's chunk is large (dates, dropzone); loading it once here keeps the first test within its waits.
let PitchWizard: typeof import('./pitch-wizard').PitchWizard;
beforeAll(async () => {
  ({ PitchWizard } = await import('./pitch-wizard'));
});

/** A pitch with every step stored, so the milestones step offers Save. */
function finishedPitch(overrides: Partial<Pitch> = {}): Pitch {
  return draftPitch({
    draft: false,
    project_milestones: [
      {
        _id: '2e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b',
        milestone_name: 'Prototype',
        description: 'First roof.',
        target_date: '2030-03-31',
      },
    ],
    ...overrides,
  });
}

async function pressSave(pitch: Pitch) {
  signInAs('entrepreneur');
  answer(getPitchesById, { success: true, message: 'OK', pitch_data: pitch });
  // Every step is mounted (the overview asks for its types), though only the milestones show.
  answer(getProjectType, projectTypes);
  answerNoContactRequests();
  const view = renderInRouter(
    <PitchWizard mode="edit" pitchId={PITCH_ID} initialStep={STEP.milestones} />,
    `/editpitch/${PITCH_ID}`,
  );
  const panel = await screen.findByRole('tabpanel', { name: 'Project Milestones' });
  const save = within(panel).getByRole('button', { name: 'Save' });
  await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
  fireEvent.click(save);
  return view.router;
}

describe("the wizard's final Save", () => {
  it('when a finished pitch is saved, then a toast says investors can find it and My Pitches opens', async () => {
    const router = await pressSave(finishedPitch());
    expect(
      await screen.findByText(`${messages.server.pitchSaved} Investors can now find it on Invest.`),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(webPaths.pitchList));
  });

  it('when a hidden pitch is saved, then the toast says it stays hidden', async () => {
    await pressSave(finishedPitch({ is_hidden: true }));
    expect(
      await screen.findByText(
        `${messages.server.pitchSaved} It stays hidden until you show it on My Pitches.`,
      ),
    ).toBeTruthy();
  });
});
