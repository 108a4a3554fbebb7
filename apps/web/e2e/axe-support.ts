import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 AA: the rule set of issue 23's accessibility checks. */
export const WCAG22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core's serious and critical violations of `tags` on what the page shows now, each as
 * "rule: help (the offending elements)", so a failure says where to look.
 *
 * Set up to find the same violations in a third of the time (150 checks were minutes of CI):
 * - Legacy mode runs axe.run in the page. The default runs each frame apart, then sends every node's
 *   result (passes too) to a new blank page to merge them there. Legacy mode still checks same-origin
 *   frames (the app's only frame with content is an agreement's PDF, served by the API); it leaves out
 *   cross-origin ones (the video player, which loads only when pressed).
 * - resultTypes: only violations are read, so the passing rules keep one node each, not every node.
 */
export async function axeViolations(page: Page, tags: string[]): Promise<string[]> {
  // options() replaces every option set before it, so it comes before withTags()
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(tags)
    .setLegacyMode()
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
