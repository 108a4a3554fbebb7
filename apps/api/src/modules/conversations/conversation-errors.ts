import { conversationTexts } from '@angelbridge/contracts';
import { AppError } from '../../http/app-error.js';

const m = conversationTexts;

/** Not one of the caller's: for them it does not exist, as another founder's pitch. */
export const conversationNotFound = () =>
  new AppError('NOT_FOUND', m.notFound, { errors: { conversation_id: m.notFound } });

/** The conversation is there to read, but access has ended: nothing may be sent or opened. */
export const readOnly = () => new AppError('FORBIDDEN', m.readOnly);

/** A 400 or 404 that names the field it is about. */
export const fieldError = (code: 'BAD_REQUEST' | 'NOT_FOUND', field: string, message: string) =>
  new AppError(code, message, { errors: { [field]: message } });
