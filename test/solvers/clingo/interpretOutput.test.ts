import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useL10nBundle } from '../../../src/domain/l10n';
import { puzzleFromRows } from '../../support/puzzleRows';
import { ClingoOutputError, ClingoTimeoutError } from '../../../src/solvers/clingo/clingoErrors';
import type { ClingoRunOutput } from '../../../src/solvers/clingo/clingoRunner';
import { interpretEnumeration, interpretOptimisation } from '../../../src/solvers/clingo/interpretOutput';

// 1x5, two states, 0 1 1 1 0: exactly two solutions, the middle cell (1 press) and every cell (5 presses).
const puzzle = puzzleFromRows({ states: 2, objective: 0, topology: 'plain' }, [[0, 1, 1, 1, 0]]);

function run(output: object | string, timedOut = false): ClingoRunOutput {
  return {
    stdout: typeof output === 'string' ? output : JSON.stringify(output, null, 2),
    stderr: '',
    exitCode: timedOut ? null : 30,
    timedOut,
    commandLine: 'clingo',
  };
}

function result(Result: string, witnesses: object[], models: object = {}, extra: object = {}): object {
  return {
    Solver: 'clingo version 5.4.1',
    Call: [witnesses.length > 0 ? { Witnesses: witnesses } : {}],
    Result,
    Models: { Number: witnesses.length, More: 'no', ...models },
    ...extra,
  };
}

const ALL = { Value: ['press(0,1)', 'press(1,1)', 'press(2,1)', 'press(3,1)', 'press(4,1)'], Costs: [5] };
const MIDDLE = { Value: ['press(2,1)'], Costs: [1] };

describe('clingo engine: interpreting the output', () => {
  it('takes a proven optimum as the minimal solution', () => {
    const found = interpretOptimisation(run(result('OPTIMUM FOUND', [ALL, MIDDLE], { Optimum: 'yes', Costs: [1] })), puzzle, 30);
    assert.deepEqual(found, { solvable: true, presses: Uint8Array.from([0, 0, 1, 0, 0]), totalPresses: 1, minimal: true });
  });

  it('marks the best model of a run stopped at the time limit as not minimal', () => {
    const found = interpretOptimisation(run(result('SATISFIABLE', [ALL], { More: 'yes', Optimum: 'unknown' }, { 'TIME LIMIT': 1 })), puzzle, 30);
    assert.deepEqual(found, { solvable: true, presses: Uint8Array.from([1, 1, 1, 1, 1]), totalPresses: 5, minimal: false });
  });

  it('takes the best model of a cut-off output as not minimal', () => {
    const text = JSON.stringify(result('OPTIMUM FOUND', [ALL, MIDDLE]), null, 2);
    const cut = text.slice(0, text.indexOf('"press(2,1)"', text.indexOf('"Costs"')));
    assert.deepEqual(interpretOptimisation(run(cut, true), puzzle, 30), {
      solvable: true,
      presses: Uint8Array.from([1, 1, 1, 1, 1]),
      totalPresses: 5,
      minimal: false,
    });
  });

  it('reports unsatisfiable as not solvable', () => {
    assert.deepEqual(interpretOptimisation(run(result('UNSATISFIABLE', [])), puzzle, 30), { solvable: false });
  });

  it('reports no model within the time limit as a timeout naming the limit and the setting', () => {
    const check = (error: Error): boolean => error instanceof ClingoTimeoutError && /within the time limit of 7 s.*clingoTimeoutSeconds/.test(error.message);
    assert.throws(() => interpretOptimisation(run(result('UNKNOWN', [], { More: 'yes' }, { 'TIME LIMIT': 1 })), puzzle, 7), check);
    assert.throws(() => interpretOptimisation(run('{\n  "Solver": "clingo",\n  "Call": [\n    {\n', true), puzzle, 7), check);
  });

  it('checks every model against the puzzle: a wrong model is an error, never a solution', () => {
    assert.throws(
      () => interpretOptimisation(run(result('OPTIMUM FOUND', [{ Value: ['press(0,1)'], Costs: [1] }])), puzzle, 30),
      (error: Error) => error instanceof ClingoOutputError && /does not solve the puzzle/.test(error.message),
    );
    assert.throws(
      () => interpretOptimisation(run(result('OPTIMUM FOUND', [MIDDLE, { Value: ['press(1,1)'], Costs: [1] }])), puzzle, 30),
      /model 2 does not solve/,
    );
    assert.throws(
      () => interpretOptimisation(run(result('OPTIMUM FOUND', [{ Value: ['press(2,1)'], Costs: [0] }])), puzzle, 30),
      /cost \[0\], but its presses add up to 1/,
    );
  });

  it('rejects results that contradict themselves', () => {
    const contradictions = [
      result('OPTIMUM FOUND', []),
      result('SATISFIABLE', []),
      result('UNSATISFIABLE', [MIDDLE]),
      result('UNKNOWN', [MIDDLE]),
      result('UNKNOWN', []),
      result('OPTIMUM FOUND', [MIDDLE], { Optimum: 'no' }),
    ];
    for (const output of contradictions) assert.throws(() => interpretOptimisation(run(output), puzzle, 30), ClingoOutputError, JSON.stringify(output));
  });

  it('counts the solutions of a finished enumeration, each checked and distinct', () => {
    const plainAll = { Value: ALL.Value };
    const plainMiddle = { Value: MIDDLE.Value };
    assert.equal(interpretEnumeration(run(result('SATISFIABLE', [plainMiddle, plainAll])), puzzle), 2n);
    assert.equal(interpretEnumeration(run(result('UNSATISFIABLE', [])), puzzle), 0n);
    assert.throws(() => interpretEnumeration(run(result('SATISFIABLE', [plainMiddle, plainMiddle])), puzzle), /same solution twice/);
    assert.throws(() => interpretEnumeration(run(result('SATISFIABLE', [plainMiddle], { Number: 2 })), puzzle), /printed 1 models but counted 2/);
    assert.throws(() => interpretEnumeration(run(result('SATISFIABLE', [{ Value: ['press(0,1)'] }])), puzzle), /does not solve/);
  });

  it('gives no count for an enumeration that did not finish', () => {
    assert.equal(interpretEnumeration(run(result('SATISFIABLE', [{ Value: MIDDLE.Value }], { More: 'yes' }, { 'TIME LIMIT': 1 })), puzzle), null);
    assert.equal(interpretEnumeration(run('{"Call": [', true), puzzle), null);
  });

  it('says in the display language that clingo found nothing within the time limit', () => {
    useL10nBundle(JSON.parse(readFileSync('l10n/bundle.l10n.fr.json', 'utf8')));
    try {
      assert.throws(
        () => interpretOptimisation({ stdout: '', stderr: '', exitCode: null, timedOut: true, commandLine: 'clingo' }, puzzle, 5),
        (error: Error) => error instanceof ClingoTimeoutError && error.message.startsWith('clingo n’a trouvé aucune solution dans la limite de temps de 5 s'),
      );
    } finally {
      useL10nBundle(undefined);
    }
  });
});
