import { contactUs, messages } from '@angelbridge/contracts';
import { route } from '../../http/contract-router.js';
import { createRateLimitStore, enforce } from '../../http/rate-limit-store.js';
import { clientAddress } from '../auth/rate-limits.js';
import type { ModuleDeps } from '../module-deps.js';
import { contactUsService } from './contact-us.service.js';

export function contactUsRoutes(deps: ModuleDeps) {
  const service = contactUsService({
    db: deps.db,
    storage: deps.storage,
    teamEmail: deps.config.contactTeamEmail,
  });
  const store = createRateLimitStore(deps.db);
  const { perAddress, perEmail } = deps.config.contactUsLimit;
  const HOUR = 60 * 60_000;
  return [
    route(
      contactUs,
      async ({ input, files }) => {
        // the e-mail is in the body, so its count waits for it; the address was counted before
        await enforce(store, `contact-us:email ${input.email}`, perEmail, HOUR);
        await service.send(input, files.file?.[0]);
        return { message: messages.server.contactMessageSent };
      },
      {
        // each message e-mails the team: a flood from one place stops within the hour, and a refused
        // sender's body (up to 10 MB of file) is never read
        before: (req) => enforce(store, `contact-us:address ${clientAddress(req)}`, perAddress, HOUR),
      },
    ),
  ];
}
