import { DEMO_ENTREPRENEUR, settled, signInDemo } from './discovery-support';
import { expect, test } from './fixtures';
import { openChartedInsights, overlappingTexts, sideways } from './layout-support';

/**
 * Issue 23: the demo founder's insights on a 390 px phone, with the demo's real figures: nothing scrolls
 * sideways, no label runs over another (the period switch, the totals, the chart's ticks and legend, the
 * tab, funnel and document bars), and the charts keep a readable size.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('the insights page reads at 390 px: no sideways scroll, no label over another', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signInDemo(page, request, DEMO_ENTREPRENEUR);
  await openChartedInsights(page);
  await settled(page);
  // the demo founder's pitch has activity: every chart shows
  for (const region of [
    'Views and unique viewers',
    'Time on each tab',
    'From views to access',
    'Opens per document',
  ])
    await expect(page.getByRole('region', { name: region })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.recharts-surface').first()).toBeVisible();

  for (const period of ['Last 30 days', 'Last 90 days']) {
    await page.getByText(period, { exact: true }).click();
    await settled(page);
    await expect(page.getByRole('region', { name: 'Time on each tab' })).toBeVisible({ timeout: 20_000 });
    expect(await sideways(page), period).toBe(0);
    const { checked, overlaps } = await overlappingTexts(page, 'main');
    // the totals, the switch, the chart's ticks and legend, every bar's name and figure
    expect(checked, period).toBeGreaterThan(30);
    expect(overlaps, period).toEqual([]);
    // the chart keeps a readable size on the phone: near the screen's width, not squeezed
    const chart = await page.locator('.recharts-surface').first().boundingBox();
    expect(chart?.width ?? 0, period).toBeGreaterThan(280);
    expect(chart?.height ?? 0, period).toBeGreaterThan(200);
  }
});
