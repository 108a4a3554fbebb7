import {
  getAlmaMater,
  getArcheType,
  getBusinessType,
  getCitiesByStateId,
  getCountries,
  getPreferredSector,
  getProjectType,
  getSkill,
  getStatesByCountryId,
} from '@angelbridge/contracts';
import type { PreparedBody, PublicCache } from '../../cache/index.js';
import { route } from '../../http/contract-router.js';
import type { ReferenceService } from './reference.service.js';

/** Reference data is the same for everyone and changes only when an operator edits it: held in memory. */
export function referenceRoutes(service: ReferenceService, cache?: PublicCache<PreparedBody>) {
  const whole = cache ? { cache: { store: cache, key: () => '' } } : undefined;
  return [
    route(getCountries, async () => ({ country_data: await service.countries() }), whole),
    route(
      getStatesByCountryId,
      async ({ input }) => ({ states_data: await service.states(input.country_id) }),
      cache ? { cache: { store: cache, key: (input) => input.country_id } } : undefined,
    ),
    route(
      getCitiesByStateId,
      async ({ input }) => ({ city_data: await service.cities(input.state_id) }),
      cache ? { cache: { store: cache, key: (input) => input.state_id } } : undefined,
    ),
    route(getSkill, async () => ({ skill_data: await service.skills() }), whole),
    route(
      getPreferredSector,
      async () => ({ preferred_Sector_data: await service.preferredSectors() }),
      whole,
    ),
    route(getProjectType, async () => ({ projectType_data: await service.projectTypes() }), whole),
    route(getAlmaMater, async () => ({ almaMater_data: await service.almaMaters() }), whole),
    route(getBusinessType, async () => ({ business_data: await service.businessTypes() }), whole),
    route(getArcheType, async () => ({ archeType_data: await service.archeTypes() }), whole),
  ];
}
