import {
  getAlmaMater,
  getArcheType,
  getBusinessType,
  getCountries,
  getPreferredSector,
  getProjectType,
  getSkill,
} from '@angelbridge/contracts';
import { answer } from './api';

/**
 * The lists the sign-up's profile stage reads, answered empty: a test that lands on that stage answers
 * them, or a busy machine lets the stage ask before the test ends (an unanswered call fails the test).
 */
export function answerProfileLists(): void {
  const ok = { success: true as const, message: 'OK' };
  answer(getCountries, { ...ok, country_data: [] });
  answer(getSkill, { ...ok, skill_data: [] });
  answer(getPreferredSector, { ...ok, preferred_Sector_data: [] });
  answer(getProjectType, { ...ok, projectType_data: [] });
  answer(getAlmaMater, { ...ok, almaMater_data: [] });
  answer(getBusinessType, { ...ok, business_data: [] });
  answer(getArcheType, { ...ok, archeType_data: [] });
}
