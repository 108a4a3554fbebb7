import type { ParsedRequestOf, setRoundTerms, signAgreement as signCall } from '@angelbridge/contracts';
import type { UploadedFile } from '../../http/upload.js';
import type { Actor, AgreementsContext } from './context.js';
import { agreementOf, agreementsOf, type ListInput, readAgreement } from './reads.js';
import { type SignOrigin, signAgreement } from './sign.js';
import { getTerms, setTerms } from './terms.js';
import { verifyAgreement } from './verify.js';
import { remindAgreement, voidAgreement } from './void-remind.js';

/** The agreements use cases, each in its own file, bound to the module's parts (routes call these). */
export function agreementsService(context: AgreementsContext) {
  return {
    setTerms: (
      actor: Actor,
      input: ParsedRequestOf<typeof setRoundTerms>,
      upload: UploadedFile | undefined,
    ) => setTerms(context, actor, input, upload),
    getTerms: (ownerId: string, pitchId: string) => getTerms(context, ownerId, pitchId),
    list: (caller: { userId: string; userType: 'entrepreneur' | 'investor' }, input: ListInput) =>
      agreementsOf(context, caller, input),
    one: (userId: string, agreementId: string) => agreementOf(context, userId, agreementId),
    read: (userId: string, agreementId: string) => readAgreement(context, userId, agreementId),
    sign: (actor: Actor, input: ParsedRequestOf<typeof signCall>, origin: SignOrigin) =>
      signAgreement(context, actor, input, origin),
    void: (actor: Actor, agreementId: string, reason: string) =>
      voidAgreement(context, actor, agreementId, reason),
    remind: (actor: Actor, agreementId: string) => remindAgreement(context, actor, agreementId),
    verify: (input: { sha256?: string | undefined; file?: UploadedFile | undefined }) =>
      verifyAgreement(context.db, context.storage, input),
    /** A link to a stored PDF for a person (the portfolio's agreement links). */
    documentUrl: (documentId: string, viewerId: string) => context.links.sign(documentId, viewerId).url,
  };
}

export type AgreementsService = ReturnType<typeof agreementsService>;
