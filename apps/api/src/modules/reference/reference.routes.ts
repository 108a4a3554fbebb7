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
import type { Db } from '../../db/client.js';
import { route } from '../../http/contract-router.js';
import { referenceService } from './reference.service.js';

export function referenceRoutes(db: Db) {
  const service = referenceService(db);
  return [
    route(getCountries, async () => ({ country_data: await service.countries() })),
    route(getStatesByCountryId, async ({ input }) => ({
      states_data: await service.states(input.country_id),
    })),
    route(getCitiesByStateId, async ({ input }) => ({
      city_data: await service.cities(input.state_id),
    })),
    route(getSkill, async () => ({ skill_data: await service.skills() })),
    route(getPreferredSector, async () => ({
      preferred_Sector_data: await service.preferredSectors(),
    })),
    route(getProjectType, async () => ({ projectType_data: await service.projectTypes() })),
    route(getAlmaMater, async () => ({ almaMater_data: await service.almaMaters() })),
    route(getBusinessType, async () => ({ business_data: await service.businessTypes() })),
    route(getArcheType, async () => ({ archeType_data: await service.archeTypes() })),
  ];
}
