import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { applyPresses, isSolved, type Puzzle } from '../../../src/core/puzzle';
import type { Neighbourhood, Offset, Topology } from '../../../src/domain/puzzleVocabulary';
import { boardSystem } from '../../../src/solvers/internal/boardSystem';
import { solvePuzzle } from '../../../src/solvers/internal/solvePuzzle';
import { referenceCertificateHolds, referenceEffect, referenceIsQuiet, referenceSolutions } from './generalBruteForce';

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
  for (let j = 0; j < cells; j++) for (const cell of referenceEffect(puzzle, j)) solved[cell] = (solved[cell] + k - draw.values[j]) % k;
  return puzzle;
}

function describe2(puzzle: Puzzle): string {
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
  const reference = referenceSolutions(puzzle);
  const result = solvePuzzle(puzzle, { minimumTimeoutMs: 5_000 });
  const where = describe2(puzzle);
  assert.equal(result.solvable, reference.count > 0, where);
  assert.equal(result.solutionCount, BigInt(reference.count), where);
  if (result.quietPatterns) {
    for (const pattern of result.quietPatterns) assert.ok(referenceIsQuiet(puzzle, pattern), where);
    assert.equal(puzzle.states ** result.quietPatterns.length, reference.quiet, where);
  }
  if (result.solvable) {
    const presses = result.presses as Uint8Array;
    assert.ok(isSolved(applyPresses(puzzle, presses)), where);
    if (puzzle.holes) presses.forEach((count, i) => assert.ok(!puzzle.holes?.[i] || count === 0, where));
    assert.ok((result.totalPresses as number) >= (reference.minimum as number), where);
    assert.ok((result.lowerBound as number) <= (reference.minimum as number), where);
    if (result.minimal) assert.equal(result.totalPresses, reference.minimum, where);
    assert.equal(result.certificate, null);
  } else {
    assert.equal(result.presses, null);
    assert.ok(result.certificate && referenceCertificateHolds(puzzle, result.certificate), where);
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

  it('keys the shape cache by the neighbourhood and the very holes', () => {
    const base = { rows: 4, columns: 4, states: 3, topology: 'plain' as const, neighbourhood: 'moore' as const };
    const holesA = Uint8Array.from({ length: 16 }, (_, i) => (i === 5 ? 1 : 0));
    const holesB = Uint8Array.from({ length: 16 }, (_, i) => (i === 6 ? 1 : 0));
    const a = boardSystem({ ...base, holes: holesA });
    assert.equal(boardSystem({ ...base, holes: holesA.slice() }), a);
    assert.notEqual(boardSystem({ ...base, holes: holesB }), a);
    assert.notEqual(boardSystem({ ...base, neighbourhood: 'knight', holes: holesA }), a);
    assert.notEqual(boardSystem({ ...base, holes: null }), a);
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
