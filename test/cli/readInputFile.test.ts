import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CliError } from '../../src/cli/cliError';
import { readInputFile } from '../../src/cli/readInputFile';
import { BUILT_CLI, requireBuiltCli, runCommandLine, temporaryFolder } from './cliTestSupport';

const { path: directory } = temporaryFolder('lights-out-input-');
const cli = BUILT_CLI;
const allOn3 = `rows = 3\ncolumns = 3\ngrid = """\n1 1 1\n1 1 1\n1 1 1\n"""\n`;

const run = (...argv: string[]) => runCommandLine(argv);

/** A FIFO with no writer (opening it for reading the usual way waits forever). */
function fifo(name: string): string {
  const path = join(directory, name);
  const made = spawnSync('mkfifo', [path]);
  if (made.status !== 0) throw new Error(`mkfifo failed: ${made.stderr}`);
  return path;
}

/** The built executable, killed after 10 s: today's reader hangs on a FIFO and fills memory from /dev/zero. */
function runBuilt(...argv: string[]): { status: number | null; stdout: string; stderr: string } {
  requireBuiltCli();
  const result = spawnSync(process.execPath, [cli, ...argv], { encoding: 'utf8', timeout: 10_000, maxBuffer: 1 << 20 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function usageError(run: () => unknown, message: RegExp): void {
  assert.throws(run, (error: unknown) => error instanceof CliError && error.exitCode === 2 && message.test(error.message));
}

describe('cli: reading input files (readInputFile)', () => {
  before(function () {
    if (process.platform === 'win32') this.skip();
  });

  it('reads a regular file up to the bound, and refuses one byte more before reading it', () => {
    const path = join(directory, 'ten.txt');
    writeFileSync(path, '0123456789');
    assert.equal(Buffer.from(readInputFile(path, 10)).toString(), '0123456789');
    usageError(() => readInputFile(path, 9), /ten\.txt: the file has 10 bytes; the limit is 9 bytes$/);
  });

  it('reads no more than the bound + 1 bytes when stat does not know the size (/proc files say 0)', function () {
    if (!existsSync('/proc/self/status')) this.skip();
    usageError(() => readInputFile('/proc/self/status', 16), /status: the file has more than 16 bytes; the limit is 16 bytes$/);
    assert.match(Buffer.from(readInputFile('/proc/self/status', 1_000_000)).toString(), /^Name:/);
  });

  it('refuses a directory, a FIFO and a device with one line, without blocking', () => {
    usageError(() => readInputFile(directory, 100), /: cannot read: it is a directory, not a regular file$/);
    usageError(() => readInputFile(fifo('unit.fifo'), 100), /unit\.fifo: cannot read: it is a FIFO \(named pipe\), not a regular file$/);
    usageError(() => readInputFile('/dev/zero', 100), /^\/dev\/zero: cannot read: it is a character device, not a regular file$/);
    usageError(() => readInputFile(join(directory, 'missing.lights'), 100), /missing\.lights: cannot read: no such file \(ENOENT\)$/);
  });

  it('escapes control characters in the file name it reports', () => {
    usageError(() => readInputFile(join(directory, 'evil\u001b[31m\n.lights'), 100), /evil\\u001b\[31m\\u000a\.lights: cannot read: no such file/);
  });
});

describe('cli: lights-out refuses files that are not regular files', function () {
  this.timeout(30_000);
  before(function () {
    if (process.platform === 'win32') this.skip();
  });

  it('a directory: exit 2 and one line', async () => {
    const folder = join(directory, 'folder.lights');
    mkdirSync(folder);
    const { code, stdout, stderr } = await run('solve', folder);
    assert.equal(code, 2);
    assert.equal(stdout, '');
    assert.equal(stderr, `${folder}: cannot read: it is a directory, not a regular file`);
  });

  it('a FIFO with no writer: exit 2 at once instead of hanging', () => {
    const path = fifo('board.lights');
    const result = runBuilt('solve', path);
    assert.equal(result.status, 2, `status ${result.status}: ${result.stderr}`);
    assert.equal(result.stderr, `${path}: cannot read: it is a FIFO (named pipe), not a regular file\n`);
  });

  it('/dev/zero: exit 2 at once instead of reading until memory runs out', function () {
    if (!existsSync('/dev/zero')) this.skip();
    for (const command of ['solve', 'hint', 'path']) {
      const result = runBuilt(command, '/dev/zero');
      assert.equal(result.status, 2, `${command}: status ${result.status}`);
      assert.equal(result.stderr, '/dev/zero: cannot read: it is a character device, not a regular file\n');
    }
  });

  it('a UTF-16 file: exit 2 with file:line:column and the hint to save it as UTF-8', async () => {
    const withMark = join(directory, 'utf16.lights');
    writeFileSync(withMark, Buffer.from(`\ufeff${allOn3}`, 'utf16le'));
    const marked = await run('solve', withMark);
    assert.equal(marked.code, 2);
    assert.equal(
      marked.stderr,
      `${withMark}:1:1: error: the file is UTF-16 (little-endian, byte order mark FF FE); it must be UTF-8: save it again with the UTF-8 encoding`,
    );
    const withoutMark = join(directory, 'utf16-no-mark.lights');
    writeFileSync(withoutMark, Buffer.from(allOn3, 'utf16le'));
    const unmarked = await run('hint', withoutMark);
    assert.equal(unmarked.code, 2);
    assert.match(
      unmarked.stderr,
      new RegExp(`^${withoutMark.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:1:2: error: the file holds a NUL byte, as UTF-16 text does; it must be UTF-8`),
    );
    // A UTF-8 file with a byte order mark is still read.
    const utf8 = join(directory, 'utf8-bom.lights');
    writeFileSync(utf8, `\ufeff${allOn3}`);
    assert.equal(readFileSync(utf8)[0], 0xef);
    assert.equal((await run('solve', utf8)).code, 0);
  });
});
