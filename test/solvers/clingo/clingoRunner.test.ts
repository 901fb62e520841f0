import * as assert from 'node:assert/strict';
import { ClingoCrashedError } from '../../../src/solvers/clingo/clingoErrors';
import { checkExitStatus, isNormalExit, NORMAL_EXIT_CODES, runContext, tail } from '../../../src/solvers/clingo/clingoRunner';

describe('clingo engine: what every runner shares', () => {
  it("takes clasp's statuses of a run that worked as normal, every other as a failure", () => {
    assert.deepEqual(Array.from({ length: 129 }, (_, status) => status).filter(isNormalExit), [0, 1, 10, 11, 20, 21, 30, 31]);
    assert.deepEqual(NORMAL_EXIT_CODES, [0, 1, 10, 11, 20, 21, 30, 31]);
  });

  it('keeps the end of a long text, trimmed, for messages', () => {
    assert.equal(tail('  short \n'), 'short');
    assert.equal(tail('abcdefghij', 4), '…ghij');
    assert.equal(tail('x'.repeat(400)), 'x'.repeat(400));
    assert.equal(tail('x'.repeat(401)), `…${'x'.repeat(400)}`);
  });

  it("names the command and the end of clingo's stderr, or that it printed nothing", () => {
    assert.equal(runContext('clingo -n 0', 'error: bad\n'), "command: clingo -n 0; clingo's stderr: error: bad");
    assert.equal(runContext('clingo', '  \n'), 'command: clingo; nothing on stderr');
  });

  it('throws ClingoCrashedError for a failed run, with its messages and the command line when given', () => {
    checkExitStatus(30, 'anything', 'clingo');
    const failure = (exitCode: number, stderr: string, commandLine?: string): string => {
      try {
        checkExitStatus(exitCode, stderr, 'clingo', commandLine);
      } catch (error) {
        assert.ok(error instanceof ClingoCrashedError);
        return error.message;
      }
      return 'no error';
    };
    assert.equal(failure(65, '*** ERROR: parsing failed\n'), 'clingo failed with exit status 65: *** ERROR: parsing failed');
    assert.equal(failure(33, ''), 'clingo failed with exit status 33 and printed no message');
    assert.equal(failure(128, 'bad option', 'clingo --x'), 'clingo failed with exit status 128: bad option (command: clingo --x)');
    assert.equal(failure(1000, '', 'clingo'), 'clingo failed with exit status 1000 and printed no message (command: clingo)');
  });
});
