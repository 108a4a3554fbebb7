import jwt from 'jsonwebtoken';

/**
 * EventSource cannot send headers, so the stream URL carries a ticket instead of the session token: it
 * is good for one thing (opening a stream), for 60 seconds, and a session token is never accepted in
 * its place (nor a ticket as a session: it has its own audience and no token kind).
 */
export const TICKET_SECONDS = 60;
const AUDIENCE = 'notification-stream';

export interface TicketClaims {
  userId: string;
  version: number;
}

export function signTicket(secret: string, { userId, version }: TicketClaims): string {
  return jwt.sign({ tv: version }, secret, {
    algorithm: 'HS256',
    subject: userId,
    audience: AUDIENCE,
    expiresIn: TICKET_SECONDS,
  });
}

export function verifyTicket(secret: string, ticket: string): TicketClaims | null {
  try {
    const payload = jwt.verify(ticket, secret, { algorithms: ['HS256'], audience: AUDIENCE });
    if (typeof payload === 'string' || typeof payload.sub !== 'string') return null;
    // a ticket without exp would never expire (jsonwebtoken accepts it); every ticket is made with one
    if (typeof payload.exp !== 'number') return null;
    const tv = (payload as { tv?: unknown }).tv;
    if (typeof tv !== 'number') return null;
    return { userId: payload.sub, version: tv };
  } catch {
    return null;
  }
}
