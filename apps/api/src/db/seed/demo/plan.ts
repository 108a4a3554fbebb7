import { PITCH_IDEAS, type PitchIdea, STORY_LOCATIONS } from './ideas/index.js';
import type { BannerShape } from './images.js';
import type { SeedLookups } from './lookups.js';
import { type Fakers, generatePerson, loadFakers, type SeedPerson } from './people.js';
import { MILESTONES, TEAM_POSITIONS } from './vocabulary.js';

/** The same seed always plans the same AngelBridge. */
export const DEMO_SEED = 20_240_611;
export const DEMO_DOMAIN = 'angelbridge.demo';
export const DEMO_COUNTS = { entrepreneurs: 30, investors: 20, pitches: 40, hidden: 3, drafts: 3 } as const;

/** entrepreneur@, entrepreneur2@ ... and investor@, investor2@ ... */
export const demoEmail = (type: 'entrepreneur' | 'investor', index: number) =>
  `${type}${index === 0 ? '' : index + 1}@${DEMO_DOMAIN}`;

export interface DemoTeamMember {
  name: string;
  email: string;
  mobileNumber: string;
  position: string;
  linkedinProfile: string | null;
  bio: string;
  /** The owner's own entry reuses their profile photo. */
  ownerId: string | null;
}

export interface DemoPitch {
  id: string;
  ownerId: string;
  idea: PitchIdea;
  projectTypeId: string;
  location: string;
  target: number;
  minPerInvestor: number;
  fundingRaised: number;
  isHidden: boolean;
  draft: boolean;
  createdDaysAgo: number;
  team: DemoTeamMember[];
  milestones: { name: string; description: string; inDays: number }[];
  banner: { palette: number; shapes: BannerShape[]; bars: number[] };
}

export interface DemoRequest {
  pitchId: string;
  investorId: string;
  status: 'pending' | 'allow' | 'deny';
  daysAgo: number;
}

export interface DemoPlan {
  people: SeedPerson[];
  pitches: DemoPitch[];
  requests: DemoRequest[];
}

// entrepreneur@ owns pitches 0 to 2: one public, one hidden, one draft, so the demo account shows all three
const HIDDEN = new Set([1, 17, 35]);
const DRAFTS = new Set([2, 29, 38]);

function teamFor(fakers: Fakers, owner: SeedPerson, idea: PitchIdea): DemoTeamMember[] {
  const f = fakers.main;
  const domain = `${idea.name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example`;
  const others = f.helpers.arrayElements(TEAM_POSITIONS, { min: 1, max: 3 }).map((position) => {
    const first = f.person.firstName();
    const last = f.person.lastName();
    const slug = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
    return {
      name: `${first} ${last}`,
      email: `${slug}@${domain}`,
      mobileNumber: `${owner.mobileNumber.slice(0, 3)}${f.string.numeric(7)}`,
      position,
      linkedinProfile:
        f.helpers.maybe(() => `https://www.linkedin.com/in/${slug.replace('.', '-')}`, {
          probability: 0.7,
        }) ?? null,
      bio: `${position} at ${idea.name}. ${f.helpers.arrayElement([
        `Joined from ${f.company.name()}.`,
        `Has shipped products in ${idea.type.toLowerCase()} for ${f.number.int({ min: 4, max: 15 })} years.`,
        `Former consultant, now building full time.`,
        `Leads the day-to-day with customers.`,
      ])}`,
      ownerId: null,
    };
  });
  return [
    {
      name: `${owner.firstName} ${owner.lastName}`,
      email: owner.email,
      mobileNumber: owner.mobileNumber,
      position: 'Founder & CEO',
      linkedinProfile: owner.linkedinProfile,
      bio: owner.bio,
      ownerId: owner.id,
    },
    ...others,
  ];
}

function pitchFor(
  fakers: Fakers,
  lookups: SeedLookups,
  index: number,
  idea: PitchIdea,
  owner: SeedPerson,
): DemoPitch {
  const f = fakers.main;
  const target = f.helpers.arrayElement([
    150_000, 250_000, 500_000, 750_000, 1_000_000, 1_500_000, 2_000_000, 3_000_000,
  ]);
  const draft = DRAFTS.has(index);
  const projectType = lookups.projectTypes.find((t) => t.label === idea.type);
  if (!projectType) throw new Error(`No project type ${idea.type} in the reference data.`);
  return {
    id: f.string.uuid(),
    ownerId: owner.id,
    idea,
    projectTypeId: projectType.id,
    location: STORY_LOCATIONS[idea.name] ?? `${owner.place.cityName}, ${owner.place.stateName}`,
    target,
    minPerInvestor: f.helpers.arrayElement([5_000, 10_000, 25_000, 50_000]),
    fundingRaised: Math.round((target * f.number.float({ min: 0, max: 0.85 })) / 5_000) * 5_000,
    isHidden: HIDDEN.has(index),
    draft,
    createdDaysAgo: f.number.int({ min: 0, max: Math.min(owner.createdDaysAgo, 365) }),
    team: teamFor(fakers, owner, idea),
    // a draft has not reached the milestones step yet
    milestones: draft
      ? []
      : f.helpers.arrayElements(MILESTONES, { min: 2, max: 4 }).map(([name, description], i) => ({
          name,
          description,
          inDays:
            i === 0 ? -f.number.int({ min: 10, max: 120 }) : f.number.int({ min: 30 * i, max: 120 * i + 60 }),
        })),
    banner: {
      palette: f.number.int({ min: 0, max: 7 }),
      shapes: Array.from({ length: f.number.int({ min: 2, max: 4 }) }, () => ({
        x: f.number.float({ min: 0.1, max: 1.6 }),
        y: f.number.float({ min: 0, max: 1 }),
        r: f.number.float({ min: 0.15, max: 0.45 }),
      })),
      bars: Array.from({ length: 4 }, (_, i) => 0.25 + i * 0.2 + f.number.float({ min: -0.08, max: 0.08 })),
    },
  };
}

function requestsFor(fakers: Fakers, investors: SeedPerson[], pitches: DemoPitch[]): DemoRequest[] {
  const f = fakers.main;
  const open = pitches.filter((p) => !p.isHidden && !p.draft);
  const at = (i: number) => open[i] as DemoPitch;
  const by = (i: number) => investors[i] as SeedPerson;
  const requests: DemoRequest[] = [
    // investor@ has one of each answer, and entrepreneur@'s public pitch has requests to decide
    { pitchId: at(0).id, investorId: by(0).id, status: 'allow', daysAgo: 20 },
    { pitchId: at(1).id, investorId: by(0).id, status: 'pending', daysAgo: 6 },
    { pitchId: at(2).id, investorId: by(0).id, status: 'pending', daysAgo: 3 },
    { pitchId: at(3).id, investorId: by(0).id, status: 'deny', daysAgo: 15 },
    { pitchId: at(0).id, investorId: by(1).id, status: 'pending', daysAgo: 2 },
    { pitchId: at(0).id, investorId: by(2).id, status: 'pending', daysAgo: 1 },
    { pitchId: at(0).id, investorId: by(3).id, status: 'deny', daysAgo: 9 },
  ];
  const taken = new Set(requests.map((r) => `${r.pitchId}/${r.investorId}`));
  while (requests.length < 25) {
    const pitch = f.helpers.arrayElement(open);
    const investor = f.helpers.arrayElement(investors);
    const key = `${pitch.id}/${investor.id}`;
    if (taken.has(key)) continue;
    taken.add(key);
    requests.push({
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
  // nobody asks before both the pitch and the investor exist
  const age = new Map<string, number>([
    ...pitches.map((p) => [p.id, p.createdDaysAgo] as const),
    ...investors.map((p) => [p.id, p.createdDaysAgo] as const),
  ]);
  return requests.map((r) => ({
    ...r,
    daysAgo: Math.min(r.daysAgo, age.get(r.pitchId) ?? 0, age.get(r.investorId) ?? 0),
  }));
}

/** Everything the demo holds, as plain data: no database writes, no files; the same every time. */
export async function planDemo(lookups: SeedLookups): Promise<DemoPlan> {
  const fakers = await loadFakers(DEMO_SEED);
  const entrepreneurs = Array.from({ length: DEMO_COUNTS.entrepreneurs }, (_, i) =>
    generatePerson(fakers, lookups, { type: 'entrepreneur', email: () => demoEmail('entrepreneur', i) }),
  );
  const investors = Array.from({ length: DEMO_COUNTS.investors }, (_, i) =>
    generatePerson(fakers, lookups, { type: 'investor', email: () => demoEmail('investor', i) }),
  );
  const ideas = fakers.main.helpers.shuffle([...PITCH_IDEAS]).slice(0, DEMO_COUNTS.pitches);
  const pitches = ideas.map((idea, i) => {
    const owner = (
      i < 3 ? entrepreneurs[0] : entrepreneurs[1 + ((i - 3) % (entrepreneurs.length - 1))]
    ) as SeedPerson;
    return pitchFor(fakers, lookups, i, idea, owner);
  });
  return {
    people: [...entrepreneurs, ...investors],
    pitches,
    requests: requestsFor(fakers, investors, pitches),
  };
}
