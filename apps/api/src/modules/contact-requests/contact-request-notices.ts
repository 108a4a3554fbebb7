import type { Db } from '../../db/client.js';
import type { OutgoingMail } from '../../mail/mailer.js';
import { contactDecisionMail, newContactRequestMail } from '../../mail/templates/contact-request-mails.js';
import { wantsEmail } from '../notifications/notification-settings.js';
import { insertNotification } from '../notifications/notifications.queries.js';
import { pitchLink } from './contact-request-view.js';
import { findPerson, type PitchFacts } from './contact-requests.queries.js';

/** Mails to send once the transaction committed; each reads the recipient's switch when it runs. */
export type Outbox = (() => Promise<OutgoingMail | null>)[];

const REQUESTS_PAGE = '/pitchrequest';

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/**
 * What each step tells whom: an in-app notification written in the step's transaction (announced to
 * the live streams on commit), and an e-mail for new requests and decisions unless switched off.
 */
export function contactNotices({ db, publicUrl }: { db: Db; publicUrl: string }) {
  const absolute = (path: string) => new URL(path, publicUrl).toString();

  return {
    async requested(
      tx: Db,
      data: { contactId: string; investorId: string; pitch: PitchFacts; note: string | null },
    ): Promise<Outbox> {
      const [investor, owner] = await Promise.all([
        findPerson(tx, data.investorId),
        findPerson(tx, data.pitch.ownerId),
      ]);
      if (!investor || !owner) return [];
      await insertNotification(tx, {
        userId: owner.id,
        kind: 'contact_request',
        title: 'New contact request',
        body: `${fullName(investor)} asked for the contact details of ${data.pitch.nameOfPitch}.`,
        link: REQUESTS_PAGE,
        contactRequestId: data.contactId,
      });
      return [
        async () =>
          (await wantsEmail(db, owner.id, 'contact_request'))
            ? {
                to: owner.email,
                ...newContactRequestMail({
                  ownerFirstName: owner.firstName,
                  investorName: fullName(investor),
                  pitchName: data.pitch.nameOfPitch,
                  note: data.note,
                  link: absolute(REQUESTS_PAGE),
                }),
              }
            : null,
      ];
    },

    async withdrawn(
      tx: Db,
      data: { contactId: string; investorId: string; ownerId: string; pitchName: string },
    ): Promise<Outbox> {
      const investor = await findPerson(tx, data.investorId);
      if (!investor) return [];
      await insertNotification(tx, {
        userId: data.ownerId,
        kind: 'contact_withdrawn',
        title: 'Contact request withdrawn',
        body: `${fullName(investor)} withdrew their request for ${data.pitchName}.`,
        link: REQUESTS_PAGE,
        contactRequestId: data.contactId,
      });
      return [];
    },

    async decided(
      tx: Db,
      data: {
        contactId: string;
        investorId: string;
        pitchId: string;
        pitchName: string;
        allowed: boolean;
        reason: string | null;
        expiresAt: Date | null;
      },
    ): Promise<Outbox> {
      const investor = await findPerson(tx, data.investorId);
      if (!investor) return [];
      const link = pitchLink(data.pitchId);
      await insertNotification(tx, {
        userId: investor.id,
        kind: 'contact_decision',
        title: data.allowed ? 'Contact request allowed' : 'Contact request denied',
        body: data.allowed
          ? `You may now see the contact details of ${data.pitchName}.`
          : `Your request for the contact details of ${data.pitchName} was denied.`,
        link,
        contactRequestId: data.contactId,
      });
      return [
        async () =>
          (await wantsEmail(db, investor.id, 'contact_decision'))
            ? {
                to: investor.email,
                ...contactDecisionMail({
                  investorFirstName: investor.firstName,
                  pitchName: data.pitchName,
                  allowed: data.allowed,
                  reason: data.reason,
                  expiresAt: data.expiresAt,
                  link: absolute(link),
                }),
              }
            : null,
      ];
    },
  };
}
