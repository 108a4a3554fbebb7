import { conversationTexts } from '@angelbridge/contracts';
import { AppError, fieldError } from '../../http/app-error.js';

const m = conversationTexts;

/** Not one of the caller's: for them it does not exist, as another founder's pitch. */
export const conversationNotFound = () => fieldError('NOT_FOUND', 'conversation_id', m.notFound);

/** The conversation is there to read, but access has ended: nothing may be sent or opened. */
export const readOnly = () => new AppError('FORBIDDEN', m.readOnly);
