import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { parseLights } from '../../src/core/format/formatRead';
import { applyPresses, isSolved } from '../../src/core/puzzle';
import { runCli, runCliAsync } from '../../src/cli/main';
import { assertBruteForceCertificate } from '../support/bruteForce';
import { ALL_ON_5, BUILT_CLI, CORNER_5, requireBuiltCli, runCommandLine, temporaryFolder } from './cliTestSupport';

const run = (...argv: string[]) => runCommandLine(argv);

const { path: directory, file } = temporaryFolder('lights-out-cli-');

describe('cli: lights-out', () => {
  it('solve --json prints the contract object and exits 0 for a solvable file', async () => {
    const { code, stdout } = await run('solve', file('all-on.lights', ALL_ON_5), '--json');
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
    ]);
    assert.equal(json.solvable, true);
    assert.equal(json.totalPresses, 15);
    assert.equal(json.minimal, true);
    assert.equal(json.lowerBound, 15);
    assert.equal(json.certificate, null);
    assert.equal(json.solutionCount, '4');
    assert.equal(json.solver, 'internal');
    assert.equal(typeof json.elapsedMs, 'number');
    const presses = (json.presses as number[][]).flat();
    const parsed = parseLights(ALL_ON_5);
    assert.ok(parsed.ok && isSolved(applyPresses(parsed.document.puzzle, presses)));
  });

  it('solve exits 1 for an unsolvable file and prints JSON with the certificate that proves it', async () => {
    const { code, stdout } = await run('solve', file('corner.lights', CORNER_5), '--json');
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
        solver: 'internal',
        elapsedMs: 0,
      },
    );
    const parsed = parseLights(CORNER_5);
    assert.ok(parsed.ok);
    assertBruteForceCertificate(parsed.document.puzzle, json.certificate, 'corner 5x5');
  });

  it('solve exits 2 with file:line:column for a malformed file', async () => {
    const bad = file('bad.lights', `rows = 2\ncolumns = 3\ngrid = """\n0 1 0\n0 7 0\n"""\n`);
    const { code, stderr } = await run('solve', bad);
    assert.equal(code, 2);
    assert.match(stderr, new RegExp(`${bad.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:5:3: `));
  });

  it('reports unknown keys as warnings on stderr and still solves', async () => {
    const { code, stderr } = await run('solve', file('extra.lights', `colour = "red"\n${ALL_ON_5}`));
    assert.equal(code, 0);
    assert.match(stderr, /extra\.lights:1:1: warning: .*colour/);
  });

  it('solves generated boards with --fill and --random, and --no-presses drops the grid', async () => {
    const filled = JSON.parse((await run('solve', '--rows', '3', '--columns', '3', '--fill', '1', '--json')).stdout);
    assert.equal(filled.totalPresses, 5);
    const random = await run('solve', '--rows', '20', '--columns', '30', '--states', '3', '--topology', 'hex', '--random', 'x', '--json', '--no-presses');
    assert.equal(random.code, 0);
    const json = JSON.parse(random.stdout);
    assert.equal(json.presses, null);
    assert.equal(json.solvable, true);
  });

  it('rejects bad usage with exit code 2', async () => {
    assert.equal((await run('solve')).code, 2);
    assert.equal((await run('solve', '--rows', '3', '--columns', '3')).code, 2);
    assert.equal((await run('solve', '--rows', '3', '--columns', '3', '--fill', '2')).code, 2);
    assert.equal((await run('solve', '--rows', 'x', '--columns', '3', '--fill', '1')).code, 2);
    assert.equal((await run('solve', '--rows', '3', '--columns', '3', '--fill', '1', '--bogus')).code, 2);
    assert.equal((await run('solve', '--rows', '3', '--columns', '3', '--fill', '1', '--solver', 'magic')).code, 2);
    assert.equal((await run('solve', join(directory, 'missing.lights'))).code, 2);
    assert.equal((await run('frobnicate')).code, 2);
  });

  it('prints help for every command', async () => {
    for (const command of ['solve', 'generate', 'hint']) {
      const { code, stdout } = await run(command, '--help');
      assert.equal(code, 0);
      assert.match(stdout, new RegExp(`lights-out ${command}`));
    }
    assert.match((await run('--help')).stdout, /Exit codes/);
  });

  it('generate prints a valid .lights file with the requested minimum', async () => {
    const { code, stdout } = await run('generate', '--rows', '4', '--columns', '6', '--states', '3', '--objective', '1', '--seed', 's', '--moves', '8');
    assert.equal(code, 0);
    const parsed = parseLights(stdout);
    assert.ok(parsed.ok);
    if (!parsed.ok) return;
    assert.equal(parsed.document.minMoves, 8);
    assert.equal(parsed.document.puzzle.objective, 1);
    const solved = JSON.parse((await run('solve', file('generated.lights', stdout), '--json')).stdout);
    assert.equal(solved.totalPresses, 8);
    assert.equal(
      (await run('generate', '--rows', '4', '--columns', '6', '--seed', 's', '--moves', '8')).stdout,
      (await run('generate', '--rows', '4', '--columns', '6', '--seed', 's', '--moves', '8')).stdout,
    );
    assert.equal((await run('generate', '--rows', '4', '--columns', '4', '--difficulty', 'brutal')).code, 2);
  });

  it('names a generated board once when clingo fails beside the internal engine', async () => {
    const err: string[] = [];
    const argv = [
      'solve',
      '--rows',
      '3',
      '--columns',
      '3',
      '--fill',
      '1',
      '--solver',
      'both',
      '--runner',
      'native',
      '--clingo',
      join(directory, 'no-clingo-here'),
    ];
    const code = await runCliAsync(argv, { stdout: () => {}, stderr: (text) => err.push(text) });
    assert.equal(code, 3);
    assert.equal(err.length, 1);
    assert.match(err[0], /^generated board: the clingo engine failed: clingo was not found/);
  });

  it('runCli answers --help and usage errors at once, and refuses a solve (asynchronous: runCliAsync)', () => {
    const quiet = { stdout: () => {}, stderr: () => {} };
    assert.equal(runCli(['solve', '--help'], quiet), 0);
    assert.equal(runCli(['solve', '--rows', '3', '--columns', '3', '--fill', '1', '--min-timeout', 'soon'], quiet), 2);
    assert.equal(runCli(['generate', '--rows', '2', '--columns', '2', '--seed', 's'], quiet), 0);
    assert.throws(() => runCli(['solve', '--rows', '3', '--columns', '3', '--fill', '1'], quiet), /runCliAsync/);
    assert.throws(() => runCli(['hint', file('sync-hint.lights', ALL_ON_5)], quiet), /runCliAsync/);
  });
});

describe('cli: the built lights-out executable', () => {
  const cli = BUILT_CLI;

  it('runs from dist/cli.js with the contract exit codes', function () {
    requireBuiltCli();
    const solvable = spawnSync(process.execPath, [cli, 'solve', '--rows', '5', '--columns', '5', '--fill', '1', '--json'], { encoding: 'utf8' });
    assert.equal(solvable.status, 0);
    assert.equal(JSON.parse(solvable.stdout).totalPresses, 15);
    const unsolvable = spawnSync(process.execPath, [cli, 'solve', file('exec-corner.lights', CORNER_5), '--json'], { encoding: 'utf8' });
    assert.equal(unsolvable.status, 1);
    const usage = spawnSync(process.execPath, [cli, 'solve', '--rows', '0', '--columns', '5', '--fill', '1'], { encoding: 'utf8' });
    assert.equal(usage.status, 2);
    assert.match(usage.stderr, /--rows must be in 1\.\.10000, got 0/);
  });
});
