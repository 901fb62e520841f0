import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useL10nBundle } from '../../src/domain/l10n';
import { ClingoNotFoundError, ClingoTimeoutError } from '../../src/solvers/clingo/clingoErrors';
import { findExecutable } from '../../src/solvers/clingo/findExecutable';
import { interpretOptimisation } from '../../src/solvers/clingo/interpretOutput';
import { checkSolverMemory } from '../../src/solvers/internal/solverMemory';
import { SolveCancelledError } from '../../src/solvers/types';
import { createPuzzle } from '../../src/core/puzzle';

const french: unknown = JSON.parse(readFileSync('l10n/bundle.l10n.fr.json', 'utf8'));

function memoryMessage(): string {
  try {
    checkSolverMemory({ rows: 100_000, columns: 100_000, topology: 'plain', states: 2 });
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
}

describe('solvers: user-facing errors in the display language (l10n.t)', () => {
  afterEach(() => useL10nBundle(undefined));

  it('says in French that a board needs too much memory, that clingo timed out, or is not found, and English again without the bundle', async () => {
    useL10nBundle(french);
    assert.match(memoryMessage(), /^une grille .* 100000x100000 à 2 états demande environ .* pour être résolue ; le moteur interne prévoit au plus 8\.6 GB$/);
    const puzzle = createPuzzle({ rows: 2, columns: 2, states: 2, objective: 0, topology: 'plain' }, 1);
    assert.throws(
      () => interpretOptimisation({ stdout: '', stderr: '', exitCode: null, timedOut: true, commandLine: 'clingo' }, puzzle, 5),
      (error: Error) => error instanceof ClingoTimeoutError && error.message.startsWith('clingo n’a trouvé aucune solution dans la limite de temps de 5 s'),
    );
    await assert.rejects(
      findExecutable('  ', 'lightsOut.clingoPath'),
      (error: Error) => error instanceof ClingoNotFoundError && error.message === 'lightsOut.clingoPath est vide',
    );
    assert.equal(new SolveCancelledError().message, 'la résolution a été annulée');
    useL10nBundle(undefined);
    assert.match(memoryMessage(), /^a 100000x100000 plain board with 2 states needs about .* to solve; the internal engine plans with at most 8\.6 GB$/);
  });
});
