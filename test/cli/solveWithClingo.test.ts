import * as assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseLights } from '../../src/core/format/formatRead';
import { applyPresses, isSolved } from '../../src/core/puzzle';
import { solveCommand } from '../../src/cli/solveCommand';
import { locateClingoAssets, type ClingoAssets } from '../../src/cli/solveWithClingo';
import { solvePuzzle } from '../../src/solvers/internal/solvePuzzle';
import {
  assertNoMarkedProcesses,
  assertProcessesGone,
  ENCODING_PATH,
  eventually,
  nativeClingo,
  REPOSITORY,
  requireClingoExecutable,
  WASM_PATH,
  wasmWorkerScript,
} from '../solvers/clingo/clingoTestSupport';
import { assertBruteForceCertificate } from '../support/bruteForce';
import { flooder, garbagePrinter, leavesChildBehind, LIAR_STDERR, optimumLiar, spawningSleeper, unsatisfiableLiar } from '../solvers/clingo/fakeExecutables';
import { ALL_ON_5, CORNER_5, PEAK_MEMORY_PROBE, runCommandLine, temporaryFolder } from './cliTestSupport';

const { path: directory, file } = temporaryFolder('lights-out-cli-clingo-');

/** One press in the middle of the solved 9x9 board (above the enumeration limit): the minimum is 1 press. */
const middle9 = `rows = 9\ncolumns = 9\ngrid = """\n${Array.from({ length: 9 }, (_, row) => Array.from({ length: 9 }, (_, column) => (Math.abs(row - 4) + Math.abs(column - 4) <= 1 ? 1 : 0)).join(' ')).join('\n')}\n"""\n`;

/** The clingo assets from the current sources (a fresh worker bundle, the repository's encoding). */
const assets = (): ClingoAssets => ({ encodingPath: ENCODING_PATH, wasmWorkerScript: wasmWorkerScript(), wasmPath: WASM_PATH });

async function solve(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await solveCommand(argv, { stdout: (text) => out.push(text), stderr: (text) => err.push(text) }, { assets });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

/** solveCommand through the command line's own error handling (exit codes for thrown errors). */
const cli = (...argv: string[]) => runCommandLine(argv);

describe('cli: lights-out solve with clingo', function () {
  this.timeout(60_000);
  before(function () {
    requireClingoExecutable(this);
  });

  it('--solver clingo --json prints the contract with "solver": "clingo" and the runner', async () => {
    for (const runner of ['native', 'wasm']) {
      const { code, stdout } = await solve(file('all-on.lights', ALL_ON_5), '--solver', 'clingo', '--runner', runner, '--json');
      assert.equal(code, 0);
      const json = JSON.parse(stdout);
      assert.deepEqual(Object.keys(json), [
        'solvable',
        'presses',
        'totalPresses',
        'minimal',
        'lowerBound',
        'unprovenReason',
        'solutionCount',
        'certificate',
        'solver',
        'runner',
        'elapsedMs',
      ]);
      assert.deepEqual(
        { ...json, presses: null, elapsedMs: 0 },
        {
          solvable: true,
          presses: null,
          totalPresses: 15,
          minimal: true,
          lowerBound: 15,
          unprovenReason: null,
          solutionCount: '4',
          certificate: null,
          solver: 'clingo',
          runner,
          elapsedMs: 0,
        },
      );
      const parsed = parseLights(ALL_ON_5);
      assert.ok(parsed.ok && isSolved(applyPresses(parsed.document.puzzle, (json.presses as number[][]).flat())));
    }
  });

  it('uses the executable given with --clingo, and clingo on PATH by default', async () => {
    assert.equal(JSON.parse((await solve(file('a.lights', ALL_ON_5), '--solver', 'clingo', '--clingo', nativeClingo(), '--json')).stdout).runner, 'native');
    assert.equal(JSON.parse((await solve('--rows', '3', '--columns', '3', '--fill', '1', '--solver', 'clingo', '--json')).stdout).totalPresses, 5);
  });

  it("exits 1 for an unsolvable board, with clingo's JSON and the internal engine's certificate", async () => {
    const { code, stdout } = await solve(file('corner.lights', CORNER_5), '--solver', 'clingo', '--json');
    assert.equal(code, 1);
    const json = JSON.parse(stdout);
    assert.deepEqual(
      { ...json, certificate: null, elapsedMs: 0 },
      {
        solvable: false,
        presses: null,
        totalPresses: null,
        minimal: false,
        lowerBound: null,
        unprovenReason: null,
        solutionCount: '0',
        certificate: null,
        solver: 'clingo',
        runner: 'native',
        elapsedMs: 0,
      },
    );
    const parsed = parseLights(CORNER_5);
    assert.ok(parsed.ok);
    assertBruteForceCertificate(parsed.document.puzzle, json.certificate, 'corner 5x5 (clingo)');
  });

  it('reports a best solution found by --timeout as not minimal', async () => {
    const { code, stdout } = await solve(
      '--rows',
      '10',
      '--columns',
      '10',
      '--states',
      '3',
      '--random',
      'solver deadline',
      '--solver',
      'clingo',
      '--runner',
      'native',
      '--timeout',
      '2',
      '--json',
    );
    assert.equal(code, 0);
    const json = JSON.parse(stdout);
    assert.equal(json.solvable, true);
    assert.equal(json.minimal, false);
    // clingo proves no bound when stopped; the internal engine's proven one stands in.
    assert.equal(typeof json.lowerBound, 'number');
    assert.ok(json.lowerBound <= json.totalPresses, `${json.lowerBound} <= ${json.totalPresses}`);
  });

  it('exits 3 when clingo finds no solution within --timeout, naming the flag', async () => {
    const { code, stderr } = await cli(
      'solve',
      '--rows',
      '40',
      '--columns',
      '40',
      '--states',
      '3',
      '--random',
      'big',
      '--solver',
      'clingo',
      '--runner',
      'native',
      '--timeout',
      '1',
    );
    assert.equal(code, 3);
    assert.match(stderr, /no solution within the time limit of (1|0\.9\d*) s; raise --timeout/);
  });

  it('--solver both reports each engine, their agreement and times side by side', async () => {
    const { code, stdout } = await solve(file('both.lights', ALL_ON_5), '--solver', 'both', '--runner', 'wasm', '--json');
    assert.equal(code, 0);
    const json = JSON.parse(stdout);
    assert.deepEqual(Object.keys(json), [
      'solvable',
      'presses',
      'totalPresses',
      'minimal',
      'lowerBound',
      'unprovenReason',
      'solutionCount',
      'certificate',
      'solver',
      'elapsedMs',
      'engines',
      'agree',
    ]);
    assert.equal(json.solver, 'internal');
    assert.equal(json.agree, true);
    assert.equal(json.engines.internal.totalPresses, 15);
    assert.deepEqual(
      [json.engines.clingo.solver, json.engines.clingo.runner, json.engines.clingo.totalPresses, json.engines.clingo.solutionCount],
      ['clingo', 'wasm', 15, '4'],
    );
    const readable = await solve(file('both.lights', ALL_ON_5), '--solver', 'both');
    assert.equal(readable.code, 0);
    assert.match(readable.stdout, /internal:\n {4}solvable: 4 solutions, [\d.]+ ms \(internal\)\n {4}fewest presses: 15 \(proven\)\n/);
    assert.match(readable.stdout, /clingo \(native\):\n {4}solvable: 4 solutions, [\d.]+ ms \(clingo, native\)\n {4}fewest presses: 15 \(proven\)\n/);
    assert.match(readable.stdout, /time: internal [\d.]+ ms, clingo [\d.]+ ms\n {2}the engines agree$/);
  });
});

describe('cli: lights-out solve with clingo, without the executable (fakes, clingo-wasm)', function () {
  this.timeout(60_000);

  it('exits 3 when a forced native runner finds no executable', async () => {
    const { code, stderr } = await cli(
      'solve',
      file('b.lights', ALL_ON_5),
      '--solver',
      'clingo',
      '--runner',
      'native',
      '--clingo',
      join(directory, 'no-clingo-here'),
    );
    assert.equal(code, 3);
    assert.match(stderr, /clingo engine failed: clingo was not found at ".*no-clingo-here" \(--clingo\)/);
  });

  it('--solver both exits 3 and shows the error when clingo fails', async () => {
    const { code, stdout, stderr } = await solve(file('both-fail.lights', ALL_ON_5), '--solver', 'both', '--clingo', garbagePrinter().path, '--json');
    assert.equal(code, 3);
    const json = JSON.parse(stdout);
    assert.equal(json.agree, false);
    assert.equal(json.totalPresses, 15);
    assert.match(json.engines.clingo.error, /not JSON/);
    assert.match(stderr, /not JSON/);
  });

  it('rejects clingo flags that do not apply and bad values with exit code 2', async () => {
    const board = file('usage.lights', ALL_ON_5);
    assert.equal((await cli('solve', board, '--runner', 'wasm')).code, 2);
    assert.equal((await cli('solve', board, '--clingo', '/usr/bin/clingo')).code, 2);
    assert.equal((await cli('solve', board, '--solver', 'clingo', '--runner', 'java')).code, 2);
    assert.equal((await cli('solve', board, '--solver', 'clingo', '--timeout', 'soon')).code, 2);
    assert.equal((await cli('solve', board, '--solver', 'prolog')).code, 2);
  });

  it('--solver both with clingo-wasm on an unsolvable board: both engines agree and carry the certificate', async () => {
    const { code, stdout } = await solve(file('both-corner.lights', CORNER_5), '--solver', 'both', '--runner', 'wasm', '--json');
    assert.equal(code, 1);
    const json = JSON.parse(stdout);
    assert.equal(json.agree, true);
    const parsed = parseLights(CORNER_5);
    assert.ok(parsed.ok);
    for (const engine of ['internal', 'clingo'] as const) {
      assert.deepEqual([json.engines[engine].solvable, json.engines[engine].lowerBound], [false, null]);
      assertBruteForceCertificate(parsed.document.puzzle, json.engines[engine].certificate, engine);
    }
    const readable = await solve(file('both-corner.lights', CORNER_5), '--solver', 'both', '--runner', 'wasm');
    assert.equal(readable.code, 1);
    assert.match(
      readable.stdout,
      /clingo \(wasm\):\n {4}not solvable: no combination of presses reaches the objective, [\d.]+ ms \(clingo, wasm\)\n {4}No sequence of presses can solve this board: every press changes/,
    );
  });

  it('--min-timeout applies with clingo too (the internal engine checks its claims), and is validated', async () => {
    const { code, stdout } = await solve(file('min-timeout.lights', ALL_ON_5), '--solver', 'clingo', '--runner', 'wasm', '--min-timeout', '0.5', '--json');
    assert.equal(code, 0);
    assert.deepEqual([JSON.parse(stdout).totalPresses, JSON.parse(stdout).lowerBound], [15, 15]);
    const refused = await cli('solve', file('min-timeout.lights', ALL_ON_5), '--solver', 'clingo', '--min-timeout=-1');
    assert.equal(refused.code, 2);
    assert.match(refused.stderr, /--min-timeout must be seconds from 0 to 86400 in digits, at most 3 decimals \(such as 5 or 0\.5\), got "-1"/);
  });

  it('finds its assets from the bundle directory upwards', () => {
    assert.deepEqual(locateClingoAssets(join(REPOSITORY, 'dist')), {
      encodingPath: ENCODING_PATH,
      wasmWorkerScript: join(REPOSITORY, 'dist', 'clingoWasmWorker.mjs'),
    });
    assert.deepEqual(locateClingoAssets(join(REPOSITORY, 'out', 'src', 'cli')).encodingPath, ENCODING_PATH);
    const empty = mkdtempSync(join(tmpdir(), 'lights-out-no-assets-'));
    try {
      assert.throws(() => locateClingoAssets(empty), /asp\/lightsout\.lp was not found/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it("exits 3 when clingo claims UNSATISFIABLE for a solvable board, with the command line and clingo's stderr", async () => {
    const liar = unsatisfiableLiar();
    const { code, stdout, stderr } = await cli('solve', file('lie.lights', ALL_ON_5), '--solver', 'clingo', '--clingo', liar.path);
    assert.equal(code, 3);
    assert.equal(stdout, '');
    assert.match(stderr, /the clingo engine failed: clingo reported UNSATISFIABLE, but the board is solvable: the internal engine solves it with 15 presses/);
    assert.ok(stderr.includes(`command: ${liar.path} --outf=2`), stderr);
    assert.ok(stderr.includes(`clingo's stderr: ${LIAR_STDERR}`), stderr);
  });

  it("exits 3 when clingo claims an optimum above the internal engine's proven minimum", async () => {
    const board = file('middle.lights', middle9);
    const parsed = parseLights(middle9);
    assert.ok(parsed.ok);
    const internal = solvePuzzle(parsed.document.puzzle);
    const quiet = (internal.quietPatterns as Uint8Array[])[0];
    const atoms = [...(internal.presses as Uint8Array)].flatMap((times, cell) => (times ^ quiet[cell] ? [`press(${cell},1)`] : []));
    const { code, stderr } = await cli('solve', board, '--solver', 'clingo', '--clingo', optimumLiar(atoms).path);
    assert.equal(code, 3);
    assert.match(stderr, new RegExp(`clingo reported OPTIMUM FOUND with ${atoms.length} presses, but the internal engine's proven minimum is 1 \\(command: `));
  });
});

describe('cli: the built lights-out executable with clingo', function () {
  this.timeout(60_000);
  const cliScript = join(REPOSITORY, 'dist', 'cli.js');

  before(() => {
    for (const built of [cliScript, join(REPOSITORY, 'dist', 'clingoWasmWorker.mjs'), join(REPOSITORY, 'dist', 'clingo.wasm')]) {
      if (!existsSync(built)) throw new Error(`${built} is missing: npm test builds it first (npm run build)`);
    }
  });

  it('solves with the built-in clingo-wasm next to the bundle, and exits 3 for a forced native runner without clingo on PATH', () => {
    const board = file('exec.lights', ALL_ON_5);
    const wasm = spawnSync(process.execPath, [cliScript, 'solve', board, '--solver', 'clingo', '--runner', 'wasm', '--json'], { encoding: 'utf8' });
    assert.equal(wasm.status, 0, wasm.stderr);
    assert.deepEqual([JSON.parse(wasm.stdout).runner, JSON.parse(wasm.stdout).totalPresses], ['wasm', 15]);
    const auto = spawnSync(process.execPath, [cliScript, 'solve', board, '--solver', 'clingo', '--json'], {
      encoding: 'utf8',
      env: { ...process.env, PATH: '/nonexistent' },
    });
    assert.equal(auto.status, 0, auto.stderr);
    assert.equal(JSON.parse(auto.stdout).runner, 'wasm');
    const native = spawnSync(process.execPath, [cliScript, 'solve', board, '--solver', 'clingo', '--runner', 'native'], {
      encoding: 'utf8',
      env: { ...process.env, PATH: '/nonexistent' },
    });
    assert.equal(native.status, 3);
    assert.match(native.stderr, /"clingo" was not found on PATH/);
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    it(`${signal} during a native solve ends clingo's whole process group and removes its temporary directory, then ends the command by ${signal}`, async () => {
      const fake = spawningSleeper();
      const scratch = mkdtempSync(join(directory, 'tmp-'));
      const command = spawn(
        process.execPath,
        [cliScript, 'solve', '--rows', '3', '--columns', '3', '--fill', '1', '--solver', 'clingo', '--clingo', fake.path],
        {
          env: { ...process.env, TMPDIR: scratch },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      const exited = once(command, 'exit');
      let output = '';
      command.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      command.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      assert.ok(await eventually(fake.ready), `the fake clingo started its children; the command printed: ${output}`);
      assert.equal(readdirSync(scratch).length, 1, 'clingo runs in a temporary directory');
      command.kill(signal);
      const [code, endedBy] = await exited;
      assert.deepEqual([code, endedBy], [null, signal], output);
      await assertNoMarkedProcesses(fake.marker);
      assert.deepEqual(readdirSync(scratch), []);
      rmSync(scratch, { recursive: true, force: true });
    });
  }

  for (const stream of ['stdout', 'stderr'] as const) {
    it(`stops a clingo that floods its ${stream}: exit 3 with one line, peak memory under 300 MB (maxRSS of the child)`, async () => {
      const fake = flooder(stream);
      const reporter = file('report-max-rss.js', PEAK_MEMORY_PROBE);
      const result = spawnSync(
        process.execPath,
        ['--require', reporter, cliScript, 'solve', file('flooded.lights', ALL_ON_5), '--solver', 'clingo', '--clingo', fake.path],
        {
          encoding: 'utf8',
        },
      );
      const lines = result.stderr.trimEnd().split('\n');
      const peak = Number(/^maxRSS (\d+)$/.exec(lines.pop() ?? '')?.[1]);
      assert.equal(result.status, 3, result.stderr);
      assert.equal(result.stdout, '');
      assert.equal(lines.length, 1, result.stderr);
      assert.match(lines[0], new RegExp(`clingo printed more than \\d+ bytes on ${stream} and was stopped`));
      assert.ok(peak > 0 && peak < 300 * 1024, `peak ${Math.round(peak / 1024)} MB`);
      const pid = fake.pid();
      assert.ok(pid !== null);
      await assertProcessesGone([pid]);
    });
  }

  it('leaves no process behind when clingo exits normally but left a child running', async () => {
    const fake = leavesChildBehind(JSON.stringify({ Call: [{}], Result: 'UNSATISFIABLE', Models: { Number: 0, More: 'no' } }), 20);
    const scratch = mkdtempSync(join(directory, 'tmp-'));
    const result = spawnSync(
      process.execPath,
      [cliScript, 'solve', file('corner-exec.lights', CORNER_5), '--solver', 'clingo', '--clingo', fake.path, '--json'],
      {
        encoding: 'utf8',
        env: { ...process.env, TMPDIR: scratch },
      },
    );
    assert.equal(result.status, 1, result.stderr);
    assert.equal(JSON.parse(result.stdout).solvable, false);
    assert.equal(fake.ready(), true);
    await assertNoMarkedProcesses(fake.marker);
    assert.deepEqual(readdirSync(scratch), []);
    rmSync(scratch, { recursive: true, force: true });
  });
});
