import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One finding of axe-core, trimmed to what a failure message needs. */
export interface A11yViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
  /** axe's account of what is wrong at the first place, e.g. 'Element has children which are not allowed: h2'. */
  summary: string;
}

/** The critical and serious axe-core findings on the page as it is now (WCAG 2 A and AA rules). */
export async function seriousA11yViolations(page: Page): Promise<A11yViolation[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  // evaluated through the DevTools protocol: the app's Content Security Policy (no inline scripts) stays on
  if (!injected) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    // injected by the evaluation above: the part of axe-core's API used here
    type Finding = {
      id: string;
      impact: string | null;
      help: string;
      nodes: { target: string[]; failureSummary?: string }[];
    };
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<{ violations: Finding[] }> };
    };
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] },
    });
    return result.violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
        summary: (v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
      }));
  });
}

/** Fails with every critical or serious finding named, e.g. after a page has loaded its data. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const found = await seriousA11yViolations(page);
  if (found.length === 0) return;
  const lines = found.map(
    (v) => `- ${v.id} (${v.impact}): ${v.help} at ${v.targets.slice(0, 3).join(', ')}: ${v.summary}`,
  );
  throw new Error(`Accessibility findings on ${where}:\n${lines.join('\n')}`);
}
