import { seriousViolations } from './discovery-support';
import { expect, test } from './fixtures';
import { createInvestor, type Person } from './public-support';

let investor: Person;

test.beforeAll(async ({ request }) => {
  // complete and substantive (photo, a paragraph of bio): the funding page features it
  investor = await createInvestor(request, 'Perpetua', { withPhoto: true });
});

test.describe('funding page', () => {
  test('shows pitch cards, entrepreneurs and investors from /getFundRaiseData', async ({ page, request }) => {
    const answer = await request.post('/api/getFundRaiseData', { headers: { 'x-api-key': 'e2e-api-key' } });
    const { investment_data: data } = (await answer.json()) as {
      investment_data: { pitch_data: { name_of_pitch: string }[]; scout_data: unknown[] };
    };
    await page.goto('/funding');
    await expect(page.getByRole('heading', { level: 1, name: 'Funding' })).toBeVisible();

    const investors = page.getByRole('region', { name: 'Investors' });
    const card = investors.getByRole('link', { name: `${investor.firstName} ${investor.lastName}` });
    await expect(card).toBeVisible();
    await expect(investors.getByText('Invests C$ 25,000 – C$ 250,000').first()).toBeVisible();

    const pitches = page.getByRole('region', { name: 'Pitches currently fundraising' });
    const firstPitch = data.pitch_data[0];
    if (firstPitch) {
      await expect(pitches.getByRole('link', { name: firstPitch.name_of_pitch }).first()).toBeVisible();
      await expect(pitches.getByText(/C\$ [\d,]+/).first()).toBeVisible();
    } else {
      await expect(pitches.getByText('No data available')).toBeVisible();
    }
    const entrepreneurs = page.getByRole('region', { name: 'Entrepreneurs' });
    if (data.scout_data.length === 0)
      await expect(entrepreneurs.getByText('No data available')).toBeVisible();
    else await expect(entrepreneurs.getByRole('heading', { level: 3 })).toHaveCount(data.scout_data.length);

    await card.click();
    // Profiles need a login; the guard sends a guest there first.
    await expect(page).toHaveURL('/login');
  });
});

test.describe('about us', () => {
  for (const path of ['/about-us', '/about']) {
    test(`${path} shows the pricing`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
      const pricing = page.getByRole('region', { name: 'Start free, pay for help only when you want it' });
      await expect(pricing.getByRole('article').filter({ hasText: 'Pitch submission' })).toContainText(
        'Free',
      );
      await expect(pricing.getByRole('article').filter({ hasText: 'Consulting' })).toContainText(
        'Custom pricing',
      );
      await expect(pricing.getByRole('article').filter({ hasText: 'Talent matching' })).toContainText(
        'Success-based fee',
      );
    });
  }
});

test.describe('contact us', () => {
  test('/contact-us-page checks every field before sending', async ({ page }) => {
    await page.goto('/contact-us-page');
    await page.getByRole('button', { name: 'Send message' }).click();
    for (const message of [
      'Name is required.',
      'Email is required.',
      'Role is required.',
      'Subject is required.',
      'Message is required.',
      'Please confirm if you’d like us to contact you',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();

    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Invalid email address.')).toBeVisible();
  });

  test('/contact refuses a file of the wrong kind or over 10 MB', async ({ page }) => {
    await page.goto('/contact');
    const file = page.locator('input[type="file"]');
    await file.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Invalid file type. Please upload a PDF, PPT or DOC file.')).toBeVisible();

    await file.setInputFiles({
      name: 'deck.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20),
    });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('File size should not exceed 10MB.')).toBeVisible();
  });

  test('sends a message with a pdf, confirms it and mails the team', async ({ page, request }) => {
    const subject = `Partnership ${Date.now()}`;
    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Rosalind Ferncastle');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('rosalind@e2e.angelbridge.test');
    await page.getByRole('combobox', { name: 'I am' }).click();
    await page.getByRole('option', { name: 'Investor' }).click();
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(subject);
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('We run an angel group in Halifax and would like to list our members.');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'intro.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(
        '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
      ),
    });
    await page.getByRole('checkbox').check();
    // Held back a moment, so the upload progress can be seen before the answer arrives.
    await page.route('**/api/contactUs', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText(/Uploading… \d+%/)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      /\d+/,
    );
    await expect(page.getByText('Message sent')).toBeVisible();
    await expect(page.getByText('Thank you for your message. We will get back to you soon.')).toBeVisible();

    await expect
      .poll(async () => {
        const box = (await (await request.get('/dev/mailbox.json')).json()) as {
          messages: { subject: string; text: string }[];
        };
        return box.messages.some((m) => m.subject.includes(subject) || m.text.includes(subject));
      })
      .toBe(true);

    await page.getByRole('button', { name: 'Send another message' }).click();
    await expect(page.getByRole('textbox', { name: 'Subject', exact: true })).toHaveValue('');
  });
});

test.describe('terms and privacy', () => {
  test('/privacy shows the privacy text from the CMS', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Privacy');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('accessibility (axe): no serious or critical violations', () => {
  for (const path of ['/', '/about-us', '/contact-us-page', '/term-condition', '/privacy', '/funding']) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Wait for data-driven parts, so their real content is what gets checked.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: 'Loading more of the page…' })).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
