import type { ModuleDeps } from '../module-deps.js';
import { dataRoomLinks } from './data-room.links.js';
import { dataRoomLinkServer, dataRoomRoutes } from './data-room.routes.js';
import { dataRoomService } from './data-room.service.js';

/**
 * The data room's one door: owners lock a pitch's documents, and a locked one opens only through a
 * signed link bound to the browser of someone allowed to see it (data-room.links.ts).
 */
export function createDataRoom(deps: ModuleDeps) {
  const service = dataRoomService(deps.db, dataRoomLinks(deps.config.jwtSecret), deps.sessions);
  return {
    routes: dataRoomRoutes(service, deps.sessions),
    service,
    /** Serves signed links, opened by a browser tab without headers (mounted before the API key). */
    linkServer: dataRoomLinkServer(service, deps.storage),
  };
}
