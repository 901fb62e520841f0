import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { createPuzzle, PuzzleError, type Puzzle } from '../../../src/core/puzzle';
import { puzzleFromRows } from '../../support/puzzleRows';
import { neighbourhood } from '../../../src/domain/topology';
import { ClingoOutputError } from '../../../src/solvers/clingo/clingoErrors';
import { lightsProgram, pressesFromModel, puzzleFacts } from '../../../src/solvers/clingo/lightsProgram';
import { puzzleArbitrary } from '../../support/lightsArbitraries';

describe('clingo engine: program and models', () => {
  it('writes the facts of a board', () => {
    const puzzle = puzzleFromRows({ states: 3, objective: 2, topology: 'plain' }, [
      [0, 1],
      [2, 0],
    ]);
    assert.equal(
      puzzleFacts(puzzle),
      [
        'states(3).',
        'cell(0..3).',
        'initial(0,0). target(0,2).',
        'initial(1,1). target(1,2).',
        'initial(2,2). target(2,2).',
        'initial(3,0). target(3,2).',
        'affects(0,0). affects(0,1). affects(0,2).',
        'affects(1,1). affects(1,0). affects(1,3).',
        'affects(2,2). affects(2,0). affects(2,3).',
        'affects(3,3). affects(3,1). affects(3,2).',
        '',
      ].join('\n'),
    );
  });

  it('takes the neighbour facts from the topology module, for every topology', () => {
    fc.assert(
      fc.property(puzzleArbitrary(6), (puzzle) => {
        const pairs = [...puzzleFacts(puzzle).matchAll(/affects\((\d+),(\d+)\)\./g)].map((match) => `${match[1]}>${match[2]}`);
        const expected: string[] = [];
        for (let cell = 0; cell < puzzle.rows * puzzle.columns; cell++) for (const other of neighbourhood(puzzle, cell)) expected.push(`${cell}>${other}`);
        assert.deepEqual(pairs, expected);
      }),
      { seed: 11, numRuns: 200 },
    );
  });

  it('builds the program from numbers only: every fact line is a known predicate over integers', () => {
    fc.assert(
      fc.property(puzzleArbitrary(6), (puzzle) => {
        for (const line of puzzleFacts(puzzle).trimEnd().split('\n')) {
          assert.match(
            line,
            /^(states\(\d+\)\.|cell\(\d+\.\.\d+\)\.( cell\(\d+\.\.\d+\)\.)*|initial\(\d+,\d+\)\. target\(\d+,\d+\)\.|affects\(\d+,\d+\)\.( affects\(\d+,\d+\)\.)*)$/,
          );
        }
      }),
      { seed: 12, numRuns: 200 },
    );
  });

  it('writes holes as missing cells, a per-cell target, and an asymmetric neighbourhood press by press', () => {
    // 2x3, the middle of the top row a hole; a press changes only the cell to its right.
    const puzzle: Puzzle = {
      ...createPuzzle({
        rows: 2,
        columns: 3,
        states: 2,
        objective: 0,
        topology: 'plain',
        neighbourhood: [[0, 1]],
        holes: Uint8Array.from([0, 1, 0, 0, 0, 0]),
        target: Uint8Array.from([1, 0, 0, 0, 1, 1]),
      }),
      grid: Uint8Array.from([1, 0, 1, 0, 0, 1]),
    };
    assert.equal(
      puzzleFacts(puzzle),
      [
        'states(2).',
        'cell(0..0). cell(2..5).',
        'initial(0,1). target(0,1).',
        'initial(2,1). target(2,0).',
        'initial(3,0). target(3,0).',
        'initial(4,0). target(4,1).',
        'initial(5,1). target(5,1).',
        'affects(3,4).',
        'affects(4,5).',
        '',
      ].join('\n'),
    );
  });

  it('gives every cell the objective as its target when the puzzle has none, and none to a hole', () => {
    const puzzle = createPuzzle({ rows: 1, columns: 3, states: 4, objective: 3, topology: 'torus', neighbourhood: 'x', holes: Uint8Array.from([0, 0, 1]) }, 1);
    assert.deepEqual(
      [...puzzleFacts(puzzle).matchAll(/target\((\d+),(\d+)\)/g)].map((match) => `${match[1]}:${match[2]}`),
      ['0:3', '1:3'],
    );
  });

  it('puts the encoding first and the facts after it', () => {
    const puzzle = puzzleFromRows({ states: 2, objective: 0, topology: 'plain' }, [[1]]);
    const program = lightsProgram('% encoding', puzzle);
    assert.ok(program.startsWith('% encoding\n'));
    assert.ok(program.endsWith(puzzleFacts(puzzle)));
  });

  it('refuses puzzles whose numbers are not valid, before any text is built', () => {
    const valid = puzzleFromRows({ states: 3, objective: 0, topology: 'plain' }, [[0, 1]]);
    const broken: Puzzle[] = [
      { ...valid, grid: Uint8Array.from([0, 3]) },
      { ...valid, grid: Uint8Array.from([0]) },
      { ...valid, states: 2.5 },
      { ...valid, objective: 3 },
      { ...valid, rows: 0 },
      { ...valid, topology: 'plain). bad(1' as Puzzle['topology'] },
    ];
    for (const puzzle of broken) assert.throws(() => puzzleFacts(puzzle), PuzzleError, JSON.stringify({ ...puzzle, grid: [...puzzle.grid] }));
  });

  it('reads a model into a press pattern', () => {
    const shape = { rows: 2, columns: 3, states: 4 };
    assert.deepEqual(pressesFromModel(['press(5,3)', 'press(0,1)'], shape), Uint8Array.from([1, 0, 0, 0, 0, 3]));
    assert.deepEqual(pressesFromModel([], shape), new Uint8Array(6));
  });

  it('rejects models with anything unexpected', () => {
    const shape = { rows: 2, columns: 3, states: 4 };
    const bad = [
      ['press(6,1)'],
      ['press(0,4)'],
      ['press(0,0)'],
      ['press(1,1)', 'press(1,2)'],
      ['light(1,1)'],
      ['press(01,1)'],
      ['press(1, 1)'],
      ['press(-1,1)'],
      ['press(1,1) '],
      ['press(99999999999,1)'],
    ];
    for (const atoms of bad) assert.throws(() => pressesFromModel(atoms, shape), ClingoOutputError, atoms.join(' '));
  });

  it('rejects a model that presses a hole', () => {
    const shape = { rows: 1, columns: 3, states: 2, holes: Uint8Array.from([0, 1, 0]) };
    assert.deepEqual(pressesFromModel(['press(2,1)'], shape), Uint8Array.from([0, 0, 1]));
    assert.throws(() => pressesFromModel(['press(1,1)'], shape), /presses cell 1, which is a hole/);
  });
});
