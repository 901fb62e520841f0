import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { generateCommand } from '../../src/cli/generateCommand';
import { decodePuzzleId } from '../../src/core/puzzleId/puzzleId';
import { solvePuzzle } from '../../src/solvers/internal/solvePuzzle';
import { BUILT_CLI, parsedDocument, requireBuiltCli, runCommandLineSync, temporaryFolder } from './cliTestSupport';

const run = (...argv: string[]) => runCommandLineSync(argv);
const { file } = temporaryFolder('lights-out-generate-');

describe('cli: lights-out generate', () => {
  it('explains difficulty relative to the board in its help', () => {
    const { code, stdout } = run('generate', '--help');
    assert.equal(code, 0);
    assert.match(stdout, /5x5: easy 1-9, medium 10, hard 11-15/);
    assert.doesNotMatch(stdout, /16 and more/);
  });

  it('--difficulty hard on 5x5 makes one of its hardest puzzles and records hard', () => {
    for (const seed of ['1', '2', '3']) {
      const { code, stdout, stderr } = run('generate', '--rows', '5', '--columns', '5', '--difficulty', 'hard', '--seed', seed);
      assert.equal(code, 0);
      assert.equal(stderr, '');
      const document = parsedDocument(stdout);
      assert.equal(document.difficulty, 'hard');
      assert.ok((document.minMoves as number) >= 11 && (document.minMoves as number) <= 15, `seed ${seed}: ${document.minMoves}`);
      assert.equal(solvePuzzle(document.puzzle).totalPresses, document.minMoves);
    }
  });

  it('records the level reached and says so when the board has none of the level asked for', () => {
    const { code, stdout, stderr } = run('generate', '--rows', '1', '--columns', '2', '--difficulty', 'easy', '--seed', 's');
    assert.equal(code, 0);
    assert.equal(parsedDocument(stdout).difficulty, 'medium');
    assert.match(stderr, /^note: no easy puzzle of this board was within reach \(medium 1 moves\); made one needing 1 moves \(medium\)$/);
  });

  it('keeps --moves exact and reproducible, without a difficulty key', () => {
    const first = run('generate', '--rows', '5', '--columns', '5', '--moves', '15', '--seed', 'x');
    assert.equal(first.code, 0);
    const document = parsedDocument(first.stdout);
    assert.equal(document.minMoves, 15);
    assert.equal(document.difficulty, undefined);
    assert.equal(run('generate', '--rows', '5', '--columns', '5', '--moves', '15', '--seed', 'x').stdout, first.stdout);
  });
  it('makes a board whose minimum cannot be certified without minMoves or difficulty, and says why', () => {
    // 20x20 torus: 2^32 solutions per state, over the exhaustive search.
    const { code, stdout, stderr } = run('generate', '--rows', '20', '--columns', '20', '--topology', 'torus', '--difficulty', 'medium', '--seed', 's');
    assert.equal(code, 0);
    const document = parsedDocument(stdout);
    assert.equal(document.minMoves, undefined);
    assert.equal(document.difficulty, undefined);
    const note =
      /^note: no minMoves or difficulty recorded: this board has too many solutions to certify a minimum number of moves; the board is solved by (\d+) presses, aimed at medium$/.exec(
        stderr,
      );
    assert.ok(note, stderr);
    assert.ok(Number(note[1]) > 0);
    const solved = solvePuzzle(document.puzzle);
    assert.equal(solved.solvable, true);
    // The engine's own search (up to 30 s) may prove a minimum generation does not try to: never above the presses made.
    assert.ok((solved.totalPresses as number) <= Number(note[1]), `${solved.totalPresses} > ${note[1]}`);
  });

  it('--timeout SECS ends with exit 3 and says where it stopped when the time runs out', () => {
    const { code, stdout, stderr } = run('generate', '--rows', '300', '--columns', '300', '--difficulty', 'hard', '--seed', '1', '--timeout', '0.001');
    assert.equal(code, 3);
    assert.equal(stdout, '');
    assert.match(stderr, /^generation ran out of time after 0\.001 s \(--timeout; 0 lifts it\): stopped (before|after) [a-z ]+/);
    assert.equal(run('generate', '--rows', '5', '--columns', '5', '--difficulty', 'hard', '--seed', '1', '--timeout', '600').code, 0);
    for (const bad of ['0.0001', '-1', 'soon', 'Infinity', '1e3', '1e-300']) {
      const refused = run('generate', '--rows', '5', '--columns', '5', `--timeout=${bad}`);
      assert.equal(refused.code, 2, bad);
      assert.equal(refused.stderr, `--timeout must be seconds from 0 to 86400 in digits, at most 3 decimals (such as 5 or 0.5), got "${bad}"`);
    }
  });

  it('shows progress only on a terminal, on one line it clears at the end', () => {
    const args = ['--rows', '5', '--columns', '5', '--difficulty', 'hard', '--seed', '1'];
    const quiet = { stdout: () => undefined, stderr: () => undefined };
    const written: string[] = [];
    assert.equal(generateCommand(args, quiet, { isTTY: true, write: (text) => written.push(text) }), 0);
    assert.equal(written[0], '\r generating 5x5 hard: analysing the board shape\x1b[K');
    assert.ok(written.includes('\r generating 5x5 hard: certified solve 1 of at most 200\x1b[K'), written.join(' | '));
    assert.equal(written[written.length - 1], '\r\x1b[K');
    assert.ok(written.every((text) => !text.includes('\n')));
    const piped: string[] = [];
    assert.equal(generateCommand(args, quiet, { isTTY: false, write: (text) => piped.push(text) }), 0);
    assert.deepEqual(piped, []);
  });
});

describe('cli: the built lights-out generate on a terminal', () => {
  const cli = BUILT_CLI;

  it('writes progress to stderr under a pseudo-terminal (script), and nothing when stderr is a pipe', function () {
    this.timeout(30000);
    requireBuiltCli();
    if (spawnSync('script', ['--version']).status !== 0) this.skip();
    // script runs the command on a pseudo-terminal; stdout goes to /dev/null, so what script prints is stderr.
    const command = `${JSON.stringify(process.execPath)} ${JSON.stringify(cli)} generate --rows 5 --columns 5 --difficulty hard --seed 1 > /dev/null`;
    const terminal = spawnSync('script', ['-qfec', command, '/dev/null'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    assert.equal(terminal.status, 0, terminal.stderr);
    assert.ok(terminal.stdout.startsWith('\r generating 5x5 hard: analysing the board shape\x1b[K'), JSON.stringify(terminal.stdout.slice(0, 80)));
    assert.ok(terminal.stdout.includes('\r generating 5x5 hard: certified solve 1 of at most 200\x1b[K'));
    assert.ok(terminal.stdout.endsWith('\r\x1b[K'), JSON.stringify(terminal.stdout.slice(-40)));
    const piped = spawnSync(process.execPath, [cli, 'generate', '--rows', '5', '--columns', '5', '--difficulty', 'hard', '--seed', '1'], { encoding: 'utf8' });
    assert.equal(piped.status, 0);
    assert.equal(piped.stderr, '');
    assert.equal(parsedDocument(piped.stdout).difficulty, 'hard');
  });
});

/** A 4x5 board with its four corners and its middle cell cut out (a holes template). */
const SHAPE_FILE = file('shape.lights', [
  'version = 2',
  'rows = 4',
  'columns = 5',
  'states = 2',
  'objective = 0',
  'topology = "plain"',
  'grid = """',
  '. 0 0 0 .',
  '0 0 0 0 0',
  '0 0 . 0 0',
  '. 0 0 0 .',
  '"""',
]);

describe('cli: lights-out generate --holes', () => {
  it('copies the holes exactly and writes a solvable version 2 file', async () => {
    for (const seed of ['1', '2', '3']) {
      const { code, stdout, stderr } = await run('generate', '--holes', SHAPE_FILE, '--neighbourhood', 'knight', '--states', '3', '--seed', seed);
      assert.equal(stderr, '');
      assert.equal(code, 0);
      const generated = parsedDocument(stdout);
      assert.equal(generated.version, 2);
      assert.deepEqual([generated.puzzle.rows, generated.puzzle.columns, generated.puzzle.neighbourhood], [4, 5, 'knight']);
      assert.deepEqual([...(generated.puzzle.holes ?? [])], [1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 1]);
      const grid = stdout
        .slice(stdout.indexOf('grid = """') + 11)
        .split('\n')
        .slice(0, 4);
      assert.deepEqual(
        grid.map((line) => line.split(' ').map((cell) => cell === '.')),
        [0, 1, 2, 3].map((row) => [0, 1, 2, 3, 4].map((column) => !!generated.puzzle.holes?.[row * 5 + column])),
      );
      const internal = solvePuzzle(generated.puzzle);
      assert.equal(internal.solvable, true);
      assert.equal(internal.totalPresses, generated.minMoves, `seed ${seed}`);
    }
  });

  it('takes the size from --rows and --columns when they agree with the file, and names both sizes when not', async () => {
    assert.equal((await run('generate', '--holes', SHAPE_FILE, '--rows', '4', '--columns', '5', '--seed', '1')).code, 0);
    const { code, stderr } = await run('generate', '--holes', SHAPE_FILE, '--rows', '5', '--seed', '1');
    assert.equal(code, 2);
    assert.ok(stderr.includes('is a 4x5 board, but the board to generate is 5x5'), stderr);
  });

  it('says so when the file has no holes, and writes a version 1 board', async () => {
    const plain = file('no-holes.lights', ['rows = 2', 'columns = 2', 'states = 2', 'objective = 0', 'topology = "plain"', 'grid = """', '0 1', '1 0', '"""']);
    const { code, stdout, stderr } = await run('generate', '--holes', plain, '--seed', '1');
    assert.equal(code, 0);
    assert.ok(stderr.endsWith('has no holes; the board has none'), stderr);
    assert.equal(parsedDocument(stdout).version, 1);
  });
});

describe('cli: lights-out generate --format id', () => {
  const requests: string[][] = [
    ['--rows', '5', '--columns', '5', '--moves', '7', '--seed', 'x'],
    ['--rows', '5', '--columns', '5', '--difficulty', 'hard', '--seed', '3', '--title', 'Hard one'],
    ['--rows', '6', '--columns', '4', '--states', '3', '--objective', '2', '--topology', 'torus', '--seed', 'torus'],
    ['--rows', '5', '--columns', '6', '--topology', 'hex', '--states', '5', '--seed', 'hex'],
    ['--holes', SHAPE_FILE, '--neighbourhood', 'knight', '--states', '3', '--seed', '2'],
    ['--rows', '4', '--columns', '4', '--neighbourhood', '[[-1,0],[1,0],[0,-1],[0,1]]', '--seed', 'sigma'],
  ];
  for (const request of requests) {
    it(`prints on one line the ID of the puzzle it prints as text: ${request.join(' ').replace(SHAPE_FILE, 'shape.lights')}`, () => {
      const text = run('generate', ...request);
      const id = run('generate', ...request, '--format', 'id');
      assert.deepEqual([id.code, id.stderr], [0, text.stderr]);
      assert.match(id.stdout, /^[^\n]+$/);
      const document = parsedDocument(text.stdout);
      assert.deepEqual(decodePuzzleId(id.stdout), { puzzle: document.puzzle, ...(document.title !== undefined ? { title: document.title } : {}) });
      assert.equal(run('generate', ...request, '--format', 'lights').stdout, text.stdout);
    });
  }

  it('refuses a board too large for an ID, and an unknown format, with exit 2 and one line', () => {
    const large = run('generate', '--rows', '200', '--columns', '200', '--states', '4', '--seed', 's', '--format', 'id');
    assert.deepEqual(large, {
      code: 2,
      stdout: '',
      stderr: 'lights-out generate: The 200x200 puzzle is too large for an ID (at most 8000 characters): share the .lights file instead.',
      written: [],
    });
    assert.deepEqual(run('generate', '--rows', '3', '--columns', '3', '--format', 'json'), {
      code: 2,
      stdout: '',
      stderr: '--format must be lights or id, got "json"',
      written: [],
    });
    assert.match(run('generate', '--help').stdout, /\n {2}--format F {6}lights \(the default: the \.lights file\) or id/);
  });
});
