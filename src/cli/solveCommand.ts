/**
 * `lights-out solve`: solve a .lights file (or several), or a generated board, and print the
 * result as JSON (a contract) or as a readable grid.
 */

import { parseArgs } from 'node:util';
import { createPuzzle, randomSolvablePuzzle, toRows, type Puzzle } from '../core/puzzle';
import { createRandom } from '../core/random';
import { solvePuzzle } from '../solvers/internal/solvePuzzle';
import type { SolveResult } from '../solvers/types';
import { integerFlag, readPuzzleFile, SHAPE_OPTIONS, shapeFromFlags } from './boardArguments';
import { CliError, ExitCode, usageError } from './cliError';
import type { CommandOutput } from './output';

/** Help text of `lights-out solve`. */
export const SOLVE_HELP = `Usage:
  lights-out solve FILE... [--solver internal] [--json] [--no-presses]
  lights-out solve --rows R --columns C [--states K] [--objective T] [--topology plain|torus|hex]
                   (--fill V | --random SEED) [--solver internal] [--json] [--no-presses]

Solves a puzzle: whether it can be solved, a solution with the fewest presses, and the exact
number of solutions. Without a FILE, solves a generated board: every cell V (--fill), or a random
solvable board made by random presses from the solved board (--random SEED).

Options:
  --solver NAME   the engine: internal (default)
  --json          print one JSON object: {"solvable", "presses", "totalPresses", "minimal",
                  "solutionCount", "solver", "elapsedMs"}
  --no-presses    do not print the press grid ("presses": null), for very large boards
  -h, --help      show this help

Exit codes: 0 solvable, 1 not solvable, 2 bad input or usage, 3 solver failure.`;

/** The JSON printed by `lights-out solve --json` (a contract). */
export interface SolveJson {
  solvable: boolean;
  presses: number[][] | null;
  totalPresses: number | null;
  minimal: boolean;
  solutionCount: string;
  solver: string;
  elapsedMs: number;
}

/** Converts a solve result to the JSON contract. */
export function solveJson(puzzle: Puzzle, result: SolveResult, includePresses: boolean): SolveJson {
  return {
    solvable: result.solvable,
    presses: includePresses && result.presses ? toRows(result.presses, puzzle.rows, puzzle.columns) : null,
    totalPresses: result.totalPresses,
    minimal: result.minimal,
    solutionCount: result.solutionCount.toString(),
    solver: result.solver,
    elapsedMs: Math.round(result.elapsedMs * 1000) / 1000,
  };
}

/** Runs `lights-out solve` with the arguments after the command name. */
export function solveCommand(args: string[], out: CommandOutput): number {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      ...SHAPE_OPTIONS,
      fill: { type: 'string' },
      random: { type: 'string' },
      solver: { type: 'string', default: 'internal' },
      json: { type: 'boolean', default: false },
      'no-presses': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    out.stdout(SOLVE_HELP);
    return ExitCode.Ok;
  }
  if (values.solver !== 'internal') throw usageError(`--solver must be internal, got "${values.solver}"`);
  const includePresses = !values['no-presses'];
  const boards: { label: string; puzzle: Puzzle; title?: string }[] = [];
  if (positionals.length > 0) {
    const generatorFlags = ['rows', 'columns', 'states', 'objective', 'topology', 'fill', 'random'] as const;
    const stray = generatorFlags.find((flag) => values[flag] !== undefined);
    if (stray) throw usageError(`--${stray} only applies when no FILE is given`);
    if (values.json && positionals.length > 1) throw usageError('--json takes one FILE');
    for (const file of positionals) {
      const document = readPuzzleFile(file, out);
      boards.push({ label: file, puzzle: document.puzzle, ...(document.title !== undefined ? { title: document.title } : {}) });
    }
  } else {
    boards.push({ label: 'generated board', puzzle: generatedBoard(values) });
  }

  let exitCode: number = ExitCode.Ok;
  for (const { label, puzzle, title } of boards) {
    let result: SolveResult;
    try {
      result = solvePuzzle(puzzle);
    } catch (error) {
      throw new CliError(`${label}: solver failed: ${(error as Error).message}`, ExitCode.SolverFailure);
    }
    if (values.json) out.stdout(JSON.stringify(solveJson(puzzle, result, includePresses)));
    else out.stdout(readableResult(label, title, puzzle, result, includePresses));
    if (!result.solvable) exitCode = ExitCode.Unsolvable;
  }
  return exitCode;
}

function generatedBoard(values: Record<string, string | boolean | undefined>): Puzzle {
  const shape = shapeFromFlags(values as Record<string, string | undefined>);
  const fill = values.fill as string | undefined;
  const seed = values.random as string | undefined;
  if ((fill === undefined) === (seed === undefined)) throw usageError('give exactly one of --fill V or --random SEED (or a FILE)');
  if (fill !== undefined) return createPuzzle(shape, integerFlag('fill', fill, 0, shape.states - 1));
  return randomSolvablePuzzle(shape, createRandom(seed as string));
}

/** The readable report of one solve: a summary and the press grid ("." for no press). */
export function readableResult(label: string, title: string | undefined, puzzle: Puzzle, result: SolveResult, includePresses: boolean): string {
  const lines = [
    `${label}${title ? ` (${title})` : ''}: ${puzzle.rows}x${puzzle.columns}, ${puzzle.states} states, objective ${puzzle.objective}, ${puzzle.topology}`,
  ];
  if (!result.solvable) {
    lines.push('  not solvable: no combination of presses reaches the objective');
  } else {
    const count = result.solutionCount;
    lines.push(
      `  solvable: ${result.totalPresses} presses (${result.minimal ? 'minimal' : 'not proven minimal'}), ` +
        `${count} solution${count === 1n ? '' : 's'}, ${result.elapsedMs.toFixed(1)} ms (${result.solver})`,
    );
    if (includePresses && result.presses) {
      const width = String(puzzle.states - 1).length;
      for (const row of toRows(result.presses, puzzle.rows, puzzle.columns)) {
        lines.push('  ' + row.map((count) => (count === 0 ? '.' : String(count)).padStart(width)).join(' '));
      }
    }
  }
  return lines.join('\n');
}
