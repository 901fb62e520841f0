import * as assert from 'node:assert/strict';
import { CliError } from '../../src/cli/cliError';
import { secondsFlag } from '../../src/cli/secondsFlag';

function assertUsageError(run: () => unknown, message: string): void {
  assert.throws(run, (error: unknown) => error instanceof CliError && error.exitCode === 2 && error.message === message);
}

describe('cli: secondsFlag', () => {
  it('secondsFlag: one form for every seconds flag, digits with at most 3 decimals, 0 to a day', () => {
    for (const [text, seconds] of [
      ['0', 0],
      ['5', 5],
      ['0.5', 0.5],
      ['0.001', 0.001],
      ['86400', 86400],
      ['007', 7],
    ] as const) {
      assert.equal(secondsFlag('timeout', text), seconds);
      assert.equal(secondsFlag('min-timeout', text), seconds);
    }
    for (const bad of ['1e3', '0x10', '.5', '5.', '86400.5', '86401', '1e-300', '0.0001', '-1', '+5', ' 5', 'Infinity', 'NaN', '', 'soon']) {
      for (const name of ['timeout', 'min-timeout'])
        assertUsageError(
          () => secondsFlag(name, bad),
          `--${name} must be seconds from 0 to 86400 in digits, at most 3 decimals (such as 5 or 0.5), got "${bad}"`,
        );
    }
  });
});
