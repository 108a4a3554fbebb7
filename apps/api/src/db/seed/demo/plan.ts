import { planRequests, planVisits } from './activity.js';
import { IDEA_PLACES, PITCH_IDEAS, type PitchIdea, placeKeyText } from './ideas/index.js';
import type { Place, SeedLookups } from './lookups.js';
import type { DemoPitch, DemoPlan, DemoTeamMember } from './model.js';
import { pickName } from './names.js';
import { type Fakers, founderLine, generatePerson, loadFakers, type SeedPerson } from './people.js';
import { EMPLOYERS, MILESTONES, TEAM_POSITIONS } from './vocabulary.js';

export type { DemoPitch, DemoPlan, DemoRequest, DemoTeamMember, DemoVisit } from './model.js';

/** The same seed always plans the same AngelBridge. */
export const DEMO_SEED = 20_240_611;
export const DEMO_DOMAIN = 'angelbridge.demo';
export const DEMO_COUNTS = { entrepreneurs: 30, investors: 20, pitches: 40, hidden: 3, drafts: 3 } as const;

/** entrepreneur@, entrepreneur2@ ... and investor@, investor2@ ... */
export const demoEmail = (type: 'entrepreneur' | 'investor', index: number) =>
  `${type}${index === 0 ? '' : index + 1}@${DEMO_DOMAIN}`;

// entrepreneur@ owns pitches 0 to 2: one public, one hidden, one draft, so the demo account shows all three
const HIDDEN = new Set([1, 17, 35]);
const DRAFTS = new Set([2, 29, 38]);

const placeOf = (lookups: SeedLookups, idea: PitchIdea): Place => {
  const key = IDEA_PLACES[idea.name];
  const place = key && lookups.ventures.get(placeKeyText(key));
  if (!place) throw new Error(`No place for the demo venture ${idea.name} (ideas/places.ts).`);
  return place;
};

/** "Halifax, Nova Scotia", as a founder types it in the wizard. */
const locationOf = (place: Place) => `${place.cityName}, ${place.stateName}`;

function teamFor(fakers: Fakers, owner: SeedPerson, idea: PitchIdea, place: Place): DemoTeamMember[] {
  const f = fakers.main;
  const domain = `${idea.name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example`;
  const others = f.helpers.arrayElements(TEAM_POSITIONS, { min: 1, max: 3 }).map((position) => {
    // colleagues from the venture's own city, named as people there are
    const { firstName, lastName, gender } = pickName(f, place.alpha2, place.stateName);
    const slug = `${firstName}.${lastName}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z.]/g, '');
    return {
      name: `${firstName} ${lastName}`,
      gender,
      email: `${slug}@${domain}`,
      mobileNumber: `${owner.mobileNumber.slice(0, 3)}${f.string.numeric(7)}`,
      position,
      linkedinProfile:
        f.helpers.maybe(() => `https://www.linkedin.com/in/${slug.replace('.', '-')}`, {
          probability: 0.7,
        }) ?? null,
      bio: `${position} at ${idea.name}. ${f.helpers.arrayElement([
        `Joined from ${f.helpers.arrayElement(EMPLOYERS)}.`,
        `Has worked in ${idea.type.toLowerCase()} for ${f.number.int({ min: 4, max: 15 })} years.`,
        `Grew up in ${place.cityName} and came home to build this.`,
        `Leads the day-to-day with customers.`,
      ])}`,
      ownerId: null,
    };
  });
  return [
    {
      name: `${owner.firstName} ${owner.lastName}`,
      gender: owner.gender,
      email: owner.email,
      mobileNumber: owner.mobileNumber,
      position: 'Founder & CEO',
      linkedinProfile: owner.linkedinProfile,
      bio: `${founderLine(idea, place.cityName)} ${owner.bioTail}`,
      ownerId: owner.id,
    },
    ...others,
  ];
}

function pitchFor(fakers: Fakers, lookups: SeedLookups, index: number, idea: PitchIdea, owner: SeedPerson) {
  const f = fakers.main;
  const target = f.helpers.arrayElement([
    150_000, 250_000, 500_000, 750_000, 1_000_000, 1_500_000, 2_000_000, 3_000_000,
  ]);
  const draft = DRAFTS.has(index);
  const projectType = lookups.projectTypes.find((t) => t.label === idea.type);
  if (!projectType) throw new Error(`No project type ${idea.type} in the reference data.`);
  const place = placeOf(lookups, idea);
  return {
    id: f.string.uuid(),
    ownerId: owner.id,
    idea,
    projectTypeId: projectType.id,
    place,
    location: locationOf(place),
    target,
    minPerInvestor: f.helpers.arrayElement([5_000, 10_000, 25_000, 50_000]),
    fundingRaised: Math.round((target * f.number.float({ min: 0, max: 0.85 })) / 5_000) * 5_000,
    isHidden: HIDDEN.has(index),
    draft,
    createdDaysAgo: f.number.int({ min: 0, max: Math.min(owner.createdDaysAgo, 365) }),
    team: teamFor(fakers, owner, idea, place),
    documentIds: { image: f.string.uuid(), pdf: f.string.uuid() },
    // a draft has not reached the milestones step yet
    milestones: draft
      ? []
      : f.helpers.arrayElements(MILESTONES, { min: 2, max: 4 }).map(([name, description], i) => ({
          name,
          description,
          inDays:
            i === 0 ? -f.number.int({ min: 10, max: 120 }) : f.number.int({ min: 30 * i, max: 120 * i + 60 }),
        })),
  } satisfies DemoPitch;
}

/**
 * Which founder runs which ventures: each founder's ventures are in one city, where the founder lives.
 * entrepreneur@ gets three (public, hidden, draft) from a city with that many; every other founder at
 * least one, a city's extra ventures going to the founders there with the fewest.
 */
function assignFounders(ideas: PitchIdea[], founders: number): PitchIdea[][] {
  const byCity = new Map<string, PitchIdea[]>();
  for (const idea of ideas) {
    const city = placeKeyText(IDEA_PLACES[idea.name] ?? ['', '', idea.name]);
    byCity.set(city, [...(byCity.get(city) ?? []), idea]);
  }
  const [firstCity] = [...byCity].find(([, list]) => list.length >= 3) ?? [];
  const first = (byCity.get(firstCity ?? '') ?? []).splice(0, 3);
  const cities = [...byCity.values()].filter((list) => list.length > 0);
  const rest = founders - 1;
  if (cities.length > rest) throw new Error('More demo cities than founders to run them.');
  // one founder per city, then the spare founders to the cities with the most ventures per founder
  const seats = cities.map((list) => ({ list, founders: 1 }));
  for (let spare = rest - cities.length; spare > 0; spare -= 1) {
    const busiest = seats
      .filter((s) => s.list.length > s.founders)
      .sort((a, b) => b.list.length / b.founders - a.list.length / a.founders)[0];
    if (!busiest) throw new Error('More demo founders than ventures.');
    busiest.founders += 1;
  }
  const portfolios = seats.flatMap(({ list, founders: n }) =>
    Array.from({ length: n }, (_, k) => list.filter((_, i) => i % n === k)),
  );
  return [first, ...portfolios];
}

/** Everything the demo holds, as plain data: no database writes, no files; the same every time. */
export async function planDemo(lookups: SeedLookups): Promise<DemoPlan> {
  const fakers = await loadFakers(DEMO_SEED);
  const ideas = fakers.main.helpers.shuffle([...PITCH_IDEAS]).slice(0, DEMO_COUNTS.pitches);
  const portfolios = assignFounders(ideas, DEMO_COUNTS.entrepreneurs);
  const entrepreneurs = portfolios.map(([idea], i) =>
    generatePerson(fakers, lookups, {
      type: 'entrepreneur',
      email: () => demoEmail('entrepreneur', i),
      place: idea ? placeOf(lookups, idea) : undefined,
      founderOf: idea,
    }),
  );
  const investors = Array.from({ length: DEMO_COUNTS.investors }, (_, i) =>
    generatePerson(fakers, lookups, { type: 'investor', email: () => demoEmail('investor', i) }),
  );
  // entrepreneur@'s three first, then every founder's first venture, then the second ones
  const owned = portfolios.flatMap((list, i) => list.map((idea, k) => ({ idea, owner: i, k })));
  owned.sort((a, b) => Number(a.owner !== 0) - Number(b.owner !== 0) || a.k - b.k || a.owner - b.owner);
  const pitches = owned.map(({ idea, owner }, i) =>
    pitchFor(fakers, lookups, i, idea, entrepreneurs[owner] as SeedPerson),
  );
  const requests = planRequests(fakers.main, investors, pitches);
  return {
    people: [...entrepreneurs, ...investors],
    pitches,
    requests,
    visits: planVisits(fakers.main, [...entrepreneurs, ...investors], pitches, requests),
  };
}
