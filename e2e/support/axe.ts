/**
 * axe-core as every spec runs it: the WCAG 2.1 A/AA rules, in axe's legacy frame mode. The default
 * mode opens a second, blank page to merge the results of each frame; the site has no cross-origin
 * frames (the only thing legacy mode leaves out), and the blank page cost about half of each run
 * (a doc of 4,800 elements: 11.5 s, 5.9 s in legacy mode, on this 2-core machine).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** An axe run over `page` with the site's rule set; chain `.include()`/`.exclude()` as needed. */
export function wcagAxe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).withTags(WCAG_TAGS);
}

/** The serious and critical violations of a run, one readable block each (at most 5 nodes). */
export function seriousViolations(results: Awaited<ReturnType<AxeBuilder['analyze']>>): string[] {
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ')}`)
          .join('\n')}`
    );
}
