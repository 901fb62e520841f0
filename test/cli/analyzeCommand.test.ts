import * as assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import initSqlJs from 'sql.js';
import { analyzeCommand } from '../../src/cli/analyzeCommand';
import { OutputError } from '../../src/cli/output';
import { runCli } from '../../src/cli/main';
import { isTemporaryFileOf } from '../../src/files/writeFileAtomically';
import { PAUSED_LINE, WRITE_FAULT_VARIABLE, type WriteFault } from '../support/writeFaults';
import { captureOutput, runBuiltCli, runCommandLine, runCommandLineSync, temporaryFolder } from './cliTestSupport';

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
    const fullRun = await runCommandLine(['analyze', '--rows', '4', '--columns', '4', '--db', full, '--json']);
    assert.equal(fullRun.code, 0);
    assert.equal(JSON.parse(fullRun.stdout).solvableStates, '4096');
    assert.match(fullRun.stderr, /^wrote .*full\.sqlite: 4,096 rows, [\d,]+ bytes in \d+\.\d s$/);
    const compact = join(directory, 'compact.sqlite');
    const compactRun = await runCommandLine(['analyze', '--rows', '4', '--columns', '4', '--db', compact, '--compact']);
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

  it('keeps an existing --db file until the export writes it, and makes no new one when the command stops first', async () => {
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
    assert.equal((await runCommandLine(['analyze', '--rows', '2', '--columns', '2', '--db', existing])).code, 0);
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

/** The command line as compiled beside this test (its export worker is the compiled module). */
const COMPILED_CLI = join(__dirname, '..', '..', 'src', 'cli', 'main.js');
/** The fault injector every child below preloads (test/support/writeFaults.ts). */
const FAULTS = join(__dirname, '..', 'support', 'writeFaults.js');

/** A child process of the command line: its stderr so far, when it paused in a write, how it ended. */
interface CliChild {
  readonly process: ChildProcess;
  stderr: string;
  readonly paused: Promise<void>;
  readonly ended: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const children = new Set<ChildProcess>();

/** Starts `lights-out analyze ARGS` in a child process, with `fault` injected into its writes. */
function analyzeChild(args: readonly string[], fault?: WriteFault): CliChild {
  const env = { ...process.env, [WRITE_FAULT_VARIABLE]: fault ? JSON.stringify(fault) : '' };
  const spawned = spawn(process.execPath, ['-r', FAULTS, COMPILED_CLI, 'analyze', ...args], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  children.add(spawned);
  const child = { process: spawned, stderr: '' } as { -readonly [key in keyof CliChild]: CliChild[key] };
  child.ended = new Promise((resolve) =>
    spawned.on('close', (code, signal) => {
      children.delete(spawned);
      resolve({ code, signal });
    }),
  );
  child.paused = new Promise((resolve, reject) => {
    spawned.stderr?.on('data', (data: Buffer) => {
      child.stderr += data.toString();
      if (child.stderr.includes(PAUSED_LINE)) resolve();
    });
    void child.ended.then(({ code, signal }) => reject(new Error(`the child ended (${code ?? signal}) before its write paused: ${child.stderr}`)));
  });
  child.paused.catch(() => undefined);
  return child;
}

/** Runs `lights-out analyze ARGS` in a child process to its end. */
async function analyzeInChild(args: readonly string[], fault?: WriteFault): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }> {
  const child = analyzeChild(args, fault);
  const ended = await child.ended;
  return { ...ended, stderr: child.stderr };
}

describe('cli: lights-out analyze --db under faults', function () {
  this.timeout(60000);
  const references = temporaryFolder('lights-out-analyze-references-');
  /** The exports of 2x2 (the earlier good file), 3x3 and 3x3 --compact, each written alone. */
  const reference: Record<'earlier' | 'full' | 'compact', Buffer> = { earlier: Buffer.alloc(0), full: Buffer.alloc(0), compact: Buffer.alloc(0) };
  const FULL = ['--rows', '3', '--columns', '3'];
  const COMPACT = [...FULL, '--compact'];
  const folders: string[] = [];
  after(() => children.forEach((child) => child.kill('SIGKILL')));
  after(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  before(async () => {
    for (const [name, args] of [
      ['earlier', ['--rows', '2', '--columns', '2']],
      ['full', FULL],
      ['compact', COMPACT],
    ] as const) {
      const file = join(references.path, `${name}.sqlite`);
      const { code, stderr } = await runCommandLine(['analyze', ...args, '--db', file]);
      assert.equal(code, 0, stderr);
      reference[name] = readFileSync(file);
    }
    assert.deepEqual([reference.earlier.length, reference.full.length, reference.compact.length], [12288, 24576, 20480]);
  });

  /** A fresh temporary folder, removed after the suite. */
  function freshFolder(): string {
    const folder = mkdtempSync(join(tmpdir(), 'lights-out-atomic-'));
    folders.push(folder);
    return folder;
  }

  /** A fresh folder holding the earlier good export as `target.sqlite` (or nothing with `empty`). */
  function folderWithTarget(empty = false): { folder: string; target: string } {
    const folder = freshFolder();
    const target = join(folder, 'target.sqlite');
    if (!empty) writeFileSync(target, reference.earlier);
    return { folder, target };
  }

  /** The target holds the earlier export (or is absent with `empty`), and the folder holds nothing else. */
  function assertUntouched(folder: string, target: string, empty = false, what = ''): void {
    if (empty) assert.equal(existsSync(target), false, `${what}: a new target is not created`);
    else assert.ok(readFileSync(target).equals(reference.earlier), `${what}: the earlier export is still there, whole`);
    assert.deepEqual(readdirSync(folder), empty ? [] : ['target.sqlite'], `${what}: no temporary file is left`);
  }

  it('SIGKILL at a chosen byte leaves the earlier file (or none), and at most a temporary file named as one', async () => {
    const cases = [
      { empty: false, at: 4096 },
      { empty: true, at: 1 },
    ];
    await Promise.all(
      cases.map(async ({ empty, at }) => {
        const { folder, target } = folderWithTarget(empty);
        const child = analyzeChild([...FULL, '--db', target], { match: 'target.sqlite', at, fault: 'pause' });
        await child.paused;
        child.process.kill('SIGKILL');
        assert.equal((await child.ended).signal, 'SIGKILL');
        if (empty) assert.equal(existsSync(target), false, `killed at byte ${at}, a new target is not created`);
        else assert.ok(readFileSync(target).equals(reference.earlier), `killed at byte ${at}, the earlier export is still there, whole`);
        const left = readdirSync(folder).filter((name) => name !== 'target.sqlite');
        assert.equal(left.length, 1, `one temporary file is left: ${left.join(', ')}`);
        assert.ok(isTemporaryFileOf(left[0], 'target.sqlite'), `${left[0]} is named as a temporary file of target.sqlite`);
        assert.equal(statSync(join(folder, left[0])).size, at);
      }),
    );
  });

  it('SIGINT and SIGTERM remove the temporary file, keep the earlier file (or none) and end the command with that signal', async () => {
    const cases = [
      { signal: 'SIGINT', empty: false },
      { signal: 'SIGTERM', empty: false },
      { signal: 'SIGINT', empty: true },
    ] as const;
    await Promise.all(
      cases.map(async ({ signal, empty }) => {
        const { folder, target } = folderWithTarget(empty);
        const child = analyzeChild([...FULL, '--db', target], { match: 'target.sqlite', at: 4096, fault: 'pause' });
        await child.paused;
        child.process.kill(signal);
        assert.equal((await child.ended).signal, signal);
        assertUntouched(folder, target, empty, signal);
      }),
    );
  });

  it('a full disk, a read-only file system or a lost permission during the write ends with exit 3 and keeps the earlier file', async () => {
    const cases: { fault: WriteFault; empty: boolean; message: RegExp }[] = [
      { fault: { match: 'target.sqlite', at: 4096, fault: 'ENOSPC' }, empty: false, message: /no space left on device/ },
      { fault: { match: 'target.sqlite', at: 4096, fault: 'EROFS' }, empty: true, message: /read-only file system/ },
      { fault: { match: 'target.sqlite', renameError: 'EACCES' }, empty: false, message: /permission denied/ },
    ];
    await Promise.all(
      cases.map(async ({ fault, empty, message }) => {
        const { folder, target } = folderWithTarget(empty);
        const { code, signal, stderr } = await analyzeInChild([...FULL, '--db', target, '--json'], fault);
        assert.deepEqual({ code, signal }, { code: 3, signal: null }, `${JSON.stringify(fault)}: ${stderr}`);
        assert.match(stderr, message);
        assert.match(stderr, /^--db .*target\.sqlite: cannot write: /m);
        assertUntouched(folder, target, empty, JSON.stringify(fault));
      }),
    );
  });

  it('a folder that cannot be written is refused before the analysis (exit 2), the earlier file kept', async function () {
    // Root ignores permissions: there the read-only tmpfs below stands for it.
    if (process.getuid?.() === 0) return skipWith(this, 'root ignores folder permissions (the read-only tmpfs test covers it)');
    const { folder, target } = folderWithTarget();
    chmodSync(folder, 0o555);
    try {
      const { code, stderr } = await analyzeInChild([...FULL, '--db', target]);
      assert.equal(code, 2, stderr);
      assert.match(stderr, /cannot write: permission denied/);
    } finally {
      chmodSync(folder, 0o755);
    }
    assertUntouched(folder, target);
  });

  it('on a small tmpfs: a full disk and a file system remounted read-only keep the earlier file', async function () {
    if (process.getuid?.() !== 0) return skipWith(this, 'mounting a small tmpfs needs root (injected ENOSPC and EROFS cover it)');
    const folder = freshFolder();
    const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=16k', 'tmpfs', folder], { encoding: 'utf8' });
    if (mounted.status !== 0) return skipWith(this, `mount -t tmpfs failed: ${mounted.stderr.trim()}`);
    try {
      const target = join(folder, 'target.sqlite');
      writeFileSync(target, reference.earlier);
      const full = await analyzeInChild([...FULL, '--db', target]);
      assert.equal(full.code, 3, full.stderr);
      assert.match(full.stderr, /no space left on device/i);
      assertUntouched(folder, target, false, 'a full tmpfs');
      assert.equal(spawnSync('mount', ['-o', 'remount,ro', folder]).status, 0);
      const readOnly = await analyzeInChild([...FULL, '--db', target]);
      assert.equal(readOnly.code, 2, readOnly.stderr);
      assert.match(readOnly.stderr, /read-only file system/i);
      assertUntouched(folder, target, false, 'a read-only tmpfs');
    } finally {
      spawnSync('umount', [folder]);
    }
  });

  it('replaces a symbolic link at the target with the new file, never writing through it', async () => {
    const { folder, target } = folderWithTarget(true);
    const elsewhere = join(freshFolder(), 'precious.txt');
    writeFileSync(elsewhere, 'not a database\n');
    symlinkSync(elsewhere, target);
    const { code, stderr } = await analyzeInChild([...FULL, '--db', target]);
    assert.equal(code, 0, stderr);
    assert.ok(readFileSync(elsewhere, 'utf8') === 'not a database\n', 'the file the link points at is unchanged');
    assert.ok(lstatSync(target).isFile(), 'the link was replaced by a regular file');
    assert.ok(readFileSync(target).equals(reference.full), 'the target is the new export');
    assert.deepEqual(readdirSync(folder), ['target.sqlite']);
  });

  it('two runs writing one target at once end with one whole export, never a mix', async () => {
    const { folder, target } = folderWithTarget();
    const release = (name: string): string => join(references.path, `release-${name}`);
    // Both stop in the middle of their write; the full export then goes on and ends, then the compact one.
    const full = analyzeChild([...FULL, '--db', target], { match: 'target.sqlite', at: 4096, fault: 'pause', release: release('full') });
    await full.paused;
    const compact = analyzeChild([...COMPACT, '--db', target], { match: 'target.sqlite', at: 4096, fault: 'pause', release: release('compact') });
    await compact.paused;
    writeFileSync(release('full'), '');
    assert.equal((await full.ended).code, 0, full.stderr);
    writeFileSync(release('compact'), '');
    assert.equal((await compact.ended).code, 0, compact.stderr);
    const final = readFileSync(target);
    assert.ok(final.equals(reference.compact) || final.equals(reference.full), `the target is one whole export (${final.length} bytes)`);
    assert.deepEqual(readdirSync(folder), ['target.sqlite']);
  });
});

/** Skips a test, saying why on its suite (test/run.js prints a suite's `skipReason` with the number of tests it skipped). */
function skipWith(context: Mocha.Context, reason: string): void {
  const suite = context.test?.parent;
  if (suite) (suite as Mocha.Suite & { skipReason?: string }).skipReason = reason;
  context.skip();
}
