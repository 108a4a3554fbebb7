import { PITCH_TABS } from '@angelbridge/contracts';
import type { Faker } from '@faker-js/faker';
import type { DemoPitch, DemoRequest, DemoVisit } from './model.js';
import type { SeedPerson } from './people.js';

const DAY = 1440;

/**
 * The requests: investor@ has one of each answer, and entrepreneur@'s public pitch has requests to
 * decide; then a spread of others. Nobody asks before both the pitch and the investor exist, and an
 * owner decides a few hours to two days after the ask.
 */
export function planRequests(f: Faker, investors: SeedPerson[], pitches: DemoPitch[]): DemoRequest[] {
  const open = pitches.filter((p) => !p.isHidden && !p.draft);
  const at = (i: number) => open[i] as DemoPitch;
  const by = (i: number) => investors[i] as SeedPerson;
  type Planned = Pick<DemoRequest, 'pitchId' | 'investorId' | 'status'> & { daysAgo: number };
  const planned: Planned[] = [
    { pitchId: at(0).id, investorId: by(0).id, status: 'allow', daysAgo: 20 },
    { pitchId: at(1).id, investorId: by(0).id, status: 'pending', daysAgo: 6 },
    { pitchId: at(2).id, investorId: by(0).id, status: 'pending', daysAgo: 3 },
    { pitchId: at(3).id, investorId: by(0).id, status: 'deny', daysAgo: 15 },
    { pitchId: at(0).id, investorId: by(1).id, status: 'pending', daysAgo: 2 },
    { pitchId: at(0).id, investorId: by(2).id, status: 'pending', daysAgo: 1 },
    { pitchId: at(0).id, investorId: by(3).id, status: 'deny', daysAgo: 9 },
  ];
  const taken = new Set(planned.map((r) => `${r.pitchId}/${r.investorId}`));
  while (planned.length < 25) {
    const pitch = f.helpers.arrayElement(open);
    const investor = f.helpers.arrayElement(investors);
    const key = `${pitch.id}/${investor.id}`;
    if (taken.has(key)) continue;
    taken.add(key);
    planned.push({
      pitchId: pitch.id,
      investorId: investor.id,
      status: f.helpers.weightedArrayElement([
        { weight: 5, value: 'pending' as const },
        { weight: 3, value: 'allow' as const },
        { weight: 2, value: 'deny' as const },
      ]),
      daysAgo: f.number.int({ min: 0, max: Math.min(pitch.createdDaysAgo, 60) }),
    });
  }
  const age = new Map<string, number>([
    ...pitches.map((p) => [p.id, p.createdDaysAgo] as const),
    ...investors.map((p) => [p.id, p.createdDaysAgo] as const),
  ]);
  return planned.map(({ daysAgo, ...r }) => {
    const days = Math.min(daysAgo, age.get(r.pitchId) ?? 0, age.get(r.investorId) ?? 0);
    const minutesAgo = days * DAY + f.number.int({ min: 40, max: 600 });
    const waited = f.number.int({ min: 30, max: Math.min(2 * DAY, minutesAgo - 10) });
    return { ...r, minutesAgo, decidedMinutesAgo: r.status === 'pending' ? null : minutesAgo - waited };
  });
}

const tabView = (
  f: Faker,
  pitch: DemoPitch,
  viewer: string | null,
  key: string,
  tab: number,
  at: number,
) => ({
  pitch_id: pitch.id,
  kind: 'tab_view' as const,
  viewer_id: viewer,
  viewer_key: key,
  tab,
  document_id: null,
  duration_ms: f.number.int({ min: 8, max: 140 }) * 1000,
  _minutes_ago: at,
});

/**
 * The pitch pages' traffic: every requester read the pitch (overview, then a tab or two, perhaps the
 * overview PDF) shortly before asking; besides them, members and guests who only looked. So each
 * pitch's insights count at least as many viewers as requesters.
 */
export function planVisits(
  f: Faker,
  people: SeedPerson[],
  pitches: DemoPitch[],
  requests: DemoRequest[],
): DemoVisit[] {
  const visits: DemoVisit[] = [];
  const byId = new Map(pitches.map((p) => [p.id, p]));
  const tabs = PITCH_TABS.length;
  const read = (pitch: DemoPitch, viewer: string | null, key: string, at: number) => {
    visits.push(tabView(f, pitch, viewer, key, 0, at));
    for (const tab of f.helpers.arrayElements([...Array(tabs).keys()].slice(1), { min: 0, max: 3 })) {
      visits.push(tabView(f, pitch, viewer, key, tab, at - tab));
    }
    if (f.datatype.boolean()) {
      visits.push({
        pitch_id: pitch.id,
        kind: 'document_open',
        viewer_id: viewer,
        viewer_key: key,
        tab: null,
        document_id: pitch.documentIds.pdf,
        duration_ms: 0,
        _minutes_ago: at - 5,
      });
    }
  };
  for (const r of requests) {
    const pitch = byId.get(r.pitchId);
    if (pitch) read(pitch, r.investorId, r.investorId, r.minutesAgo + f.number.int({ min: 15, max: 30 }));
  }
  for (const pitch of pitches.filter((p) => !p.isHidden && !p.draft)) {
    const lookers = f.helpers.arrayElements(
      people.filter((p) => p.id !== pitch.ownerId),
      { min: 2, max: 8 },
    );
    // within the pitch's life (it went up at noon of its first day), at most the last 80 days
    const span = Math.min(pitch.createdDaysAgo * DAY + 700, 80 * DAY);
    for (const person of lookers) read(pitch, person.id, person.id, f.number.int({ min: 10, max: span }));
    for (let g = f.number.int({ min: 1, max: 5 }); g > 0; g -= 1) {
      read(pitch, null, `g:${f.string.uuid()}`, f.number.int({ min: 10, max: span }));
    }
  }
  return visits;
}
