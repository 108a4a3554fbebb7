import { ACCOUNT_TYPES } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
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
} from './reference.js';

/** Full-text document; written only by the database (see the search triggers migration). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The contract's list of account types (admin joined in migration admin_base; sign-up offers USER_TYPES). */
export const userType = pgEnum('user_type', ACCOUNT_TYPES);

/** Both profile kinds live in one row: the kind-specific columns stay null for the other kind. */
export const users = pgTable(
  'users',
  {
    id: id(),
    userType: userType('user_type').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    passwordHash: text('password_hash').notNull(),
    /** Bumped on password change: every token carrying an older version is refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    isdCode: text('isd_code').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    countryId: uuid('country_id').references(() => countries.id),
    registerCountryId: uuid('register_country_id').references(() => countries.id),
    registerStateId: uuid('register_state_id').references(() => states.id),
    registerCityId: uuid('register_city_id').references(() => cities.id),
    bio: text('bio'),
    linkedinProfile: text('linkedin_profile'),
    photo: text('photo'),
    isProfileComplete: boolean('is_profile_complete').notNull().default(false),
    // entrepreneur
    archeTypeId: uuid('arche_type_id').references(() => archeTypes.id),
    experienceYears: integer('experience_years'),
    experienceMonths: integer('experience_months'),
    certification: text('certification'),
    yourAchievement: text('your_achievement'),
    newSkills: text('new_skills').array().notNull().default(sql`'{}'::text[]`),
    businessTypeId: uuid('business_type_id').references(() => businessTypes.id),
    otherBusinessType: text('other_business_type'),
    almaMaterId: uuid('alma_mater_id').references(() => almaMaters.id),
    otherAlmaMater: text('other_alma_mater'),
    // investor
    companyOrOrganization: text('company_or_organization'),
    investmentMin: bigint('investment_min', { mode: 'number' }),
    investmentMax: bigint('investment_max', { mode: 'number' }),
    // a changed e-mail or phone waits here until its code is verified
    pendingEmail: text('pending_email'),
    pendingIsdCode: text('pending_isd_code'),
    pendingCountryId: uuid('pending_country_id').references(() => countries.id),
    pendingMobileNumber: text('pending_mobile_number'),
    /** Set by an admin (issue 21): no token works, no sign-in, out of every public list until restored. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Global search document, kept current by triggers from the profile, skills and expertise
    // (migration 0003): names, company, expertise and skills; the vector adds the bio.
    searchText: text('search_text').notNull().default(''),
    searchVector: tsvector('search_vector').notNull().default(sql`''::tsvector`),
  },
  (t) => [
    uniqueIndex('users_email_lower').on(sql`lower(${t.email})`),
    index('users_listing').on(t.userType, t.isProfileComplete, t.createdAt),
    index('users_investment_range').on(t.investmentMin, t.investmentMax),
    // the scout page's slider bounds over all investors
    index('users_investor_min')
      .on(t.investmentMin)
      .where(sql`${t.userType} = 'investor' and ${t.isProfileComplete}`),
    index('users_investor_max')
      .on(t.investmentMax)
      .where(sql`${t.userType} = 'investor' and ${t.isProfileComplete}`),
    // only people with complete profiles are searchable, so only they are indexed
    index('users_search_vector').using('gin', t.searchVector).where(sql`${t.isProfileComplete}`),
    // global search always considers whoever has exactly the name typed, however many others match
    index('users_search_full_name')
      .on(sql`lower(${t.firstName} || ' ' || ${t.lastName})`)
      .where(sql`${t.isProfileComplete}`),
    // the few suspended accounts, read by every public pitch and people filter (an anti-join)
    index('users_suspended').on(t.id).where(sql`${t.suspendedAt} is not null`),
  ],
);

const userLink = (table: string, column: string, target: typeof skills) =>
  pgTable(
    table,
    {
      userId: uuid('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      refId: uuid(column)
        .notNull()
        .references(() => target.id, { onDelete: 'cascade' }),
    },
    (t) => [primaryKey({ columns: [t.userId, t.refId] }), index(`${table}_ref`).on(t.refId)],
  );

export const userSkills = userLink('user_skills', 'skill_id', skills);
/** Desired projects (both kinds; an investor's intermediate project types). */
export const userDesiredProjects = userLink('user_desired_projects', 'project_type_id', projectTypes);
/** An investor's expertise, from the project type list. */
export const userExpertise = userLink('user_expertise', 'project_type_id', projectTypes);
export const userPreferredSectors = userLink('user_preferred_sectors', 'sector_id', preferredSectors);
