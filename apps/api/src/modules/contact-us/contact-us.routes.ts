import { contactUs, messages } from '@angelbridge/contracts';
import type { ModuleDeps } from '../../app.js';
import { route } from '../../http/contract-router.js';
import { contactUsService } from './contact-us.service.js';

export function contactUsRoutes(deps: ModuleDeps) {
  const service = contactUsService({
    db: deps.db,
    storage: deps.storage,
    mailer: deps.mailer,
    teamEmail: deps.config.contactTeamEmail,
  });
  return [
    route(contactUs, async ({ input, files }) => {
      await service.send(input, files.file?.[0]);
      return { message: messages.server.contactMessageSent };
    }),
  ];
}
