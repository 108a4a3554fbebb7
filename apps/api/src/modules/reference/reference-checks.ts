import { messages, OTHER_OPTION_ID } from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import {
  cityIsInState,
  countExisting,
  findCountries,
  findCountry,
  type PickList,
  stateIsInCountry,
} from './reference.queries.js';

type Errors = Record<string, string>;

/** The fields of a completion or edit form that point into reference lists. */
export interface ReferencedIds {
  user_type: 'entrepreneur' | 'investor';
  register_country: string;
  register_state: string;
  register_city: string;
  desired_project: string[];
  arche_type?: string;
  skills?: string[];
  type_business?: string | undefined;
  alma_master?: string;
  preferred_sectors?: string[];
  expertise?: string[];
  /** An investor's thesis countries (issue 22). */
  thesis_countries?: string[] | undefined;
}

const unique = (ids: readonly string[]) => [...new Set(ids)];

async function allExist(db: Db, list: PickList, ids: readonly string[]) {
  const distinct = unique(ids);
  return (await countExisting(db, list, distinct)) === distinct.length;
}

/** The messages are the contract's for a malformed id of the same field, so a field speaks with one voice. */
async function placeErrors(db: Db, ids: ReferencedIds, errors: Errors) {
  if (!(await findCountry(db, ids.register_country))) {
    errors.register_country = 'Invalid country.';
    return;
  }
  if (!(await stateIsInCountry(db, ids.register_state, ids.register_country))) {
    errors.register_state = 'Invalid state.';
    return;
  }
  if (!(await cityIsInState(db, ids.register_city, ids.register_state)))
    errors.register_city = 'Invalid city.';
}

/** Throws 400 naming every field whose id is not in its list (or, for places, not inside its parent). */
export async function checkReferences(db: Db, ids: ReferencedIds): Promise<void> {
  const errors: Errors = {};
  await placeErrors(db, ids, errors);
  if (!(await allExist(db, 'projectTypes', ids.desired_project)))
    errors.desired_project = 'Invalid project type.';
  if (ids.user_type === 'entrepreneur') {
    if (ids.arche_type && !(await allExist(db, 'archeTypes', [ids.arche_type]))) {
      errors.arche_type = 'Invalid archetype.';
    }
    if (!(await allExist(db, 'skills', ids.skills ?? []))) errors.skills = 'Invalid skill.';
    if (ids.type_business && ids.type_business !== OTHER_OPTION_ID) {
      if (!(await allExist(db, 'businessTypes', [ids.type_business]))) {
        errors.type_business = messages.entrepreneurProfile.typeBusinessInvalid;
      }
    }
    if (ids.alma_master && ids.alma_master !== OTHER_OPTION_ID) {
      if (!(await allExist(db, 'almaMaters', [ids.alma_master]))) {
        errors.alma_master = messages.entrepreneurProfile.almaMasterRequired;
      }
    }
  } else {
    if (!(await allExist(db, 'preferredSectors', ids.preferred_sectors ?? []))) {
      errors.preferred_sectors = 'Invalid sector.';
    }
    if (!(await allExist(db, 'projectTypes', ids.expertise ?? []))) errors.expertise = 'Invalid expertise.';
    const thesisCountries = unique(ids.thesis_countries ?? []);
    if ((await findCountries(db, thesisCountries)).length !== thesisCountries.length) {
      errors.thesis_countries = 'Invalid country.';
    }
  }
  throwIfAny(errors);
}

/** The sign-up country must exist and the ISD code must be that country's. */
export async function checkPhoneCountry(db: Db, countryId: string, isdCode: string): Promise<void> {
  const country = await findCountry(db, countryId);
  if (!country) throwIfAny({ country_id: messages.signup.countryRequired });
  else if (country.isdCode !== isdCode) throwIfAny({ isd_code: messages.signup.countryRequired });
}

function throwIfAny(errors: Errors) {
  const first = Object.values(errors)[0];
  if (first) throw new AppError('BAD_REQUEST', first, { errors });
}
