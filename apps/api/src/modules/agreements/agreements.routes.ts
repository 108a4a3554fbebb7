import {
  AGREEMENT_WRITES_PER_MINUTE,
  getAgreement,
  getAgreements,
  getRoundTerms,
  remindAgreement,
  SIGN_TRIES_PER_MINUTE,
  setRoundTerms,
  signAgreement,
  agreementTexts as t,
  VERIFICATIONS_PER_HOUR,
  verifyAgreement,
  voidAgreement,
} from '@angelbridge/contracts';
import type { Request } from 'express';
import { AppError } from '../../http/app-error.js';
import type { Caller } from '../../http/caller.js';
import { type Route, route } from '../../http/contract-router.js';
import { enforce, type RateLimitStore, secondsLeft } from '../../http/rate-limit-store.js';
import { requestIdOf } from '../../http/request-log.js';
import { clientAddress } from '../../http/route-limits.js';
import type { SessionBinding } from '../../http/session-binding.js';
import type { SignedLinks } from '../../http/signed-links.js';
import type { AgreementsService } from './agreements.service.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const actorOf = (caller: Caller, req: Request) => ({ userId: caller.userId, requestId: requestIdOf(req) });

export function agreementsRoutes(
  service: AgreementsService,
  store: RateLimitStore,
  links: SignedLinks,
  sessions: SessionBinding,
): Route[] {
  // every write of terms and agreements, per person, in the shared store (every instance counts the same)
  const writes = {
    limits: [
      async ({ caller }: { caller: Caller }) =>
        enforce(store, `agreements ${caller.userId}`, AGREEMENT_WRITES_PER_MINUTE, MINUTE),
    ],
  };
  // the PDFs open in the browser that asked, in this session (http/signed-links.ts)
  const bind = (req: Request, caller: Caller) => links.bindBrowser(sessions, req, caller);
  return [
    route(
      setRoundTerms,
      async ({ input, caller, req, files }) => {
        const saved = await service.setTerms(actorOf(caller, req), input, files.agreement_file?.[0]);
        return {
          round_terms: saved.roundTerms,
          message: saved.queued > 0 ? t.termsSavedSending : t.termsSaved,
        };
      },
      writes,
    ),
    route(getRoundTerms, async ({ input, caller, req }) => {
      const { previewDocumentId, ...terms } = await service.getTerms(caller.userId, input.pitch_id);
      await bind(req, caller);
      return {
        ...terms,
        preview_url: previewDocumentId ? service.documentUrl(previewDocumentId, caller.userId) : null,
        message: t.termsLoaded,
      };
    }),
    route(getAgreements, async ({ input, caller, req }) => {
      const answer = await service.list(caller, input);
      await bind(req, caller);
      return { ...answer, message: t.agreementsLoaded };
    }),
    route(getAgreement, async ({ input, caller, req }) => {
      const answer = await service.one(caller.userId, input.agreement_id);
      await bind(req, caller);
      return { ...answer, message: t.agreementLoaded };
    }),
    route(
      signAgreement,
      async ({ input, caller, req }) => {
        const { role } = await service.sign(actorOf(caller, req), input, {
          clientAddress: req.ip ?? '',
          userAgent: (req.get('user-agent') ?? '').slice(0, 500),
        });
        const agreement = await service.read(caller.userId, input.agreement_id);
        await bind(req, caller);
        return { agreement, message: role === 'founder' ? t.signedCompleted : t.signed };
      },
      {
        limits: [
          async ({ caller, input }) =>
            enforce(
              store,
              `agreement sign ${caller.userId} ${input.agreement_id}`,
              SIGN_TRIES_PER_MINUTE,
              MINUTE,
            ),
        ],
      },
    ),
    route(
      voidAgreement,
      async ({ input, caller, req }) => {
        await service.void(actorOf(caller, req), input.agreement_id, input.reason);
        return { agreement: await service.read(caller.userId, input.agreement_id), message: t.voided };
      },
      writes,
    ),
    route(
      remindAgreement,
      async ({ input, caller, req }) => {
        await service.remind(actorOf(caller, req), input.agreement_id);
        return { agreement: await service.read(caller.userId, input.agreement_id), message: t.reminded };
      },
      writes,
    ),
    route(
      verifyAgreement,
      async ({ input, files }) => service.verify({ sha256: input.sha256, file: files.file?.[0] }),
      {
        // counted before the body is read: a refused address's PDF is never received
        before: async (req) => {
          const count = await store.hit(`verify-agreement ${clientAddress(req)}`, HOUR);
          if (count.hits > VERIFICATIONS_PER_HOUR) {
            throw new AppError('TOO_MANY_REQUESTS', t.tooManyVerifications, {
              retryAfter: secondsLeft(count),
            });
          }
        },
      },
    ),
  ];
}
