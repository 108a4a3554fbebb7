import type { Faker } from '@faker-js/faker';
import type { PitchIdea } from './ideas/index.js';
import type { Labelled, Place, SeedLookups } from './lookups.js';
import { type Gender, pickName } from './names.js';
import {
  ACHIEVEMENTS,
  AREA_CODES,
  CERTIFICATIONS,
  CUSTOM_SKILLS,
  DOMAINS,
  EMPLOYERS,
  FOUNDER_NEEDS,
  FOUNDER_OPENINGS,
  FUND_WORDS,
  INVESTOR_BACKGROUNDS,
  INVESTOR_HELP,
  INVESTOR_STYLES,
  PAST_ROLES,
} from './vocabulary.js';

/** One seeded faker for every choice, so the same seed always gives the same people. */
export interface Fakers {
  main: Faker;
}

export async function loadFakers(seed: number): Promise<Fakers> {
  const { faker } = await import('@faker-js/faker/locale/en_CA');
  faker.seed(seed);
  return { main: faker };
}

export interface SeedPerson {
  id: string;
  type: 'entrepreneur' | 'investor';
  firstName: string;
  lastName: string;
  /** Which first names the person was named from; their avatar follows it. */
  gender: Gender;
  email: string;
  isdCode: string;
  mobileNumber: string;
  place: Place;
  bio: string;
  /** The bio after its opening line (a founder's team cards open with the venture they are on). */
  bioTail: string;
  linkedinProfile: string;
  complete: boolean;
  /** Days between sign-up and now. */
  createdDaysAgo: number;
  company: string | null;
  investmentMin: number | null;
  investmentMax: number | null;
  archeTypeId: string | null;
  experienceYears: number | null;
  experienceMonths: number | null;
  certification: string | null;
  yourAchievement: string | null;
  businessTypeId: string | null;
  almaMaterId: string | null;
  newSkills: string[];
  skillIds: string[];
  expertiseIds: string[];
  desiredProjectIds: string[];
  sectorIds: string[];
}

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const ids = (items: Labelled[]) => items.map((item) => item.id);
const money = (amount: number) => (amount >= 1_000_000 ? `C$${amount / 1_000_000}M` : `C$${amount / 1000}k`);

/** A founder's bio opens with their venture; anyone else's with the field they work in. */
function founderOpening(f: Faker, idea: PitchIdea | undefined, domain: string, place: Place) {
  if (!idea) return `${f.helpers.arrayElement(FOUNDER_OPENINGS)} ${domain} in ${place.cityName}.`;
  return founderLine(idea, place.cityName);
}

/** How a founder introduces one venture; a founder of two says it for each on its own team card. */
export const founderLine = (idea: PitchIdea, city: string) =>
  `Founder of ${idea.name} in ${city}: ${lowerFirst(idea.summary)}`;

export interface PersonOptions {
  type: 'entrepreneur' | 'investor';
  /** Builds the e-mail from the person's ASCII name slug. */
  email: (slug: string) => string;
  complete?: boolean;
  maxDaysAgo?: number;
  /** Where they live; by default a weighted pick of the demo's places. */
  place?: Place;
  /** The venture a founder runs: their bio tells its story, not a random field's. */
  founderOf?: PitchIdea;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** One believable person: real place, name that fits it, and a bio made from their own profile. */
export function generatePerson(fakers: Fakers, lookups: SeedLookups, options: PersonOptions): SeedPerson {
  const f = fakers.main;
  const place =
    options.place ??
    f.helpers.weightedArrayElement(lookups.places.map((p) => ({ weight: p.weight, value: p })));
  const { firstName, lastName, gender } = pickName(f, place.alpha2, place.stateName);
  const slug = ascii(`${firstName} ${lastName}`) || 'member';
  const types = lookups.projectTypes.filter((t) => t.label !== 'Others');
  const picked = f.helpers.arrayElements(types, { min: 1, max: 3 });
  // a founder wants projects like their own first
  const own = options.founderOf && types.find((t) => t.label === options.founderOf?.type);
  const desired = own ? [own, ...picked.filter((t) => t !== own)] : picked;
  const main = desired[0] ?? types[0];
  const domain = f.helpers.arrayElement(DOMAINS[main?.label ?? 'Technology'] ?? ['new ventures']);
  const mobileNumber =
    place.isdCode === '1'
      ? `${f.helpers.arrayElement(AREA_CODES)}${f.string.numeric(7)}`
      : f.string.numeric({ length: 9, allowLeadingZeros: false });
  const base = {
    id: f.string.uuid(),
    type: options.type,
    firstName,
    lastName,
    gender,
    email: options.email(slug.replace(/-/g, '.')),
    isdCode: place.isdCode,
    mobileNumber,
    place,
    linkedinProfile: `https://www.linkedin.com/in/${slug}-${f.string.alphanumeric({ length: 6, casing: 'lower' })}`,
    complete: options.complete ?? true,
    createdDaysAgo: f.number.int({ min: 0, max: options.maxDaysAgo ?? 1100 }),
    desiredProjectIds: ids(desired),
  };

  if (options.type === 'investor') {
    const expertise = f.helpers.arrayElements(types, { min: 2, max: 4 });
    const min = f.helpers.arrayElement([5_000, 10_000, 25_000, 50_000, 100_000]);
    const max = Math.min(min * f.helpers.arrayElement([5, 10, 20, 40]), 2_000_000);
    const company =
      f.helpers.maybe(
        () => `${f.helpers.arrayElement(FUND_WORDS[0])} ${f.helpers.arrayElement(FUND_WORDS[2])}`,
        {
          probability: 0.5,
        },
      ) ?? `${f.helpers.arrayElement(FUND_WORDS[1])} ${f.helpers.arrayElement(FUND_WORDS[2])}`;
    const [first, second] = expertise.map((e) => e.label.toLowerCase());
    const background = f.helpers
      .arrayElement(INVESTOR_BACKGROUNDS)
      .replace('{years}', String(f.number.int({ min: 6, max: 20 })))
      .replace('{company}', f.helpers.arrayElement(EMPLOYERS))
      .replace('{year}', String(f.number.int({ min: 2008, max: 2022 })))
      .replace('{count}', String(f.number.int({ min: 2, max: 7 })));
    return {
      ...base,
      bio: `${f.helpers.arrayElement(INVESTOR_STYLES)} at ${company}, backing ${first} and ${second} companies at pre-seed and seed, with a soft spot for ${domain}. ${background} Typical cheque ${money(min)} to ${money(max)}. ${f.helpers.arrayElement(INVESTOR_HELP)}`,
      bioTail: '',
      company,
      investmentMin: min,
      investmentMax: max,
      archeTypeId: null,
      experienceYears: null,
      experienceMonths: null,
      certification: null,
      yourAchievement: null,
      businessTypeId: null,
      almaMaterId: null,
      newSkills: [],
      skillIds: [],
      expertiseIds: ids(expertise),
      sectorIds: ids(f.helpers.arrayElements(lookups.preferredSectors, { min: 2, max: 4 })),
    };
  }

  const years = f.number.int({ min: 1, max: 25 });
  const tail = `Previously ${f.helpers.arrayElement(PAST_ROLES)} at ${f.helpers.arrayElement(EMPLOYERS)} for ${years > 3 ? 'several' : 'a few'} years. Looking for ${f.helpers.arrayElement(FOUNDER_NEEDS)}.`;
  return {
    ...base,
    bio: `${founderOpening(f, options.founderOf, domain, place)} ${tail}`,
    bioTail: tail,
    company: null,
    investmentMin: null,
    investmentMax: null,
    archeTypeId: f.helpers.arrayElement(lookups.archeTypes).id,
    experienceYears: years,
    experienceMonths: f.number.int({ min: 0, max: 11 }),
    certification:
      f.helpers.maybe(() => f.helpers.arrayElement(CERTIFICATIONS), { probability: 0.6 }) ?? null,
    yourAchievement: f.helpers.arrayElement(ACHIEVEMENTS),
    businessTypeId: f.helpers.arrayElement(lookups.businessTypes).id,
    almaMaterId: f.helpers.arrayElement(lookups.almaMaters).id,
    newSkills: f.helpers.maybe(() => [f.helpers.arrayElement(CUSTOM_SKILLS)], { probability: 0.25 }) ?? [],
    skillIds: ids(f.helpers.arrayElements(lookups.skills, { min: 3, max: 6 })),
    expertiseIds: [],
    sectorIds: [],
  };
}
