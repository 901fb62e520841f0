import * as assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyzeCommand } from '../../src/cli/analyzeCommand';
import type { CommandOutput } from '../../src/cli/output';
import { pathCommand } from '../../src/cli/pathCommand';

/** Output that keeps stdout and stderr lines and what went to the progress terminal. */
function capture(isTTY: boolean): { out: CommandOutput; stdout: string[]; stderr: string[]; terminal: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const terminal: string[] = [];
  return {
    out: { stdout: (text) => stdout.push(text), stderr: (text) => stderr.push(text), terminal: { isTTY, write: (text) => terminal.push(text) } },
    stdout,
    stderr,
    terminal,
  };
}

describe('cli: progress lines of analyze and path', () => {
  it('analyze shows what it visits on a terminal and clears the line before the report', () => {
    const tty = capture(true);
    assert.equal(analyzeCommand(['--rows', '3', '--columns', '3', '--json'], tty.out), 0);
    assert.deepEqual(tty.terminal, ['\r analysing the 3x3 board: visiting 512 states\x1b[K', '\r\x1b[K']);
    assert.equal(JSON.parse(tty.stdout[0]).totalStates, '512');
  });

  it('analyze writes no progress when stderr is piped', () => {
    const piped = capture(false);
    assert.equal(analyzeCommand(['--rows', '3', '--columns', '3', '--json'], piped.out), 0);
    assert.deepEqual(piped.terminal, []);
    assert.deepEqual(piped.stderr, []);
    assert.equal(piped.stdout.length, 1);
  });

  it('path shows its search on a terminal, clears it, and prints the same path as when piped', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'lights-path-')), 'cross.lights');
    writeFileSync(file, 'rows = 3\ncolumns = 3\ngrid = """\n0 1 0\n1 1 1\n0 1 0\n"""\n');
    const tty = capture(true);
    assert.equal(pathCommand([file], tty.out), 0);
    assert.deepEqual(tty.terminal, [`\r ${file}: finding a shortest path on the 3x3 board\x1b[K`, '\r\x1b[K']);
    assert.deepEqual(tty.stdout, ['ba: (1, 1)']);
    const piped = capture(false);
    assert.equal(pathCommand([file], piped.out), 0);
    assert.deepEqual(piped.terminal, []);
    assert.deepEqual(piped.stdout, tty.stdout);
  });
});
