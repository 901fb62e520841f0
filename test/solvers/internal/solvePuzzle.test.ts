import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { applyPresses, createPuzzle, isSolved, randomSolvablePuzzle, toRows, type Puzzle } from '../../../src/core/puzzle';
import { TOPOLOGIES, type Neighbourhood, type Offset, type Topology } from '../../../src/domain/topology';
import { createRandom } from '../../../src/core/random';
import { clearBoardSystemCache } from '../../../src/solvers/internal/boardSystem';
import { isPrime, primePowers } from '../../../src/solvers/internal/arithmetic/modular';
import { solvePuzzle } from '../../../src/solvers/internal/solvePuzzle';
import type { SolveProgress } from '../../../src/solvers/types';
import {
  assertBruteForceCertificate,
  assertBruteForceSolves,
  bruteForceIsQuiet,
  bruteForceNeighbourhood,
  bruteForceQuietPatterns,
  bruteForceSolve,
} from '../../support/bruteForce';
import { puzzleFromRows } from '../../support/puzzleRows';

const plain2 = { states: 2, objective: 0, topology: 'plain' as const };

/** For tests that check solutions, not their minimality: a short minimum search. */
const QUICK = { minimumTimeoutMs: 20 };

function text(pattern: Uint8Array, columns: number): string {
  return toRows(pattern, pattern.length / columns, columns)
    .map((row) => row.join(''))
    .join('/');
}

/** Arbitrary puzzle with at most `maxCells` cells and k in the given range. */
function arbitraryPuzzle(maxSide: number, maxCells: number, maxStates: number): fc.Arbitrary<Puzzle> {
  return fc
    .record({
      rows: fc.integer({ min: 1, max: maxSide }),
      columns: fc.integer({ min: 1, max: maxSide }),
      states: fc.integer({ min: 2, max: maxStates }),
      topology: fc.constantFrom<Topology>(...TOPOLOGIES),
      seed: fc.integer(),
    })
    .filter(({ rows, columns }) => rows * columns <= maxCells)
    .chain(({ rows, columns, states, topology }) =>
      fc
        .record({
          objective: fc.integer({ min: 0, max: states - 1 }),
          cells: fc.array(fc.integer({ min: 0, max: states - 1 }), { minLength: rows * columns, maxLength: rows * columns }),
        })
        .map(({ objective, cells }) => ({ rows, columns, states, objective, topology, grid: Uint8Array.from(cells) })),
    );
}

describe('internal solver: solvePuzzle', () => {
  it('solves the all-on 5x5 board in 15 presses with 4 solutions', () => {
    const result = solvePuzzle(createPuzzle({ rows: 5, columns: 5, ...plain2 }, 1));
    assert.equal(result.solvable, true);
    assert.equal(result.totalPresses, 15);
    assert.equal(result.minimal, true);
    assert.equal(result.solutionCount, 4n);
    assert.equal(result.solver, 'internal');
  });

  it('solves the all-on 3x3 board in 5 presses, uniquely', () => {
    const result = solvePuzzle(createPuzzle({ rows: 3, columns: 3, ...plain2 }, 1));
    assert.equal(result.totalPresses, 5);
    assert.equal(result.solutionCount, 1n);
    assert.equal(text(result.presses as Uint8Array, 3), '101/010/101');
  });

  it('finds exactly 4 solutions for every solvable 5x5 board and 16 for every solvable 4x4 board', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 5 }), fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 25, maxLength: 25 }), (n, presses) => {
        const solved = createPuzzle({ rows: n, columns: n, ...plain2 });
        const puzzle = applyPresses(solved, presses.slice(0, n * n));
        const result = solvePuzzle(puzzle);
        assert.equal(result.solvable, true);
        assert.equal(result.solutionCount, n === 5 ? 4n : 16n);
      }),
      { numRuns: 100 },
    );
  });

  it('gives the well-known quiet patterns N1 and N2 for 5x5', () => {
    const result = solvePuzzle(createPuzzle({ rows: 5, columns: 5, ...plain2 }));
    const patterns = (result.quietPatterns ?? []).map((pattern) => text(pattern, 5)).sort();
    assert.deepEqual(patterns, ['01110/10101/11011/10101/01110', '10101/10101/00000/10101/10101']);
  });

  it('solves the three-state example (3x3, 3 states, objective 2)', () => {
    // Pressing once top-right and the middle, twice bottom-right, from this board reaches all 2s.
    const puzzle = puzzleFromRows({ states: 3, objective: 2, topology: 'plain' }, [
      [2, 0, 1],
      [1, 1, 1],
      [2, 2, 0],
    ]);
    const result = solvePuzzle(puzzle);
    assert.equal(text(result.presses as Uint8Array, 3), '001/010/002');
    assert.equal(result.totalPresses, 4);
    assert.equal(result.solutionCount, 1n);
  });

  it('reports an unsolvable board with no presses and zero solutions', () => {
    const puzzle = puzzleFromRows(plain2, [
      [1, 0, 0, 0, 0],
      [0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0],
    ]);
    const result = solvePuzzle(puzzle);
    assert.equal(result.solvable, false);
    assert.equal(result.presses, null);
    assert.equal(result.totalPresses, null);
    assert.equal(result.solutionCount, 0n);
    assert.equal(result.minimal, false);
    assert.equal(result.lowerBound, null);
    assertBruteForceCertificate(puzzle, result.certificate);
  });

  it('returns quiet patterns only for prime k, each changing nothing, spanning p^d solutions', () => {
    for (const states of [2, 3, 4, 5, 6, 7, 9]) {
      for (const topology of TOPOLOGIES) {
        const puzzle = createPuzzle({ rows: 4, columns: 5, states, objective: 0, topology });
        const result = solvePuzzle(puzzle);
        if (!isPrime(states)) {
          assert.equal(result.quietPatterns, null, `k=${states}`);
          continue;
        }
        const basis = result.quietPatterns ?? [];
        for (const pattern of basis) assert.ok(isSolved(applyPresses(puzzle, pattern)), `k=${states} ${topology}`);
        assert.equal(result.solutionCount, BigInt(states) ** BigInt(basis.length), `k=${states} ${topology}`);
      }
    }
  });

  it('agrees with brute force on solvability, solution count and minimum (all topologies, k 2..9)', () => {
    fc.assert(
      fc.property(
        arbitraryPuzzle(4, 16, 9).filter((p) => p.states ** (p.rows * p.columns) <= 2 ** 16),
        fc.boolean(),
        (puzzle, makeSolvable) => {
          // Half the boards are made solvable by pressing from the objective; the rest are random.
          const board = makeSolvable ? applyPresses(createPuzzle(puzzle), puzzle.grid) : puzzle;
          const expected = bruteForceSolve(board);
          const result = solvePuzzle(board);
          assert.equal(result.solvable, expected.solvable);
          assert.equal(result.solutionCount, expected.solutionCount);
          assert.equal(result.totalPresses, expected.minTotal);
          if (result.solvable) assert.equal(result.minimal, true);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('agrees with brute force on the quiet patterns of small boards', () => {
    for (const topology of TOPOLOGIES) {
      for (const [rows, columns, states] of [
        [2, 3, 2],
        [3, 3, 2],
        [4, 4, 2],
        [2, 2, 3],
        [3, 3, 3],
        [2, 4, 5],
        [1, 6, 2],
      ]) {
        const shape = { rows, columns, states, objective: 0, topology };
        const expected = bruteForceQuietPatterns(shape).length;
        const result = solvePuzzle(createPuzzle(shape));
        assert.equal(result.solutionCount, BigInt(expected), `${rows}x${columns} k=${states} ${topology}`);
      }
    }
  });

  it('returns presses that solve the board, for random boards of every topology and k 2..36', () => {
    fc.assert(
      fc.property(arbitraryPuzzle(9, 64, 36), (puzzle) => {
        const solvable = applyPresses(createPuzzle(puzzle), puzzle.grid);
        const result = solvePuzzle(solvable, QUICK);
        assert.equal(result.solvable, true);
        assert.ok(isSolved(applyPresses(solvable, result.presses as Uint8Array)));
        assert.ok((result.presses as Uint8Array).every((count) => count < puzzle.states));
        assert.ok(result.solutionCount >= 1n);
        const unsolved = solvePuzzle(puzzle, QUICK);
        if (unsolved.solvable) assert.ok(isSolved(applyPresses(puzzle, unsolved.presses as Uint8Array)));
        else {
          assert.equal(unsolved.solutionCount, 0n);
          assertBruteForceCertificate(puzzle, unsolved.certificate);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('handles prime powers and composites exactly (4, 8, 9, 16, 25, 27, 32, 6, 10, 12, 15)', () => {
    for (const states of [4, 8, 9, 16, 25, 27, 32, 6, 10, 12, 15]) {
      for (const topology of TOPOLOGIES) {
        const rows = 3;
        const columns = states <= 9 ? 3 : 2;
        if (states ** (rows * columns) > 2 ** 22) continue;
        const puzzle = createPuzzle({ rows, columns, states, objective: states - 1, topology }, 1);
        const expected = bruteForceSolve(puzzle);
        const result = solvePuzzle(puzzle);
        assert.equal(result.solutionCount, expected.solutionCount, `k=${states} ${topology}`);
        assert.equal(result.totalPresses, expected.minTotal, `k=${states} ${topology}`);
      }
    }
  });

  it('solves rectangles, lines and single cells', () => {
    for (const [rows, columns] of [
      [1, 1],
      [1, 7],
      [7, 1],
      [2, 9],
      [9, 2],
      [3, 17],
    ]) {
      for (const topology of TOPOLOGIES) {
        const puzzle = createPuzzle({ rows, columns, states: 3, objective: 0, topology }, 2);
        const result = solvePuzzle(puzzle, QUICK);
        if (result.solvable) assert.ok(isSolved(applyPresses(puzzle, result.presses as Uint8Array)));
      }
    }
  });

  it('agrees with brute force on every k from 2 to 36 and every topology, and certifies every unsolvable board', () => {
    const random = createRandom('solvePuzzle brute force');
    for (let states = 2; states <= 36; states++) {
      // The largest boards whose k^cells press patterns stay within 2^16, a line and a block.
      const cells = Math.floor(16 / Math.log2(states));
      const shapes = [
        [1, cells],
        [Math.max(1, Math.floor(Math.sqrt(cells))), Math.floor(cells / Math.max(1, Math.floor(Math.sqrt(cells))))],
      ];
      for (const topology of TOPOLOGIES) {
        for (const [rows, columns] of shapes) {
          for (let board = 0; board < 2; board++) {
            const grid = Uint8Array.from({ length: rows * columns }, () => random.nextInt(states));
            const puzzle = { rows, columns, states, objective: random.nextInt(states), topology, grid };
            const what = `${rows}x${columns} ${topology} k=${states} board ${board}`;
            const expected = bruteForceSolve(puzzle);
            const result = solvePuzzle(puzzle);
            assert.equal(result.solvable, expected.solvable, what);
            assert.equal(result.solutionCount, expected.solutionCount, what);
            if (result.solvable) {
              assertBruteForceSolves(puzzle, result.presses, what, states);
              assert.equal(result.certificate, null, what);
              assert.ok((result.lowerBound as number) <= (result.totalPresses as number), what);
              if (result.minimal) assert.equal(result.totalPresses, expected.minTotal, what);
            } else {
              assert.equal(result.lowerBound, null, what);
              assertBruteForceCertificate(puzzle, result.certificate, what);
            }
          }
        }
      }
    }
  });

  it('certifies unsolvable boards that fail modulo one prime power only (k = 4, 6, 8, 9, 12, 36)', () => {
    const random = createRandom('certificates');
    for (const states of [4, 6, 8, 9, 12, 36]) {
      for (const topology of TOPOLOGIES) {
        let certified = 0;
        for (let attempt = 0; attempt < 60 && certified < 3; attempt++) {
          const rows = 2 + random.nextInt(5);
          const columns = 2 + random.nextInt(5);
          // A solvable board with one cell nudged by a multiple of a prime of k: only that part can fail.
          const solvable = randomSolvablePuzzle({ rows, columns, states, objective: random.nextInt(states), topology }, random);
          const prime = primePowers(states)[random.nextInt(primePowers(states).length)].prime;
          const grid = solvable.grid.slice();
          const cell = random.nextInt(grid.length);
          grid[cell] = (grid[cell] + (states / prime) * (1 + random.nextInt(prime - 1))) % states;
          const puzzle = { ...solvable, grid };
          const result = solvePuzzle(puzzle, QUICK);
          if (result.solvable) {
            assertBruteForceSolves(puzzle, result.presses, '', states);
            continue;
          }
          assertBruteForceCertificate(puzzle, result.certificate, `${rows}x${columns} ${topology} k=${states}`);
          certified++;
        }
        assert.ok(certified > 0, `no unsolvable board found for ${topology} k=${states}`);
      }
    }
  });

  it('reports an all-off board minimal with 0 presses and lower bound 0 on every path, huge boards included', () => {
    for (const [rows, columns, states, topology] of [
      [5, 5, 2, 'plain'],
      [7, 7, 3, 'torus'],
      [6, 9, 12, 'hex'],
      [1000, 1000, 4, 'plain'],
      [300, 300, 6, 'torus'],
      [200, 200, 36, 'hex'],
      [2000, 2000, 2, 'plain'],
    ] as const) {
      const result = solvePuzzle(createPuzzle({ rows, columns, states, objective: 1, topology }, 1));
      const what = `${rows}x${columns} ${topology} k=${states}`;
      assert.equal(result.solvable, true, what);
      assert.equal(result.totalPresses, 0, what);
      assert.equal(result.minimal, true, what);
      assert.equal(result.lowerBound, 0, what);
      assert.ok(
        (result.presses as Uint8Array).every((count) => count === 0),
        what,
      );
    }
  });

  it('solves large boards of every topology without refusing (600x600 plain k=4, 300x300 torus k=9, 300x300 hex k=12)', () => {
    const random = createRandom('large boards');
    for (const [rows, states, topology] of [
      [600, 4, 'plain'],
      [300, 9, 'torus'],
      [300, 12, 'hex'],
    ] as const) {
      const puzzle = randomSolvablePuzzle({ rows, columns: rows, states, objective: 0, topology }, random);
      const result = solvePuzzle(puzzle, { minimumTimeoutMs: 0 });
      assert.equal(result.solvable, true);
      assertBruteForceSolves(puzzle, result.presses, `${rows}x${rows} ${topology} k=${states}`, states);
      assert.ok((result.lowerBound as number) <= (result.totalPresses as number));
    }
  });

  it('reports the elimination as phase "system" progress while a new shape is prepared', () => {
    clearBoardSystemCache();
    const phases: SolveProgress[] = [];
    // Large enough that the elimination runs past the first report's interval (k = 9: prime parts of hex boards take the polynomial path, which has no elimination).
    solvePuzzle(createPuzzle({ rows: 1000, columns: 1000, states: 9, objective: 0, topology: 'hex' }, 1), {
      ...QUICK,
      onProgress: (progress) => phases.push(progress),
    });
    const system = phases.filter((progress) => progress.phase === 'system');
    assert.ok(system.length > 0);
    assert.ok(system.every((progress) => progress.fraction >= 0 && progress.fraction <= 1));
  });

  it('reports the solution the system gave, once, before the minimum search, on the GF(2) fast path and the general path', () => {
    for (const shape of [
      { rows: 5, columns: 5, ...plain2 },
      { rows: 4, columns: 4, states: 3, objective: 0, topology: 'torus' as const },
    ]) {
      const puzzle = createPuzzle(shape, 1);
      const seen: SolveProgress[] = [];
      const result = solvePuzzle(puzzle, { onProgress: (progress) => seen.push(progress) });
      const firsts = seen.filter((progress) => progress.firstSolution !== undefined);
      assert.equal(firsts.length, 1, `${shape.rows}x${shape.columns}: one first solution`);
      const first = firsts[0].firstSolution;
      assert.ok(first !== undefined);
      assert.equal(firsts[0].phase, 'minimum');
      assertBruteForceSolves(puzzle, first.presses);
      assert.equal(
        first.totalPresses,
        first.presses.reduce((sum, value) => sum + value, 0),
      );
      assert.equal(first.solutionCount, result.solutionCount);
      assert.ok(result.totalPresses !== null && result.totalPresses <= first.totalPresses);
      // The first report comes before every other report of the search.
      assert.equal(
        seen.findIndex((progress) => progress.phase === 'minimum'),
        seen.indexOf(firsts[0]),
      );
    }
  });

  it('reports no first solution when there is nothing to search: a unique solution', () => {
    const seen: SolveProgress[] = [];
    const result = solvePuzzle(createPuzzle({ rows: 4, columns: 5, ...plain2 }, 1), { onProgress: (progress) => seen.push(progress) });
    assert.equal(result.solutionCount, 1n);
    assert.ok(seen.every((progress) => progress.firstSolution === undefined));
  });

  it('returns a valid member of the solution set with a lower bound when the minimum search has no time', () => {
    const puzzle = createPuzzle({ rows: 5, columns: 5, ...plain2 }, 1);
    const limited = solvePuzzle(puzzle, { minimumTimeoutMs: 0 });
    assert.equal(limited.solutionCount, 4n);
    assertBruteForceSolves(puzzle, limited.presses);
    assert.ok((limited.totalPresses as number) >= 15);
    assert.ok((limited.lowerBound as number) <= 15);
  });

  it('does not change the puzzle it solves', () => {
    const puzzle = createPuzzle({ rows: 4, columns: 4, ...plain2 }, 1);
    solvePuzzle(puzzle);
    assert.ok(puzzle.grid.every((value) => value === 1));
  });
});

/** Most cells (not holes) a board with k states may have so that k^n <= 2^16. */
function cellBudget(k: number): number {
  return Math.floor(16 / Math.log2(k) + 1e-9);
}

const offsetList = fc.uniqueArray(fc.tuple(fc.integer({ min: -2, max: 2 }), fc.integer({ min: -2, max: 2 })), {
  minLength: 0,
  maxLength: 6,
  selector: ([row, column]) => `${row},${column}`,
});

const neighbourhoodArbitrary: fc.Arbitrary<Neighbourhood | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom<Neighbourhood>('cross', 'x', 'moore', 'knight'),
  offsetList.map((list) => list as readonly Offset[]),
  offsetList.map((list) => [...list, ...list.filter(([r, c]) => r !== 0 || c !== 0).map(([r, c]) => [-r, -c] as const)]).map(dedupe),
);

function dedupe(list: readonly Offset[]): readonly Offset[] {
  const seen = new Set<string>();
  return list.filter(([r, c]) => {
    const key = `${r},${c}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A tiny board of any rules whose presses can all be enumerated, and a state: random, or reached from the target by random presses. */
function boardArbitrary(states: fc.Arbitrary<number>): fc.Arbitrary<Puzzle> {
  return states.chain((k) =>
    fc
      .record({
        topology: fc.constantFrom<Topology>('plain', 'torus', 'hex'),
        rows: fc.integer({ min: 1, max: 5 }),
        columns: fc.integer({ min: 1, max: 5 }),
        neighbourhood: neighbourhoodArbitrary,
        holeSeed: fc.array(fc.boolean(), { minLength: 25, maxLength: 25 }),
        holeShare: fc.constantFrom(0, 0.2, 0.4),
        values: fc.array(fc.integer({ min: 0, max: k - 1 }), { minLength: 25, maxLength: 25 }),
        targets: fc.option(fc.array(fc.integer({ min: 0, max: k - 1 }), { minLength: 25, maxLength: 25 })),
        objective: fc.integer({ min: 0, max: k - 1 }),
        fromPresses: fc.boolean(),
        extra: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 25, maxLength: 25 }),
      })
      .map((draw) => buildBoard(k, draw)),
  );
}

interface Draw {
  topology: Topology;
  rows: number;
  columns: number;
  neighbourhood: Neighbourhood | undefined;
  holeSeed: boolean[];
  holeShare: number;
  values: number[];
  targets: number[] | null;
  objective: number;
  fromPresses: boolean;
  extra: number[];
}

function buildBoard(k: number, draw: Draw): Puzzle {
  const budget = cellBudget(k);
  const { topology } = draw;
  let { rows, columns } = draw;
  const cells = rows * columns;
  const holes = new Uint8Array(cells);
  for (let i = 0; i < cells; i++) holes[i] = draw.extra[i] < draw.holeShare ? 1 : 0;
  // Too many cells for the enumeration: more holes, in reading order, until the board fits (or shrink it).
  let open = cells - holes.reduce((sum, hole) => sum + hole, 0);
  for (let i = 0; i < cells && open > budget; i++) {
    if (holes[i] === 0 && draw.holeSeed[i]) {
      holes[i] = 1;
      open--;
    }
  }
  if (open > budget) {
    rows = Math.min(rows, 2);
    columns = Math.max(1, Math.min(columns, Math.floor(budget / rows)));
    return buildBoard(k, { ...draw, rows, columns, holeShare: 0 });
  }
  const hasHoles = holes.includes(1);
  const target = draw.targets ? Uint8Array.from(draw.targets.slice(0, cells), (value, i) => (holes[i] ? 0 : value)) : null;
  const base: Puzzle = {
    rows,
    columns,
    states: k,
    objective: draw.objective,
    topology,
    ...(topology !== 'hex' && draw.neighbourhood !== undefined ? { neighbourhood: draw.neighbourhood } : {}),
    ...(hasHoles ? { holes } : {}),
    ...(target ? { target } : {}),
    grid: new Uint8Array(cells),
  };
  const grid = Uint8Array.from(draw.values.slice(0, cells), (value, i) => (holes[i] ? 0 : value));
  if (!draw.fromPresses) return { ...base, grid };
  // Solvable by construction: the target pressed by the negated random presses.
  const solved = Uint8Array.from({ length: cells }, (_, i) => (holes[i] ? 0 : target ? target[i] : draw.objective));
  const puzzle = { ...base, grid: solved };
  for (let j = 0; j < cells; j++)
    for (const cell of bruteForceNeighbourhood(puzzle, Math.floor(j / columns), j % columns)) solved[cell] = (solved[cell] + k - draw.values[j]) % k;
  return puzzle;
}

function boardJson(puzzle: Puzzle): string {
  const { rows, columns, topology, states, neighbourhood, holes, target, grid, objective } = puzzle;
  return JSON.stringify({
    rows,
    columns,
    topology,
    states,
    objective,
    neighbourhood,
    holes: holes && [...holes],
    target: target && [...target],
    grid: [...grid],
  });
}

/** Checks one board against the enumeration: solvability, count, minimum, presses, quiet patterns, certificate. */
function checkAgainstReference(puzzle: Puzzle): void {
  const reference = bruteForceSolve(puzzle);
  const result = solvePuzzle(puzzle, { minimumTimeoutMs: 5_000 });
  const where = boardJson(puzzle);
  assert.equal(result.solvable, reference.solvable, where);
  assert.equal(result.solutionCount, reference.solutionCount, where);
  if (result.quietPatterns) {
    for (const pattern of result.quietPatterns) assert.ok(bruteForceIsQuiet(puzzle, pattern), where);
    assert.equal(puzzle.states ** result.quietPatterns.length, bruteForceQuietPatterns(puzzle).length, where);
  }
  if (result.solvable) {
    const presses = result.presses as Uint8Array;
    assert.ok(isSolved(applyPresses(puzzle, presses)), where);
    if (puzzle.holes) presses.forEach((count, i) => assert.ok(!puzzle.holes?.[i] || count === 0, where));
    assert.ok((result.totalPresses as number) >= (reference.minTotal as number), where);
    assert.ok((result.lowerBound as number) <= (reference.minTotal as number), where);
    if (result.minimal) assert.equal(result.totalPresses, reference.minTotal, where);
    assert.equal(result.certificate, null);
  } else {
    assert.equal(result.presses, null);
    assertBruteForceCertificate(puzzle, result.certificate, where);
  }
}

describe('internal solver: boards of any rules', () => {
  it('solves a one-row board whose press changes only the cell to its right', () => {
    const shape = { rows: 1, columns: 3, states: 2, objective: 0, topology: 'plain' as const, neighbourhood: [[0, 1]] as const };
    const solvable = solvePuzzle({ ...shape, grid: Uint8Array.from([0, 1, 1]) });
    assert.deepEqual([...(solvable.presses as Uint8Array)], [1, 1, 0]);
    assert.equal(solvable.solutionCount, 2n);
    assert.equal(solvable.totalPresses, 2);
    assert.equal(solvable.minimal, true);
    assert.deepEqual(
      solvable.quietPatterns?.map((pattern) => [...pattern]),
      [[0, 0, 1]],
    );
    // Nothing changes the first cell: only the pattern on it alone is orthogonal to every press.
    const unsolvable = solvePuzzle({ ...shape, grid: Uint8Array.from([1, 0, 0]) });
    assert.equal(unsolvable.solvable, false);
    assert.deepEqual([...(unsolvable.certificate as Uint8Array)], [1, 0, 0]);
  });
});

describe('internal solver: boards of any rules against enumeration', () => {
  it('agrees on every topology and neighbourhood, with holes and targets, for k = 2..6', () => {
    fc.assert(
      fc.property(boardArbitrary(fc.integer({ min: 2, max: 6 })), (puzzle) => checkAgainstReference(puzzle)),
      { numRuns: 1000 },
    );
  });

  it('agrees for k = 7, 8, 9, 12, 16 and 36 on tiny boards', () => {
    fc.assert(
      fc.property(boardArbitrary(fc.constantFrom(7, 8, 9, 12, 16, 36)), (puzzle) => checkAgainstReference(puzzle)),
      { numRuns: 300 },
    );
  });
});
