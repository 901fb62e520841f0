/**
 * axe-core (the accessibility engine of the suite) run inside a webview: the script is injected
 * through the DevTools protocol, which the webview's Content Security Policy does not govern, and
 * run on the whole document against the WCAG 2.0, 2.1 and 2.2 A and AA rules.
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame } from 'playwright-core';
import { repositoryRoot } from './codeServer';

/** The WCAG rule sets every check runs (axe-core tags); no rule is ever turned off. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/** One element an axe rule flagged: its CSS selector path and axe's explanation. */
export interface AxeNode {
  readonly target: readonly unknown[];
  readonly html: string;
  readonly failureSummary: string;
}

/** One rule that failed (or could not decide), with the elements it flagged. */
export interface AxeRuleResult {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly helpUrl: string;
  readonly nodes: readonly AxeNode[];
}

/** What one axe run found. */
export interface AxeReport {
  readonly violations: readonly AxeRuleResult[];
  /** Checks axe could not decide alone (for example a contrast over a gradient): listed, not failed. */
  readonly incomplete: readonly AxeRuleResult[];
  readonly passes: number;
}

let axeSource: string | undefined;

/** Runs axe-core in `frame` (injecting it once per document) and returns its violations and undecided checks. */
export async function runAxe(frame: Frame): Promise<AxeReport> {
  axeSource ??= readFileSync(join(repositoryRoot, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
  if (!(await frame.evaluate<boolean>('typeof window.axe === "object"'))) await frame.evaluate(axeSource);
  const script = `window.axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(WCAG_TAGS)} }, resultTypes: ['violations', 'incomplete'] }).then((results) => {
    const rules = (list) => list.map((rule) => ({
      id: rule.id, impact: rule.impact ?? null, help: rule.help, helpUrl: rule.helpUrl,
      nodes: rule.nodes.map((node) => ({ target: node.target, html: node.html, failureSummary: node.failureSummary ?? '' })),
    }));
    return { violations: rules(results.violations), incomplete: rules(results.incomplete), passes: results.passes.length };
  })`;
  return frame.evaluate<AxeReport>(script);
}

/** A readable list of rule results: each rule's id, impact and help, then each flagged element and why. */
export function describeAxeResults(results: readonly AxeRuleResult[]): string {
  return results
    .map((rule) => {
      const nodes = rule.nodes.map(
        (node) => `    - ${node.target.map(String).join(' > ')}\n      ${node.html}\n      ${node.failureSummary.replace(/\n/g, '\n      ')}`,
      );
      return `  ${rule.id} (${rule.impact ?? 'no impact'}): ${rule.help}\n  ${rule.helpUrl}\n${nodes.join('\n')}`;
    })
    .join('\n');
}
