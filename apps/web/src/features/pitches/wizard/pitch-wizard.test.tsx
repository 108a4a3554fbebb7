import {
  addPitches,
  editPitches,
  getPitchesById,
  getProjectType,
  messages,
  type Pitch,
  portfolioTexts,
} from '@angelbridge/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, refuse, sent } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import {
  answerNoContactRequests,
  answerNoPitchesYet,
  draftPitch,
  PITCH_ID,
  projectTypes,
  signInAs,
  TYPE_ID,
} from '../test/pitch-fixture';

// The wizard's chunk is large (dates, dropzone); loading it once here keeps the first test within its waits.
beforeAll(async () => {
  await Promise.all([import('../pages/add-pitch-page'), import('../pages/edit-pitch-page')]);
});

const stored = (pitch_data: Pitch) => ({ success: true as const, message: 'OK', pitch_data });
const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^${name}`) }), { target: { value } });

function fillOverview() {
  type('Name of company', 'Sunny Co');
  type('Location', 'Toronto');
  type('Name of pitch', 'Solar Roofs');
  type('Short summary', 'Panels for every roof.');
  type('Highlights', 'Cheap\nClean');
}

async function chooseType(label: string) {
  fireEvent.click(screen.getByRole('combobox', { name: /^Project type/ }));
  fireEvent.click(await screen.findByRole('option', { name: label }));
}

describe('pitch wizard', () => {
  it('when a new pitch overview is saved, then the draft is created and the details step follows', async () => {
    signInAs('entrepreneur');
    answer(getProjectType, projectTypes);
    answer(addPitches, { ...stored(draftPitch({ target: 0 })), message: 'Pitch saved.' });
    // the wizard goes on with the stored draft
    answer(getPitchesById, stored(draftPitch({ target: 0 })));
    answerNoContactRequests();
    answerNoPitchesYet();
    renderRoute('/addpitch');
    expect(await screen.findByRole('heading', { name: 'Add Pitch' })).toBeTruthy();
    // the wizard shows once the founder's pitches are read (no earlier draft to offer)
    await screen.findByRole('textbox', { name: /^Name of pitch/ }, { timeout: 15_000 });
    // The add flow has four steps; later ones cannot be chosen before the earlier are stored.
    expect(screen.queryByRole('tab', { name: 'Project Milestones' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'The Team' }).hasAttribute('disabled')).toBe(true);

    fillOverview();
    await chooseType('Clean Energy');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Pitch Details' }).getAttribute('aria-selected')).toBe('true'),
    );
    const fields = sent(addPitches)[0]?.body;
    expect(fields).toMatchObject({
      action: 'overview',
      name_of_company: 'Sunny Co',
      project_type: TYPE_ID,
      highlight: JSON.stringify(['Cheap', 'Clean']),
    });
    expect(fields?.pitch_id).toBeUndefined();
    // §9: the amounts start at 0.
    expect((screen.getByRole('textbox', { name: /^Target/ }) as HTMLInputElement).value).toBe('C$ 0');
  });

  it('when a required overview field is empty, then nothing is sent and its message shows', async () => {
    signInAs('entrepreneur');
    answer(getProjectType, projectTypes);
    answerNoPitchesYet();
    renderRoute('/addpitch');
    await screen.findByRole('heading', { name: 'Add Pitch' });
    // the wizard shows once the founder's pitches are read (no earlier draft to offer)
    await screen.findByRole('textbox', { name: /^Name of pitch/ }, { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(messages.overview.nameOfCompanyRequired)).toBeTruthy();
    expect(screen.getByText(messages.overview.projectTypeRequired)).toBeTruthy();
    expect(sent(addPitches)).toHaveLength(0);
  });

  it('when the server cannot save the overview, then its message shows under the company name', async () => {
    signInAs('entrepreneur');
    answer(getProjectType, projectTypes);
    refuse(addPitches, 500, 'boom');
    answerNoPitchesYet();
    renderRoute('/addpitch');
    await screen.findByRole('heading', { name: 'Add Pitch' });
    // the wizard shows once the founder's pitches are read (no earlier draft to offer)
    await screen.findByRole('textbox', { name: /^Name of pitch/ }, { timeout: 15_000 });
    fillOverview();
    await chooseType('Clean Energy');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const company = screen.getByRole('textbox', { name: /^Name of company/ });
    await waitFor(() => expect(company.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(messages.errors.tryAgain)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
  });

  it("when 'Others' is chosen, then its name field shows, and choosing another type empties it", async () => {
    signInAs('entrepreneur');
    answer(getProjectType, projectTypes);
    answerNoPitchesYet();
    renderRoute('/addpitch');
    await screen.findByRole('heading', { name: 'Add Pitch' });
    // the wizard shows once the founder's pitches are read (no earlier draft to offer)
    await screen.findByRole('textbox', { name: /^Name of pitch/ }, { timeout: 15_000 });
    await chooseType('Others');
    type('Other project type', 'Space tourism');
    await chooseType('Clean Energy');
    expect(screen.queryByRole('textbox', { name: /^Other project type/ })).toBeNull();
    await chooseType('Others');
    expect((screen.getByRole('textbox', { name: /^Other project type/ }) as HTMLInputElement).value).toBe('');
  });

  it('when a draft without team is reopened, then it continues at the team step and cannot skip it', async () => {
    signInAs('entrepreneur');
    answer(getProjectType, projectTypes);
    answer(getPitchesById, stored(draftPitch()));
    answerNoContactRequests();
    renderRoute(`/editpitch/${PITCH_ID}`);
    const teamTab = await screen.findByRole('tab', { name: 'The Team' });
    await waitFor(() => expect(teamTab.getAttribute('aria-selected')).toBe('true'));
    const panel = screen.getByRole('tabpanel', { name: 'The Team' });
    expect(within(panel).getByText(messages.empty.teamMembers)).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('tab', { name: 'Documents' }));
    expect(await within(panel).findByText(messages.teamMember.stepRequired)).toBeTruthy();
    expect(teamTab.getAttribute('aria-selected')).toBe('true');

    // Backward movement is free.
    fireEvent.click(within(panel).getByRole('button', { name: 'Previous' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Pitch Details' }).getAttribute('aria-selected')).toBe('true'),
    );
  });

  it('when an investor opens the wizard, then they land on their own list instead', async () => {
    signInAs('investor');
    answerNoContactRequests();
    answerNoPitchesYet();
    const { router } = renderRoute('/addpitch');
    expect(await screen.findByRole('heading', { name: 'My Investment' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/pitchlist');
  });

  it('when details are saved with a minimum above the target, then the spec message shows and nothing is sent', async () => {
    signInAs('entrepreneur');
    answer(getProjectType, projectTypes);
    answer(getPitchesById, stored(draftPitch({ target: 0, wow_factor: '' })));
    answerNoContactRequests();
    renderRoute(`/editpitch/${PITCH_ID}`);
    const panel = await screen.findByRole('tabpanel', { name: 'Pitch Details' });
    fireEvent.change(within(panel).getByRole('textbox', { name: /^Wow factor/ }), {
      target: { value: 'Wow' },
    });
    fireEvent.change(within(panel).getByRole('textbox', { name: /^Why Invest/ }), {
      target: { value: 'Why' },
    });
    fireEvent.change(within(panel).getByRole('textbox', { name: /^Target/ }), {
      target: { value: 'C$ 100' },
    });
    fireEvent.change(within(panel).getByRole('textbox', { name: /^Minimum per investor/ }), {
      target: { value: 'C$ 500' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Next' }));
    expect(await within(panel).findByText(messages.pitchDetails.minAboveTarget)).toBeTruthy();
    expect(sent(editPitches)).toHaveLength(0);
  });

  it('when money was marked received on the round, then funding raised is read-only and says why', async () => {
    signInAs('entrepreneur');
    answer(getProjectType, projectTypes);
    const funded = draftPitch({
      wow_factor: '',
      funding_raised: 25_000,
      funding_raised_from_commitments: true,
    });
    answer(getPitchesById, stored(funded));
    answerNoContactRequests();
    renderRoute(`/editpitch/${PITCH_ID}`);
    const panel = await screen.findByRole('tabpanel', { name: 'Pitch Details' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Add the round' }));
    const raised = within(panel).getByRole('textbox', { name: /^Funding raised so far/ }) as HTMLInputElement;
    expect(raised.readOnly).toBe(true);
    expect(raised.value).toBe('C$ 25,000');
    expect(within(panel).getByText(portfolioTexts.fundingRaisedFromFunded)).toBeTruthy();
  });
});
