import { signedLinks } from '../../http/signed-links.js';

/**
 * Signed links to locked documents (http/signed-links.ts): made for one person, bound to their browser by
 * `BINDING_COOKIE`, and re-checked against that person's access each time one is served.
 */

/** Where signed links are served; the binding cookie is scoped to it. */
export const SIGNED_LINK_PATH = '/api/data-room/documents';
export const BINDING_COOKIE = 'ab_data_room';

export type { LinkCheck, LinkClaims } from '../../http/signed-links.js';

export const dataRoomLinks = (secret: string) =>
  // the purpose is the key's name since links were first signed: links already given keep working
  signedLinks(secret, {
    purpose: 'angelbridge data room links',
    path: SIGNED_LINK_PATH,
    cookie: BINDING_COOKIE,
  });

export type DataRoomLinks = ReturnType<typeof dataRoomLinks>;
