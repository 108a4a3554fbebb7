import type { ModuleDeps } from '../module-deps.js';
import { findStoredFile } from './pitches.queries.js';
import { pitchesRoutes } from './pitches.routes.js';
import { pitchesService } from './pitches.service.js';

/**
 * The pitches module's one door: the entrepreneur's own pitches (the wizard), and what the modules that
 * show pitches share with it: how a pitch looks (pitch-view.ts), who may see one (pitch-visibility.ts).
 */
export function createPitches(deps: ModuleDeps) {
  const service = pitchesService(deps);
  return {
    routes: pitchesRoutes(service, deps.sessions),
    service,
    /** Which pitch a stored file belongs to, for /uploads. */
    storedFile: (url: string) => findStoredFile(deps.db, url),
  };
}

export { COVER_SIZES } from './pitch-cover.js';
export { loadPitchCards, loadPitches, pitchCoverSql, toOwnerPitch, toPublicPitch } from './pitch-view.js';
export {
  isPublicPitch,
  maySeePitch,
  pitchWithdrawnSql,
  publicPitchWhere,
  seesPrivateTermsSql,
  termsVisibleSql,
} from './pitch-visibility.js';
export { findOwnedPitch, seesMoreThanGuests } from './pitches.queries.js';
