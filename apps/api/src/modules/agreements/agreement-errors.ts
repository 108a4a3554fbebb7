import { agreementTexts as t } from '@angelbridge/contracts';
import { AppError, type ErrorCode } from '../../http/app-error.js';

/** A refusal that names its field, as every 4xx of this module does. */
export const fieldError = (code: ErrorCode, field: string, message: string) =>
  new AppError(code, message, { errors: { [field]: message } });

export const agreementNotFound = () => fieldError('NOT_FOUND', 'agreement_id', t.agreementNotFound);
export const pitchNotFound = () => fieldError('NOT_FOUND', 'pitch_id', t.pitchNotFound);
