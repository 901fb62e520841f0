import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CliError } from '../../src/cli/cliError';
import { STREAM_BATCH_CHARACTERS, type CommandOutput } from '../../src/cli/output';
import { solveCommand } from '../../src/cli/solveCommand';
import { applyPresses, createPuzzle, isSolved, type Puzzle } from '../../src/core/puzzle';
import type { Topology } from '../../src/domain/topology';
import { SolverMemoryError, type Solver } from '../../src/solvers/types';
import { assertBruteForceCertificate, assertBruteForceSolves, BRUTE_FORCE_PATTERN_LIMIT, bruteForceApplyPresses, bruteForceSolve } from '../support/bruteForce';
import {
  badPuzzleIds,
  BUILT_CLI,
  exampleId,
  examplePath,
  ID_EXAMPLES,
  PEAK_MEMORY_PROBE,
  requireBuiltCli,
  runCommandLine,
  temporaryFolder,
} from './cliTestSupport';
import { requireClingoExecutable } from '../solvers/clingo/clingoTestSupport';

const { path: directory, file: linesFile } = temporaryFolder('lights-out-solve-');
const cli = BUILT_CLI;

/** A .lights file of `puzzle`. */
function lightsFile(name: string, puzzle: Puzzle): string {
  const rows = Array.from({ length: puzzle.rows }, (_, row) => [...puzzle.grid.subarray(row * puzzle.columns, (row + 1) * puzzle.columns)].join(' '));
  const path = join(directory, name);
  writeFileSync(
    path,
    `rows = ${puzzle.rows}\ncolumns = ${puzzle.columns}\nstates = ${puzzle.states}\nobjective = ${puzzle.objective}\ntopology = "${puzzle.topology}"\ngrid = """\n${rows.join('\n')}\n"""\n`,
  );
  return path;
}

/** The solved board of a shape with its first cell one state up: unsolvable on the shapes used below. */
function cornerBoard(topology: Topology, states: number, rows: number, columns: number): Puzzle {
  const puzzle = createPuzzle({ rows, columns, states, objective: 0, topology }, 0);
  puzzle.grid[0] = 1;
  return puzzle;
}

const ALL_ON_39 = ['--rows', '39', '--columns', '39', '--fill', '1'];

describe('cli: lights-out solve --min-timeout', function () {
  this.timeout(120_000);

  it('accepts a number of seconds from 0 to a day', async () => {
    for (const seconds of ['0', '0.25', '2.5', '86400']) {
      const { code, stdout } = await runCommandLine(['solve', '--rows', '3', '--columns', '3', '--fill', '1', '--min-timeout', seconds, '--json']);
      assert.equal(code, 0, seconds);
      // 3x3 has one solution: it is the minimum however short the search.
      assert.deepEqual([JSON.parse(stdout).totalPresses, JSON.parse(stdout).minimal, JSON.parse(stdout).lowerBound], [5, true, 5], seconds);
    }
  });

  it('refuses anything else with exit 2 and a message naming the flag and the range', async () => {
    for (const bad of ['-1', 'soon', '', '1e3', 'Infinity', 'NaN', '86401', '0x10', '1.']) {
      const { code, stdout, stderr } = await runCommandLine(['solve', '--rows', '3', '--columns', '3', '--fill', '1', `--min-timeout=${bad}`]);
      assert.equal(code, 2, bad);
      assert.equal(stdout, '');
      assert.equal(stderr, `--min-timeout must be seconds from 0 to 86400 in digits, at most 3 decimals (such as 5 or 0.5), got "${bad}"`);
    }
    const hint = await runCommandLine([
      'hint',
      lightsFile('hint-usage.lights', createPuzzle({ rows: 2, columns: 2, states: 2, objective: 0, topology: 'plain' }, 1)),
      '--min-timeout=soon',
    ]);
    assert.equal(hint.code, 2);
    assert.match(hint.stderr, /--min-timeout must be seconds from 0 to 86400/);
  });

  it('--min-timeout 0 on the all-on 39x39 board: the best found, not proven minimal, with a lower bound at or below it', async () => {
    const { code, stdout } = await runCommandLine(['solve', ...ALL_ON_39, '--min-timeout', '0', '--json']);
    assert.equal(code, 0);
    const json = JSON.parse(stdout);
    assert.equal(json.solvable, true);
    assert.equal(json.minimal, false);
    // 39x39 has 32 quiet patterns (nullity 32) and its fewest presses are 561 (OEIS A075464).
    assert.equal(json.solutionCount, String(2 ** 32));
    assert.ok(json.totalPresses >= 561, `${json.totalPresses} presses, below the known minimum 561`);
    assert.equal(typeof json.lowerBound, 'number');
    assert.ok(json.lowerBound >= 0 && json.lowerBound <= 561, `lower bound ${json.lowerBound} above the known minimum 561`);
    const board = createPuzzle({ rows: 39, columns: 39, states: 2, objective: 0, topology: 'plain' }, 1);
    const presses = (json.presses as number[][]).flat();
    assert.equal(
      presses.reduce((sum, count) => sum + count, 0),
      json.totalPresses,
    );
    assert.ok(bruteForceApplyPresses(board, presses).every((state) => state === 0));
    const readable = await runCommandLine(['solve', ...ALL_ON_39, '--min-timeout', '0', '--no-presses']);
    assert.equal(json.unprovenReason, 'not proven minimal: no time was allowed for the search for the fewest presses (--min-timeout)');
    assert.match(
      readable.stdout,
      /\n {2}best found: \d+ presses\n {2}not proven minimal: no time was allowed for the search for the fewest presses \(--min-timeout\)$/,
    );
  });

  it('a search estimated over the time allowed is not started: the answer at once, with the estimate in words', async () => {
    const { code, stdout } = await runCommandLine(['solve', ...ALL_ON_39, '--min-timeout', '0.001', '--json', '--no-presses']);
    assert.equal(code, 0);
    const json = JSON.parse(stdout);
    assert.equal(json.minimal, false);
    assert.ok(json.lowerBound >= 0 && json.lowerBound <= 561, `lower bound ${json.lowerBound} above the known minimum 561`);
    assert.match(
      json.unprovenReason,
      /^not proven minimal: searching all 4,294,967,296 solutions would take about \d+(\.\d)? s, over the 1 ms allowed \(--min-timeout\)$/,
    );
  });

  it('hint --min-timeout 0 gives a cell of a solution not proven shortest', async () => {
    const path = lightsFile('all-on-39.lights', createPuzzle({ rows: 39, columns: 39, states: 2, objective: 0, topology: 'plain' }, 1));
    const { code, stdout } = await runCommandLine(['hint', path, '--min-timeout', '0', '--json']);
    assert.equal(code, 0);
    const hint = JSON.parse(stdout);
    assert.equal(hint.shortest, false);
    assert.ok(hint.remaining >= 561);
  });
});

describe('cli: lights-out solve proves that a board cannot be solved', function () {
  this.timeout(60_000);
  const boards: readonly [Topology, number, number, number][] = [
    ['plain', 2, 5, 5],
    ['plain', 3, 2, 2],
    ['torus', 4, 2, 3],
    ['hex', 4, 2, 4],
    ['torus', 6, 2, 2],
    ['torus', 12, 2, 2],
  ];

  for (const [topology, states, rows, columns] of boards) {
    it(`prints a certificate that proves it: ${rows}x${columns} ${topology}, k = ${states}`, async () => {
      const puzzle = cornerBoard(topology, states, rows, columns);
      // The certificate is the proof; the oracle, where it can try every press pattern, agrees that there is none.
      if (states ** (rows * columns) <= BRUTE_FORCE_PATTERN_LIMIT) assert.equal(bruteForceSolve(puzzle).solvable, false, 'the oracle finds it unsolvable');
      const { code, stdout } = await runCommandLine(['solve', lightsFile(`corner-${topology}-${states}.lights`, puzzle), '--json']);
      assert.equal(code, 1);
      const json = JSON.parse(stdout);
      assert.deepEqual(
        [json.solvable, json.presses, json.totalPresses, json.minimal, json.lowerBound, json.solutionCount],
        [false, null, null, false, null, '0'],
      );
      assertBruteForceCertificate(puzzle, json.certificate, `${rows}x${columns} ${topology} k=${states}`);
    });
  }

  it('explains the proof for k = 2 in one sentence and shows the marked cells, as in the JSON', async () => {
    const puzzle = cornerBoard('plain', 2, 5, 5);
    const path = lightsFile('corner-text.lights', puzzle);
    const certificate = JSON.parse((await runCommandLine(['solve', path, '--json'])).stdout).certificate as number[][];
    const { code, stdout } = await runCommandLine(['solve', path]);
    assert.equal(code, 1);
    const lines = stdout.split('\n');
    assert.equal(lines[0], `${path}: 5x5, 2 states, objective 0, plain`);
    assert.match(lines[1], /^ {2}not solvable: no combination of presses reaches the objective, \d+\.\d ms \(internal\)$/);
    // One lit cell, and the corner is marked (else the marked sum could not differ from the goal's).
    assert.equal(
      lines[2],
      '  No sequence of presses can solve this board: every press changes an even number of the marked cells, so the number of lit marked cells stays odd, and the goal needs it even.',
    );
    assert.equal(lines[3], '  marked cells:');
    assert.deepEqual(
      lines.slice(4),
      certificate.map((row) => `  ${row.map((mark) => (mark === 0 ? '.' : String(mark))).join(' ')}`),
    );
    const withoutGrids = (await runCommandLine(['solve', path, '--no-presses'])).stdout.split('\n');
    assert.equal(withoutGrids.length, 3);
    assert.equal(withoutGrids[2], lines[2]);
    assert.equal(JSON.parse((await runCommandLine(['solve', path, '--json', '--no-presses'])).stdout).certificate, null);
  });

  it('explains the proof for k > 2 with the marked sums modulo k, computed from the marks', async () => {
    const puzzle = cornerBoard('torus', 4, 2, 3);
    puzzle.grid.set([1, 3, 0, 2, 2, 1]);
    const oracle = bruteForceSolve(puzzle);
    assert.equal(oracle.solvable, false);
    const path = lightsFile('torus-k4.lights', puzzle);
    const certificate = (JSON.parse((await runCommandLine(['solve', path, '--json'])).stdout).certificate as number[][]).flat();
    assertBruteForceCertificate(puzzle, Uint8Array.from(certificate), 'torus k=4');
    const markedSum = certificate.reduce((sum, mark, cell) => sum + mark * puzzle.grid[cell], 0) % 4;
    const goalSum = (puzzle.objective * certificate.reduce((sum, mark) => sum + mark, 0)) % 4;
    const { code, stdout } = await runCommandLine(['solve', path]);
    assert.equal(code, 1);
    assert.equal(
      stdout.split('\n')[2],
      `  No sequence of presses can solve this board: every press changes the marked total (each marked cell's state times its mark, added up) ` +
        `by a multiple of 4, so counted mod 4 it stays ${markedSum}, and the goal needs ${goalSum}.`,
    );
    assert.equal(stdout.split('\n')[3], '  marks:');
  });

  it('a solvable board has no certificate and a proven minimum with its lower bound', async () => {
    const { code, stdout } = await runCommandLine([
      'solve',
      '--rows',
      '4',
      '--columns',
      '4',
      '--states',
      '3',
      '--topology',
      'torus',
      '--random',
      'seed',
      '--json',
    ]);
    assert.equal(code, 0);
    const json = JSON.parse(stdout);
    assert.equal(json.certificate, null);
    assert.equal(json.minimal, true);
    assert.equal(json.lowerBound, json.totalPresses);
    const readable = await runCommandLine(['solve', '--rows', '4', '--columns', '4', '--states', '3', '--topology', 'torus', '--random', 'seed']);
    assert.equal(readable.stdout.split('\n')[2], `  fewest presses: ${json.totalPresses} (proven)`);
  });
});

describe('cli: lights-out solve shows progress only on a terminal', function () {
  this.timeout(60_000);

  it('on a terminal: one line rewritten in place, erased before the result', async () => {
    const { code, stdout, stderr, written } = await runCommandLine(['solve', '--rows', '5', '--columns', '5', '--fill', '1', '--json'], true);
    assert.equal(code, 0);
    assert.equal(JSON.parse(stdout).totalPresses, 15);
    assert.equal(stderr, '');
    assert.equal(written[0], '\r solving generated board (5x5)\x1b[K');
    assert.equal(written[written.length - 1], '\r\x1b[K');
    assert.ok(written.every((text) => !text.includes('\n')));
  });

  it('not on a pipe or a file, nor without a terminal at all', async () => {
    const piped = await runCommandLine(['solve', '--rows', '5', '--columns', '5', '--fill', '1'], false);
    assert.equal(piped.code, 0);
    assert.deepEqual(piped.written, []);
    assert.equal(piped.stderr, '');
    assert.equal((await runCommandLine(['solve', '--rows', '5', '--columns', '5', '--fill', '1'])).code, 0);
  });

  it('a long search shows its phase, share done, best so far and lower bound', async () => {
    const { code, written } = await runCommandLine(['solve', ...ALL_ON_39, '--min-timeout', '2', '--no-presses'], true);
    assert.equal(code, 0);
    const searching = written.filter((text) => text.includes('searching for the fewest presses'));
    assert.ok(searching.length > 0, `no progress of the minimum search: ${JSON.stringify(written)}`);
    for (const text of searching) {
      assert.ok(text.startsWith('\r solving generated board (39x39): ') && text.endsWith('\x1b[K'), JSON.stringify(text));
      assert.match(text.slice(1, -3), /^ solving generated board \(39x39\): searching for the fewest presses, \d{1,3}%(, best \d+)?(, at least \d+)?$/);
    }
    assert.equal(written[written.length - 1], '\r\x1b[K');
  });

  it('escapes control characters of a file name on the progress line', async () => {
    const path = join(directory, 'evil\u001b[2J.lights');
    writeFileSync(path, 'rows = 1\ncolumns = 1\ngrid = """\n1\n"""\n');
    const { written } = await runCommandLine(['solve', path], true);
    assert.equal(written[0], `\r solving ${directory}/evil\\u001b[2J.lights (1x1)\x1b[K`);
  });

  it('erases the line when the engine fails, which is a solver failure (exit 3) naming the board', async () => {
    const written: string[] = [];
    const out: CommandOutput = { stdout: () => {}, stderr: () => {}, terminal: { isTTY: true, write: (text) => written.push(text) } };
    const tooLarge: Solver = {
      name: 'internal',
      solve: async () => {
        throw new SolverMemoryError('a 10000x10000 hex board with 7 states needs about 80 GB of memory', 80e9);
      },
    };
    await assert.rejects(
      Promise.resolve(solveCommand(['--rows', '4', '--columns', '4', '--fill', '1'], out, { internalSolver: tooLarge })),
      (error: unknown) =>
        error instanceof CliError &&
        error.exitCode === 3 &&
        error.message === 'generated board: solver failed: a 10000x10000 hex board with 7 states needs about 80 GB of memory',
    );
    assert.deepEqual(written, ['\r solving generated board (4x4)\x1b[K', '\r\x1b[K']);
  });
});

describe('cli: the built lights-out solve on a terminal', () => {
  it('writes the progress line under a pseudo-terminal (script), and nothing when stderr is a pipe', function () {
    this.timeout(30_000);
    requireBuiltCli();
    if (spawnSync('script', ['--version']).status !== 0) this.skip();
    // script runs the command on a pseudo-terminal; stdout goes to /dev/null, so what script prints is stderr.
    const command = `${JSON.stringify(process.execPath)} ${JSON.stringify(cli)} solve --rows 5 --columns 5 --fill 1 > /dev/null`;
    const terminal = spawnSync('script', ['-qfec', command, '/dev/null'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    assert.equal(terminal.status, 0, terminal.stderr);
    assert.equal(terminal.stdout, '\r solving generated board (5x5)\x1b[K\r\x1b[K');
    const piped = spawnSync(process.execPath, [cli, 'solve', '--rows', '5', '--columns', '5', '--fill', '1', '--json'], { encoding: 'utf8' });
    assert.equal(piped.status, 0);
    assert.equal(piped.stderr, '');
    assert.deepEqual([JSON.parse(piped.stdout).totalPresses, JSON.parse(piped.stdout).lowerBound], [15, 15]);
  });
});

const SIGMA = '[[-1,0],[1,0],[0,-1],[0,1]]';

/** The sigma game on a 3x3 ring (centre hole), all on but the bottom left corner: not solvable. */
const SIGMA_RING_FILE = linesFile('sigma-ring.lights', [
  'version = 2',
  'rows = 3',
  'columns = 3',
  'states = 2',
  'objective = 0',
  'topology = "plain"',
  `neighbourhood = ${SIGMA}`,
  'grid = """',
  '1 1 1',
  '1 . 1',
  '0 1 1',
  '"""',
]);

/** Knight moves on a 3x3 ring, all on: solved by pressing every cell once. */
const KNIGHT_RING_FILE = linesFile('knight-ring.lights', [
  'version = 2',
  'rows = 3',
  'columns = 3',
  'states = 2',
  'objective = 0',
  'topology = "plain"',
  'neighbourhood = "knight"',
  'grid = """',
  '1 1 1',
  '1 . 1',
  '1 1 1',
  '"""',
]);

const RING_HOLES = Uint8Array.from([0, 0, 0, 0, 1, 0, 0, 0, 0]);

/** The puzzle of a file, as the model holds it. */
function ringPuzzle(neighbourhood: Puzzle['neighbourhood'], grid: readonly number[]): Puzzle {
  return {
    ...createPuzzle({ rows: 3, columns: 3, states: 2, objective: 0, topology: 'plain', neighbourhood, holes: RING_HOLES }),
    grid: Uint8Array.from(grid),
  };
}

describe('cli: lights-out solve on holed boards: null at holes', () => {
  it('presses: a solvable holed board', async () => {
    const { code, stdout } = await runCommandLine(['solve', KNIGHT_RING_FILE, '--json']);
    assert.equal(code, 0);
    const json = JSON.parse(stdout);
    assert.deepEqual(json.presses, [
      [1, 1, 1],
      [1, null, 1],
      [1, 1, 1],
    ]);
    assert.equal(json.totalPresses, 8);
    assertBruteForceSolves(ringPuzzle('knight', [1, 1, 1, 1, 0, 1, 1, 1, 1]), json.presses, 'knight ring');
  });

  it('certificate: an unsolvable holed board', async () => {
    const { code, stdout } = await runCommandLine(['solve', SIGMA_RING_FILE, '--json']);
    assert.equal(code, 1);
    const json = JSON.parse(stdout);
    assert.equal(json.certificate[1][1], null);
    assertBruteForceCertificate(ringPuzzle(JSON.parse(SIGMA), [1, 1, 1, 1, 0, 1, 0, 1, 1]), json.certificate, 'sigma ring');
  });

  it('the readable report draws holes as "." and presses not made as 0', async () => {
    const solved = await runCommandLine(['solve', KNIGHT_RING_FILE]);
    assert.deepEqual(solved.stdout.split('\n'), [
      `${KNIGHT_RING_FILE}: 3x3, 2 states, objective 0, plain, knight neighbourhood, 1 hole`,
      solved.stdout.split('\n')[1],
      '  fewest presses: 8 (proven)',
      '  1 1 1',
      '  1 . 1',
      '  1 1 1',
    ]);
    const target = linesFile('target.lights', [
      'version = 2',
      'rows = 2',
      'columns = 2',
      'states = 2',
      'topology = "plain"',
      'grid = """',
      '0 0',
      '0 .',
      '"""',
      'target = """',
      '1 1',
      '1 .',
      '"""',
    ]);
    const lines = (await runCommandLine(['solve', target])).stdout.split('\n');
    assert.equal(lines[0], `${target}: 2x2, 2 states, a target per cell, plain, 1 hole`);
    assert.deepEqual(lines.slice(2), ['  fewest presses: 1 (proven)', '  1 0', '  0 .']);
  });

  it('clingo gives the same grids, null at the holes', async function () {
    requireClingoExecutable(this);
    const solvable = JSON.parse((await runCommandLine(['solve', KNIGHT_RING_FILE, '--json', '--solver', 'clingo', '--runner', 'native'])).stdout);
    assert.deepEqual(solvable.presses[1], [1, null, 1]);
    const unsolvable = await runCommandLine(['solve', SIGMA_RING_FILE, '--json', '--solver', 'both', '--runner', 'native']);
    assert.equal(unsolvable.code, 1);
    const both = JSON.parse(unsolvable.stdout);
    assert.equal(both.agree, true);
    assert.equal(both.engines.clingo.certificate[1][1], null);
  });
});

/** A run's output with the times (which differ from run to run) set to 0. */
function withoutTimes(stdout: string, json: boolean): string {
  return json ? JSON.stringify({ ...JSON.parse(stdout), elapsedMs: 0 }) : stdout.replace(/\d+(\.\d+)? ms\b/g, '0 ms');
}

describe('cli: lights-out solve --id', () => {
  for (const name of ID_EXAMPLES) {
    it(`prints for the ID of ${name} what it prints for the file, the board named "puzzle ID"`, async () => {
      const example = examplePath(name);
      const id = exampleId(name);
      for (const json of [true, false]) {
        const flags = json ? ['--json'] : [];
        const fromFile = await runCommandLine(['solve', example, ...flags]);
        const fromId = await runCommandLine(['solve', '--id', id, ...flags]);
        assert.deepEqual([fromId.code, fromId.stderr], [fromFile.code, ''], `${name} ${flags}`);
        // The readable report's first line names the board: the file's name, or "puzzle ID".
        const expected = withoutTimes(fromFile.stdout, json).replace(`${example} (`, 'puzzle ID (');
        if (!json) assert.ok(fromId.stdout.startsWith('puzzle ID ('), fromId.stdout);
        assert.equal(withoutTimes(fromId.stdout, json), expected, `${name} ${flags}`);
      }
    });
  }

  it('takes a link to the puzzle as well as its ID', async () => {
    const id = exampleId('torus-5x5.lights');
    const link = `vscode://lights-out.lights-out/open?id=${id}`;
    const [fromId, fromLink] = [await runCommandLine(['solve', '--id', id, '--json']), await runCommandLine(['solve', `--id=${link}`, '--json'])];
    assert.equal(fromLink.code, 0);
    assert.equal(withoutTimes(fromLink.stdout, true), withoutTimes(fromId.stdout, true));
  });

  for (const { what, text, message } of badPuzzleIds(exampleId('classic-5x5-all-on.lights'))) {
    it(`refuses ${what}: exit 2, one line naming the problem, nothing on stdout`, async () => {
      for (const json of [[], ['--json']]) {
        const { code, stdout, stderr } = await runCommandLine(['solve', '--id', text, ...json]);
        assert.deepEqual([code, stdout], [2, '']);
        assert.match(stderr, /^lights-out solve: [^\n]+$/);
        assert.match(stderr, message);
      }
    });
  }

  it('refuses a FILE with --id, two --id, and the board flags with --id (exit 2)', async () => {
    const id = exampleId('4x4.lights');
    const cases: [string[], string][] = [
      [['solve', examplePath('4x4.lights'), '--id', id], 'give a FILE or --id ID, not both'],
      [['solve', '--id', id, '--id', id], '--id takes one puzzle ID: give it once'],
      [['solve', '--id', id, '--rows', '3'], '--rows only applies when no --id is given'],
      [['solve', '--id', id, '--neighbourhood', 'x'], '--neighbourhood only applies when no --id is given: a puzzle ID says its own neighbourhood'],
    ];
    for (const [argv, message] of cases) assert.deepEqual(await runCommandLine(argv), { code: 2, stdout: '', stderr: message, written: [] }, argv.join(' '));
    assert.match((await runCommandLine(['solve', '--help'])).stdout, /\n {2}lights-out solve --id ID \[/);
  });
});

describe('cli: lights-out solve writes its answers as it goes', function () {
  this.timeout(60_000);

  it('writes a large press grid a batch at a time, in JSON and in the readable report, with the answer of the whole grid', async () => {
    const puzzle = createPuzzle({ rows: 1000, columns: 1000, states: 3, objective: 0, topology: 'plain' }, 1);
    const path = lightsFile('big-1000.lights', puzzle);
    const batches: Record<string, string[]> = {};
    for (const json of [true, false]) {
      const stdout: string[] = [];
      const out: CommandOutput = { stdout: (text) => stdout.push(text), stderr: () => {} };
      assert.equal(await solveCommand([path, '--min-timeout', '0', ...(json ? ['--json'] : [])], out), 0);
      assert.ok(stdout.length > 1, `${stdout.length} writes`);
      for (const batch of stdout) assert.ok(batch.length <= STREAM_BATCH_CHARACTERS + 10_000, `a write of ${batch.length} characters`);
      batches[json ? 'json' : 'text'] = stdout;
    }
    const answer = JSON.parse(batches.json.join('\n')) as { presses: number[][]; totalPresses: number };
    const presses = Uint8Array.from(answer.presses.flat());
    assert.ok(isSolved(applyPresses(puzzle, presses)));
    assert.equal(
      presses.reduce((sum, count) => sum + count, 0),
      answer.totalPresses,
    );
    const gridRows = batches.text.join('\n').split('\n').slice(-1000);
    assert.deepEqual(
      gridRows.map((row) =>
        row
          .trim()
          .split(' ')
          .map((cell) => (cell === '.' ? 0 : Number(cell))),
      ),
      answer.presses,
    );
  });

  it('several FILEs with --json: one array, an object per file in order', async () => {
    const solvable = lightsFile('array-solvable.lights', createPuzzle({ rows: 3, columns: 3, states: 2, objective: 0, topology: 'plain' }, 1));
    const unsolvable = lightsFile('array-unsolvable.lights', cornerBoard('plain', 2, 4, 4));
    const { code, stdout } = await runCommandLine(['solve', solvable, unsolvable, solvable, '--json']);
    assert.equal(code, 1);
    const answers = JSON.parse(stdout) as { solvable: boolean; totalPresses: number | null }[];
    assert.deepEqual(
      answers.map((answer) => [answer.solvable, answer.totalPresses]),
      [
        [true, 5],
        [false, null],
        [true, 5],
      ],
    );
    assert.deepEqual(JSON.parse((await runCommandLine(['solve', solvable, '--json'])).stdout).totalPresses, 5);
    // A file that cannot be read stops the command there, after the answers before it; the array stays open.
    const missing = join(directory, 'array-missing.lights');
    const stopped = await runCommandLine(['solve', solvable, missing, solvable, '--json']);
    assert.equal(stopped.code, 2);
    assert.match(stopped.stderr, /array-missing\.lights: cannot read/);
    assert.equal(JSON.parse(`${stopped.stdout}]`).length, 1);
  });

  it('holds one file at a time: the peak memory of 40 files of 2000x2000 is that of 2 (built, maxRSS of the child)', function () {
    requireBuiltCli();
    const puzzle = createPuzzle({ rows: 2000, columns: 2000, states: 2, objective: 0, topology: 'plain' });
    puzzle.grid.forEach((_, cell) => (puzzle.grid[cell] = (cell * 7919) % 5 === 0 ? 1 : 0));
    const path = lightsFile('big-2000.lights', puzzle);
    const reporter = join(directory, 'report-max-rss.js');
    writeFileSync(reporter, PEAK_MEMORY_PROBE);
    const peakKilobytes = (count: number): number => {
      const run = spawnSync(
        process.execPath,
        ['--require', reporter, cli, 'solve', ...Array.from({ length: count }, () => path), '--no-presses', '--min-timeout', '0'],
        {
          encoding: 'utf8',
          maxBuffer: 16 * 1024 * 1024,
        },
      );
      assert.ok(run.status === 0 || run.status === 1, run.stderr);
      assert.equal(run.stdout.split('\n').filter((line) => line.startsWith(path)).length, count);
      const reported = /maxRSS (\d+)/.exec(run.stderr);
      assert.ok(reported, run.stderr);
      return Number(reported[1]);
    };
    const two = peakKilobytes(2);
    const forty = peakKilobytes(40);
    // Each file holds 8 MB of text and a 4 MB grid: holding them all would add over 450 MB, holding
    // only their grids over 150 MB. The margin leaves room for when the collector runs, which moves
    // the peak by up to about 30 MB on a loaded machine.
    assert.ok(forty - two < 64 * 1024, `2 files: ${Math.round(two / 1024)} MB, 40 files: ${Math.round(forty / 1024)} MB`);
  });
});
