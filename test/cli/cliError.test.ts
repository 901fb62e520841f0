import * as assert from 'node:assert/strict';
import { CliError, ExitCode, usageError } from '../../src/cli/cliError';

describe('cli: errors and exit codes', () => {
  it('keeps the contract exit codes', () => {
    assert.deepEqual(ExitCode, { Ok: 0, Unsolvable: 1, BadInput: 2, SolverFailure: 3, OutputClosed: 141 });
  });

  it('a CliError carries its exit code; a usage error is bad input', () => {
    const failure = new CliError('solver failed', ExitCode.SolverFailure);
    assert.equal(failure.name, 'CliError');
    assert.equal(failure.exitCode, 3);
    const usage = usageError('--rows must be an integer');
    assert.ok(usage instanceof CliError);
    assert.equal(usage.exitCode, 2);
    assert.equal(usage.message, '--rows must be an integer');
  });
});
