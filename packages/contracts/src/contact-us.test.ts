import { describe, expect, it } from 'vitest';
import { contactUs } from './contact-us.js';
import { messages as m } from './messages.js';
import { firstMessage, labelled } from './test-helpers.js';

const valid = {
  name: 'Ada Lovelace',
  email: 'Ada@Example.com',
  role: 'investor',
  subject: 'Hello',
  message: 'I would like to know more.',
  contact_me: 'true',
};

describe('/contactUs', () => {
  const schema = contactUs.request;

  it('accepts a complete form sent as multipart text', () => {
    expect(schema.parse(valid)).toEqual({ ...valid, email: 'ada@example.com', contact_me: true });
  });

  it.each(
    labelled([
      [{ name: '' }, m.contactUs.nameRequired],
      [{ email: undefined }, m.contactUs.emailRequired],
      [{ email: 'ada.example.com' }, m.contactUs.emailInvalid],
      [{ role: '' }, m.contactUs.roleRequired],
      [{ role: 'admin' }, m.contactUs.roleRequired],
      [{ subject: ' ' }, m.contactUs.subjectRequired],
      [{ message: '' }, m.contactUs.messageRequired],
      [{ contact_me: 'false' }, m.contactUs.contactMeRequired],
      [{ contact_me: false }, m.contactUs.contactMeRequired],
      [{ contact_me: undefined }, m.contactUs.contactMeRequired],
      [{ contact_me: 'yes please' }, m.contactUs.contactMeRequired],
    ]),
  )('rejects %s with its message', (_label, change, message) => {
    expect(firstMessage(schema, { ...valid, ...change })).toBe(message);
  });

  it('the contact_me message keeps the spec’s typographic apostrophe', () => {
    expect(m.contactUs.contactMeRequired).toBe('Please confirm if you\u2019d like us to contact you');
  });

  it('takes at most one pdf, ppt or doc file of 10 MB', () => {
    expect(contactUs.files).toEqual([
      {
        field: 'file',
        maxCount: 1,
        maxBytes: 10 * 1024 * 1024,
        kinds: ['pdf', 'ppt', 'doc'],
        typeMessage: m.contactUs.fileType,
        sizeMessage: 'File size should not exceed 10MB.',
      },
    ]);
  });
});
