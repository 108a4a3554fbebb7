import { expectNoSeriousViolations } from './accounts-support';
import { founderAndInvestor, logIn, openSignedIn } from './contact-access-support';
import { expect, test, whenLive } from './fixtures';
import { makePdf } from './pitches-support';

test.setTimeout(300_000);

const HEADERS = { 'x-api-key': 'e2e-api-key' };

test('founder and investor talk once access is allowed: live messages with a PDF, Seen, an FAQ, and read-only after deny', async ({
  browser,
  request,
}) => {
  const pitchName = `Jacquard Loom ${Date.now()}`;
  const { ownerEmail, investorEmail, pitchId, owner, investor, close } = await founderAndInvestor(
    browser,
    request,
    { label: 'conv', pitchName },
  );

  // The investor asks for access (through the API: the contact journey covers the form).
  const { token: investorToken } = await logIn(request, investorEmail);
  const asked = await request.post('/api/addContactRequest', {
    headers: { ...HEADERS, Authorization: `Bearer ${investorToken}` },
    data: { pitch_id: pitchId },
  });
  expect(asked.status(), await asked.text()).toBe(200);

  // The founder allows on /pitchrequest; the row then offers Message.
  await openSignedIn(owner, request, ownerEmail, '/pitchrequest');
  const row = owner.getByTestId('contact-request-row');
  await row.getByRole('button', { name: 'Allow Una Verified' }).click();
  await owner.getByRole('dialog', { name: 'Allow access' }).getByRole('button', { name: 'Allow' }).click();
  await expect(row.getByText('Allowed')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Message Una Verified' })).toBeVisible();

  // The founder waits on /messages with nothing yet.
  await owner.goto('/messages');
  await expect(owner.getByText('No conversations yet')).toBeVisible();
  await expectNoSeriousViolations(owner);

  // The investor starts the conversation from the pitch's Contact tab.
  await openSignedIn(investor, request, investorEmail, `/project/${pitchId}?tab=5`);
  await investor.getByRole('button', { name: 'Message the team' }).click();
  const start = investor.getByRole('dialog', { name: 'Message the team' });
  await start.getByRole('textbox', { name: 'Your message' }).fill('What is your monthly churn?');
  await start.getByRole('button', { name: 'Send' }).click();
  await expect(investor).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const investorThread = investor.getByRole('list', { name: /^Messages with / });
  await expect(investorThread.getByText('What is your monthly churn?')).toBeVisible();

  // It reaches the founder's list live; the founder opens it.
  const conversationRow = owner.getByTestId('conversation-row');
  await expect(conversationRow).toContainText('What is your monthly churn?');
  await expect(conversationRow).toContainText(pitchName);
  await expect(owner.getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();
  await conversationRow.click();
  const ownerThread = owner.getByRole('list', { name: 'Messages with Una Verified' });
  await expect(ownerThread.getByText('What is your monthly churn?')).toBeVisible();
  await expect(owner.getByRole('link', { name: 'Messages, none unread' })).toBeVisible();

  // The investor sends a PDF with a line of text; it appears live on the founder's open thread.
  await investor.locator('input[type="file"]').setInputFiles({
    name: 'thesis.pdf',
    mimeType: 'application/pdf',
    buffer: makePdf('Our thesis'),
  });
  await expect(investor.getByText(/thesis\.pdf/)).toBeVisible();
  const investorBox = investor.getByRole('textbox', { name: /^Message/ });
  await investorBox.fill('Our thesis is attached.');
  await investorBox.press('Enter');
  await expect(investorThread.getByText('Our thesis is attached.')).toBeVisible();
  await expect(ownerThread.getByText('Our thesis is attached.')).toBeVisible({ timeout: 10_000 });
  const chip = ownerThread.getByRole('button', { name: /^Open thesis\.pdf/ });
  await expect(chip).toBeVisible();
  const [tab] = await Promise.all([owner.context().waitForEvent('page'), chip.click()]);
  await expect.poll(() => tab.url(), { timeout: 10_000 }).not.toBe('about:blank');
  await tab.close();

  // The founder replies; the investor sees it live and, by reading it, makes "Seen" appear for the founder.
  const ownerBox = owner.getByRole('textbox', { name: /^Message/ });
  await ownerBox.fill('Under 2% a month.');
  await ownerBox.press('Enter');
  await expect(investorThread.getByText('Under 2% a month.')).toBeVisible({ timeout: 10_000 });
  await expect(ownerThread.getByTestId('seen')).toBeVisible({ timeout: 10_000 });
  await expect(
    ownerThread.getByTestId('message').filter({ hasText: 'Under 2% a month.' }).getByTestId('seen'),
  ).toBeVisible();
  await expectNoSeriousViolations(owner);
  await expectNoSeriousViolations(investor);

  // The founder publishes the question and the reply as an FAQ.
  await ownerThread
    .getByTestId('message')
    .filter({ hasText: 'What is your monthly churn?' })
    .getByRole('button', { name: 'Publish as FAQ' })
    .click();
  const publish = owner.getByRole('dialog', { name: 'Publish as FAQ' });
  await expect(publish.getByRole('textbox', { name: 'Question' })).toHaveValue('What is your monthly churn?');
  await expect(publish.getByRole('textbox', { name: 'Answer' })).toHaveValue('Under 2% a month.');
  await publish.getByRole('textbox', { name: 'Question' }).fill('What is the monthly churn?');
  await publish.getByRole('button', { name: 'Publish' }).click();
  await expect(publish).toBeHidden();

  // A guest sees it on the pitch page.
  const guestContext = await browser.newContext();
  const guest = whenLive(await guestContext.newPage());
  await guest.goto(`/project/${pitchId}`);
  await expect(guest.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
  await guest.getByRole('button', { name: 'What is the monthly churn?' }).click();
  await expect(guest.getByText('Under 2% a month.')).toBeVisible();
  await expectNoSeriousViolations(guest);
  await guestContext.close();

  // The founder denies: the investor's composer goes, the history stays.
  await owner.goto('/pitchrequest');
  await row.getByRole('button', { name: 'Deny Una Verified' }).click();
  await owner.getByRole('dialog', { name: 'Deny access' }).getByRole('button', { name: 'Deny' }).click();
  await expect(row.getByText('Denied')).toBeVisible();
  await expect(investor.getByText('Access to this pitch has ended')).toBeVisible({ timeout: 10_000 });
  await expect(investor.getByRole('button', { name: 'Send' })).toHaveCount(0);
  await expect(investorThread.getByText('What is your monthly churn?')).toBeVisible();
  await expect(investorThread.getByText('Under 2% a month.')).toBeVisible();
  await expectNoSeriousViolations(investor);

  // On a phone the thread is a screen of its own, and the list another.
  await investor.setViewportSize({ width: 390, height: 844 });
  await expect(investorThread.getByText('Under 2% a month.')).toBeVisible();
  await expect(investor.getByTestId('conversation-row')).toBeHidden();
  await expectNoSeriousViolations(investor);
  await investor.getByRole('link', { name: /All conversations/ }).click();
  await expect(investor.getByTestId('conversation-row')).toBeVisible();
  await expect(investor.getByTestId('conversation-row')).toContainText('Read-only');
  await expectNoSeriousViolations(investor);

  await close();
});
