import * as assert from 'node:assert/strict';
import type * as vscode from 'vscode';
import { escapedLog } from '../../src/host/escapedLog';

describe('host: escaped log channel', () => {
  it('escapes control characters of every message, keeps line breaks and passes other members through', () => {
    const lines: string[] = [];
    const fake = {
      name: 'Lights Out',
      info: (message: string) => lines.push(`info ${message}`),
      error: (message: string | Error) => lines.push(`error ${String(message)}`),
      appendLine: (message: string) => lines.push(`line ${message}`),
      show: () => lines.push('show'),
    };
    const log = escapedLog(fake as unknown as vscode.LogOutputChannel);
    log.info('title \u001b[2Jcleared\u009b');
    log.error(new Error('bad \u001b]0;owned\u0007'));
    log.appendLine('two\nlines');
    log.show();
    assert.equal(log.name, 'Lights Out');
    assert.deepEqual(lines.slice(0, 1), ['info title \\u001b[2Jcleared\\u009b']);
    assert.match(lines[1], /^error Error: bad \\u001b\]0;owned\\u0007\n/);
    assert.deepEqual(lines.slice(2), ['line two\nlines', 'show']);
  });
});
