import type { ContactAccess } from '@angelbridge/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contactRequests, pitches } from '../../db/schema/index.js';
import { mayInvestorSeeOwnerContacts } from '../contact-requests/index.js';

interface Person {
  id: string;
  type: 'entrepreneur' | 'investor';
}

/**
 * The one rule of who may read a person's e-mail and phone on their profile page (spec §6 leaves it to
 * the server): the person themself; the owner of a pitch the investor asked about (any status: they
 * decide on the request); an investor whose request to one of the entrepreneur's pitches was allowed.
 * Everyone else is told why not. Whether an allowance still holds (not expired, pitch still public) is
 * the contact-requests module's one rule, asked here rather than copied.
 */
export async function contactAccess(db: Db, viewer: Person, person: Person): Promise<ContactAccess> {
  if (viewer.id === person.id) return { shown: true, reason: 'own_profile' };
  if (viewer.type === 'entrepreneur' && person.type === 'investor') {
    const [asked] = await db
      .select({ id: contactRequests.id })
      .from(contactRequests)
      .innerJoin(pitches, eq(pitches.id, contactRequests.pitchId))
      .where(
        and(
          eq(contactRequests.investorId, person.id),
          eq(pitches.ownerId, viewer.id),
          ne(contactRequests.status, 'withdrawn'),
        ),
      )
      .limit(1);
    return asked ? { shown: true, reason: 'asked_about_your_pitch' } : { shown: false, reason: 'no_request' };
  }
  if (viewer.type === 'investor' && person.type === 'entrepreneur') {
    if (await mayInvestorSeeOwnerContacts(db, viewer.id, person.id))
      return { shown: true, reason: 'request_allowed' };
    const requests = await db
      .select({ status: contactRequests.status })
      .from(contactRequests)
      .innerJoin(pitches, eq(pitches.id, contactRequests.pitchId))
      .where(and(eq(contactRequests.investorId, viewer.id), eq(pitches.ownerId, person.id)));
    const statuses = new Set(requests.map((r) => r.status));
    // an allowance that expired, or one on a pitch now hidden, must be asked for again
    if (statuses.has('pending')) return { shown: false, reason: 'request_pending' };
    if (statuses.has('deny')) return { shown: false, reason: 'request_denied' };
  }
  return { shown: false, reason: 'no_request' };
}
