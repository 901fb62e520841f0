import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import initSqlJs from 'sql.js';
import { runCli } from '../../src/cli/main';
import { OutputError } from '../../src/cli/output';

function run(...argv: string[]): { code: number; stdout: string; stderr: string } {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCli(argv, { stdout: (text) => out.push(text), stderr: (text) => err.push(text) });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

const directory = mkdtempSync(join(tmpdir(), 'lights-out-analyze-'));
function file(name: string, text: string): string {
  const path = join(directory, name);
  writeFileSync(path, text);
  return path;
}

function board(rows: string[], extra = ''): string {
  return `rows = ${rows.length}\ncolumns = ${rows[0].split(' ').length}\n${extra}grid = """\n${rows.join('\n')}\n"""\n`;
}

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
});

describe('cli: lights-out path', () => {
  const allOn3 = board(['1 1 1', '1 1 1', '1 1 1']);

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
    const k3 = file('k3.lights', board(['1 1', '1 0'], 'states = 3\n'));
    const { code, stdout } = run('path', k3);
    assert.equal(code, 0);
    assert.equal(stdout, '111: (0, 0)\n222: (0, 0)');
    assert.deepEqual(JSON.parse(run('path', k3, '--json').stdout), [
      { state: '13', row: 0, col: 0 },
      { state: '26', row: 0, col: 0 },
    ]);
  });

  it('prints nothing for a solved board, exits 1 when not solvable and 2 for bad input', () => {
    const solved = run('path', file('solved.lights', board(['0 0 0', '0 0 0', '0 0 0'])));
    assert.equal(solved.code, 0);
    assert.equal(solved.stdout, '');
    assert.equal(run('path', file('solved.lights', board(['0 0 0', '0 0 0', '0 0 0'])), '--json').stdout, '[]');
    const corner = run('path', file('corner.lights', board(['1 0 0 0', '0 0 0 0', '0 0 0 0', '0 0 0 0'])));
    assert.equal(corner.code, 1);
    assert.match(corner.stderr, /not solvable/);
    assert.equal(run('path').code, 2);
    assert.equal(run('path', join(directory, 'missing.lights')).code, 2);
    assert.equal(run('path', file('bad.lights', 'rows = 2\n')).code, 2);
    assert.match(run('path', '--help').stdout, /lights-out path FILE/);
  });
});

describe('cli: the built lights-out executable (analyze --db, path)', () => {
  const cli = join(__dirname, '..', '..', '..', 'dist', 'cli.js');

  it('exports from the bundle, whose sql.js worker is the bundle itself', function () {
    this.timeout(30000);
    if (!existsSync(cli)) throw new Error(`${cli} is missing: npm test builds it first (npm run build)`);
    const database = join(directory, 'bundle.sqlite');
    const exported = spawnSync(process.execPath, [cli, 'analyze', '--rows', '3', '--columns', '3', '--db', database, '--json'], { encoding: 'utf8' });
    assert.equal(exported.status, 0, exported.stderr);
    assert.equal(JSON.parse(exported.stdout).maxMoves, 9);
    assert.match(exported.stderr, /wrote .*bundle\.sqlite: 512 rows/);
    // A SQLite file starts with its magic string.
    assert.equal(readFileSync(database).subarray(0, 15).toString('latin1'), 'SQLite format 3');
    const path = spawnSync(process.execPath, [cli, 'path', file('bundle-all-on.lights', board(['1 1 1', '1 1 1', '1 1 1']))], { encoding: 'utf8' });
    assert.equal(path.status, 0);
    assert.equal(path.stdout, '1ff: (2, 2)\n5f: (2, 0)\n97: (1, 1)\n2d: (0, 2)\nb: (0, 0)\n');
  });
});
