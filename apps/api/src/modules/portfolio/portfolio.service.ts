import { portfolioTexts as t } from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { SessionBinding } from '../../http/session-binding.js';
import type { LinkCheck, SignedLinks } from '../../http/signed-links.js';
import type { TellInvestor } from './funded-notice.js';
import { type Actor, type MarkFundedInput, markFunded } from './mark-funded.js';
import { activeInvestor, completedDocument, completedDocumentsOf } from './portfolio.queries.js';
import type { PortfolioLinks } from './portfolio-links.js';
import { readPortfolio } from './read-portfolio.js';

export interface PortfolioContext {
  db: Db;
  tell: TellInvestor;
  links: PortfolioLinks;
  sessions: SessionBinding;
}

const LINK_REFUSALS: Record<Exclude<LinkCheck, { ok: true }>['reason'], string> = {
  invalid: t.linkInvalid,
  expired: t.linkExpired,
  another_viewer: t.linkForAnother,
};

/** The portfolio's use cases, bound to its parts (routes and the link server call these). */
export function portfolioService(context: PortfolioContext) {
  const { db, links, sessions } = context;

  /** A served link: genuine, unexpired, in its investor's browser, and that investor still in standing. */
  async function investorOf(signer: SignedLinks, token: string, binding: string | undefined) {
    const check = await signer.verifyBound(sessions, token, binding);
    if (!check.ok) {
      throw new AppError(check.reason === 'invalid' ? 'NOT_FOUND' : 'FORBIDDEN', LINK_REFUSALS[check.reason]);
    }
    if (!(await activeInvestor(db, check.claims.viewerId))) throw new AppError('FORBIDDEN', t.linkForAnother);
    return check.claims;
  }

  return {
    markFunded: (actor: Actor, input: MarkFundedInput) => markFunded(context, actor, input),
    read: (investorId: string) => readPortfolio(db, links, investorId),

    /** The completed PDF behind an agreement link, while the link's investor is its investor. */
    async agreementFile(token: string, binding: string | undefined) {
      const claims = await investorOf(links.agreement, token, binding);
      const document = await completedDocument(db, claims.id, claims.viewerId);
      if (!document) throw new AppError('NOT_FOUND', t.linkInvalid);
      return document;
    },

    /** The investor's completed PDFs behind an archive link (made for the investor themself). */
    async archiveFiles(token: string, binding: string | undefined) {
      const claims = await investorOf(links.archive, token, binding);
      if (claims.id !== claims.viewerId) throw new AppError('NOT_FOUND', t.linkInvalid);
      const documents = await completedDocumentsOf(db, claims.viewerId);
      if (documents.length === 0) throw new AppError('NOT_FOUND', t.noAgreements);
      return documents;
    },
  };
}

export type PortfolioService = ReturnType<typeof portfolioService>;
