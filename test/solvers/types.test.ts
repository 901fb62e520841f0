import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useL10nBundle } from '../../src/domain/l10n';
import { SolveCancelledError, SolverMemoryError } from '../../src/solvers/types';

describe('solvers: the errors every engine shares', () => {
  it('a cancelled solve is a SolveCancelledError, worded in the display language', () => {
    const english = new SolveCancelledError();
    assert.ok(english instanceof Error);
    assert.equal(english.name, 'SolveCancelledError');
    assert.equal(english.message, 'the solve was cancelled');
    useL10nBundle(JSON.parse(readFileSync('l10n/bundle.l10n.fr.json', 'utf8')));
    try {
      assert.equal(new SolveCancelledError().message, 'la résolution a été annulée');
    } finally {
      useL10nBundle(undefined);
    }
    assert.equal(new SolveCancelledError().message, 'the solve was cancelled');
  });

  it('a board too large for memory carries its message and the bytes it would need', () => {
    const error = new SolverMemoryError('too large', 12_345);
    assert.ok(error instanceof Error);
    assert.equal(error.name, 'SolverMemoryError');
    assert.equal(error.message, 'too large');
    assert.equal(error.bytesNeeded, 12_345);
  });
});
