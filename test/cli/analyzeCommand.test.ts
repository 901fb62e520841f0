import * as assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import initSqlJs from 'sql.js';
import { analyzeCommand } from '../../src/cli/analyzeCommand';
import { OutputError } from '../../src/cli/output';
import { runCli } from '../../src/cli/main';
import { captureOutput, runBuiltCli, runCommandLineSync, temporaryFolder } from './cliTestSupport';

const run = (...argv: string[]) => runCommandLineSync(argv);
const { path: directory, file } = temporaryFolder('lights-out-analyze-');

describe('cli: lights-out analyze', () => {
  it('prints the JSON contract for 3x3', () => {
    const { code, stdout } = run('analyze', '--rows', '3', '--columns', '3', '--json');
    assert.equal(code, 0);
    assert.equal(
      stdout,
      '{"totalStates":"512","solvableStates":"512","solutionsPerState":"1","distribution":[1,9,36,84,126,126,84,36,9,1],' +
        '"maxMoves":9,"hardestCount":1,"hardestStates":["341"],"allOnMoves":5}',
    );
  });

  it('prints a readable report with the distribution', () => {
    const { code, stdout } = run('analyze', '--rows', '4', '--columns', '4');
    assert.equal(code, 0);
    assert.match(stdout, /^4x4, 2 states, objective 0, plain$/m);
    assert.match(stdout, /solvable: +4,096 \(1 in 16\)/);
    assert.match(stdout, /most presses needed: 7 \(32 states\)/);
    assert.match(stdout, /all-on board: +4 presses/);
    assert.match(stdout, /^ +7 {2}32$/m);
  });

  it('gives null allOnMoves and other shapes through the shape flags', () => {
    const json = JSON.parse(run('analyze', '--rows', '2', '--columns', '2', '--states', '3', '--json').stdout);
    assert.equal(json.allOnMoves, null);
    assert.equal(json.solutionsPerState, '3');
    const torus = JSON.parse(run('analyze', '--rows', '3', '--columns', '3', '--topology', 'torus', '--objective', '1', '--json').stdout);
    assert.equal(torus.solvableStates, '32');
  });

  it('refuses shapes over the limits with exit code 2 and the size asked for', () => {
    const { code, stderr } = run('analyze', '--rows', '6', '--columns', '6', '--json');
    assert.equal(code, 2);
    assert.match(stderr, /6x6 board with 2 states visits all 2\^36 = 68,719,476,736 states; the limit is 1,073,741,824 \(2\^30\)/);
    const db = run('analyze', '--rows', '5', '--columns', '6', '--db', join(directory, 'big.sqlite'));
    assert.equal(db.code, 2);
    assert.match(db.stderr, /--db export of a 5x6 board .* 2\^30 = 1,073,741,824 states; the limit is 67,108,864 \(2\^26\)/);
    assert.equal(existsSync(join(directory, 'big.sqlite')), false);
  });

  it('rejects bad usage with exit code 2', () => {
    assert.equal(run('analyze').code, 2);
    assert.equal(run('analyze', '--rows', '3').code, 2);
    assert.equal(run('analyze', '--rows', '3', '--columns', '3', '--compact').code, 2);
    assert.equal(run('analyze', '--rows', '3', '--columns', '3', '--bogus').code, 2);
    assert.equal(run('analyze', 'some.lights').code, 2);
    assert.equal(run('analyze', '--rows', '3', '--columns', '3', '--db', join(directory, 'missing', 'x.sqlite')).code, 2);
    assert.match(run('analyze', '--help').stdout, /lights-out analyze/);
  });

  it('writes the web game table with --db and the compact one with --compact', async function () {
    this.timeout(30000);
    const full = join(directory, 'full.sqlite');
    const fullRun = run('analyze', '--rows', '4', '--columns', '4', '--db', full, '--json');
    assert.equal(fullRun.code, 0);
    assert.equal(JSON.parse(fullRun.stdout).solvableStates, '4096');
    assert.match(fullRun.stderr, /^wrote .*full\.sqlite: 4,096 rows, [\d,]+ bytes in \d+\.\d s$/);
    const compact = join(directory, 'compact.sqlite');
    const compactRun = run('analyze', '--rows', '4', '--columns', '4', '--db', compact, '--compact');
    assert.equal(compactRun.code, 0);
    assert.match(compactRun.stdout, /wrote .*compact\.sqlite: 4,096 rows \(compact\)/);

    const sql = await initSqlJs();
    const fullDb = new sql.Database(readFileSync(full));
    const compactDb = new sql.Database(readFileSync(compact));
    try {
      assert.deepEqual(
        fullDb.exec('SELECT size, state, row, col, to_go, destination_state, rows, columns FROM lightsout_states WHERE state = 65535')[0].values,
        [[4, 65535, 3, 2, 4, 7167, 4, 4]],
      );
      assert.deepEqual(fullDb.exec('SELECT count(*), max(to_go) FROM lightsout_states')[0].values, [[4096, 7]]);
      assert.deepEqual(compactDb.exec('SELECT state, row, col FROM lightsout_states WHERE state = 65535')[0].values, [[65535, 3, 2]]);
      assert.deepEqual(compactDb.exec('SELECT count(*) FROM lightsout_states')[0].values, [[4096]]);
    } finally {
      fullDb.close();
      compactDb.close();
    }
  });

  it('reports an unwritable --db file with exit code 2, before printing any report', () => {
    const folder = join(directory, 'a-folder.sqlite');
    mkdirSync(folder);
    for (const json of [[], ['--json']]) {
      const { code, stdout, stderr } = run('analyze', '--rows', '2', '--columns', '2', '--db', folder, ...json);
      assert.equal(code, 2);
      assert.equal(stdout, '');
      assert.equal(stderr, `--db ${folder}: cannot write: it is a directory, not a regular file`);
    }
  });

  it('keeps an existing --db file until the export writes it, and removes a new one when the command stops first', () => {
    const closedPipe = {
      stdout: () => {
        throw new OutputError('stdout', 'EPIPE', 'write EPIPE');
      },
      stderr: () => {},
    };
    const existing = file('existing.sqlite', 'old');
    assert.equal(runCli(['analyze', '--rows', '2', '--columns', '2', '--db', existing], closedPipe), 141);
    assert.equal(readFileSync(existing, 'utf8'), 'old');
    const fresh = join(directory, 'fresh.sqlite');
    assert.equal(runCli(['analyze', '--rows', '2', '--columns', '2', '--db', fresh], closedPipe), 141);
    assert.equal(existsSync(fresh), false);
    assert.equal(run('analyze', '--rows', '2', '--columns', '2', '--db', existing).code, 0);
    assert.equal(readFileSync(existing).subarray(0, 15).toString('latin1'), 'SQLite format 3');
  });

  it('analyze shows what it visits on a terminal and clears the line before the report', () => {
    const tty = captureOutput(true);
    assert.equal(analyzeCommand(['--rows', '3', '--columns', '3', '--json'], tty.out), 0);
    assert.deepEqual(tty.written, ['\r analysing the 3x3 board: visiting 512 states\x1b[K', '\r\x1b[K']);
    assert.equal(JSON.parse(tty.stdout[0]).totalStates, '512');
  });

  it('analyze writes no progress when stderr is piped', () => {
    const piped = captureOutput(false);
    assert.equal(analyzeCommand(['--rows', '3', '--columns', '3', '--json'], piped.out), 0);
    assert.deepEqual(piped.written, []);
    assert.deepEqual(piped.stderr, []);
    assert.equal(piped.stdout.length, 1);
  });
});

describe('cli: the built lights-out analyze', () => {
  it('exports from the bundle, whose sql.js worker is the bundle itself', function () {
    this.timeout(30000);
    const database = join(directory, 'bundle.sqlite');
    const exported = runBuiltCli(['analyze', '--rows', '3', '--columns', '3', '--db', database, '--json']);
    assert.equal(exported.status, 0, exported.stderr);
    assert.equal(JSON.parse(exported.stdout).maxMoves, 9);
    assert.match(exported.stderr, /wrote .*bundle\.sqlite: 512 rows/);
    // A SQLite file starts with its magic string.
    assert.equal(readFileSync(database).subarray(0, 15).toString('latin1'), 'SQLite format 3');
  });
});
