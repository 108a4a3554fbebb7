import { describe, expect, it } from 'vitest';
import { messages as m } from './messages.js';
import { pitchDetailsForm } from './pitch-forms.js';
import {
  addPitches,
  deletePitchMilestone,
  deletePitchTeam,
  editPitches,
  getPitchesById,
  hidePitches,
} from './pitches.js';
import { firstMessage, id, issueList, labelled } from './test-helpers.js';

const pitchId = id(1);

const overview = {
  action: 'overview',
  name_of_company: 'Ada Labs',
  location: 'Toronto',
  name_of_pitch: 'Analytical Engine',
  short_summary: 'A general-purpose computer.',
  highlight: 'First programmable machine',
  project_type: id(2),
  other_name: '',
};
const details = {
  action: 'pitch_details',
  pitch_id: pitchId,
  wow_factor: 'It computes.',
  why_invent: 'Huge market.',
  target: '100000',
  min_per_investor: '500',
};
const team = {
  action: 'team_details',
  pitch_id: pitchId,
  name: 'Charles Babbage',
  email: 'Charles@Example.com',
  mobile_number: '+447700900123',
  position: 'CTO',
  linkedin_profile: '-',
  bio: 'Inventor.',
};
const documents = { action: 'document', pitch_id: pitchId, document: '["/uploads/a.pdf","/uploads/b.png"]' };
const milestone = {
  action: 'milestones',
  pitch_id: pitchId,
  milestone_name: 'Prototype',
  description: 'First working mill.',
  target_date: '2026-03-31',
};

describe('/addPitches and /editPitches steps', () => {
  const add = addPitches.request;
  const edit = editPitches.request;

  it('accepts every step', () => {
    for (const step of [{ ...overview, pitch_id: pitchId }, details, team, documents, milestone]) {
      expect(add.safeParse(step).success).toBe(true);
      expect(edit.safeParse(step).success).toBe(true);
    }
  });

  it('creates a pitch from an overview without pitch_id, but edits only with one', () => {
    expect(add.parse(overview)).not.toHaveProperty('pitch_id', expect.anything());
    expect(firstMessage(edit, overview)).toBe('Invalid pitch id.');
  });

  it.each(['', null])(
    'creates a pitch from an overview whose pitch_id is %j, but edits only with an id',
    (empty) => {
      expect(add.parse({ ...overview, pitch_id: empty })).not.toHaveProperty('pitch_id', expect.anything());
      expect(firstMessage(edit, { ...overview, pitch_id: empty })).toBe('Invalid pitch id.');
      expect(firstMessage(add, { ...overview, pitch_id: 'nonsense' })).toBe('Invalid pitch id.');
    },
  );

  it.each([
    ['2026-03-31T00:00:00.000Z', '2026-03-31'],
    ['2026-03-31T23:30:00+05:30', '2026-03-31'],
    ['2026-03-31T09:00', '2026-03-31'],
  ])('milestones take the ISO date-time %s as the date %s', (sent, date) => {
    expect(add.parse({ ...milestone, target_date: sent })).toMatchObject({ target_date: date });
  });

  it('reads multipart text into numbers, lists and a normalised team member', () => {
    expect(add.parse(details)).toMatchObject({ target: 100000, min_per_investor: 500 });
    expect(add.parse(overview)).toMatchObject({ highlight: ['First programmable machine'] });
    expect(add.parse({ ...overview, highlight: ['One', ' ', 'Two'] })).toMatchObject({
      highlight: ['One', 'Two'],
    });
    expect(add.parse(documents)).toMatchObject({ document: ['/uploads/a.pdf', '/uploads/b.png'] });
    expect(add.parse({ ...documents, document: undefined })).toMatchObject({ document: [] });
    expect(add.parse(team)).toMatchObject({ email: 'charles@example.com', linkedin_profile: '' });
  });

  it('treats team_id and milestone_id as edit markers', () => {
    expect(add.parse({ ...team, team_id: id(3) })).toMatchObject({ team_id: id(3) });
    expect(add.parse({ ...team, team_id: '' })).not.toHaveProperty('team_id', expect.anything());
    expect(firstMessage(add, { ...milestone, milestone_id: 'm1' })).toBe('Invalid milestone id.');
  });

  it('rejects an unknown action', () => {
    expect(firstMessage(add, { ...overview, action: 'contact' })).toMatch(/^action must be one of/);
  });

  it.each(
    labelled([
      [{ name_of_company: '' }, m.overview.nameOfCompanyRequired],
      [{ location: ' ' }, m.overview.locationRequired],
      [{ name_of_pitch: undefined }, m.overview.nameOfPitchRequired],
      [{ short_summary: '' }, m.overview.shortSummaryRequired],
      [{ highlight: '' }, m.overview.highlightRequired],
      [{ highlight: [' '] }, m.overview.highlightRequired],
      [{ project_type: '' }, m.overview.projectTypeRequired],
      [{ project_type: 'fintech' }, 'Invalid project type.'],
    ]),
  )('overview rejects %s with its message', (_label, change, message) => {
    expect(firstMessage(add, { ...overview, ...change })).toBe(message);
  });

  it.each(
    labelled([
      [{ wow_factor: '' }, m.pitchDetails.wowFactorRequired],
      [{ why_invent: undefined }, m.pitchDetails.whyInventRequired],
      [{ target: '0' }, m.pitchDetails.targetRequired],
      [{ target: '' }, m.pitchDetails.targetRequired],
      [{ target: 'lots' }, m.pitchDetails.targetRequired],
      [{ min_per_investor: 0 }, m.pitchDetails.minPerInvestorRequired],
      [{ min_per_investor: '100001' }, m.pitchDetails.minAboveTarget],
      [{ target: '10.5' }, m.pitchDetails.amountInvalid],
      [{ target: '1e13' }, m.pitchDetails.amountInvalid],
    ]),
  )('pitch_details rejects %s with its message', (_label, change, message) => {
    expect(firstMessage(add, { ...details, ...change })).toBe(message);
  });

  it('puts the minimum-above-target error on min_per_investor, in the step form too', () => {
    const wrong = { ...details, target: 10, min_per_investor: 20 };
    expect(issueList(add, wrong)).toEqual([['min_per_investor', m.pitchDetails.minAboveTarget]]);
    expect(issueList(pitchDetailsForm, wrong)).toEqual([['min_per_investor', m.pitchDetails.minAboveTarget]]);
  });

  it.each(
    labelled([
      [{ name: '' }, m.teamMember.nameRequired],
      [{ email: '' }, m.teamMember.emailRequired],
      [{ email: 'charles' }, m.teamMember.emailInvalid],
      [{ mobile_number: '' }, m.teamMember.mobileRequired],
      [{ mobile_number: '44-7700' }, m.teamMember.mobileInvalid],
      [{ mobile_number: '44+7700' }, m.teamMember.mobileInvalid],
      [{ mobile_number: '+4477009001234567' }, m.teamMember.mobileInvalid],
      [{ position: ' ' }, m.teamMember.positionRequired],
      [{ bio: undefined }, m.teamMember.bioRequired],
      [{ linkedin_profile: 'https://example.com/charles' }, m.profile.linkedinInvalid],
    ]),
  )('team_details rejects %s with its message', (_label, change, message) => {
    expect(firstMessage(add, { ...team, ...change })).toBe(message);
  });

  it.each(
    labelled([
      [{ milestone_name: '' }, m.milestones.nameRequired],
      [{ description: ' ' }, m.milestones.descriptionRequired],
      [{ target_date: '' }, m.milestones.targetDateRequired],
      [{ target_date: undefined }, m.milestones.targetDateRequired],
      [{ target_date: '31/03/2026' }, m.milestones.targetDateInvalid],
      [{ target_date: '2026-02-30' }, m.milestones.targetDateInvalid],
      [{ target_date: '2026-02-30T00:00:00Z' }, m.milestones.targetDateInvalid],
      [{ target_date: '2026-03-31Tnoon' }, m.milestones.targetDateInvalid],
    ]),
  )('milestones rejects %s with its message', (_label, change, message) => {
    expect(firstMessage(add, { ...milestone, ...change })).toBe(message);
  });

  it('declares the team photo and document file fields', () => {
    for (const endpoint of [addPitches, editPitches]) {
      const photo = endpoint.files?.find((rule) => rule.field === 'photo');
      const document = endpoint.files?.find((rule) => rule.field === 'document');
      expect(photo).toMatchObject({ maxCount: 1, maxBytes: 5 * 1024 * 1024, kinds: ['png', 'jpg'] });
      expect(photo?.typeMessage).toBe(m.teamMember.photoType);
      expect(document).toMatchObject({
        maxCount: 10,
        maxBytes: 10 * 1024 * 1024,
        kinds: ['pdf', 'png', 'jpg'],
      });
    }
  });
});

describe('other pitch calls', () => {
  it('need well-formed ids', () => {
    expect(firstMessage(getPitchesById.request, { pitch_id: '12' })).toBe('Invalid pitch id.');
    expect(firstMessage(deletePitchTeam.request, { pitch_id: pitchId })).toBe('Invalid team member id.');
    expect(deletePitchMilestone.request.safeParse({ pitch_id: pitchId, milestone_id: id(4) }).success).toBe(
      true,
    );
  });

  it('/hidePitches reads value as text or boolean', () => {
    expect(hidePitches.request.parse({ pitch_id: pitchId, value: 'true' }).value).toBe(true);
    expect(hidePitches.request.parse({ pitch_id: pitchId, value: false }).value).toBe(false);
    expect(hidePitches.request.safeParse({ pitch_id: pitchId, value: 'maybe' }).success).toBe(false);
  });

  it('/hidePitches takes boolean-ish text and numbers, and no value (a toggle)', () => {
    const value = (v: unknown) => hidePitches.request.parse({ pitch_id: pitchId, value: v }).value;
    expect([value('1'), value(1), value(' TRUE '), value('yes')]).toEqual([true, true, true, true]);
    expect([value('0'), value(0), value('False'), value('no')]).toEqual([false, false, false, false]);
    expect(hidePitches.request.parse({ pitch_id: pitchId }).value).toBeUndefined();
  });
});

describe('the document step', () => {
  const keep = (document: unknown) => addPitches.request.parse({ ...documents, document });

  it('drops the gaps files leave in document[i] and keeps the URLs in order', () => {
    // multipart `document[0]` a file, `document[1]` and `document[3]` URLs arrive as a sparse list
    const sparse: string[] = [];
    sparse[1] = '/uploads/a.pdf';
    sparse[3] = '/uploads/b.png';
    expect(keep(sparse)).toMatchObject({ document: ['/uploads/a.pdf', '/uploads/b.png'] });
  });

  it('reads stored document objects, or their JSON, as their URL', () => {
    const stored = { _id: id(5), pitch_document: '/uploads/a.pdf', name: 'a.pdf', kind: 'pdf' };
    expect(keep([stored, JSON.stringify({ url: '/uploads/b.png' })])).toMatchObject({
      document: ['/uploads/a.pdf', '/uploads/b.png'],
    });
    expect(keep(JSON.stringify([stored]))).toMatchObject({ document: ['/uploads/a.pdf'] });
  });

  it('refuses items that are not URLs', () => {
    expect(addPitches.request.safeParse({ ...documents, document: [{ name: 'x' }] }).success).toBe(false);
  });

  it('says which message an 11th document gets', () => {
    expect(addPitches.files?.find((rule) => rule.field === 'document')?.countMessage).toBe(
      m.documents.tooMany,
    );
  });
});
