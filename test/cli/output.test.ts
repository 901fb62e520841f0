import * as assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseLights } from '../../src/core/format/formatRead';
import { runCli, runCliAsync } from '../../src/cli/main';
import { escapingOutput, fileDescriptorOutput, OutputError, STREAM_BATCH_CHARACTERS, TextStream, type CommandOutput } from '../../src/cli/output';
import { BUILT_CLI, requireBuiltCli, temporaryFolder } from './cliTestSupport';

const { path: directory } = temporaryFolder('lights-out-output-');
const cli = BUILT_CLI;
// Control characters other than tab and line feed, raw.
// eslint-disable-next-line no-control-regex -- finding them is the point
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

function capture(): { out: CommandOutput; stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { out: { stdout: (text) => stdout.push(text), stderr: (text) => stderr.push(text) }, stdout, stderr };
}

describe('cli: output (fileDescriptorOutput, escapingOutput)', () => {
  it('throws an OutputError with the code when a write fails (ENOSPC on /dev/full)', function () {
    if (!existsSync('/dev/full')) this.skip();
    const full = openSync('/dev/full', 'w');
    try {
      const out = fileDescriptorOutput(full, full);
      assert.throws(
        () => out.stdout('lost'),
        (error: unknown) => error instanceof OutputError && error.stream === 'stdout' && error.code === 'ENOSPC' && !error.readerGone,
      );
    } finally {
      closeSync(full);
    }
  });

  it('escapes control characters in every line, keeping tab and line feed', () => {
    const { out, stdout, stderr } = capture();
    const escaping = escapingOutput(out);
    escaping.stdout('a\u001b[31mb\tc\nd\u009b');
    escaping.stderr('\u0007');
    assert.deepEqual(stdout, ['a\\u001b[31mb\tc\nd\\u009b']);
    assert.deepEqual(stderr, ['\\u0007']);
  });
});

describe('cli: lights-out when its output goes away or fails', function () {
  this.timeout(60_000);
  before(function () {
    if (process.platform === 'win32') this.skip();
  });

  it('a reader that goes away (| head -c 1) ends it quietly with status 141', async () => {
    requireBuiltCli();
    // About 8 MB of press grid: far more than a pipe holds, so the writes meet the closed pipe.
    const child = spawn(process.execPath, [cli, 'solve', '--rows', '2000', '--columns', '2000', '--random', 'x'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.stdout.once('data', () => child.stdout.destroy());
    const status = await new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    assert.equal(stderr, '');
    assert.equal(status, 141);
  });

  it('a full disk (> /dev/full): one line on stderr, exit 3, no stack trace', function () {
    requireBuiltCli();
    if (!existsSync('/dev/full')) this.skip();
    const full = openSync('/dev/full', 'w');
    try {
      for (const argv of [
        ['solve', '--rows', '3', '--columns', '3', '--fill', '1'],
        ['generate', '--rows', '3', '--columns', '3', '--seed', 's'],
        ['--help'],
      ]) {
        const result = spawnSync(process.execPath, [cli, ...argv], { stdio: ['ignore', full, 'pipe'], encoding: 'utf8', timeout: 30_000 });
        assert.equal(result.status, 3, `${argv.join(' ')}: ${result.stderr}`);
        assert.match(result.stderr, /^lights-out( \w+)?: cannot write to stdout: ENOSPC: no space left on device, write\n$/);
      }
    } finally {
      closeSync(full);
    }
  });
});

describe('cli: lights-out escapes control characters in what it prints', () => {
  it('a title and a file name with ESC sequences, C1 characters and line breaks, in the readable report', async () => {
    const path = join(directory, 'evil\u001b[2J.lights');
    writeFileSync(path, 'title = "\\u001b[31mred\\u009b1m\\nnext"\n"\\u001b]0;pwned\\u0007" = 1\nrows = 1\ncolumns = 1\ngrid = """\n1\n"""\n');
    const { out, stdout, stderr } = capture();
    assert.equal(await runCliAsync(['solve', path], out), 0);
    assert.doesNotMatch(stdout.join('\n'), RAW_CONTROL);
    assert.doesNotMatch(stderr.join('\n'), RAW_CONTROL);
    assert.equal(stdout[0].split('\n')[0], `${directory}/evil\\u001b[2J.lights (\\u001b[31mred\\u009b1m\\u000anext): 1x1, 2 states, objective 0, plain`);
    assert.match(stderr.join('\n'), /evil\\u001b\[2J\.lights:2:1: warning: unknown key "\\u001b\]0;pwned\\u0007"/);
  });

  it('C1 characters in JSON, which JSON.stringify leaves raw, as \\u0080..\\u009f (the JSON means the same)', async () => {
    const path = join(directory, 'c1-\u009b31m-\u0085.lights');
    writeFileSync(path, 'rows = 1\ncolumns = 1\ngrid = """\n1\n"""\n');
    const { out, stdout } = capture();
    // clingo is not found, so the JSON carries an error message that names the file.
    const code = await runCliAsync(['solve', path, '--solver', 'both', '--runner', 'native', '--clingo', join(directory, 'no-clingo-here'), '--json'], out);
    assert.equal(code, 3);
    assert.doesNotMatch(stdout.join('\n'), RAW_CONTROL);
    assert.match(stdout.join('\n'), /c1-\\u009b31m-\\u0085\.lights/);
    assert.ok((JSON.parse(stdout.join('\n')).engines.clingo.error as string).includes(path));
  });

  it('a title in generated .lights text stays valid TOML with the same title', () => {
    const title = 'a\u001b[31m\u009bb\u0085c';
    const { out, stdout } = capture();
    assert.equal(runCli(['generate', '--rows', '2', '--columns', '2', '--seed', 's', '--title', title], out), 0);
    assert.doesNotMatch(stdout.join('\n'), RAW_CONTROL);
    const parsed = parseLights(stdout.join('\n'));
    assert.ok(parsed.ok);
    assert.equal(parsed.document.title, title);
  });
});

describe('cli: TextStream (output written as it is made)', () => {
  it('writes whole lines in batches of about STREAM_BATCH_CHARACTERS, the same text as one write', () => {
    const { out, stdout } = capture();
    const stream = new TextStream(out);
    const lines = Array.from({ length: 3000 }, (_, index) => `${index}:`.padEnd(1000, 'x'));
    for (const line of lines) {
      stream.write(line.slice(0, 10));
      stream.line(line.slice(10));
    }
    stream.end();
    assert.ok(stdout.length >= 3, `${stdout.length} writes`);
    for (const batch of stdout) assert.ok(batch.length <= STREAM_BATCH_CHARACTERS + 1000, `a write of ${batch.length} characters`);
    assert.equal(stdout.join('\n'), lines.join('\n'));
  });

  it('writes nothing without text, an empty line for one, and text without a line break as a last line', () => {
    const silent = capture();
    new TextStream(silent.out).end();
    assert.deepEqual(silent.stdout, []);
    const empty = capture();
    const one = new TextStream(empty.out);
    one.line('');
    one.end();
    assert.deepEqual(empty.stdout, ['']);
    const parts = capture();
    const stream = new TextStream(parts.out);
    stream.line('a');
    stream.write('[');
    stream.write(']');
    stream.end();
    stream.end();
    assert.deepEqual(parts.stdout, ['a\n[]']);
  });
});
