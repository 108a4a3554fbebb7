import type { Faker } from '@faker-js/faker';
import type { Labelled, Place, SeedLookups } from './lookups.js';
import {
  ACHIEVEMENTS,
  AREA_CODES,
  CERTIFICATIONS,
  CUSTOM_SKILLS,
  DOMAINS,
  FOUNDER_NEEDS,
  FOUNDER_OPENINGS,
  FUND_WORDS,
  INVESTOR_BACKGROUNDS,
  INVESTOR_HELP,
  INVESTOR_STYLES,
  PAST_ROLES,
} from './vocabulary.js';

/** Name locales, loaded only when something is seeded. */
const NAME_LOCALES = {
  en_CA: () => import('@faker-js/faker/locale/en_CA'),
  fr_CA: () => import('@faker-js/faker/locale/fr_CA'),
  fr: () => import('@faker-js/faker/locale/fr'),
  en_IN: () => import('@faker-js/faker/locale/en_IN'),
  de: () => import('@faker-js/faker/locale/de'),
  en_NG: () => import('@faker-js/faker/locale/en_NG'),
  en_AU: () => import('@faker-js/faker/locale/en_AU'),
  en_GB: () => import('@faker-js/faker/locale/en_GB'),
  en_US: () => import('@faker-js/faker/locale/en_US'),
  es_MX: () => import('@faker-js/faker/locale/es_MX'),
};
type NameLocale = keyof typeof NAME_LOCALES;

/** One seeded faker for choices, and one per name locale so names fit where people live. */
export interface Fakers {
  main: Faker;
  names: Record<NameLocale, Faker>;
}

/** Each locale is its own instance with its own seed, so the same seed always gives the same people. */
export async function loadFakers(seed: number): Promise<Fakers> {
  const names = {} as Record<NameLocale, Faker>;
  for (const [i, [locale, load]] of Object.entries(NAME_LOCALES).entries()) {
    const { faker } = await load();
    faker.seed(seed + i);
    names[locale as NameLocale] = faker;
  }
  return { main: names.en_CA, names };
}

export interface SeedPerson {
  id: string;
  type: 'entrepreneur' | 'investor';
  firstName: string;
  lastName: string;
  email: string;
  isdCode: string;
  mobileNumber: string;
  place: Place;
  bio: string;
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

function nameLocale(f: Faker, place: Place): NameLocale {
  if (place.alpha2 === 'CA' && place.stateName === 'Quebec')
    return f.helpers.maybe(() => 'en_CA', { probability: 0.25 }) ?? 'fr_CA';
  const byCountry: Partial<Record<string, NameLocale>> = {
    FR: 'fr',
    IN: 'en_IN',
    DE: 'de',
    NG: 'en_NG',
    AU: 'en_AU',
    GB: 'en_GB',
    US: 'en_US',
  };
  const local = byCountry[place.alpha2];
  if (local) return local;
  // Canada's other provinces, and places without a locale of their own
  return f.helpers.weightedArrayElement([
    { weight: 70, value: 'en_CA' },
    { weight: 10, value: 'en_IN' },
    { weight: 8, value: 'fr_CA' },
    { weight: 6, value: 'es_MX' },
    { weight: 6, value: 'en_GB' },
  ]);
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

export interface PersonOptions {
  type: 'entrepreneur' | 'investor';
  /** Builds the e-mail from the person's ASCII name slug. */
  email: (slug: string) => string;
  complete?: boolean;
  maxDaysAgo?: number;
}

/** One believable person: real place, name that fits it, and a bio made from their own profile. */
export function generatePerson(fakers: Fakers, lookups: SeedLookups, options: PersonOptions): SeedPerson {
  const f = fakers.main;
  const place = f.helpers.weightedArrayElement(lookups.places.map((p) => ({ weight: p.weight, value: p })));
  const names = fakers.names[nameLocale(f, place)];
  const firstName = names.person.firstName();
  const lastName = names.person.lastName();
  const slug = ascii(`${firstName} ${lastName}`) || 'member';
  const types = lookups.projectTypes.filter((t) => t.label !== 'Others');
  const desired = f.helpers.arrayElements(types, { min: 1, max: 3 });
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
      .replace('{company}', f.company.name())
      .replace('{year}', String(f.number.int({ min: 2008, max: 2022 })))
      .replace('{count}', String(f.number.int({ min: 2, max: 7 })));
    return {
      ...base,
      bio: `${f.helpers.arrayElement(INVESTOR_STYLES)} at ${company}, backing ${first} and ${second} companies at pre-seed and seed, with a soft spot for ${domain}. ${background} Typical cheque ${money(min)} to ${money(max)}. ${f.helpers.arrayElement(INVESTOR_HELP)}`,
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
  return {
    ...base,
    bio: `${f.helpers.arrayElement(FOUNDER_OPENINGS)} ${domain} in ${place.cityName}. Previously ${f.helpers.arrayElement(PAST_ROLES)} at ${f.company.name()} for ${years > 3 ? 'several' : 'a few'} years. Looking for ${f.helpers.arrayElement(FOUNDER_NEEDS)}.`,
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
