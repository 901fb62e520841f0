import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathBoards, shortestPath } from '../../src/analysis/shortestPath';
import { formatStateNumber, stateNumber } from '../../src/analysis/stateNumber';
import { STREAM_BATCH_CHARACTERS } from '../../src/cli/output';
import { pathCommand } from '../../src/cli/pathCommand';
import { applyPresses, createPuzzle, type Puzzle } from '../../src/core/puzzle';
import {
  badPuzzleIds,
  boardText,
  captureOutput,
  exampleId,
  examplePath,
  ID_EXAMPLES,
  requireBuiltCli,
  BUILT_CLI,
  runBuiltCli,
  runCommandLineSync,
  temporaryFolder,
} from './cliTestSupport';

const run = (...argv: string[]) => runCommandLineSync(argv);
const { path: directory, file } = temporaryFolder('lights-out-path-');

describe('cli: lights-out path', () => {
  const allOn3 = boardText(['1 1 1', '1 1 1', '1 1 1']);

  it('prints the web game path for the all-on 3x3 board', () => {
    const { code, stdout } = run('path', file('all-on-3.lights', allOn3));
    assert.equal(code, 0);
    assert.equal(stdout, '1ff: (2, 2)\n5f: (2, 0)\n97: (1, 1)\n2d: (0, 2)\nb: (0, 0)');
  });

  it('prints a JSON array of {state, row, col} with decimal states', () => {
    const { code, stdout } = run('path', file('all-on-3.lights', allOn3), '--json');
    assert.equal(code, 0);
    assert.deepEqual(JSON.parse(stdout), [
      { state: '511', row: 2, col: 2 },
      { state: '95', row: 2, col: 0 },
      { state: '151', row: 1, col: 1 },
      { state: '45', row: 0, col: 2 },
      { state: '11', row: 0, col: 0 },
    ]);
  });

  it('writes states in base k for k > 2, one line per press', () => {
    // One press at (0, 0) from the solved board; undoing it takes two more presses there.
    const k3 = file('k3.lights', boardText(['1 1', '1 0'], 'states = 3\n'));
    const { code, stdout } = run('path', k3);
    assert.equal(code, 0);
    assert.equal(stdout, '111: (0, 0)\n222: (0, 0)');
    assert.deepEqual(JSON.parse(run('path', k3, '--json').stdout), [
      { state: '13', row: 0, col: 0 },
      { state: '26', row: 0, col: 0 },
    ]);
  });

  it('prints nothing for a solved board, exits 1 when not solvable and 2 for bad input', () => {
    const solved = run('path', file('solved.lights', boardText(['0 0 0', '0 0 0', '0 0 0'])));
    assert.equal(solved.code, 0);
    assert.equal(solved.stdout, '');
    assert.equal(run('path', file('solved.lights', boardText(['0 0 0', '0 0 0', '0 0 0'])), '--json').stdout, '[]');
    const corner = run('path', file('corner.lights', boardText(['1 0 0 0', '0 0 0 0', '0 0 0 0', '0 0 0 0'])));
    assert.equal(corner.code, 1);
    assert.match(corner.stderr, /not solvable/);
    assert.equal(run('path').code, 2);
    assert.equal(run('path', join(directory, 'missing.lights')).code, 2);
    assert.equal(run('path', file('bad.lights', 'rows = 2\n')).code, 2);
    assert.match(run('path', '--help').stdout, /lights-out path FILE/);
  });

  it('path shows its search on a terminal, clears it, and prints the same path as when piped', () => {
    const cross = file('cross.lights', boardText(['0 1 0', '1 1 1', '0 1 0']));
    const tty = captureOutput(true);
    assert.equal(pathCommand([cross], tty.out), 0);
    assert.deepEqual(tty.written, [`\r ${cross}: finding a shortest path on the 3x3 board\x1b[K`, '\r\x1b[K']);
    assert.deepEqual(tty.stdout, ['ba: (1, 1)']);
    const piped = captureOutput(false);
    assert.equal(pathCommand([cross], piped.out), 0);
    assert.deepEqual(piped.written, []);
    assert.deepEqual(piped.stdout, tty.stdout);
  });
});

describe('cli: the built lights-out path', () => {
  it('prints the web game path from the bundle', function () {
    this.timeout(30000);
    const path = runBuiltCli(['path', file('bundle-all-on.lights', boardText(['1 1 1', '1 1 1', '1 1 1']))]);
    assert.equal(path.status, 0);
    assert.equal(path.stdout, '1ff: (2, 2)\n5f: (2, 0)\n97: (1, 1)\n2d: (0, 2)\nb: (0, 0)\n');
  });
});

/** A solvable 30x30 board of 36 states (presses 0..35 spread over it from the solved board): its path has about 15,000 presses. */
function board30(): Puzzle {
  const solved = createPuzzle({ rows: 30, columns: 30, states: 36, objective: 0, topology: 'plain' });
  return applyPresses(
    solved,
    solved.grid.map((_, cell) => (cell * 7919 + 13) % 36),
  );
}

function puzzleText(puzzle: Puzzle): string {
  const rows = Array.from({ length: puzzle.rows }, (_, row) => [...puzzle.grid.subarray(row * puzzle.columns, (row + 1) * puzzle.columns)].join(' '));
  return boardText(rows, `states = ${puzzle.states}\n`);
}

describe('cli: lights-out path writes the path as it goes', () => {
  const puzzle = board30();
  const boardFile = file('board30.lights', puzzleText(puzzle));
  const path = shortestPath(puzzle);
  const boards = path ? [...pathBoards(puzzle, path.moves)] : [];

  it('writes a long path in batches of at most about a megabyte, each press once, as the whole boards number them', () => {
    assert.ok(boards.length > 10_000);
    const captured = captureOutput(false);
    assert.equal(pathCommand([boardFile], captured.out), 0);
    assert.ok(captured.stdout.length > 2, `${captured.stdout.length} writes`);
    for (const batch of captured.stdout) assert.ok(batch.length <= STREAM_BATCH_CHARACTERS + 2000, `a write of ${batch.length} characters`);
    const lines = captured.stdout.join('\n').split('\n');
    assert.equal(lines.length, boards.length);
    const expected = (index: number): string => `${formatStateNumber(boards[index].grid, 36)}: (${boards[index].move.row}, ${boards[index].move.col})`;
    for (const index of [0, 1, 4321, boards.length - 1]) assert.equal(lines[index], expected(index));
  });

  it('prints every press of a path longer than its heap (built, --max-old-space-size=20), in text and in JSON', function () {
    this.timeout(60_000);
    requireBuiltCli();
    for (const json of [false, true]) {
      // The whole output (9 MB of text, 15 MB of JSON) held at once, as a string or its lines, exhausts a 20 MB heap.
      const run = spawnSync(process.execPath, ['--max-old-space-size=20', BUILT_CLI, 'path', boardFile, ...(json ? ['--json'] : [])], {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
      assert.equal(run.status, 0, `${json ? 'JSON' : 'text'}: ${run.stderr.slice(0, 300)}`);
      if (json) {
        const steps = JSON.parse(run.stdout) as { state: string; row: number; col: number }[];
        assert.equal(steps.length, boards.length);
        for (const index of [0, boards.length - 1])
          assert.deepEqual(steps[index], { state: stateNumber(boards[index].grid, 36).toString(), row: boards[index].move.row, col: boards[index].move.col });
      } else {
        const lines = run.stdout.split('\n');
        assert.deepEqual([lines.length, lines.at(-1)], [boards.length + 1, '']);
        assert.equal(
          lines[boards.length - 1],
          `${formatStateNumber(boards[boards.length - 1].grid, 36)}: (${boards[boards.length - 1].move.row}, ${boards[boards.length - 1].move.col})`,
        );
      }
    }
  });
});

describe('cli: lights-out path --id', () => {
  for (const name of ID_EXAMPLES) {
    it(`prints for the ID of ${name} the path it prints for the file, notes naming "puzzle ID"`, () => {
      const example = examplePath(name);
      for (const json of [['--json'], []]) {
        const fromFile = run('path', example, ...json);
        const fromId = run('path', '--id', exampleId(name), ...json);
        assert.deepEqual([fromId.code, fromId.stdout], [fromFile.code, fromFile.stdout], `${name} ${json}`);
        assert.equal(fromId.stderr, fromFile.stderr.replaceAll(`${example}: `, 'puzzle ID: '), `${name} ${json}`);
      }
    });
  }

  it('names the board "puzzle ID" where it names the file', () => {
    const { code, stderr } = run('path', '--id', exampleId('unsolvable-5x5.lights'));
    assert.equal(code, 1);
    assert.equal(stderr, 'puzzle ID: not solvable: no sequence of presses reaches the objective');
  });

  for (const { what, text, message } of badPuzzleIds(exampleId('heart-holes.lights'))) {
    it(`refuses ${what}: exit 2, one line naming the problem, nothing on stdout`, () => {
      const { code, stdout, stderr } = run('path', '--id', text);
      assert.deepEqual([code, stdout], [2, '']);
      assert.match(stderr, /^lights-out path: [^\n]+$/);
      assert.match(stderr, message);
    });
  }

  it('takes exactly one FILE or --id ID (exit 2 otherwise)', () => {
    const id = exampleId('4x4.lights');
    const cases: [string[], string][] = [
      [['path'], 'path takes exactly one FILE or --id ID'],
      [['path', examplePath('4x4.lights'), '--id', id], 'give a FILE or --id ID, not both'],
      [['path', '--id', id, '--id', id], '--id takes one puzzle ID: give it once'],
    ];
    for (const [argv, message] of cases) assert.deepEqual(run(...argv), { code: 2, stdout: '', stderr: message, written: [] }, argv.join(' '));
    assert.match(run('path', '--help').stdout, /\n {2}lights-out path --id ID \[--json\] \[--timeout SECS\]\n/);
  });
});
