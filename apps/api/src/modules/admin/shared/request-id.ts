import type { Request } from 'express';
import { requestIdOf } from '../../../http/request-log.js';

/** The id the request log named this request with (sent back as x-request-id), for the audit row. */
export function requestIdFor(req: Request): string {
  const named = (req as Request & { id?: unknown }).id;
  return typeof named === 'string' && named ? named : requestIdOf(req);
}
