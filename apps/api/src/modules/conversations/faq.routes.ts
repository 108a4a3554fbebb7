import { deletePitchFaq, publishPitchFaq } from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { type Route, route } from '../../http/contract-router.js';
import { deleteFaq, publishFaq } from './publish-faq.js';

/** The answers a pitch's owner publishes from its conversations (shown by /getInvestmentPageDataById). */
export function faqRoutes({ db, publicUrl }: { db: Db; publicUrl: string }): Route[] {
  return [
    route(publishPitchFaq, async ({ input, caller }) => ({
      faq: await publishFaq(db, publicUrl, caller.userId, input),
    })),
    route(deletePitchFaq, async ({ input, caller }) => {
      await deleteFaq(db, caller.userId, input.faq_id);
      return {};
    }),
  ];
}
