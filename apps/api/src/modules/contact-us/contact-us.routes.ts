import { contactUs, messages } from '@angelbridge/contracts';
import type { Config } from '../../config.js';
import { type Route, route } from '../../http/contract-router.js';
import { enforce, type RateLimitStore } from '../../http/rate-limit-store.js';
import { perAddress } from '../../http/route-limits.js';
import type { ContactUsService } from './contact-us.service.js';

const HOUR = 60 * 60_000;

export function contactUsRoutes(
  service: ContactUsService,
  store: RateLimitStore,
  limit: Config['contactUsLimit'],
): Route[] {
  const byAddress = perAddress(store, 'contact-us:address', limit.perAddress, HOUR);
  return [
    route(
      contactUs,
      async ({ input, files }) => {
        await service.send(input, files.file?.[0]);
        return { message: messages.server.contactMessageSent };
      },
      {
        // each message e-mails the team: a flood from one place stops within the hour, and a refused
        // sender's body (up to 10 MB of file) is never read
        before: (req) => byAddress({ req }),
        // the e-mail is in the body, so its count waits for it; the address was counted before
        limits: [({ input }) => enforce(store, `contact-us:email ${input.email}`, limit.perEmail, HOUR)],
      },
    ),
  ];
}
