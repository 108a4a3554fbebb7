import { agreementTexts as t } from '@angelbridge/contracts';
import { fieldError } from '../../http/app-error.js';

// Every 4xx of this module names its field (fieldError).

export const agreementNotFound = () => fieldError('NOT_FOUND', 'agreement_id', t.agreementNotFound);
export const pitchNotFound = () => fieldError('NOT_FOUND', 'pitch_id', t.pitchNotFound);
