import * as assert from 'node:assert/strict';
import { ClingoOutputError } from '../../../src/solvers/clingo/clingoErrors';
import { parseClingoOutput, wasInterrupted, witnessesOf } from '../../../src/solvers/clingo/clingoOutput';
import { CLINGO_54_OPTIMUM, CLINGO_54_TIME_LIMIT_NO_MODEL, CLINGO_54_UNSATISFIABLE, CLINGO_58_SATISFIABLE } from './clingoOutputSamples';

describe('clingo engine: --outf=2 output', () => {
  it('reads clingo 5.4 optimisation output', () => {
    const output = parseClingoOutput(CLINGO_54_OPTIMUM);
    assert.equal(output.Result, 'OPTIMUM FOUND');
    assert.equal(output.Models.Optimum, 'yes');
    assert.deepEqual(witnessesOf(output), [{ Value: ['press(3,1)', 'press(6,1)', 'press(7,1)', 'press(0,2)', 'press(8,2)'], Costs: [7] }]);
    assert.equal(wasInterrupted(output), false);
  });

  it('reads an unsatisfiable run with an empty call object', () => {
    const output = parseClingoOutput(CLINGO_54_UNSATISFIABLE);
    assert.equal(output.Result, 'UNSATISFIABLE');
    assert.deepEqual(witnessesOf(output), []);
  });

  it('sees the time limit marker', () => {
    const output = parseClingoOutput(CLINGO_54_TIME_LIMIT_NO_MODEL);
    assert.equal(output.Result, 'UNKNOWN');
    assert.equal(wasInterrupted(output), true);
  });

  it('reads clingo 5.8 output with Start, Stop and per-model times', () => {
    const output = parseClingoOutput(CLINGO_58_SATISFIABLE);
    assert.deepEqual(
      witnessesOf(output).map((witness) => witness.Value),
      [['press(0,1)', 'press(2,1)'], ['press(1,1)']],
    );
    assert.equal(output.Models.Number, 2);
  });

  it('rejects output that is not JSON, naming what it got', () => {
    assert.throws(
      () => parseClingoOutput('this is not JSON\n'),
      (error: Error) => error instanceof ClingoOutputError && /not JSON.*this is not JSON/.test(error.message),
    );
    assert.throws(
      () => parseClingoOutput(''),
      (error: Error) => error instanceof ClingoOutputError && /printed nothing/.test(error.message),
    );
    assert.throws(() => parseClingoOutput(CLINGO_54_OPTIMUM.slice(0, 200)), ClingoOutputError);
  });

  it('rejects JSON of another shape', () => {
    const base = JSON.parse(CLINGO_54_OPTIMUM);
    const variants: unknown[] = [
      [],
      { ...base, Result: 'MAYBE' },
      { ...base, Result: undefined },
      { ...base, Call: {} },
      { ...base, Call: [{ Witnesses: {} }] },
      { ...base, Call: [{ Witnesses: [{ Value: 'press(1,1)' }] }] },
      { ...base, Call: [{ Witnesses: [{ Value: [1, 2] }] }] },
      { ...base, Call: [{ Witnesses: [{ Value: [], Costs: ['7'] }] }] },
      { ...base, Call: [5] },
      { ...base, Models: undefined },
      { ...base, Models: { Number: -1, More: 'no' } },
      { ...base, Models: { Number: 1, More: 'perhaps' } },
      { ...base, Models: { Number: 1, More: 'no', Optimum: 'sure' } },
    ];
    for (const variant of variants) assert.throws(() => parseClingoOutput(JSON.stringify(variant)), ClingoOutputError, JSON.stringify(variant).slice(0, 80));
  });
});
