import { button, finePrint, greeting, paragraph, quote } from './blocks.js';
import { BRAND, type MailContent } from './layout.js';
import { renderMail } from './render-mail.js';

/** Contact-request e-mails never carry a team member's e-mail or phone: only names, the pitch and a link. */

const settingsHint = finePrint(`You can turn these e-mails off on your ${BRAND} profile page.`);

export interface NewRequestMail {
  ownerFirstName: string;
  investorName: string;
  pitchName: string;
  note: string | null;
  /** Absolute URL of /pitchrequest. */
  link: string;
}

export function newContactRequestMail(data: NewRequestMail): MailContent {
  const lead = `${data.investorName} asked for the contact details of your pitch "${data.pitchName}".`;
  return renderMail({
    subject: `New contact request for ${data.pitchName}`,
    preheader: lead,
    blocks: [
      greeting(data.ownerFirstName),
      paragraph(lead),
      data.note && quote(data.note, 'Their note:'),
      button(data.link, 'Open Contact Requests', {
        lead: 'Allow or deny the request on your Contact Requests page:',
      }),
      settingsHint,
    ],
  });
}

export interface DecisionMail {
  investorFirstName: string;
  pitchName: string;
  allowed: boolean;
  reason: string | null;
  expiresAt: Date | null;
  /** Absolute URL of the pitch's page. */
  link: string;
}

const day = (date: Date) =>
  date.toLocaleDateString('en-CA', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function contactDecisionMail(data: DecisionMail): MailContent {
  const lead = data.allowed
    ? `The owner of "${data.pitchName}" allowed your request. The team's contact details are on the pitch's page.`
    : `The owner of "${data.pitchName}" denied your request for their contact details.`;
  const expiry = data.allowed
    ? data.expiresAt
      ? `Your access lasts until ${day(data.expiresAt)}.`
      : 'Your access does not expire.'
    : null;
  return renderMail({
    subject: data.allowed
      ? `Your contact request for ${data.pitchName} was allowed`
      : `Your contact request for ${data.pitchName} was denied`,
    preheader: lead,
    blocks: [
      greeting(data.investorFirstName),
      paragraph(lead),
      data.reason && quote(data.reason, 'Reason:'),
      expiry && paragraph(expiry),
      button(data.link, 'Open the pitch'),
      settingsHint,
    ],
  });
}
