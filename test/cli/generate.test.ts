import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseLights } from '../../src/core/format/format';
import { generateCommand } from '../../src/cli/generateCommand';
import { runCli } from '../../src/cli/main';
import { solvePuzzle } from '../../src/solvers/internal/solvePuzzle';

function run(...argv: string[]): { code: number; stdout: string; stderr: string } {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCli(argv, { stdout: (text) => out.push(text), stderr: (text) => err.push(text) });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

function generated(stdout: string) {
  const parsed = parseLights(stdout);
  if (!parsed.ok) throw new Error(parsed.errors.map((e) => e.message).join('; '));
  return parsed.document;
}

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
      const document = generated(stdout);
      assert.equal(document.difficulty, 'hard');
      assert.ok((document.minMoves as number) >= 11 && (document.minMoves as number) <= 15, `seed ${seed}: ${document.minMoves}`);
      assert.equal(solvePuzzle(document.puzzle).totalPresses, document.minMoves);
    }
  });

  it('records the level reached and says so when the board has none of the level asked for', () => {
    const { code, stdout, stderr } = run('generate', '--rows', '1', '--columns', '2', '--difficulty', 'easy', '--seed', 's');
    assert.equal(code, 0);
    assert.equal(generated(stdout).difficulty, 'medium');
    assert.match(stderr, /^note: no easy puzzle of this board was within reach \(medium 1 moves\); made one needing 1 moves \(medium\)$/);
  });

  it('keeps --moves exact and reproducible, without a difficulty key', () => {
    const first = run('generate', '--rows', '5', '--columns', '5', '--moves', '15', '--seed', 'x');
    assert.equal(first.code, 0);
    const document = generated(first.stdout);
    assert.equal(document.minMoves, 15);
    assert.equal(document.difficulty, undefined);
    assert.equal(run('generate', '--rows', '5', '--columns', '5', '--moves', '15', '--seed', 'x').stdout, first.stdout);
  });
  it('makes a board whose minimum cannot be certified without minMoves or difficulty, and says why', () => {
    // 20x20 torus: 2^32 solutions per state, over the exhaustive search.
    const { code, stdout, stderr } = run('generate', '--rows', '20', '--columns', '20', '--topology', 'torus', '--difficulty', 'medium', '--seed', 's');
    assert.equal(code, 0);
    const document = generated(stdout);
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
    const { code, stdout, stderr } = run('generate', '--rows', '300', '--columns', '300', '--difficulty', 'hard', '--seed', '1', '--timeout', '0.000001');
    assert.equal(code, 3);
    assert.equal(stdout, '');
    assert.match(stderr, /^generation ran out of time after 0\.000001 s: stopped (before|after) [a-z ]+/);
    assert.equal(run('generate', '--rows', '5', '--columns', '5', '--difficulty', 'hard', '--seed', '1', '--timeout', '600').code, 0);
    for (const bad of ['0', '-1', 'soon', 'Infinity']) {
      const refused = run('generate', '--rows', '5', '--columns', '5', `--timeout=${bad}`);
      assert.equal(refused.code, 2, bad);
      assert.match(refused.stderr, /--timeout must be a positive number of seconds/);
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
  const cli = join(__dirname, '..', '..', '..', 'dist', 'cli.js');

  it('writes progress to stderr under a pseudo-terminal (script), and nothing when stderr is a pipe', function () {
    this.timeout(30000);
    if (!existsSync(cli)) throw new Error(`${cli} is missing: npm test builds it first (npm run build)`);
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
    assert.equal(generated(piped.stdout).difficulty, 'hard');
  });
});
