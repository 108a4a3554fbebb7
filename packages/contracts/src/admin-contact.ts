import { z } from 'zod';
import { adminPageField } from './admin-reports.js';
import { calls } from './call-routes.js';
import { CONTACT_ROLES } from './contact-us.js';
import { endpoint, ok, requiredId } from './http.js';

export const CONTACT_MESSAGE_FILTERS = ['unhandled', 'handled', 'all'] as const;
export type ContactMessageFilter = (typeof CONTACT_MESSAGE_FILTERS)[number];
export const CONTACT_MESSAGES_PAGE_SIZE = 20;

export const contactMessageTexts = {
  notFound: 'Contact message not found.',
  alreadyHandled: 'This message was already marked handled.',
  handled: 'Marked handled.',
  fileNotFound: 'File not found.',
  linkExpired: 'This link has expired; open the message again for a new one.',
  linkForAnother: 'This link was made for another session; open the message again.',
} as const;

export const adminContactMessage = z.object({
  _id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(CONTACT_ROLES),
  subject: z.string(),
  message: z.string(),
  contact_me: z.boolean(),
  /** The attached file through a signed link (good for a while, in this browser only); null without one. */
  file: z
    .object({ name: z.string(), url: z.string(), expires_at: z.iso.datetime({ offset: true }) })
    .nullable(),
  created_at: z.iso.datetime({ offset: true }),
  handled_at: z.iso.datetime({ offset: true }).nullable(),
  handled_by: z.string().nullable(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessage>;

export const getContactMessages = endpoint({
  ...calls.getContactMessages,
  summary: `What /contactUs received, newest first, ${CONTACT_MESSAGES_PAGE_SIZE} a page, with a signed link to each file.`,
  request: z.object({
    filter: z
      .enum(CONTACT_MESSAGE_FILTERS, { error: "filter must be 'unhandled', 'handled' or 'all'." })
      .default('unhandled'),
    page: adminPageField,
  }),
  response: ok({
    contact_messages: z.array(adminContactMessage),
    total: z.number().int(),
    page_size: z.number().int(),
  }),
});

export const markContactMessageHandled = endpoint({
  ...calls.markContactMessageHandled,
  summary: 'Marks a contact message handled (once).',
  request: z.object({
    contact_message_id: requiredId('contact_message_id is required.', 'contact_message_id'),
  }),
  response: ok({ contact_message: adminContactMessage }),
});

export const adminContactEndpoints = [getContactMessages, markContactMessageHandled] as const;
