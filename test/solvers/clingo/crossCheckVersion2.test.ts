/**
 * The clingo engine (both runners) on version 2 boards: holes, every named neighbourhood, custom
 * and asymmetric offset lists (the sigma game, [[0, 1]]), a target per cell, plain and torus.
 * The encoding alone (clingo's runs, no internal engine) and the whole engine (which also checks
 * clingo's claims against the internal engine and takes its certificate) are each checked against
 * a brute-force oracle written from the format's text
 * (version2Oracle.ts) and against the internal engine: the same solvability, solution count and
 * proven minimum; every press pattern solves the board without pressing a hole; every unsolvable
 * board comes with a certificate that proves it by its definition.
 */

import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { applyPresses, createPuzzle, type BoardShape, type Neighbourhood, type Puzzle } from '../../../src/core/puzzle';
import type { ClingoRunner } from '../../../src/solvers/clingo/clingoRunner';
import { createClingoSolver, ENUMERATE_OPTIONS, OPTIMISE_OPTIONS, type ClingoSolver } from '../../../src/solvers/clingo/clingoSolver';
import { interpretEnumeration, interpretOptimisation } from '../../../src/solvers/clingo/interpretOutput';
import { lightsProgram } from '../../../src/solvers/clingo/lightsProgram';
import { createNativeRunner } from '../../../src/solvers/clingo/nativeRunner';
import { createWasmRunner } from '../../../src/solvers/clingo/wasmRunner';
import { solvePuzzle } from '../../../src/solvers/internal/solvePuzzle';
import type { SolveResult } from '../../../src/solvers/types';
import { ENCODING_PATH, encodingText, nativeClingo, recordingLog, requireClingoExecutable, WASM_PATH, wasmWorkerScript } from './clingoTestSupport';
import { assertOracleCertificate, assertOracleSolves, oracleSolve } from './version2Oracle';

const SIGMA: Neighbourhood = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
];

/** Row-major holes from rows of 0 and 1. */
function holesOf(rows: readonly (readonly number[])[]): Uint8Array {
  return Uint8Array.from(rows.flat());
}

/** A board of `shape` with these cell states (0 at holes). */
function board(shape: BoardShape, cells: readonly (readonly number[])[]): Puzzle {
  return { ...createPuzzle(shape), grid: Uint8Array.from(cells.flat()) };
}

/** Literal boards, one of each kind, with the minimum the oracle finds by trying every pattern. */
const LITERAL_BOARDS: readonly { name: string; puzzle: Puzzle; minimum: number | null; count: bigint }[] = [
  {
    name: 'a 3x3 ring (centre hole), all on',
    puzzle: createPuzzle(
      {
        rows: 3,
        columns: 3,
        states: 2,
        objective: 0,
        topology: 'plain',
        holes: holesOf([
          [0, 0, 0],
          [0, 1, 0],
          [0, 0, 0],
        ]),
      },
      1,
    ),
    minimum: 8,
    count: 1n,
  },
  {
    name: 'knight moves on 3x4, all on',
    puzzle: createPuzzle({ rows: 3, columns: 4, states: 2, objective: 0, topology: 'plain', neighbourhood: 'knight' }, 1),
    minimum: 4,
    count: 1n,
  },
  {
    name: 'the sigma game on 3x3, all on',
    puzzle: createPuzzle({ rows: 3, columns: 3, states: 2, objective: 0, topology: 'plain', neighbourhood: SIGMA }, 1),
    minimum: null,
    count: 0n,
  },
  {
    name: 'a 2x3 picture as target, 3 states',
    puzzle: board({ rows: 2, columns: 3, states: 3, objective: 0, topology: 'plain', target: Uint8Array.from([1, 0, 2, 0, 2, 1]) }, [
      [0, 0, 0],
      [0, 0, 0],
    ]),
    minimum: 5,
    count: 3n,
  },
];

const offsetArbitrary: fc.Arbitrary<Neighbourhood> = fc.uniqueArray(fc.tuple(fc.integer({ min: -2, max: 2 }), fc.integer({ min: -2, max: 2 })), {
  maxLength: 5,
  selector: ([row, column]) => `${row},${column}`,
});

/** Square boards up to 4x4 with k in 2..4, random holes, any neighbourhood and an optional target; half scrambled from their goal. */
const version2Puzzle: fc.Arbitrary<Puzzle> = fc
  .record({
    rows: fc.integer({ min: 1, max: 4 }),
    columns: fc.integer({ min: 1, max: 4 }),
    states: fc.integer({ min: 2, max: 4 }),
    topology: fc.constantFrom<'plain' | 'torus'>('plain', 'torus'),
    neighbourhood: fc.oneof(
      fc.constantFrom<Neighbourhood | undefined>(
        undefined,
        'cross',
        'x',
        'moore',
        'knight',
        SIGMA,
        [[0, 1]],
        [
          [0, 0],
          [1, 1],
        ],
      ),
      offsetArbitrary,
    ),
    holeBits: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 16, maxLength: 16 }),
    withTarget: fc.boolean(),
    seeds: fc.array(fc.nat(), { minLength: 32, maxLength: 32 }),
    scrambled: fc.boolean(),
  })
  .map(({ rows, columns, states, topology, neighbourhood, holeBits, withTarget, seeds, scrambled }) => {
    const cells = rows * columns;
    const holes = Uint8Array.from(holeBits.slice(0, cells), (bit) => (bit === 0 ? 1 : 0));
    const target = withTarget ? Uint8Array.from(seeds.slice(0, cells), (seed, cell) => (holes[cell] ? 0 : seed % states)) : null;
    const shape: BoardShape = {
      rows,
      columns,
      states,
      objective: seeds[31] % states,
      topology,
      ...(neighbourhood !== undefined ? { neighbourhood } : {}),
      ...(holes.includes(1) ? { holes } : {}),
      ...(target ? { target } : {}),
    };
    const goal = createPuzzle(shape);
    const solved: Puzzle = target ? { ...goal, grid: target.slice() } : goal;
    const values = seeds.slice(16, 16 + cells).map((seed, cell) => (holes[cell] ? 0 : seed % states));
    return scrambled ? applyPresses(solved, values) : { ...solved, grid: Uint8Array.from(values) };
  })
  .filter((puzzle) => puzzle.states ** puzzle.grid.filter((_, cell) => !puzzle.holes?.[cell]).length <= 2 ** 12);

function describe2(puzzle: Puzzle): string {
  return JSON.stringify({
    rows: puzzle.rows,
    columns: puzzle.columns,
    k: puzzle.states,
    objective: puzzle.objective,
    topology: puzzle.topology,
    neighbourhood: puzzle.neighbourhood,
    holes: puzzle.holes ? [...puzzle.holes].join('') : null,
    target: puzzle.target ? [...puzzle.target].join('') : null,
    grid: [...puzzle.grid].join(''),
  });
}

function checkResult(puzzle: Puzzle, result: SolveResult, runner: 'native' | 'wasm'): void {
  const what = `${runner}: ${describe2(puzzle)}`;
  const oracle = oracleSolve(puzzle);
  assert.equal(result.runner, runner, what);
  assert.equal(result.solvable, oracle.solvable, what);
  assert.equal(result.solutionCount, oracle.solutionCount, what);
  if (!result.solvable) {
    assertOracleCertificate(puzzle, result.certificate, what);
    return;
  }
  assert.equal(result.minimal, true, `${what}: clingo did not prove its minimum`);
  assert.equal(result.totalPresses, oracle.minTotal, what);
  assert.ok(result.presses, what);
  assertOracleSolves(puzzle, result.presses, what);
}

describe('clingo engine: holes, neighbourhoods and targets (version 2 boards)', function () {
  this.timeout(10 * 60_000);
  let native: ClingoSolver | undefined;
  let wasm: ClingoSolver | undefined;
  let runners: ClingoRunner[] = [];

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
    runners = [
      createNativeRunner({ executable: nativeClingo(), log: common.log }),
      createWasmRunner({ workerScript: common.wasmWorkerScript, wasmPath: WASM_PATH, log: common.log }),
    ];
  });

  after(() => {
    native?.dispose();
    wasm?.dispose();
    for (const runner of runners) runner.dispose();
  });

  it('the encoding alone, on both runners, finds the minimum and enumerates every solution the oracle finds (150 random boards)', async () => {
    assert.equal(runners.length, 2, 'the before hook made both runners');
    const encoding = encodingText();
    await fc.assert(
      fc.asyncProperty(version2Puzzle, async (puzzle) => {
        const oracle = oracleSolve(puzzle);
        const program = lightsProgram(encoding, puzzle);
        for (const runner of runners) {
          const what = `${runner.kind}: ${describe2(puzzle)}`;
          const found = interpretOptimisation(await runner.run({ program, options: OPTIMISE_OPTIONS, timeoutMs: 60_000 }), puzzle, 60);
          assert.equal(found.solvable, oracle.solvable, what);
          if (!found.solvable) continue;
          assert.equal(found.minimal, true, what);
          assert.equal(found.totalPresses, oracle.minTotal, what);
          assertOracleSolves(puzzle, found.presses, what);
          const counted = interpretEnumeration(await runner.run({ program, options: ENUMERATE_OPTIONS, timeoutMs: 60_000 }), puzzle);
          assert.equal(counted, oracle.solutionCount, what);
        }
      }),
      { seed: 15_2025, numRuns: 150, endOnFailure: true },
    );
  });

  for (const { name, puzzle, minimum, count } of LITERAL_BOARDS) {
    it(`solves ${name} with both runners: ${minimum === null ? 'not solvable' : `${minimum} presses`}, ${count} solution${count === 1n ? '' : 's'}`, async () => {
      assert.ok(native && wasm, 'the before hook made both solvers');
      const oracle = oracleSolve(puzzle);
      assert.equal(oracle.minTotal, minimum, 'the oracle agrees with the literal minimum');
      assert.equal(oracle.solutionCount, count, 'the oracle agrees with the literal count');
      for (const [solver, runner] of [
        [native, 'native'],
        [wasm, 'wasm'],
      ] as const) {
        const result = await solver.solve(puzzle);
        assert.equal(result.totalPresses, minimum, runner);
        assert.equal(result.solutionCount, count, runner);
        checkResult(puzzle, result, runner);
      }
    });
  }

  it('solves a board that is all holes: nothing to press, proven', async () => {
    assert.ok(native && wasm, 'the before hook made both solvers');
    const puzzle = createPuzzle({ rows: 2, columns: 2, states: 3, objective: 1, topology: 'plain', holes: Uint8Array.from([1, 1, 1, 1]) });
    for (const solver of [native, wasm]) {
      const result = await solver.solve(puzzle);
      assert.deepEqual([result.solvable, result.totalPresses, result.minimal, result.solutionCount], [true, 0, true, 1n]);
      assert.deepEqual([...(result.presses ?? [])], [0, 0, 0, 0]);
    }
  });

  it('agrees with the oracle and the internal engine on 120 random boards with holes, neighbourhoods and targets', async () => {
    assert.ok(native && wasm, 'the before hook made both solvers');
    const [nativeSolver, wasmSolver] = [native, wasm];
    const seen = { holed: 0, targets: 0, lists: 0, torus: 0, solvable: 0, unsolvable: 0 };
    await fc.assert(
      fc.asyncProperty(version2Puzzle, async (puzzle) => {
        const internal = solvePuzzle(puzzle);
        const oracle = oracleSolve(puzzle);
        assert.equal(internal.solvable, oracle.solvable, `internal: ${describe2(puzzle)}`);
        assert.equal(internal.totalPresses, oracle.minTotal, `internal: ${describe2(puzzle)}`);
        checkResult(puzzle, await nativeSolver.solve(puzzle), 'native');
        checkResult(puzzle, await wasmSolver.solve(puzzle), 'wasm');
        if (puzzle.holes) seen.holed++;
        if (puzzle.target) seen.targets++;
        if (Array.isArray(puzzle.neighbourhood)) seen.lists++;
        if (puzzle.topology === 'torus') seen.torus++;
        if (oracle.solvable) seen.solvable++;
        else seen.unsolvable++;
      }),
      { seed: 15_2024, numRuns: 120, endOnFailure: true },
    );
    for (const [kind, number] of Object.entries(seen)) assert.ok(number >= 10, `${kind}: ${number} boards of 120 (${JSON.stringify(seen)})`);
  });
});
