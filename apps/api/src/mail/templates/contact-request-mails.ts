import { escapeHtml } from '@angelbridge/contracts/escape-html';
import { BRAND, finePrint, layout, type MailContent, paragraph, plainText } from './layout.js';

/** Contact-request e-mails never carry a team member's e-mail or phone: only names, the pitch and a link. */

const button = (href: string, label: string) =>
  `<p style="margin:8px 0 24px"><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;background:#1f4fd1;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(label)}</a></p>`;

const quote = (text: string) =>
  `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:3px solid #c9d3f0;color:#3a3d4f;white-space:pre-wrap">${escapeHtml(text)}</blockquote>`;

const settingsHint = `You can turn these e-mails off on your ${BRAND} profile page.`;

export interface NewRequestMail {
  ownerFirstName: string;
  investorName: string;
  pitchName: string;
  note: string | null;
  /** Absolute URL of /pitchrequest. */
  link: string;
}

export function newContactRequestMail(data: NewRequestMail): MailContent {
  const subject = `New contact request for ${data.pitchName}`;
  const greeting = `Hi ${data.ownerFirstName},`;
  const lead = `${data.investorName} asked for the contact details of your pitch "${data.pitchName}".`;
  const noteLine = data.note ? `Their note: ${data.note}` : null;
  const action = 'Allow or deny the request on your Contact Requests page:';
  return {
    subject: subject.replace(/[\r\n]+/g, ' '),
    html: layout({
      title: subject,
      preheader: lead,
      body: [
        paragraph(escapeHtml(greeting)),
        paragraph(escapeHtml(lead)),
        ...(data.note ? [quote(data.note)] : []),
        paragraph(escapeHtml(action)),
        button(data.link, 'Open Contact Requests'),
        finePrint(escapeHtml(settingsHint)),
      ].join('\n'),
    }),
    text: plainText([
      greeting,
      '',
      lead,
      ...(noteLine ? ['', noteLine] : []),
      '',
      action,
      data.link,
      '',
      settingsHint,
    ]),
  };
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
  const subject = data.allowed
    ? `Your contact request for ${data.pitchName} was allowed`
    : `Your contact request for ${data.pitchName} was denied`;
  const greeting = `Hi ${data.investorFirstName},`;
  const lead = data.allowed
    ? `The owner of "${data.pitchName}" allowed your request. The team's contact details are on the pitch's page.`
    : `The owner of "${data.pitchName}" denied your request for their contact details.`;
  const expiry = data.allowed
    ? data.expiresAt
      ? `Your access lasts until ${day(data.expiresAt)}.`
      : 'Your access does not expire.'
    : null;
  const reasonLine = data.reason ? `Reason: ${data.reason}` : null;
  return {
    subject: subject.replace(/[\r\n]+/g, ' '),
    html: layout({
      title: subject,
      preheader: lead,
      body: [
        paragraph(escapeHtml(greeting)),
        paragraph(escapeHtml(lead)),
        ...(data.reason ? [paragraph('Reason:'), quote(data.reason)] : []),
        ...(expiry ? [paragraph(escapeHtml(expiry))] : []),
        button(data.link, 'Open the pitch'),
        finePrint(escapeHtml(settingsHint)),
      ].join('\n'),
    }),
    text: plainText([
      greeting,
      '',
      lead,
      ...(reasonLine ? ['', reasonLine] : []),
      ...(expiry ? ['', expiry] : []),
      '',
      data.link,
      '',
      settingsHint,
    ]),
  };
}
