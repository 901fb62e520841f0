import * as assert from 'node:assert/strict';
import { newPuzzleText, startingBoard } from '../../src/commands/newPuzzleBoard';
import { type BoardShape } from '../../src/core/puzzle';
import { puzzleFromRows } from '../support/puzzleRows';
import { GenerationError, generatePuzzle } from '../../src/analysis/generatePuzzle';
import { solvePuzzle } from '../../src/solvers/internal/solvePuzzle';
import { SolveCancelledError, type SolveResult, type Solver } from '../../src/solvers/types';

/** The internal engine in process, as the extension's worker runner is for small boards. */
const internalSolver: Solver = { name: 'internal', solve: async (puzzle, options) => solvePuzzle(puzzle, options) };

const SMALL: BoardShape = { rows: 3, columns: 3, states: 2, objective: 0, topology: 'plain' };
/** 420 cells: over MAX_DIFFICULTY_CELLS (400), so a random board's fewest moves come from the solver given. */
const LARGE: BoardShape = { rows: 21, columns: 20, states: 2, objective: 0, topology: 'plain' };

/** A solver that answers with `answer` (or throws it) without solving, counting its calls. */
function fakeSolver(answer: Partial<SolveResult> | Error): Solver & { calls: number } {
  const solver = {
    name: 'internal' as const,
    calls: 0,
    solve: async (): Promise<SolveResult> => {
      solver.calls += 1;
      if (answer instanceof Error) throw answer;
      return {
        solvable: true,
        presses: null,
        totalPresses: null,
        minimal: false,
        lowerBound: 0,
        unproven: null,
        solutionCount: 1n,
        quietPatterns: null,
        certificate: null,
        solver: 'internal',
        elapsedMs: 0,
        ...answer,
      };
    },
  };
  return solver;
}

describe('commands: the starting board of a new puzzle', () => {
  it('starts "All off" with every cell at the objective', async () => {
    const board = await startingBoard({ ...SMALL, states: 3, objective: 2 }, 'solved', 0, fakeSolver(new Error('never asked')));
    assert.deepEqual(board, { puzzle: { rows: 3, columns: 3, states: 3, objective: 2, topology: 'plain', grid: Uint8Array.of(2, 2, 2, 2, 2, 2, 2, 2, 2) } });
  });

  it('prints the title, the board, and the difficulty and fewest moves when known', () => {
    const puzzle = puzzleFromRows({ states: 3, objective: 2, topology: 'torus' }, [
      [2, 2, 2],
      [2, 0, 1],
    ]);
    assert.equal(
      newPuzzleText('Blank "x"', { puzzle }),
      'version = 1\ntitle = "Blank \\"x\\""\nrows = 2\ncolumns = 3\nstates = 3\nobjective = 2\ntopology = "torus"\ngrid = """\n2 2 2\n2 0 1\n"""\n',
    );
    assert.equal(
      newPuzzleText('Garden', { puzzle, minMoves: 7, difficulty: 'hard', clamped: false }),
      'version = 1\ntitle = "Garden"\nrows = 2\ncolumns = 3\nstates = 3\nobjective = 2\ntopology = "torus"\ndifficulty = "hard"\nminMoves = 7\ngrid = """\n2 2 2\n2 0 1\n"""\n',
    );
    assert.ok(!newPuzzleText('T', { puzzle, minMovesProblem: 'too large' }).includes('minMoves'));
  });

  it('makes a small random board as generatePuzzle does from the seed, rated on the shape', async () => {
    const solver = fakeSolver(new Error('never asked'));
    const board = await startingBoard(SMALL, 'random', 'seed-1', solver);
    assert.deepEqual(Array.from(board.puzzle.grid), [1, 1, 0, 0, 0, 0, 1, 1, 1]);
    assert.equal(board.minMoves, 5);
    const generated = generatePuzzle(SMALL, { seed: 'seed-1', rate: true });
    assert.deepEqual(board.puzzle, generated.puzzle);
    assert.equal(board.difficulty ?? null, generated.difficulty);
    assert.equal(board.clamped, undefined);
    assert.equal(solver.calls, 0);
  });

  it('makes a large random board as generatePuzzle does from the seed, with the solver given', async () => {
    const board = await startingBoard(LARGE, 'random', 'seed-1', internalSolver);
    const generated = generatePuzzle(LARGE, { seed: 'seed-1' });
    assert.deepEqual(board.puzzle, generated.puzzle);
    assert.equal(board.minMoves, generated.minMoves);
    assert.equal(typeof board.minMoves, 'number');
    assert.equal(board.difficulty, undefined);
  });

  it('keeps a large random board whose fewest moves the solver cannot certify or find', async () => {
    const uncertified = await startingBoard(LARGE, 'random', 'seed-1', fakeSolver({ minimal: false, totalPresses: 7 }));
    assert.equal(uncertified.minMoves, undefined);
    assert.equal(uncertified.minMovesProblem, 'the board has too many solutions to certify the fewest moves');
    const failed = await startingBoard(LARGE, 'random', 'seed-1', fakeSolver(new Error('over this engine’s limit')));
    assert.deepEqual(failed.puzzle, generatePuzzle(LARGE, { seed: 'seed-1' }).puzzle);
    assert.equal(failed.minMoves, undefined);
    assert.equal(failed.minMovesProblem, 'over this engine’s limit');
  });

  it('makes a board of a difficulty as generatePuzzle does, and records the level reached', async () => {
    for (const [shape, difficulty] of [
      [{ ...SMALL, rows: 5, columns: 5 }, 'easy'],
      [SMALL, 'hard'],
      [{ ...SMALL, states: 3, topology: 'hex' }, 'medium'],
    ] as const) {
      const board = await startingBoard(shape, difficulty, 'seed-1', fakeSolver(new Error('never asked')));
      const generated = generatePuzzle(shape, { seed: 'seed-1', difficulty });
      assert.deepEqual(board.puzzle, generated.puzzle);
      assert.equal(board.minMoves, generated.minMoves);
      assert.equal(board.difficulty ?? null, generated.difficulty);
      assert.equal(board.clamped, generated.clamped);
    }
  });

  it('lets a GenerationError through', async () => {
    const torus: BoardShape = { rows: 20, columns: 20, states: 2, objective: 0, topology: 'torus' };
    await assert.rejects(startingBoard(torus, 'medium', 'seed-1', internalSolver), {
      name: 'GenerationError',
      message: 'this board has too many solutions to certify a minimum number of moves; choose another size or states',
    });
    await assert.rejects(startingBoard(torus, 'medium', 'seed-1', internalSolver), GenerationError);
  });

  it('is cancelled by its signal', async () => {
    const aborted = AbortSignal.abort();
    await assert.rejects(startingBoard(SMALL, 'random', 'seed-1', internalSolver, { signal: aborted }), SolveCancelledError);
    await assert.rejects(startingBoard(SMALL, 'easy', 'seed-1', internalSolver, { signal: aborted }), SolveCancelledError);
    await assert.rejects(startingBoard(LARGE, 'random', 'seed-1', fakeSolver(new SolveCancelledError())), SolveCancelledError);
  });
});
