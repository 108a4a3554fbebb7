import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  almaMaters,
  archeTypes,
  businessTypes,
  cities,
  countries,
  preferredSectors,
  projectTypes,
  skills,
  states,
  userDesiredProjects,
  userExpertise,
  userPreferredSectors,
  userSkills,
  users,
} from '../../db/schema/index.js';

const signupCountry = alias(countries, 'signup_country');
const registerCountry = alias(countries, 'register_country');

/** One user with the names of everything the row points at; the shape of the profile is made in the service. */
export async function findProfileRow(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      userType: users.userType,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      isdCode: users.isdCode,
      mobileNumber: users.mobileNumber,
      country: { id: signupCountry.id, name: signupCountry.name, isdCode: signupCountry.isdCode },
      registerCountry: { id: registerCountry.id, name: registerCountry.name },
      registerState: { id: states.id, name: states.name },
      registerCity: { id: cities.id, name: cities.name },
      bio: users.bio,
      linkedinProfile: users.linkedinProfile,
      photo: users.photo,
      emailVerified: users.emailVerified,
      isProfileComplete: users.isProfileComplete,
      createdAt: users.createdAt,
      archeType: { id: archeTypes.id, label: archeTypes.label },
      experienceYears: users.experienceYears,
      experienceMonths: users.experienceMonths,
      certification: users.certification,
      yourAchievement: users.yourAchievement,
      newSkills: users.newSkills,
      businessType: { id: businessTypes.id, label: businessTypes.label },
      otherBusinessType: users.otherBusinessType,
      almaMater: { id: almaMaters.id, label: almaMaters.label },
      otherAlmaMater: users.otherAlmaMater,
      companyOrOrganization: users.companyOrOrganization,
      investmentMin: users.investmentMin,
      investmentMax: users.investmentMax,
      thesisStages: users.thesisStages,
      thesisCountryIds: users.thesisCountryIds,
      thesisInstruments: users.thesisInstruments,
      pendingEmail: users.pendingEmail,
      pendingMobileNumber: users.pendingMobileNumber,
    })
    .from(users)
    .leftJoin(signupCountry, eq(signupCountry.id, users.countryId))
    .leftJoin(registerCountry, eq(registerCountry.id, users.registerCountryId))
    .leftJoin(states, eq(states.id, users.registerStateId))
    .leftJoin(cities, eq(cities.id, users.registerCityId))
    .leftJoin(archeTypes, eq(archeTypes.id, users.archeTypeId))
    .leftJoin(businessTypes, eq(businessTypes.id, users.businessTypeId))
    .leftJoin(almaMaters, eq(almaMaters.id, users.almaMaterId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileRow>>>;

/** The lists a user picks from, with the table that links them and the list they point at. */
const LINKS = {
  skills: { link: userSkills, target: skills },
  desiredProjects: { link: userDesiredProjects, target: projectTypes },
  expertise: { link: userExpertise, target: projectTypes },
  preferredSectors: { link: userPreferredSectors, target: preferredSectors },
} as const;
export type LinkList = keyof typeof LINKS;

export async function listLinked(db: Db, userId: string, list: LinkList) {
  const { link, target } = LINKS[list];
  return db
    .select({ id: target.id, label: target.label })
    .from(link)
    .innerJoin(target, eq(target.id, link.refId))
    .where(eq(link.userId, userId))
    .orderBy(asc(target.sort), asc(target.label));
}

export async function replaceLinked(db: Db, userId: string, list: LinkList, ids: readonly string[]) {
  const { link } = LINKS[list];
  await db.delete(link).where(eq(link.userId, userId));
  if (ids.length > 0) await db.insert(link).values(ids.map((refId) => ({ userId, refId })));
}

/** The thesis countries' names, by name; a country gone from the list is left out. */
export async function listCountries(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: countries.id, name: countries.name })
    .from(countries)
    .where(inArray(countries.id, [...ids]))
    .orderBy(asc(countries.name));
}

// ---- writing a profile ----

export type UserColumns = Partial<typeof users.$inferInsert>;

export async function updateUser(db: Db, userId: string, values: UserColumns): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
