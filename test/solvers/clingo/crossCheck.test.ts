/**
 * The clingo engine (both runners) against the internal engine on 300 random puzzles, and
 * against the brute-force oracle where it can try every pattern: every topology, k from 2 to 9,
 * solvable and unsolvable boards, up to 6x6. Both engines must agree on solvability, on the
 * minimum number of presses (which clingo must prove, its lower bound equal to it) and on the
 * solution count, every returned pattern must solve its puzzle, and every unsolvable board must
 * come with a certificate that proves it, both checked with the oracle's own neighbour rules.
 *
 * clingo's search grows like k^(free presses): about k^columns on plain and hex boards (the
 * encoding decides cells row by row and propagation chases the lights down) and k^(2 columns) on
 * a torus. Boards where that exceeds 5000 are left out, so a 6x6 board has at most 4 states here
 * and 9 states come with at most 3 columns; bench/bench.ts shows where clingo stops finishing.
 */

import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { applyPresses, createPuzzle, type Puzzle, type Topology } from '../../../src/core/puzzle';
import { createClingoSolver, type ClingoSolver } from '../../../src/solvers/clingo/clingoSolver';
import { solvePuzzle } from '../../../src/solvers/internal/solvePuzzle';
import type { SolveResult } from '../../../src/solvers/types';
import { bruteForceApplyPresses, bruteForceSolve } from '../../support/bruteForce';
import { assertCertifiesUnsolvable } from './certificateCheck';
import { ENCODING_PATH, nativeClingo, recordingLog, requireClingoExecutable, WASM_PATH, wasmWorkerScript } from './clingoTestSupport';

/** The size of clingo's search on a board, as described above. */
function searchSize(puzzle: Pick<Puzzle, 'rows' | 'columns' | 'states' | 'topology'>): number {
  const free = puzzle.topology === 'torus' && puzzle.rows > 2 ? 2 * puzzle.columns : puzzle.columns;
  return puzzle.states ** free;
}

const SEARCH_LIMIT = 5000;
/** Boards with at most this many press patterns are also checked against the brute-force oracle. */
const ORACLE_LIMIT = 2 ** 14;

/** Half the boards are scrambled from the solved board (solvable), half are random cells (often not). */
const crossCheckPuzzle: fc.Arbitrary<Puzzle> = fc
  .record({
    rows: fc.integer({ min: 1, max: 6 }),
    columns: fc.integer({ min: 1, max: 6 }),
    states: fc.integer({ min: 2, max: 9 }),
    topology: fc.constantFrom<Topology>('plain', 'torus', 'hex'),
    objectiveSeed: fc.nat(),
    cellSeeds: fc.array(fc.nat(), { minLength: 36, maxLength: 36 }),
    scrambled: fc.boolean(),
  })
  .filter((board) => searchSize(board) <= SEARCH_LIMIT)
  .map(({ rows, columns, states, topology, objectiveSeed, cellSeeds, scrambled }) => {
    const solved = createPuzzle({ rows, columns, states, topology, objective: objectiveSeed % states });
    const values = cellSeeds.slice(0, rows * columns).map((seed) => seed % states);
    return scrambled ? applyPresses(solved, values) : { ...solved, grid: Uint8Array.from(values) };
  });

function describeBoard(puzzle: Puzzle): string {
  return `${puzzle.rows}x${puzzle.columns} k=${puzzle.states} objective ${puzzle.objective} ${puzzle.topology} [${[...puzzle.grid].join('')}]`;
}

function checkAgainstInternal(puzzle: Puzzle, result: SolveResult, internal: SolveResult, runner: 'native' | 'wasm'): void {
  const board = `${runner}: ${describeBoard(puzzle)}`;
  assert.equal(result.runner, runner, board);
  assert.equal(result.solvable, internal.solvable, board);
  assert.equal(result.solutionCount, internal.solutionCount, board);
  if (!result.solvable) {
    assert.equal(result.lowerBound, null, board);
    assertCertifiesUnsolvable(puzzle, result.certificate, board);
    return;
  }
  assert.equal(result.certificate, null, board);
  assert.equal(result.minimal, true, `${board}: clingo did not prove its minimum`);
  assert.equal(internal.minimal, true, board);
  assert.equal(result.totalPresses, internal.totalPresses, board);
  assert.equal(result.lowerBound, result.totalPresses, board);
  assert.ok(result.presses, board);
  assert.ok(
    bruteForceApplyPresses(puzzle, result.presses).every((state) => state === puzzle.objective),
    `${board}: the presses do not solve it`,
  );
}

describe('clingo engine: cross-check with the internal engine', function () {
  this.timeout(15 * 60_000);
  let native: ClingoSolver | undefined;
  let wasm: ClingoSolver | undefined;

  before(function () {
    requireClingoExecutable(this);
    const common = {
      trusted: true,
      log: recordingLog(),
      encodingPath: ENCODING_PATH,
      wasmWorkerScript: wasmWorkerScript(),
      wasmPath: WASM_PATH,
      timeoutSeconds: 120,
    };
    native = createClingoSolver({ ...common, runner: 'native', clingoPath: nativeClingo() });
    wasm = createClingoSolver({ ...common, runner: 'wasm' });
  });

  // Only what the before hook made: it may have skipped or failed before making anything.
  after(() => {
    native?.dispose();
    wasm?.dispose();
  });

  it('both runners agree with the internal engine on 300 random puzzles (all topologies, k 2..9, up to 6x6)', async () => {
    assert.ok(native && wasm, 'the before hook made both solvers');
    const [nativeSolver, wasmSolver] = [native, wasm];
    const seen = { topologies: new Set<string>(), states: new Set<number>(), solvable: 0, unsolvable: 0, sixBySix: 0, oracle: 0 };
    await fc.assert(
      fc.asyncProperty(crossCheckPuzzle, async (puzzle) => {
        const internal = solvePuzzle(puzzle);
        checkAgainstInternal(puzzle, await nativeSolver.solve(puzzle), internal, 'native');
        checkAgainstInternal(puzzle, await wasmSolver.solve(puzzle), internal, 'wasm');
        if (puzzle.states ** (puzzle.rows * puzzle.columns) <= ORACLE_LIMIT) {
          const oracle = bruteForceSolve(puzzle);
          assert.equal(internal.solvable, oracle.solvable, describeBoard(puzzle));
          assert.equal(internal.solutionCount, oracle.solutionCount, describeBoard(puzzle));
          assert.equal(internal.totalPresses, oracle.minTotal, describeBoard(puzzle));
          seen.oracle += 1;
        }
        seen.topologies.add(puzzle.topology);
        seen.states.add(puzzle.states);
        if (internal.solvable) seen.solvable += 1;
        else seen.unsolvable += 1;
        if (puzzle.rows === 6 && puzzle.columns === 6) seen.sixBySix += 1;
      }),
      { seed: 20_240_611, numRuns: 300, endOnFailure: true },
    );
    assert.deepEqual([...seen.topologies].sort(), ['hex', 'plain', 'torus']);
    assert.deepEqual(
      [...seen.states].sort((a, b) => a - b),
      [2, 3, 4, 5, 6, 7, 8, 9],
    );
    assert.ok(seen.solvable >= 100 && seen.unsolvable >= 40, JSON.stringify({ ...seen, topologies: undefined, states: undefined }));
    assert.ok(seen.sixBySix > 0 && seen.oracle >= 50, JSON.stringify({ ...seen, topologies: undefined, states: undefined }));
  });
});
