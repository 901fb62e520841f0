import { parsedAtVersion } from '../../src/core/format/parseCache';
import * as assert from 'node:assert/strict';
import { FORMAT_VERSION } from '../../src/core/format/formatDocument';
import { printLights } from '../../src/core/format/formatWrite';
import { createPuzzle, type Puzzle } from '../../src/core/puzzle';
import {
  countText,
  failureStatus,
  largeBoardSize,
  largeTextStatus,
  PuzzleStatusController,
  resultStatus,
  SOLVING_NOTICE_DELAY_MS,
  solvingStatus,
  STATUS_MINIMUM_TIMEOUT_MS,
  type PuzzleStatus,
} from '../../src/statusBar/puzzleStatus';
import { createInternalSolver } from '../../src/solvers/internalSolver';
import { useL10nBundle } from '../../src/domain/l10n';
import { readStringTable } from '../l10n/localisationFiles';
import { SolveCancelledError, SolverMemoryError, type SolveOptions, type SolveResult, type Solver, type SolverName } from '../../src/solvers/types';

const allOn5 = createPuzzle({ rows: 5, columns: 5, states: 2, objective: 0, topology: 'plain' }, 1);

/** A solve result with the fields the status reads. */
function result(fields: Partial<SolveResult>): SolveResult {
  return {
    solvable: true,
    presses: null,
    totalPresses: 0,
    minimal: true,
    lowerBound: 0,
    unproven: null,
    solutionCount: 1n,
    quietPatterns: null,
    certificate: null,
    solver: 'internal',
    elapsedMs: 1,
    ...fields,
  };
}

/** The text of a document holding `puzzle`. */
function puzzleText(puzzle: Puzzle): string {
  return printLights({ title: 'Status', version: FORMAT_VERSION, puzzle, extra: {} });
}

/** A document whose text and version the test changes. */
class FakeDocument {
  version = 1;
  constructor(public text: string) {}
  getText(): string {
    return this.text;
  }
  edit(text: string): void {
    this.text = text;
    this.version += 1;
  }
}

/** A solver whose solves the test ends, recording what each was asked. */
class ManualSolver implements Solver {
  readonly solves: { puzzle: Puzzle; options: SolveOptions; resolve: (result: SolveResult) => void; reject: (error: unknown) => void; cancelled: boolean }[] =
    [];
  constructor(readonly name: SolverName = 'internal') {}
  solve(puzzle: Puzzle, options: SolveOptions = {}): Promise<SolveResult> {
    return new Promise((resolve, reject) => {
      const entry = { puzzle, options, resolve, reject, cancelled: false };
      options.signal?.addEventListener('abort', () => {
        entry.cancelled = true;
        reject(new SolveCancelledError());
      });
      this.solves.push(entry);
    });
  }
}

/** The controller with a solver the test chooses, what it showed, and its pending delayed callbacks. */
function harness(initial: Solver) {
  let solver = initial;
  const shown: (PuzzleStatus | 'hidden')[] = [];
  const delayed: { callback: () => void; delayMs: number; cancelled: boolean }[] = [];
  const controller = new PuzzleStatusController({
    solver: () => solver,
    show: (status) => shown.push(status),
    hide: () => shown.push('hidden'),
    delay: (callback, delayMs) => {
      const entry = { callback, delayMs, cancelled: false };
      delayed.push(entry);
      return () => {
        entry.cancelled = true;
      };
    },
  });
  return {
    controller,
    shown,
    delayed,
    useSolver: (next: Solver) => {
      solver = next;
    },
  };
}

/** Lets settled promises run their callbacks. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('editor: the status bar’s puzzle status', () => {
  it('says whether a board is solvable, how many solutions it has and the fewest presses', () => {
    assert.deepEqual(resultStatus(allOn5, result({ totalPresses: 15, lowerBound: 15, solutionCount: 4n })), {
      text: '$(lightbulb) 5×5, 2 states · solvable · 4 solutions',
      tooltip: 'Fewest presses: 15. Click to solve.',
    });
    const hex = createPuzzle({ rows: 3, columns: 4, states: 6, objective: 2, topology: 'hex' }, 0);
    assert.deepEqual(resultStatus(hex, result({ solvable: false, totalPresses: null, lowerBound: null, solutionCount: 0n, certificate: new Uint8Array(12) })), {
      text: '$(lightbulb) 3×4, 6 states, hex · not solvable',
      tooltip: 'No combination of presses reaches the objective. Click to see why.',
    });
    assert.equal(resultStatus(allOn5, result({ totalPresses: 3 })).text, '$(lightbulb) 5×5, 2 states · solvable · 1 solution');
  });

  it('says "at least" the proven lower bound when the minimum is not proven', () => {
    const seconds = STATUS_MINIMUM_TIMEOUT_MS / 1000;
    assert.equal(
      resultStatus(allOn5, result({ totalPresses: 661, minimal: false, lowerBound: 540, solutionCount: 2n ** 32n })).tooltip,
      `Fewest presses: at least 540 (best found: 661; not proven within ${seconds} s). Click to solve.`,
    );
    assert.equal(
      resultStatus(allOn5, result({ totalPresses: 20, minimal: false, lowerBound: 0 })).tooltip,
      `Fewest presses: at most 20 (best found: 20; not proven within ${seconds} s). Click to solve.`,
    );
  });

  it('writes counts with separators, and huge ones by their power of ten', () => {
    assert.equal(countText(0n), '0');
    assert.equal(countText(1234n), '1,234');
    assert.equal(countText(2n ** 32n), '4,294,967,296');
    assert.equal(countText(999_999_999_999_999n), '999,999,999,999,999');
    assert.equal(countText(10n ** 15n), 'about 1.0 × 10^15');
    assert.equal(countText(2n ** 200n), 'about 1.6 × 10^60');
  });

  it('shows the size only for a failed solve, with the error in the tooltip', () => {
    assert.deepEqual(failureStatus(allOn5, new SolverMemoryError('a 5x5 board needs 9 GB', 9e9)), {
      text: '$(lightbulb) 5×5, 2 states',
      tooltip: 'Lights Out puzzle: it could not be solved here (a 5x5 board needs 9 GB).',
    });
  });

  it('reads the size of a large text from its rows and columns lines', () => {
    assert.equal(largeBoardSize('title = "x"\nrows = 2000\ncolumns = 1500\ngrid = """\n0 0\n"""\n'), '2000×1500');
    assert.equal(largeBoardSize('rows = 2000\ngrid = """\ncolumns = 3\n"""\n'), null, 'only lines before the grid count');
    assert.equal(largeTextStatus('no size here').text, '$(lightbulb) large puzzle');
  });

  it('solves through the chosen solver with a short minimum search, and keeps the result for that version', async () => {
    const solver = new ManualSolver();
    const { controller, shown } = harness(solver);
    const document = new FakeDocument(puzzleText(allOn5));
    controller.update(document);
    assert.equal(solver.solves.length, 1);
    assert.equal(solver.solves[0].options.minimumTimeoutMs, STATUS_MINIMUM_TIMEOUT_MS);
    assert.deepEqual(solver.solves[0].puzzle.grid, allOn5.grid);
    assert.deepEqual(shown, [{ text: '$(lightbulb) 5×5, 2 states · solving…', tooltip: 'Lights Out puzzle: finding out whether it can be solved…' }]);
    solver.solves[0].resolve(result({ totalPresses: 15 }));
    await settle();
    assert.equal(shown.length, 2);
    assert.equal((shown[1] as PuzzleStatus).text, '$(lightbulb) 5×5, 2 states · solvable · 1 solution');
    controller.update(document);
    assert.equal(solver.solves.length, 1, 'the same version is not solved again');
    assert.deepEqual(shown[2], shown[1]);
  });

  it('cancels a stale solve when the document changes, and drops a result for an outdated version', async () => {
    const solver = new ManualSolver();
    const { controller, shown } = harness(solver);
    const document = new FakeDocument(puzzleText(allOn5));
    controller.update(document);
    document.edit(puzzleText(createPuzzle({ rows: 5, columns: 5, states: 2, objective: 0, topology: 'plain' }, 0)));
    controller.documentChanged(document);
    assert.equal(solver.solves[0].cancelled, true);
    controller.update(document);
    assert.equal(solver.solves.length, 2);
    // A solve whose document changed without being cancelled: its result is dropped.
    document.edit(puzzleText(allOn5));
    solver.solves[1].resolve(result({ totalPresses: 0 }));
    await settle();
    assert.deepEqual(
      shown.map((status) => (status === 'hidden' ? status : status.text)),
      ['$(lightbulb) 5×5, 2 states · solving…'],
    );
  });

  it('keeps the previous status of the same document a moment while the new version is solved', async () => {
    const solver = new ManualSolver();
    const { controller, shown, delayed } = harness(solver);
    const document = new FakeDocument(puzzleText(allOn5));
    controller.update(document);
    solver.solves[0].resolve(result({ totalPresses: 15 }));
    await settle();
    document.edit(puzzleText(createPuzzle({ rows: 5, columns: 5, states: 2, objective: 0, topology: 'plain' }, 0)));
    controller.update(document);
    assert.equal(shown.length, 2, 'nothing new shown at once');
    assert.equal(delayed.length, 1);
    assert.equal(delayed[0].delayMs, SOLVING_NOTICE_DELAY_MS);
    delayed[0].callback();
    assert.equal((shown[2] as PuzzleStatus).text, '$(lightbulb) 5×5, 2 states · solving…');
    document.edit(puzzleText(allOn5));
    controller.update(document);
    solver.solves[2].resolve(result({ totalPresses: 15 }));
    await settle();
    assert.equal(delayed[1].cancelled, true, 'a result in time cancels the notice');
  });

  it('shows the size with the error when the solve fails, and ignores a cancellation', async () => {
    const solver = new ManualSolver();
    const { controller, shown } = harness(solver);
    const document = new FakeDocument(puzzleText(allOn5));
    controller.update(document);
    solver.solves[0].reject(new Error('clingo was not found'));
    await settle();
    assert.deepEqual(shown[1], { text: '$(lightbulb) 5×5, 2 states', tooltip: 'Lights Out puzzle: it could not be solved here (clingo was not found).' });
    controller.update(document);
    assert.equal(solver.solves.length, 2, 'a failure is not kept: the next update tries again');
    controller.update(undefined);
    await settle();
    assert.equal(solver.solves[1].cancelled, true);
    assert.deepEqual(shown.slice(2), ['hidden']);
  });

  it('follows the solver setting: another engine solves the same version again', async () => {
    const internal = new ManualSolver('internal');
    const clingo = new ManualSolver('clingo');
    const { controller, useSolver } = harness(internal);
    const document = new FakeDocument(puzzleText(allOn5));
    controller.update(document);
    internal.solves[0].resolve(result({ totalPresses: 15 }));
    await settle();
    useSolver(clingo);
    controller.update(document);
    assert.equal(clingo.solves.length, 1);
  });

  it('starts no solve for a text over a million characters or one that does not parse', () => {
    const solver = new ManualSolver();
    const { controller, shown } = harness(solver);
    const large = new FakeDocument(`rows = 1001\ncolumns = 1000\ngrid = """\n${'0 '.repeat(500_001)}\n"""\n`);
    controller.update(large);
    controller.update(new FakeDocument('rows = "many"\n'));
    assert.equal(solver.solves.length, 0);
    assert.deepEqual(shown, [
      { text: '$(lightbulb) 1001×1000', tooltip: 'A large Lights Out puzzle: run Solve for the solution (it runs in a worker thread).' },
      'hidden',
    ]);
  });

  it('takes the size of a large puzzle from the parse kept for its version, without reading the whole text', () => {
    const solver = new ManualSolver();
    const { controller, shown } = harness(solver);
    const row = `${'0 '.repeat(799)}0\n`;
    const text = `rows = 800\ncolumns = 800\ngrid = """\n${row.repeat(800)}"""\n`;
    const document = { version: 4, getText: (): string => assert.fail('the whole text is read') };
    parsedAtVersion(document, 4, () => text);
    controller.update(document);
    assert.equal(solver.solves.length, 0);
    assert.deepEqual(shown, [{ text: '$(lightbulb) 800×800', tooltip: 'A large Lights Out puzzle: run Solve for the solution (it runs in a worker thread).' }]);
  });

  it('shows the real engine’s answer for the classic 5×5 board', async () => {
    const { controller, shown } = harness(createInternalSolver());
    controller.update(new FakeDocument(puzzleText(allOn5)));
    await settle();
    assert.deepEqual(shown[1], { text: '$(lightbulb) 5×5, 2 states · solvable · 4 solutions', tooltip: 'Fewest presses: 15. Click to solve.' });
  });

  it('speaks the display language (French bundle), and English again without it', () => {
    const torus = createPuzzle({ rows: 3, columns: 4, states: 3, objective: 0, topology: 'torus' }, 0);
    const solved = result({ totalPresses: 15, lowerBound: 15, solutionCount: 4n });
    const words = () => {
      const status = resultStatus(allOn5, solved);
      return { text: status.text, tooltip: status.tooltip, solving: solvingStatus(torus).text, huge: countText(2n ** 200n) };
    };
    const english = {
      text: '$(lightbulb) 5×5, 2 states · solvable · 4 solutions',
      tooltip: 'Fewest presses: 15. Click to solve.',
      solving: '$(lightbulb) 3×4, 3 states, torus · solving…',
      huge: 'about 1.6 × 10^60',
    };
    assert.deepEqual(words(), english);
    useL10nBundle(readStringTable('l10n/bundle.l10n.fr.json'));
    try {
      assert.deepEqual(words(), {
        text: '$(lightbulb) 5×5, 2 états · résoluble · 4 solutions',
        tooltip: 'Nombre minimal d’appuis : 15. Cliquez pour résoudre.',
        solving: '$(lightbulb) 3×4, 3 états, tore · résolution…',
        huge: 'environ 1.6 × 10^60',
      });
    } finally {
      useL10nBundle(undefined);
    }
    assert.deepEqual(words(), english);
  });
});
