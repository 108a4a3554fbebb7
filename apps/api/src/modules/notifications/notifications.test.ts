import {
  addContactRequest,
  contactRequestAllowOrDeny,
  getNotificationSettings,
  getNotifications,
  messages as m,
  markNotificationsRead,
  revokeInvestorPitchContactRequest,
  updateNotificationSettings,
} from '@angelbridge/contracts';
import { describe, expect, it } from 'vitest';
import { lastMailId, settleMail } from '../../test/accounts.js';
import { openContactScene } from '../../test/contact-requests.js';
import { insertPitch } from '../../test/pitches.js';

const { t, scene } = await openContactScene();

const newPitch = (name: string, ownerId = scene.owner.id) =>
  insertPitch(t.db, { ownerId, name, team: scene.team });
const bell = async (token: string, body: object = {}) =>
  (await t.call(getNotifications, body, { token })).body;

describe('e-mails', () => {
  it('when an investor asks, then the owner gets an e-mail with the note and a link to /pitchrequest', async () => {
    const investor = await scene.person('investor', 'Mailer');
    const pitch = await newPitch('Mail Pitch');
    const since = await lastMailId(t);
    await t.call(
      addContactRequest,
      { pitch_id: pitch, note: 'Can we meet <next week>?' },
      { token: investor.token },
    );
    const mail = await t.mail.waitFor(scene.owner.email, { since });
    expect(mail.subject).toBe('New contact request for Mail Pitch');
    expect(mail.text).toContain('Mailer Tester asked for the contact details of your pitch "Mail Pitch".');
    expect(mail.text).toContain('Their note: Can we meet <next week>?');
    expect(mail.text).toContain(new URL('/pitchrequest', t.config.publicUrl).toString());
    expect(mail.html).toContain('Can we meet &lt;next week&gt;?');
  });

  it('when the owner decides, then the investor gets an e-mail with the decision, reason and expiry', async () => {
    const investor = await scene.person('investor', 'Decided');
    const pitch = await newPitch('Decision Pitch');
    const { contact_id } = (await t.call(addContactRequest, { pitch_id: pitch }, { token: investor.token }))
      .body;
    let since = await lastMailId(t);
    await t.call(
      contactRequestAllowOrDeny,
      {
        contact_id,
        pitch_id: pitch,
        inventor_id: investor.id,
        status: 'allow',
        reason: 'Welcome',
        expires_in_days: 30,
      },
      { token: scene.owner.token },
    );
    const allowed = await t.mail.waitFor(investor.email, { since });
    expect(allowed.subject).toBe('Your contact request for Decision Pitch was allowed');
    expect(allowed.text).toContain('Reason: Welcome');
    expect(allowed.text).toMatch(/Your access lasts until \w+ \d{1,2}, \d{4}\./);
    expect(allowed.text).toContain(new URL(`/project/${pitch}`, t.config.publicUrl).toString());

    since = await lastMailId(t);
    await t.call(
      contactRequestAllowOrDeny,
      { contact_id, pitch_id: pitch, inventor_id: investor.id, status: 'deny' },
      { token: scene.owner.token },
    );
    const denied = await t.mail.waitFor(investor.email, { since });
    expect(denied.subject).toBe('Your contact request for Decision Pitch was denied');
  });

  it('when a kind is switched off, then that e-mail stops while the bell still rings', async () => {
    const owner = await scene.person('entrepreneur', 'Quiet');
    const investor = await scene.person('investor', 'Asker');
    expect((await t.call(getNotificationSettings, {}, { token: owner.token })).body.settings).toEqual({
      email_contact_request: true,
      email_contact_decision: true,
      email_unread_messages: true,
      email_investor_updates: true,
      follow_notices: 'immediate',
    });
    const saved = await t.call(
      updateNotificationSettings,
      { email_contact_request: 'false' },
      { token: owner.token },
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      message: m.notifications.settingsSaved,
      settings: { email_contact_request: false, email_contact_decision: true, email_unread_messages: true },
    });
    const since = await lastMailId(t);
    const pitch = await newPitch('Quiet Pitch', owner.id);
    await t.call(addContactRequest, { pitch_id: pitch }, { token: investor.token });
    await settleMail(t);
    expect(t.mail.messages().filter((mail) => mail.id > since && mail.to.includes(owner.email))).toEqual([]);
    expect((await bell(owner.token)).unread_count).toBe(1);

    // and on again
    await t.call(updateNotificationSettings, { email_contact_request: true }, { token: owner.token });
    const again = await lastMailId(t);
    const second = await scene.person('investor', 'Second');
    await t.call(addContactRequest, { pitch_id: pitch }, { token: second.token });
    expect((await t.mail.waitFor(owner.email, { since: again })).subject).toBe(
      'New contact request for Quiet Pitch',
    );
  });

  it('when a setting is not a boolean, then it is a 400 and nothing changes', async () => {
    const person = await scene.person('investor', 'Picky');
    const answer = await t.call(
      updateNotificationSettings,
      { email_contact_decision: 'maybe' },
      { token: person.token },
    );
    expect(answer.status).toBe(400);
    expect(
      (await t.call(getNotificationSettings, {}, { token: person.token })).body.settings
        .email_contact_decision,
    ).toBe(true);
  });
});

describe('the bell', () => {
  it('lists new requests, withdrawals and decisions to the right person, newest first, with an unread count', async () => {
    const owner = await scene.person('entrepreneur', 'Bell');
    const investor = await scene.person('investor', 'Ringer');
    const pitch = await newPitch('Bell Pitch', owner.id);
    const { contact_id } = (await t.call(addContactRequest, { pitch_id: pitch }, { token: investor.token }))
      .body;
    await t.call(
      contactRequestAllowOrDeny,
      { contact_id, pitch_id: pitch, inventor_id: investor.id, status: 'allow' },
      { token: owner.token },
    );
    await t.call(
      revokeInvestorPitchContactRequest,
      { pitch_id: pitch, contact_id },
      { token: investor.token },
    );

    const ownerBell = await bell(owner.token);
    expect(ownerBell.unread_count).toBe(2);
    expect(ownerBell.notifications.map((n: { kind: string }) => n.kind)).toEqual([
      'contact_withdrawn',
      'contact_request',
    ]);
    expect(ownerBell.notifications[1]).toMatchObject({
      title: 'New contact request',
      body: 'Ringer Tester asked for the contact details of Bell Pitch.',
      link: '/pitchrequest',
      contact_id,
      read: false,
    });
    const investorBell = await bell(investor.token);
    expect(investorBell.notifications).toEqual([
      expect.objectContaining({
        kind: 'contact_decision',
        title: 'Contact request allowed',
        link: `/project/${pitch}`,
      }),
    ]);

    // since= returns only what is newer (the catch-up after a lost stream)
    const oldest = ownerBell.notifications[1].seq;
    expect((await bell(owner.token, { since: String(oldest) })).notifications).toHaveLength(1);
    expect((await bell(owner.token, { before: ownerBell.notifications[0].seq })).notifications).toHaveLength(
      1,
    );
  });

  it('marks one, then all, as read; someone else cannot mark mine', async () => {
    const owner = await scene.person('entrepreneur', 'Reader');
    const pitch = await newPitch('Read Pitch', owner.id);
    for (const name of ['One', 'Two', 'Three']) {
      const investor = await scene.person('investor', name);
      await t.call(addContactRequest, { pitch_id: pitch }, { token: investor.token });
    }
    const list = (await bell(owner.token)).notifications as { _id: string }[];
    const first = list[0]?._id as string;

    const foreign = await t.call(markNotificationsRead, { ids: [first] }, { token: scene.investorB.token });
    expect(foreign.status).toBe(200);
    expect((await bell(owner.token)).unread_count).toBe(3);

    const one = await t.call(markNotificationsRead, { ids: [first] }, { token: owner.token });
    expect(one.body.unread_count).toBe(2);
    expect((await bell(owner.token)).notifications[0].read).toBe(true);
    const all = await t.call(markNotificationsRead, { all: 'true' }, { token: owner.token });
    expect(all.body.unread_count).toBe(0);

    expect((await t.call(markNotificationsRead, {}, { token: owner.token })).status).toBe(400);
    expect((await t.call(markNotificationsRead, { ids: ['nope'] }, { token: owner.token })).status).toBe(400);
  });

  it('needs a session', async () => {
    expect((await t.call(getNotifications, {})).status).toBe(401);
  });
});
