/**
 * axe-core, the accessibility engine, run inside the page under test (its source evaluated in the
 * page: no browser download, no wrapper package). Only serious and critical violations fail a
 * test; moderate ones are reported in the message so they stay visible.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  /** CSS selectors of the offending elements (the first few), each with the start of its HTML. */
  targets: string[];
}

interface AxeResultsInPage {
  violations: Array<{
    id: string;
    impact: string | null;
    help: string;
    nodes: Array<{ target: unknown[]; html: string }>;
  }>;
}

/** Every axe violation on the page as it is now (WCAG 2.1 A and AA rules, plus best practices). */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol, not added as a <script>: the store's CSP (script-src
  // 'self') refuses inline scripts, as it should.
  if (!loaded) await page.evaluate(`${AXE_SOURCE}\n;true`);
  const results = await page.evaluate(async () => {
    // Colours are checked as they end up: a button just enabled (the wizard's Previous) still
    // fades from its disabled grey for a moment, and axe would measure the fade.
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResultsInPage> } })
      .axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`),
  }));
}

export const isSeriousOrWorse = (finding: AxeFinding) => finding.impact === 'serious' || finding.impact === 'critical';

/** One line per finding, for a test's failure message and the audit's printout. */
export const describeFindings = (state: string, findings: AxeFinding[]) =>
  findings.map(
    (finding) => `${state}: ${finding.id} (${finding.impact}) ${finding.help} -> ${finding.targets.join(' | ')}`,
  );
