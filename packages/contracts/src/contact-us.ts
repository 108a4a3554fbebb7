import { z } from 'zod';
import { calls } from './call-routes.js';
import { checkedField, emailField, endpoint, okOnly, requiredText } from './http.js';
import { CONTACT_FILE_KINDS, CONTACT_FILE_MAX_BYTES, CONTACT_ROLES, FIELD_LIMITS } from './limits.js';
import { messages } from './messages.js';

const m = messages;
const limit = FIELD_LIMITS.contactUs;

export { CONTACT_FILE_KINDS, CONTACT_FILE_MAX_BYTES, CONTACT_ROLES } from './limits.js';
export type ContactRole = (typeof CONTACT_ROLES)[number];

export const contactUsRequest = z.object({
  name: requiredText(m.contactUs.nameRequired, limit.name),
  email: emailField(m.contactUs.emailRequired, m.contactUs.emailInvalid),
  role: z.enum(CONTACT_ROLES, { error: m.contactUs.roleRequired }),
  subject: requiredText(m.contactUs.subjectRequired, limit.subject),
  message: requiredText(m.contactUs.messageRequired, limit.message),
  contact_me: checkedField(m.contactUs.contactMeRequired),
});
export type ContactUsRequest = z.input<typeof contactUsRequest>;

export const contactUs = endpoint({
  ...calls.contactUs,
  summary: 'Sends a message to the team, with at most one attachment (pdf, ppt or doc).',
  request: contactUsRequest,
  response: okOnly,
  files: [
    {
      field: 'file',
      maxCount: 1,
      maxBytes: CONTACT_FILE_MAX_BYTES,
      kinds: CONTACT_FILE_KINDS,
      typeMessage: m.contactUs.fileType,
      sizeMessage: m.contactUs.fileSize,
    },
  ],
});

export const contactUsEndpoints = [contactUs] as const;
