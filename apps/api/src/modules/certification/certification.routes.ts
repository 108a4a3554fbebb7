import {
  CERTIFICATIONS_PER_HOUR,
  certificationTexts,
  certifyInvestor,
  getMyCertification,
} from '@angelbridge/contracts';
import { type Route, route } from '../../http/contract-router.js';
import { enforce, type RateLimitStore } from '../../http/rate-limit-store.js';
import { requestIdOf } from '../../http/request-log.js';
import type { CertificationService } from './certification.service.js';

const HOUR = 3_600_000;

export function certificationRoutes(service: CertificationService, store: RateLimitStore): Route[] {
  return [
    route(
      certifyInvestor,
      async ({ input, caller, req }) => ({
        certification: await service.certify(caller.userId, input, requestIdOf(req)),
        message: certificationTexts.certified,
      }),
      {
        limits: [
          async ({ caller }) => enforce(store, `certify ${caller.userId}`, CERTIFICATIONS_PER_HOUR, HOUR),
        ],
      },
    ),
    route(getMyCertification, async ({ caller }) => ({ certification: await service.mine(caller.userId) })),
  ];
}
