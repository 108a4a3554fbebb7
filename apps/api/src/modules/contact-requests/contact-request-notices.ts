import { webPath, webPaths } from '@angelbridge/contracts/web-paths';
import type { Db } from '../../db/client.js';
import { enqueueMail } from '../../mail/mail-queue.js';
import { contactDecisionMail, newContactRequestMail } from '../../mail/templates/contact-request-mails.js';
import { notificationsService as notifications } from '../notifications/index.js';
import { pitchLink } from './contact-request-view.js';
import { findPerson, type PitchFacts } from './contact-requests.queries.js';

const REQUESTS_PAGE = webPath(webPaths.pitchRequest);

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/**
 * What each step tells whom: an in-app notification written in the step's transaction (announced to
 * the live streams on commit), and an e-mail for new requests and decisions unless switched off, queued
 * in the same transaction (sent by the mail queue's worker once it commits; never for a rollback).
 */
export function contactNotices({ publicUrl }: { publicUrl: string }) {
  const absolute = (path: string) => new URL(path, publicUrl).toString();

  return {
    async requested(
      tx: Db,
      data: { contactId: string; investorId: string; pitch: PitchFacts; note: string | null },
    ): Promise<void> {
      const [investor, owner] = await Promise.all([
        findPerson(tx, data.investorId),
        findPerson(tx, data.pitch.ownerId),
      ]);
      if (!investor || !owner) return;
      await notifications.insert(tx, {
        userId: owner.id,
        kind: 'contact_request',
        title: 'New contact request',
        body: `${fullName(investor)} asked for the contact details of ${data.pitch.nameOfPitch}.`,
        link: REQUESTS_PAGE,
        contactRequestId: data.contactId,
      });
      if (!(await notifications.wantsEmail(tx, owner.id, 'contact_request'))) return;
      await enqueueMail(tx, {
        to: owner.email,
        ...newContactRequestMail({
          ownerFirstName: owner.firstName,
          investorName: fullName(investor),
          pitchName: data.pitch.nameOfPitch,
          note: data.note,
          link: absolute(REQUESTS_PAGE),
        }),
      });
    },

    async withdrawn(
      tx: Db,
      data: { contactId: string; investorId: string; ownerId: string; pitchName: string },
    ): Promise<void> {
      const investor = await findPerson(tx, data.investorId);
      if (!investor) return;
      await notifications.insert(tx, {
        userId: data.ownerId,
        kind: 'contact_withdrawn',
        title: 'Contact request withdrawn',
        body: `${fullName(investor)} withdrew their request for ${data.pitchName}.`,
        link: REQUESTS_PAGE,
        contactRequestId: data.contactId,
      });
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
    ): Promise<void> {
      const investor = await findPerson(tx, data.investorId);
      if (!investor) return;
      const link = pitchLink(data.pitchId);
      await notifications.insert(tx, {
        userId: investor.id,
        kind: 'contact_decision',
        title: data.allowed ? 'Contact request allowed' : 'Contact request denied',
        body: data.allowed
          ? `You may now see the contact details of ${data.pitchName}.`
          : `Your request for the contact details of ${data.pitchName} was denied.`,
        link,
        contactRequestId: data.contactId,
      });
      if (!(await notifications.wantsEmail(tx, investor.id, 'contact_decision'))) return;
      await enqueueMail(tx, {
        to: investor.email,
        ...contactDecisionMail({
          investorFirstName: investor.firstName,
          pitchName: data.pitchName,
          allowed: data.allowed,
          reason: data.reason,
          expiresAt: data.expiresAt,
          link: absolute(link),
        }),
      });
    },
  };
}

export type ContactNotices = ReturnType<typeof contactNotices>;
