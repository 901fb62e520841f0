/**
 * From what clingo printed to what the engine reports. Output of an unexpected
 * shape is a failure, never a solution, and every model is checked by applying its presses to the
 * puzzle before it is used. Pure.
 */

import { solvesPuzzle, totalPresses, type Puzzle } from '../../core/puzzle';
import * as l10n from '../../domain/l10n';
import { ClingoOutputError, ClingoTimeoutError } from './clingoErrors';
import { parseClingoOutput, wasInterrupted, witnessesOf, type ClingoWitness } from './clingoOutput';
import type { ClingoRunOutput } from './clingoRunner';
import { pressesFromModel } from './lightsProgram';
import { completeWitnesses } from './partialOutput';

/** What an optimisation run found. */
export type OptimisationOutcome =
  { readonly solvable: false } | { readonly solvable: true; readonly presses: Uint8Array; readonly totalPresses: number; readonly minimal: boolean };

/** A model's press pattern after checking that it solves the puzzle and that its cost is its total. */
function checkedModel(witness: ClingoWitness, puzzle: Puzzle, index: number): { presses: Uint8Array; total: number } {
  const presses = pressesFromModel(witness.Value, puzzle);
  if (!solvesPuzzle(puzzle, presses)) throw new ClingoOutputError(`clingo's model ${index + 1} does not solve the puzzle`);
  const total = totalPresses(presses);
  if (witness.Costs !== undefined && (witness.Costs.length !== 1 || witness.Costs[0] !== total)) {
    throw new ClingoOutputError(`clingo's model ${index + 1} has cost ${JSON.stringify(witness.Costs)}, but its presses add up to ${total}`);
  }
  return { presses, total };
}

function bestModel(witnesses: readonly ClingoWitness[], puzzle: Puzzle, minimal: boolean): OptimisationOutcome {
  let best: { presses: Uint8Array; total: number } | null = null;
  for (let index = 0; index < witnesses.length; index++) {
    const model = checkedModel(witnesses[index], puzzle, index);
    if (best === null || model.total < best.total) best = model;
  }
  if (best === null) throw new ClingoOutputError('clingo reported a solution but printed no model');
  return { solvable: true, presses: best.presses, totalPresses: best.total, minimal };
}

/**
 * Interprets the output of a run of the encoding with `--opt-mode=opt`:
 * OPTIMUM FOUND gives the proven minimum; SATISFIABLE (stopped at the time limit) and a run cut
 * off at the deadline give the best model so far with `minimal: false`; UNSATISFIABLE gives
 * `solvable: false`. No model within the time limit throws {@link ClingoTimeoutError}; anything
 * unexpected throws {@link ClingoOutputError}. `timeoutSeconds` and `timeoutSetting` (where the
 * user raises the limit) are for the message.
 */
export function interpretOptimisation(
  run: ClingoRunOutput,
  puzzle: Puzzle,
  timeoutSeconds: number,
  timeoutSetting = 'lightsOut.clingoTimeoutSeconds',
): OptimisationOutcome {
  const noModel = (): InstanceType<typeof ClingoTimeoutError> =>
    new ClingoTimeoutError(
      l10n.t(
        'clingo found no solution within the time limit of {0} s; raise {1}, or use the internal engine for a board this large',
        timeoutSeconds,
        timeoutSetting,
      ),
    );
  if (run.timedOut) {
    const witnesses = completeWitnesses(run.stdout);
    if (witnesses.length === 0) throw noModel();
    return bestModel(witnesses, puzzle, false);
  }
  const output = parseClingoOutput(run.stdout);
  const witnesses = witnessesOf(output);
  switch (output.Result) {
    case 'UNSATISFIABLE':
      if (witnesses.length > 0) throw new ClingoOutputError('clingo reported UNSATISFIABLE but printed models');
      return { solvable: false };
    case 'OPTIMUM FOUND':
      if (output.Models.Optimum !== undefined && output.Models.Optimum !== 'yes') {
        throw new ClingoOutputError(`clingo reported OPTIMUM FOUND with "Optimum": "${output.Models.Optimum}"`);
      }
      return bestModel(witnesses, puzzle, true);
    case 'SATISFIABLE':
      // With a #minimize statement a finished search reports OPTIMUM FOUND; SATISFIABLE means it stopped early.
      return bestModel(witnesses, puzzle, false);
    case 'UNKNOWN':
      if (witnesses.length > 0) throw new ClingoOutputError('clingo reported UNKNOWN but printed models');
      if (wasInterrupted(output)) throw noModel();
      throw new ClingoOutputError('clingo reported UNKNOWN without being stopped');
    default: {
      const unknown: never = output.Result;
      throw new ClingoOutputError(`clingo's output has an unknown "Result": ${String(unknown)}`);
    }
  }
}

/**
 * Interprets the output of an enumeration of all solutions (`--opt-mode=ignore --models=0`):
 * the number of distinct models, each checked to solve the puzzle, when clingo exhausted the
 * search; null when it was stopped before. Throws {@link ClingoOutputError} for anything else.
 */
export function interpretEnumeration(run: ClingoRunOutput, puzzle: Puzzle): bigint | null {
  if (run.timedOut) return null;
  const output = parseClingoOutput(run.stdout);
  if (wasInterrupted(output) || output.Models.More !== 'no') return null;
  const witnesses = witnessesOf(output);
  if (output.Result === 'UNSATISFIABLE' && witnesses.length === 0) return 0n;
  if (output.Result !== 'SATISFIABLE') throw new ClingoOutputError(`clingo's enumeration ended with ${output.Result}`);
  if (witnesses.length !== output.Models.Number)
    throw new ClingoOutputError(`clingo's enumeration printed ${witnesses.length} models but counted ${output.Models.Number}`);
  const seen = new Set<string>();
  witnesses.forEach((witness, index) => {
    const { presses } = checkedModel(witness, puzzle, index);
    const key = presses.join(',');
    if (seen.has(key)) throw new ClingoOutputError(`clingo's enumeration printed the same solution twice (model ${index + 1})`);
    seen.add(key);
  });
  return BigInt(witnesses.length);
}
