import { expectNoSeriousViolations, registerCompleteInvestor, uniqueEmail } from './accounts-support';
import {
  createPublishedPitch,
  founderAndInvestor,
  logIn,
  openSignedIn,
  TEAM_MEMBER,
  waitForMail,
} from './contact-access-support';
import { expect, test, whenLive } from './fixtures';
import { registerCompleteEntrepreneur } from './pitches-support';

test.setTimeout(120_000);

test('an investor asks for contacts, the owner allows and later denies, both see it live and by e-mail', async ({
  browser,
  request,
}) => {
  const pitchName = `Analytical Engine ${Date.now()}`;
  const { ownerEmail, investorEmail, pitchId, owner, investor, close } = await founderAndInvestor(
    browser,
    request,
    { label: '', pitchName },
  );

  // The owner waits on the request page with nothing yet.
  await openSignedIn(owner, request, ownerEmail, '/pitchrequest');
  await expect(owner.getByRole('heading', { name: 'Contact Request Access' })).toBeVisible();
  await expect(owner.getByText('No contact data available')).toBeVisible();
  const bell = owner.getByRole('button', { name: /^Notifications, / });
  await expect(bell).toHaveAccessibleName('Notifications, none unread');
  await expectNoSeriousViolations(owner);

  // The investor asks, with a note, on page 5.
  await openSignedIn(investor, request, investorEmail, `/project/${pitchId}?tab=5`);
  await expect(investor.getByRole('heading', { name: 'You need permission' })).toBeVisible();
  await expectNoSeriousViolations(investor);
  await investor.getByLabel('Note to the team (optional)').fill('We back climate hardware; can we talk?');
  await investor.getByRole('button', { name: 'Request access' }).click();
  await expect(investor.getByRole('heading', { name: 'Request submitted' })).toBeVisible();
  await expect(investor.getByText('Your note: We back climate hardware; can we talk?')).toBeVisible();
  await expect(investor.getByRole('button', { name: 'Cancel' })).toBeVisible();

  // Without a reload the owner's bell counts it and the list shows the row.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  const row = owner.getByTestId('contact-request-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Una Verified');
  await expect(row).toContainText(pitchName);
  await expect(row).toContainText(investorEmail.toLowerCase());
  await expect(row).toContainText('We back climate hardware; can we talk?');
  await expect(owner.getByText('Showing 1 of 1 entries')).toBeVisible();
  await waitForMail(request, ownerEmail, new RegExp(`New contact request for ${pitchName}`));
  await expectNoSeriousViolations(owner);

  // The bell's list opens with the keyboard and marks everything read.
  await bell.focus();
  await owner.keyboard.press('Enter');
  const list = owner.getByRole('dialog', { name: 'Notifications' });
  await expect(list.getByText('New contact request')).toBeVisible();
  await list.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications, none unread');
  await owner.keyboard.press('Escape');

  // The owner allows for 30 days.
  await row.getByRole('button', { name: 'Allow Una Verified' }).click();
  const allow = owner.getByRole('dialog', { name: 'Allow access' });
  await allow.getByRole('radio', { name: '30 days' }).check();
  await allow.getByLabel('Reason (optional)').fill('Happy to talk');
  await allow.getByRole('button', { name: 'Allow' }).click();
  await expect(row.getByText('Allowed')).toBeVisible();
  await waitForMail(request, investorEmail, new RegExp(`Your contact request for ${pitchName} was allowed`));

  // The investor's page follows live: blurred contacts until unlocked, with the expiry date.
  await expect(investor.getByRole('button', { name: 'Unlock Contact Info' })).toBeVisible();
  await expect(investor.getByText(/Your access ends on /)).toBeVisible();
  await expect(investor.getByTestId('team-contacts')).toHaveAttribute('data-blurred', 'true');
  await expect(investor.getByRole('link', { name: TEAM_MEMBER.email })).toHaveCount(0);
  await investor.getByRole('button', { name: 'Unlock Contact Info' }).click();
  await expect(investor.getByTestId('team-contacts')).toHaveAttribute('data-blurred', 'false');
  await expect(investor.getByRole('link', { name: TEAM_MEMBER.email })).toBeVisible();
  // shown formatted (libphonenumber-js), dialled as stored
  await expect(investor.getByRole('link', { name: '+1 416 555 0177' })).toHaveAttribute(
    'href',
    `tel:${TEAM_MEMBER.mobile_number}`,
  );
  await expect(investor.getByText(TEAM_MEMBER.name)).toBeVisible();
  await expectNoSeriousViolations(investor);

  // The row's history tells every step.
  await row.getByRole('button', { name: /^History of / }).click();
  const history = owner.getByRole('dialog', { name: 'Request history' });
  await expect(history.getByText('Requested access')).toBeVisible();
  await expect(history.getByText('Allowed access')).toBeVisible();
  await expect(history.getByText('Unlocked the contact info')).toBeVisible();
  await owner.keyboard.press('Escape');

  // The owner changes their mind: deny, with a reason.
  await row.getByRole('button', { name: 'Deny Una Verified' }).click();
  const deny = owner.getByRole('dialog', { name: 'Deny access' });
  await deny.getByLabel('Reason (optional)').fill('We closed the round');
  await deny.getByRole('button', { name: 'Deny' }).click();
  await expect(row.getByText('Denied')).toBeVisible();
  await waitForMail(request, investorEmail, new RegExp(`Your contact request for ${pitchName} was denied`));

  // The investor's page no longer shows the contacts, and says why.
  await expect(investor.getByRole('heading', { name: 'Your request was denied' })).toBeVisible();
  await expect(investor.getByText('Reason: We closed the round')).toBeVisible();
  await expect(investor.getByText(TEAM_MEMBER.email)).toHaveCount(0);
  await investor.reload();
  await expect(investor.getByRole('heading', { name: 'Your request was denied' })).toBeVisible();
  await expect(investor.getByText(TEAM_MEMBER.email)).toHaveCount(0);

  // 'My Investment' lists the pitch with its status.
  await investor.goto('/pitchlist');
  const card = investor.getByTestId('investment-card');
  await expect(card).toContainText(pitchName);
  await expect(card).toContainText('Denied');
  await expect(card.getByRole('link', { name: pitchName })).toHaveAttribute('href', new RegExp(pitchId));
  await card.getByRole('button', { name: `History of your request for ${pitchName}` }).click();
  const own = investor.getByRole('dialog', { name: 'Request history' });
  await expect(own.getByText('Denied access')).toBeVisible();
  await expect(own.getByText('Reason: We closed the round')).toBeVisible();
  await investor.keyboard.press('Escape');

  // The owner's list on a phone: still no serious axe finding.
  await owner.setViewportSize({ width: 390, height: 844 });
  await expect(owner.getByText('Showing 1 of 1 entries')).toBeVisible();
  await expectNoSeriousViolations(owner);

  await close();
});

test('an owner who turns off request e-mails gets none, yet the bell still tells them', async ({
  browser,
  request,
}) => {
  const ownerEmail = uniqueEmail('quiet.owner');
  const investorEmail = uniqueEmail('quiet.investor');
  const pitchName = `Difference Engine ${Date.now()}`;
  await registerCompleteEntrepreneur(request, ownerEmail);
  await registerCompleteInvestor(request, investorEmail);
  const { token } = await logIn(request, ownerEmail);
  const pitchId = await createPublishedPitch(request, token, pitchName);

  const context = await browser.newContext();
  const owner = whenLive(await context.newPage());
  await openSignedIn(owner, request, ownerEmail, '/profile-entrepreneur');
  const requests = owner.getByRole('switch', { name: 'New contact requests' });
  await expect(requests).toBeChecked();
  await requests.click({ force: true });
  await expect(owner.getByText('Notification settings saved.')).toBeVisible();
  await owner.reload();
  await expect(owner.getByRole('switch', { name: 'New contact requests' })).not.toBeChecked();
  // Founders never ask for contacts, so the investors' switch is not theirs to see.
  await expect(owner.getByRole('switch', { name: 'Decisions on my requests' })).toHaveCount(0);

  const investor = await logIn(request, investorEmail);
  const asked = await request.post('/api/addContactRequest', {
    headers: { 'x-api-key': 'e2e-api-key', Authorization: `Bearer ${investor.token}` },
    data: { pitch_id: pitchId },
  });
  expect(asked.status()).toBe(200);
  await expect(owner.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  // The owner's decision mails the investor after the request's mail would have gone: once it is caught,
  // a request mail to the owner would be there too.
  const { contact_id } = (await asked.json()) as { contact_id: string };
  const listed = await request.post('/api/getContactRequest', {
    headers: { 'x-api-key': 'e2e-api-key', Authorization: `Bearer ${token}` },
    data: { get_all: true },
  });
  const { contact_data } = (await listed.json()) as { contact_data: { investor_id: string }[] };
  const decided = await request.post('/api/contactRequestAllowOrDeny', {
    headers: { 'x-api-key': 'e2e-api-key', Authorization: `Bearer ${token}` },
    data: { contact_id, pitch_id: pitchId, inventor_id: contact_data[0]?.investor_id, status: 'allow' },
  });
  expect(decided.status(), await decided.text()).toBe(200);
  await waitForMail(request, investorEmail, new RegExp(`Your contact request for ${pitchName} was allowed`));
  const mailbox = (await (await request.get('/dev/mailbox.json')).json()) as {
    messages: { to: string[]; subject: string }[];
  };
  const toOwner = mailbox.messages.filter((m) => m.to.includes(ownerEmail.toLowerCase()));
  expect(toOwner.map((m) => m.subject).filter((subject) => /contact request/i.test(subject))).toEqual([]);
  await context.close();
});
