import * as assert from 'node:assert/strict';
import { escapingOutput, processOutput } from '../../src/cli/output';
import { progressLine } from '../../src/cli/progressLine';

describe('cli: the progress line on a terminal', () => {
  it('rewrites one line in place, escapes its text, and erases it once', () => {
    const written: string[] = [];
    const line = progressLine({ isTTY: true, write: (text) => written.push(text) });
    assert.ok(line);
    line.show('solving a.lights');
    line.show('solving \u001b[2Jb.lights\nnext');
    line.clear();
    line.clear();
    assert.deepEqual(written, ['\r solving a.lights\x1b[K', '\r solving \\u001b[2Jb.lights\\u000anext\x1b[K', '\r\x1b[K']);
  });

  it('is null when the stream is not a terminal, or there is none; clearing an unshown line writes nothing', () => {
    assert.equal(progressLine({ isTTY: false, write: () => assert.fail('not a terminal') }), null);
    assert.equal(progressLine({ write: () => assert.fail('not a terminal') }), null);
    assert.equal(progressLine(null), null);
    const written: string[] = [];
    progressLine({ isTTY: true, write: (text) => written.push(text) })?.clear();
    assert.deepEqual(written, []);
  });

  it('the process output offers stderr as its terminal, and escaping output passes it on', () => {
    assert.equal(processOutput.terminal, process.stderr);
    assert.equal(escapingOutput(processOutput).terminal, process.stderr);
    assert.equal(escapingOutput({ stdout: () => {}, stderr: () => {} }).terminal, undefined);
  });
});
