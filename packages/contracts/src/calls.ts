/**
 * The zod-free entry (`@angelbridge/contracts/calls`): each call's route, and, for the type checker only,
 * the endpoint behind a call name. The routes live in call-routes.ts, which the endpoint modules spread
 * in; the type import of the schemas below is erased, so a page importing this entry loads no zod.
 */
import type { CallName } from './call-routes.js';
import type { Endpoint } from './http.js';
import type * as schemas from './schemas.js';

export * from './call-routes.js';

/** The endpoint behind a call (its schemas), for request and response types; erased at run time. */
export type EndpointOf<K extends CallName> = (typeof schemas)[K] extends infer E extends Endpoint ? E : never;
