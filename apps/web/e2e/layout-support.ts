import type { Page } from '@playwright/test';

/** How far the page scrolls sideways (0: not at all). */
export const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Pairs of visible texts in `selector` whose boxes overlap: each line of each text node (a wrapped name
 * gives a box per line), and each SVG text (chart ticks, legends) whole. Text hidden from the eye (an
 * sr-only label clipped to 1 px, a closed tooltip) is left out. Answers how many boxes were checked, and "a" × "b" for each overlap.
 */
export function overlappingTexts(
  page: Page,
  selector: string,
): Promise<{ checked: number; overlaps: string[] }> {
  return page.evaluate((root) => {
    interface Box {
      text: string;
      owner: Element;
      rect: DOMRect;
    }
    const boxes: Box[] = [];
    const seenSvg = new Set<Element>();
    const shown = (element: Element) => {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      // sr-only text: clipped to a pixel, never seen
      for (let node: Element | null = element; node; node = node.parentElement) {
        const rect = node.getBoundingClientRect();
        if (rect.width <= 1 || rect.height <= 1) return false;
      }
      return true;
    };
    for (const container of document.querySelectorAll(root)) {
      const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        const owner = node.parentElement;
        if (!text || !owner || !shown(owner)) continue;
        if (owner instanceof SVGElement) {
          const whole = owner.closest('text') ?? owner;
          if (seenSvg.has(whole)) continue;
          seenSvg.add(whole);
          boxes.push({
            text: whole.textContent?.trim() ?? text,
            owner: whole,
            rect: whole.getBoundingClientRect(),
          });
          continue;
        }
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width > 0 && rect.height > 0) boxes.push({ text, owner, rect });
        }
      }
    }
    // Lines of one paragraph touch by a pixel or two (line height under the glyph box): not an overlap.
    const SLACK = 2;
    const found: string[] = [];
    for (let i = 0; i < boxes.length; i += 1) {
      for (let j = i + 1; j < boxes.length; j += 1) {
        const [a, b] = [boxes[i] as Box, boxes[j] as Box];
        if (a.owner === b.owner) continue;
        const width = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const height = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (width > SLACK && height > SLACK) found.push(`"${a.text}" × "${b.text}"`);
      }
    }
    return { checked: boxes.length, overlaps: found };
  }, selector);
}

/**
 * Opens the insights of the signed-in founder's pitch that has figures to chart (the demo founder's first
 * pitch may have none yet): each of their pitches in turn, until one shows its charts.
 */
export async function openChartedInsights(page: Page): Promise<void> {
  await page.goto('/pitchlist');
  const links = page.getByRole('link', { name: /^Insights of / });
  await links.first().waitFor();
  const hrefs = await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href') ?? ''));
  for (const href of hrefs) {
    await page.goto(href);
    const charted = page.getByRole('region', { name: 'Time on each tab' });
    const quiet = page.getByRole('alert').filter({ hasText: 'Nothing yet' });
    await charted.or(quiet).first().waitFor({ timeout: 20_000 });
    if (await charted.isVisible()) return;
  }
  throw new Error('none of the founder’s pitches has insights to chart');
}
