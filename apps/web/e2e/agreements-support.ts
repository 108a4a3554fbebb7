import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { api, registerCompleteInvestor, uniqueEmail } from './accounts-support';
import { founderAndInvestor, logIn } from './contact-access-support';
import { whenLive } from './fixtures';

/** The names registerCompleteInvestor and registerCompleteEntrepreneur give: what each signer types. */
export const INVESTOR_NAME = 'Una Verified';
export const FOUNDER_NAME = 'Pia Founder';

interface CaughtMail {
  to: string[];
  subject: string;
  attachments: { filename: string; size: number }[];
}

/**
 * A SAFE round closing with two investors in it (C$25,000 and C$30,000), made through the API as the
 * commitments journey makes it in the browser: the founder, the two investors and a guest each have a
 * browser of their own. Call `close()` at the end.
 */
export async function closingSafeRound(browser: Browser, request: APIRequestContext, pitchName: string) {
  const cast = await founderAndInvestor(browser, request, { label: 'agree', pitchName });
  const secondEmail = uniqueEmail('agreesecond');
  await registerCompleteInvestor(request, secondEmail);
  await closeSafeRound(request, cast.pitchId, cast.ownerEmail, [
    [cast.investorEmail, 25_000],
    [secondEmail, 30_000],
  ]);
  const secondContext = await browser.newContext();
  const guestContext = await browser.newContext();
  return {
    ...cast,
    secondEmail,
    second: whenLive(await secondContext.newPage()),
    guest: whenLive(await guestContext.newPage()),
    async close() {
      await cast.close();
      await secondContext.close();
      await guestContext.close();
    },
  };
}

/**
 * Through the API: the pitch's round becomes a SAFE of C$100,000 (C$500 at the least), each investor
 * commits their amount, the founder accepts each and closes the round. Answers the founder's token and
 * each investor's commitment id and token, in the investors' order.
 */
export async function closeSafeRound(
  request: APIRequestContext,
  pitchId: string,
  ownerEmail: string,
  investors: readonly (readonly [email: string, amount: number])[],
) {
  const owner = await logIn(request, ownerEmail);
  // the round step's instrument decides the terms form's layout and the terms an agreement needs
  await api(
    request,
    '/editPitches',
    {
      action: 'pitch_details',
      pitch_id: pitchId,
      wow_factor: 'It computes.',
      why_invent: 'A huge market.',
      target: '100000',
      min_per_investor: '500',
      instrument: 'safe',
    },
    owner.token,
    true,
  );
  const commitments: { id: string; token: string }[] = [];
  for (const [email, amount] of investors) {
    const investor = await logIn(request, email);
    const { commitment } = await api(
      request,
      '/commitToPitch',
      { pitch_id: pitchId, amount },
      investor.token,
    );
    await api(
      request,
      '/decideCommitment',
      { commitment_id: commitment._id, decision: 'accept' },
      owner.token,
    );
    commitments.push({ id: commitment._id, token: investor.token });
  }
  await api(request, '/closeRound', { pitch_id: pitchId }, owner.token);
  return { ownerToken: owner.token, commitments };
}

/** Fills the Round page's terms form for a SAFE (Canada is chosen for the country) and saves it. */
export async function setSafeTerms(page: Page) {
  const form = page.getByRole('form', { name: 'Round terms' });
  await form.getByRole('textbox', { name: /^Company's legal name/ }).fill('Engine Works Inc.');
  await expect(form.getByRole('combobox', { name: /^Country of incorporation/ })).toHaveValue('Canada');
  await form.getByRole('textbox', { name: /^Province or state/ }).fill('Ontario');
  await form.getByRole('textbox', { name: /^Governing law/ }).fill('Ontario, Canada');
  await form.getByRole('textbox', { name: /^Signatory's name/ }).fill(FOUNDER_NAME);
  await form.getByRole('textbox', { name: /^Signatory's title/ }).fill('CEO');
  await form.getByRole('textbox', { name: 'Valuation cap' }).fill('8000000');
  await form.getByRole('textbox', { name: /^Discount/ }).fill('20');
  await form.getByRole('button', { name: 'Save terms' }).click();
  await expect(page.getByText('SAFE, C$8,000,000 cap, 20% discount')).toBeVisible();
}

/** On the review-and-sign page: the consent, the typed name, Sign; returns the receipt. */
export async function signHere(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Review and sign' })).toBeVisible();
  await page.getByRole('checkbox', { name: /^I agree to the consent above/ }).check();
  await page.getByRole('textbox', { name: /^Type your full name to sign/ }).fill(name);
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  const receipt = page.getByRole('status').filter({ hasText: 'Signed: your receipt' });
  await expect(receipt).toBeVisible();
  return receipt;
}

/** The mails to `email` whose subject matches, each with its attachments' names (the dev mailbox). */
export async function mailsTo(request: APIRequestContext, email: string, subject: RegExp) {
  const { messages } = (await (await request.get('/dev/mailbox.json')).json()) as { messages: CaughtMail[] };
  return messages.filter((m) => m.to.includes(email.toLowerCase()) && subject.test(m.subject));
}
