/**
 * Why a solve's answer is not proven to take the fewest presses, as data every engine can give
 * ({@link UnprovenReason}) and as the words people read ({@link unprovenClause}), shared by the
 * command line and the grid editor so both say the same thing. In the display language (the
 * CLI's is English). Pure.
 */

import * as l10n from './l10n';

/**
 * Why the fewest presses were not proven; pure data, the words come from {@link unprovenClause}.
 * - `overBudget`: a complete search of the `solutionCount` solutions was estimated to take
 *   `estimatedMs` (Infinity: no complete search covers the set), more than the `budgetMs`
 *   allowed, so it was not started.
 * - `deadline`: the search ran but could not finish within the `budgetMs` allowed.
 * - `kernelTooLarge`: the `quietPatterns` generators of the solutions are too large to hold as
 *   full patterns, so the solutions were not searched.
 * - `skipped`: no time was allowed for the search (a time limit of 0).
 */
export type UnprovenReason =
  | { readonly kind: 'overBudget'; readonly solutionCount: bigint; readonly estimatedMs: number; readonly budgetMs: number }
  | { readonly kind: 'deadline'; readonly budgetMs: number }
  | { readonly kind: 'kernelTooLarge'; readonly quietPatterns: number }
  | { readonly kind: 'skipped' };

/** Estimates beyond this many milliseconds (about a million years) read as "far too long". */
const FAR_TOO_LONG_MS = 3e16;

/**
 * A duration for people, rounded to its unit: "500 ms", "30 s", "2 min", "3 h", "5 days",
 * "1,200 years".
 */
export function durationWords(milliseconds: number): string {
  const round = (value: number): string => l10n.groupedInteger(Math.max(1, Math.round(value)));
  if (milliseconds < 1000) return l10n.t('{0} ms', round(milliseconds));
  if (milliseconds < 90_000)
    return l10n.t('{0} s', Number.isInteger(milliseconds / 1000) ? round(milliseconds / 1000) : l10n.decimalText(milliseconds / 1000, 1));
  if (milliseconds < 90 * 60_000) return l10n.t('{0} min', round(milliseconds / 60_000));
  if (milliseconds < 48 * 3_600_000) return l10n.t('{0} h', round(milliseconds / 3_600_000));
  if (milliseconds < 730 * 86_400_000) return l10n.t('{0} days', round(milliseconds / 86_400_000));
  return l10n.t('{0} years', round(milliseconds / (365.25 * 86_400_000)));
}

/**
 * Why the answer is not proven the fewest, in one clause with its numbers: "searching all
 * 387,420,489 solutions would take about 2 min, over the 30 s allowed". `timeLimitName` names
 * where the time limit is set (the CLI's "--min-timeout") and is added in brackets after the
 * time allowed.
 */
export function unprovenClause(reason: UnprovenReason, timeLimitName?: string): string {
  const named = (clause: string): string => (timeLimitName === undefined ? clause : `${clause} (${timeLimitName})`);
  switch (reason.kind) {
    case 'overBudget': {
      const count = l10n.groupedInteger(reason.solutionCount);
      const budget = durationWords(reason.budgetMs);
      if (!Number.isFinite(reason.estimatedMs) || reason.estimatedMs > FAR_TOO_LONG_MS) {
        return named(l10n.t('searching all {0} solutions would take far too long for the {1} allowed', count, budget));
      }
      return named(l10n.t('searching all {0} solutions would take about {1}, over the {2} allowed', count, durationWords(reason.estimatedMs), budget));
    }
    case 'deadline':
      return named(l10n.t('the search for the fewest presses could not finish within the {0} allowed', durationWords(reason.budgetMs)));
    case 'kernelTooLarge':
      return l10n.t('the {0} quiet patterns are too large to hold in memory, so the solutions were not searched', l10n.groupedInteger(reason.quietPatterns));
    case 'skipped':
      return named(l10n.t('no time was allowed for the search for the fewest presses'));
  }
}
