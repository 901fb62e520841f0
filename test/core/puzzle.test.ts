import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  applyPresses,
  boardCellCount,
  cellTarget,
  checkShape,
  clonePuzzle,
  createPuzzle,
  isClassicBoard,
  isSolved,
  pressCell,
  pressInPlace,
  PuzzleError,
  randomSolvablePuzzle,
  reshapePuzzle,
  targetGrid,
  usesVersion2,
  validateMoves,
} from '../../src/core/puzzle';
import { neighbourhood, TOPOLOGIES, type Topology } from '../../src/domain/topology';
import { createRandom } from '../../src/core/random';
import { puzzleFromRows, puzzleRows } from '../support/puzzleRows';
import { version2DocumentArbitrary } from '../support/lightsArbitraries';
import { bruteForceNeighbourhood } from '../support/bruteForce';
import { readFileSync } from 'node:fs';
import { useL10nBundle } from '../../src/domain/l10n';

const french: unknown = JSON.parse(readFileSync('l10n/bundle.l10n.fr.json', 'utf8'));

function shapeError(): string {
  try {
    checkShape({ rows: 0, columns: 3, states: 2, objective: 0, topology: 'plain' });
  } catch (error) {
    assert.ok(error instanceof PuzzleError);
    return error.message;
  }
  return 'no error';
}

describe('core: puzzle model', () => {
  it('presses a cell and its orthogonal neighbours on a plain board', () => {
    const puzzle = createPuzzle({ rows: 3, columns: 3, states: 2, objective: 0, topology: 'plain' });
    assert.deepEqual(puzzleRows(pressCell(puzzle, 1, 1)), [
      [0, 1, 0],
      [1, 1, 1],
      [0, 1, 0],
    ]);
    assert.deepEqual(puzzleRows(pressCell(puzzle, 0, 0)), [
      [1, 1, 0],
      [1, 0, 0],
      [0, 0, 0],
    ]);
  });

  it('wraps on a torus and counts a repeated neighbour once', () => {
    const torus = createPuzzle({ rows: 3, columns: 3, states: 5, objective: 0, topology: 'torus' });
    assert.deepEqual(puzzleRows(pressCell(torus, 0, 0)), [
      [1, 1, 1],
      [1, 0, 0],
      [1, 0, 0],
    ]);
    const narrow = createPuzzle({ rows: 2, columns: 1, states: 5, objective: 0, topology: 'torus' });
    assert.deepEqual(puzzleRows(pressCell(narrow, 0, 0)), [[1], [1]]);
  });

  it('uses odd-r offset rows on a hex board', () => {
    const hex = createPuzzle({ rows: 3, columns: 3, states: 2, objective: 0, topology: 'hex' });
    assert.deepEqual(puzzleRows(pressCell(hex, 1, 1)), [
      [0, 1, 1],
      [1, 1, 1],
      [0, 1, 1],
    ]);
    assert.deepEqual(puzzleRows(pressCell(hex, 2, 1)), [
      [0, 0, 0],
      [1, 1, 0],
      [1, 1, 1],
    ]);
  });

  it('agrees with the independent reading of the neighbour rules on every cell', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 7 }), fc.constantFrom<Topology>(...TOPOLOGIES), (rows, columns, topology) => {
        for (let index = 0; index < rows * columns; index++) {
          const ours = neighbourhood({ rows, columns, topology }, index).sort((a, b) => a - b);
          const theirs = bruteForceNeighbourhood({ rows, columns, topology }, Math.floor(index / columns), index % columns)
            .slice()
            .sort((a, b) => a - b);
          assert.deepEqual(ours, theirs);
        }
      }),
    );
  });

  it('takes press counts mod k, including negative ones, without changing the input', () => {
    const puzzle = createPuzzle({ rows: 1, columns: 3, states: 3, objective: 0, topology: 'plain' });
    assert.deepEqual(puzzleRows(pressCell(puzzle, 0, 1, 4)), [[1, 1, 1]]);
    assert.deepEqual(puzzleRows(pressCell(puzzle, 0, 0, -1)), [[2, 2, 0]]);
    // Cell 0 once adds 1 to cells 0-1; cell 2 twice adds 2 to cells 1-2.
    assert.deepEqual(puzzleRows(applyPresses(puzzle, [1, 0, 2])), [[1, 0, 2]]);
    assert.ok(puzzle.grid.every((value) => value === 0));
  });

  it('validates a sequence of moves: whether it solves the board, and the first press outside it', () => {
    const allOn = createPuzzle({ rows: 3, columns: 3, states: 2, objective: 0, topology: 'plain' }, 1);
    const corners = [
      { row: 0, col: 0 },
      { row: 0, col: 2 },
      { row: 1, col: 1 },
      { row: 2, col: 0 },
      { row: 2, col: 2 },
    ];
    const good = validateMoves(allOn, corners);
    assert.equal(good.valid && good.solved, true);
    assert.equal(good.valid && good.moves, 5);
    const short = validateMoves(allOn, corners.slice(0, 4));
    assert.equal(short.valid && short.solved, false);
    const outside = validateMoves(allOn, [
      { row: 0, col: 0 },
      { row: 3, col: 0 },
    ]);
    assert.deepEqual(outside.valid ? null : [outside.moveIndex, outside.reason], [1, 'move 2 presses (3, 0), outside the 3x3 board']);
  });

  it('rejects invalid shapes and cells with clear messages', () => {
    assert.throws(() => checkShape({ rows: 0, columns: 3, states: 2, objective: 0, topology: 'plain' }), /rows must be an integer >= 1, got 0/);
    assert.throws(() => checkShape({ rows: 2, columns: 3, states: 37, objective: 0, topology: 'plain' }), /states must be an integer in 2\.\.36, got 37/);
    assert.throws(() => checkShape({ rows: 2, columns: 3, states: 3, objective: 3, topology: 'plain' }), /objective must be an integer in 0\.\.2, got 3/);
    assert.throws(() => puzzleFromRows({ states: 2, objective: 0, topology: 'plain' }, [[0, 1], [1]]), PuzzleError);
    assert.throws(() => pressCell(createPuzzle({ rows: 2, columns: 2, states: 2, objective: 0, topology: 'plain' }), 2, 0), /outside the 2x2 board/);
  });

  it('knows when a board is solved', () => {
    assert.equal(isSolved(createPuzzle({ rows: 2, columns: 2, states: 4, objective: 3, topology: 'hex' })), true);
    assert.equal(isSolved(createPuzzle({ rows: 2, columns: 2, states: 4, objective: 3, topology: 'hex' }, 2)), false);
  });
});

describe('core: puzzle model, version 2 (holes, neighbourhoods, targets)', () => {
  it('makes random puzzles that can be solved: undoing the presses drawn from the same seed reaches every target (holes, rules, targets)', () => {
    fc.assert(
      fc.property(version2DocumentArbitrary(5), fc.string(), ({ puzzle: board }, seed) => {
        const puzzle = randomSolvablePuzzle(board, createRandom(seed));
        const again = createRandom(seed);
        for (let cell = 0; cell < puzzle.grid.length; cell++) {
          if (board.holes?.[cell]) continue;
          pressInPlace(puzzle, cell, (board.states - again.nextInt(board.states)) % board.states);
        }
        assert.ok(isSolved(puzzle));
      }),
      { numRuns: 300 },
    );
  });

  const holes = Uint8Array.from([0, 1, 0, 0, 0, 0]);
  const shape = { rows: 2, columns: 3, states: 3, objective: 0, topology: 'plain' as const, holes };

  it('solves per cell against a target, and ignores holes against the objective', () => {
    const target = Uint8Array.from([1, 0, 2, 0, 0, 1]);
    assert.equal(isSolved({ ...shape, target, grid: Uint8Array.from([1, 0, 2, 0, 0, 1]) }), true);
    assert.equal(isSolved({ ...shape, target, grid: Uint8Array.from([1, 0, 2, 0, 0, 0]) }), false);
    assert.equal(isSolved({ ...shape, objective: 2, grid: Uint8Array.from([2, 0, 2, 2, 2, 2]) }), true);
    assert.equal(cellTarget({ ...shape, objective: 2 }, 1), 0);
    assert.deepEqual(targetGrid({ ...shape, objective: 2 }), Uint8Array.from([2, 0, 2, 2, 2, 2]));
  });

  it('presses nothing at a hole and never changes a hole', () => {
    const puzzle = createPuzzle(shape, 0);
    const atHole = clonePuzzle(puzzle);
    pressInPlace(atHole, 1);
    assert.deepEqual(atHole.grid, new Uint8Array(6));
    assert.deepEqual(puzzleRows(pressCell(puzzle, 0, 0)), [
      [1, 0, 0],
      [1, 0, 0],
    ]);
    assert.deepEqual(puzzleRows(pressCell({ ...puzzle, neighbourhood: 'moore' }, 1, 1)), [
      [1, 0, 1],
      [1, 1, 1],
    ]);
  });

  it('refuses a move at a hole, naming the cell in words', () => {
    const puzzle = createPuzzle(shape, 0);
    assert.deepEqual(
      validateMoves(puzzle, [
        { row: 0, col: 0 },
        { row: 0, col: 1 },
      ]),
      {
        valid: false,
        moveIndex: 1,
        reason: 'move 2 presses row 1, column 2, which is a hole',
      },
    );
  });

  it('checks the version 2 fields of a shape', () => {
    const refuses = (fields: object, message: string): void => assert.throws(() => checkShape({ ...shape, ...fields }), new PuzzleError(message));
    refuses({ topology: 'hex', neighbourhood: 'x' }, 'a hex board has its own six neighbours and takes no neighbourhood');
    refuses({ neighbourhood: [[0, 11]] }, 'offset 1 of neighbourhood is [0, 11]: offsets must lie in -10..10');
    refuses({ holes: new Uint8Array(5) }, 'holes of a 2x3 board have 6 entries, got 5');
    refuses({ holes: Uint8Array.from([2, 0, 0, 0, 0, 0]) }, 'holes must be 0 or 1');
    refuses({ target: new Uint8Array(7) }, 'the target of a 2x3 board has 6 entries, got 7');
    refuses({ target: Uint8Array.from([0, 0, 3, 0, 0, 0]) }, 'the target of row 1, column 3 is 3, outside 0..2');
    refuses({ target: Uint8Array.from([0, 1, 0, 0, 0, 0]) }, 'the target of row 1, column 2 is 1, but the cell is a hole');
    assert.doesNotThrow(() => checkShape({ ...shape, neighbourhood: [], target: new Uint8Array(6) }));
  });

  it('tells version 2 boards from classic ones', () => {
    const classic = { rows: 2, columns: 2, states: 2, objective: 0, topology: 'plain' as const };
    assert.equal(usesVersion2(classic), false);
    assert.equal(usesVersion2({ ...classic, holes: new Uint8Array(4) }), false);
    assert.equal(usesVersion2({ ...classic, neighbourhood: 'cross' }), true);
    assert.equal(isClassicBoard({ ...classic, neighbourhood: 'cross' }), true);
    assert.equal(isClassicBoard({ ...classic, holes: Uint8Array.from([0, 0, 1, 0]) }), false);
    assert.equal(boardCellCount(shape), 5);
  });

  it('carries holes and the target through a reshape, new cells joining the board', () => {
    const puzzle = { ...shape, target: Uint8Array.from([2, 0, 1, 1, 2, 0]), grid: Uint8Array.from([1, 0, 2, 2, 1, 0]) };
    const wider = reshapePuzzle(puzzle, { rows: 2, columns: 4, states: 2, objective: 1, topology: 'torus' });
    assert.deepEqual(wider.holes, Uint8Array.from([0, 1, 0, 0, 0, 0, 0, 0]));
    assert.deepEqual(wider.target, Uint8Array.from([1, 0, 1, 1, 1, 1, 0, 1]));
    assert.deepEqual(wider.grid, Uint8Array.from([1, 0, 1, 1, 1, 1, 0, 1]));
    const smaller = reshapePuzzle(puzzle, { rows: 1, columns: 1, states: 3, objective: 0, topology: 'plain' });
    assert.equal(smaller.holes, undefined);
    assert.deepEqual(smaller.target, Uint8Array.from([2]));
  });
});

describe('core: puzzle model in the display language', () => {
  afterEach(() => useL10nBundle(undefined));

  it('says what is wrong with a shape in French with the French bundle, and in English without', () => {
    useL10nBundle(french);
    assert.equal(shapeError(), 'le nombre de lignes doit être un entier >= 1, reçu 0');
    useL10nBundle(undefined);
    assert.equal(shapeError(), 'rows must be an integer >= 1, got 0');
  });
});
