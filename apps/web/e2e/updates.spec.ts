import { expectAccessibleEverywhere } from './commitments-support';
import { openSignedIn, waitForMail } from './contact-access-support';
import { expect, test } from './fixtures';
import { anInvestedPitch } from './updates-support';

/**
 * Issue 34: after the round, the founder reports. The founder writes an update with two metrics,
 * previews it and publishes it; the investor (a signed agreement on the pitch) gets it by e-mail, finds
 * it unread in the feed, reads it with its chart and replies; the founder sees who opened it, and the
 * reply in Messages. axe at 1280 and 390 px, light and dark, in each state on the way.
 */
test.setTimeout(600_000);

test('a founder publishes an update with two metrics; the investor reads its chart and replies', async ({
  browser,
  request,
}) => {
  const pitchName = `Analytical Engine ${Date.now()}`;
  const cast = await anInvestedPitch(browser, request, pitchName);
  const { owner, investor } = cast;
  const title = 'October: the mill turns';
  try {
    // the founder: the pitch's Updates page, empty, then the editor
    await openSignedIn(owner, request, cast.ownerEmail, `/pitchlist/${cast.pitchId}/updates`);
    await expect(owner.getByRole('heading', { level: 1, name: 'Updates' })).toBeVisible();
    await expect(owner.getByText('No updates yet')).toBeVisible();
    await expectAccessibleEverywhere(owner, 'the founder’s empty Updates page');
    await owner.getByRole('link', { name: 'New update' }).click();
    await expect(owner.getByRole('heading', { level: 1, name: 'New update' })).toBeVisible();
    await owner.getByRole('textbox', { name: /^Title/ }).fill(title);
    await owner
      .getByRole('textbox', { name: /^Your update/ })
      .fill('The first mill turned this month.\n\nThe details are at https://engine.example/news.');
    for (const [key, label, value, unit] of [
      ['mrr', 'MRR', '12,000', 'currency'],
      ['customers', 'Customers', '42', 'count'],
    ] as const) {
      await owner.getByRole('button', { name: 'Add a metric' }).click();
      const row = owner.getByTestId('metric-row').last();
      await row.getByRole('combobox', { name: /^Key/ }).fill(key);
      await row.getByRole('textbox', { name: /^Label/ }).fill(label);
      await row.getByRole('textbox', { name: /^Value/ }).fill(value);
      await row.getByRole('combobox', { name: /^Unit/ }).selectOption(unit);
    }
    await owner.getByRole('button', { name: 'Save draft' }).click();
    await expect(owner).toHaveURL(/\/updates\/[0-9a-f-]{36}\/edit$/);
    await expect(owner.getByRole('button', { name: 'Delete draft' })).toBeVisible();
    await expectAccessibleEverywhere(owner, 'the editor with two metrics');

    // the preview draws what the investor will read
    await owner.getByRole('button', { name: 'Preview' }).click();
    const preview = owner.getByRole('dialog', { name: 'Preview' });
    await expect(preview.getByRole('heading', { name: title })).toBeVisible();
    await expect(preview.getByRole('link', { name: 'https://engine.example/news' })).toBeVisible();
    await expect(preview.getByText('C$12,000')).toBeVisible();
    await expectAccessibleEverywhere(owner, 'the preview');
    await owner.keyboard.press('Escape');
    await expect(preview).toBeHidden();

    // publish, after the confirmation: the update's page with its read status
    await owner.getByRole('button', { name: 'Publish', exact: true }).click();
    const confirm = owner.getByRole('dialog', { name: 'Publish this update?' });
    await expect(confirm.getByText(/cannot be edited or deleted/)).toBeVisible();
    await confirm.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(owner).toHaveURL(/\/updates\/[0-9a-f-]{36}$/);
    const updatePath = new URL(owner.url()).pathname;
    await expect(owner.getByText('Update published to 1 recipient.')).toBeVisible();
    await expect(owner.getByTestId('read-count')).toHaveText('0 of 1 opened');
    await expect(owner.getByTestId('recipient-row')).toContainText('Una Verified');
    await expectAccessibleEverywhere(owner, 'the published update with its read status');

    // the investor: the e-mail, with the title, the headline metrics and the link
    const mail = await waitForMail(request, cast.investorEmail, new RegExp(`^${pitchName}: `));
    expect(mail).toContain(title);
    expect(mail).toContain('MRR: C$12,000');
    expect(mail).toContain(updatePath);

    // the feed: the update unread, then its page with the chart and the table behind it
    await openSignedIn(investor, request, cast.investorEmail, '/updates');
    const unread = investor.getByRole('link', { name: `Unread: ${title}` });
    await expect(unread).toBeVisible();
    await expect(investor.getByTestId('unread-total')).toHaveText('1 unread');
    await expectAccessibleEverywhere(investor, 'the feed with an unread update');
    await unread.click();
    await expect(investor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // the charts' chunk (recharts) may take a while on a busy machine
    await expect(investor.getByRole('img', { name: /^MRR: C\$12,000 in / })).toBeVisible({ timeout: 30_000 });
    await expect(investor.getByRole('img', { name: /^Customers: 42 in / })).toBeVisible();
    await investor.getByText('MRR as a table').click();
    await expect(investor.getByRole('table', { name: 'MRR' }).getByText('C$12,000')).toBeVisible();
    await expectAccessibleEverywhere(investor, 'the update with its charts');

    // the reply, into a conversation with the founder
    await investor
      .getByRole('textbox', { name: `Reply to ${pitchName}` })
      .fill('Congratulations! Which customer came first?');
    await investor.getByRole('button', { name: 'Send reply' }).click();
    await expect(investor.getByText('Reply sent. It is in Messages.')).toBeVisible();
    await expectAccessibleEverywhere(investor, 'the reply sent');
    await investor.getByRole('link', { name: 'Open the conversation' }).click();
    await expect(investor).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);

    // back in the feed it is read
    await investor.goto('/updates');
    await expect(investor.getByRole('link', { name: title, exact: true })).toBeVisible();
    await expect(investor.getByTestId('unread-total')).toHaveText('All read');

    // the founder: opened by the investor, and the reply in Messages, the update quoted above it
    await owner.goto(updatePath);
    await expect(owner.getByTestId('read-count')).toHaveText('1 of 1 opened');
    await owner.goto('/messages');
    await owner.getByTestId('conversation-row').filter({ hasText: 'Una Verified' }).click();
    const thread = owner.getByRole('list', { name: 'Messages with Una Verified' });
    await expect(thread.getByText(/Congratulations! Which customer came first\?/)).toBeVisible();
    await expect(thread.getByText(new RegExp(`Re: ${title}`))).toBeVisible();
  } finally {
    await cast.close();
  }
});
