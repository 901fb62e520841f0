import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { ClingoOutputError } from '../../../src/solvers/clingo/clingoErrors';
import { parseClingoOutput, witnessesOf } from '../../../src/solvers/clingo/clingoOutput';
import { completeWitnesses } from '../../../src/solvers/clingo/partialOutput';
import { CLINGO_54_OPTIMUM, CLINGO_54_UNSATISFIABLE, CLINGO_58_SATISFIABLE } from './clingoOutputSamples';

/** An output with atoms full of brackets, quotes and escapes that must not confuse the scanner. */
const AWKWARD = JSON.stringify(
  {
    Solver: 'clingo',
    Call: [
      {
        Witnesses: [
          { Value: ['a("]{[")', 'b("\\\\"}")'], Costs: [3] },
          { Value: ['c(":,")', '"Witnesses"'], Costs: [2] },
        ],
      },
      { Witnesses: [{ Value: ['d'] }] },
    ],
    Result: 'OPTIMUM FOUND',
    Models: { Number: 3, More: 'no' },
  },
  null,
  2,
);

describe('clingo engine: models of a cut-off output', () => {
  it('finds every model of a complete output', () => {
    for (const text of [CLINGO_54_OPTIMUM, CLINGO_58_SATISFIABLE, CLINGO_54_UNSATISFIABLE, AWKWARD]) {
      assert.deepEqual(completeWitnesses(text), witnessesOf(parseClingoOutput(text)));
    }
    assert.deepEqual(
      completeWitnesses(AWKWARD).map((witness) => witness.Value),
      [['a("]{[")', 'b("\\\\"}")'], ['c(":,")', '"Witnesses"'], ['d']],
    );
  });

  it('finds the models whose atoms are complete in every prefix, the last one perhaps without its costs', () => {
    for (const text of [CLINGO_58_SATISFIABLE, CLINGO_54_OPTIMUM, AWKWARD]) {
      const all = witnessesOf(parseClingoOutput(text));
      let previous = 0;
      for (let length = 0; length <= text.length; length++) {
        const found = completeWitnesses(text.slice(0, length));
        assert.ok(found.length >= previous, `models disappear at length ${length}`);
        found.forEach((witness, index) => {
          assert.deepEqual(witness.Value, all[index].Value);
          if (index < found.length - 1 || witness.Costs !== undefined) assert.deepEqual(witness, all[index]);
        });
        previous = found.length;
      }
      assert.equal(previous, all.length);
    }
  });

  it('takes the open last model once its atom list is closed, as clingo leaves it while searching', () => {
    const streamed =
      '{\n  "Call": [\n    {\n      "Witnesses": [\n        {\n          "Value": [\n            "press(6,1)", "press(8,1)"\n          ],\n          "Costs": [\n            88\n          ]\n';
    assert.deepEqual(completeWitnesses(streamed), [{ Value: ['press(6,1)', 'press(8,1)'], Costs: [88] }]);
    const withoutCosts = streamed.slice(0, streamed.indexOf('"Costs"'));
    assert.deepEqual(completeWitnesses(withoutCosts), [{ Value: ['press(6,1)', 'press(8,1)'] }]);
    assert.deepEqual(completeWitnesses(streamed.slice(0, streamed.indexOf('"press(8,1)"'))), []);
    assert.deepEqual(completeWitnesses(streamed.slice(0, streamed.indexOf('88'))), [{ Value: ['press(6,1)', 'press(8,1)'] }]);
  });

  it('finds the first model of the real 5.8 output as soon as its atom list closes', () => {
    const end = CLINGO_58_SATISFIABLE.indexOf(']', CLINGO_58_SATISFIABLE.indexOf('"press(2,1)"')) + 1;
    assert.equal(completeWitnesses(CLINGO_58_SATISFIABLE.slice(0, end - 1)).length, 0);
    assert.deepEqual(completeWitnesses(CLINGO_58_SATISFIABLE.slice(0, end)), [{ Time: 0.002, Value: ['press(0,1)', 'press(2,1)'] }]);
  });

  it('ignores objects outside "Witnesses" arrays', () => {
    assert.deepEqual(completeWitnesses('{"Call": [{"Other": [{"Value": ["x"]}]}], "Models": {"Value": ["y"]}'), []);
  });

  it('rejects a complete model of the wrong shape', () => {
    assert.throws(() => completeWitnesses('{"Call": [{"Witnesses": [{"Value": "press(1,1)"}'), ClingoOutputError);
  });

  it('fails only with ClingoOutputError on arbitrary cut-off text', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('{', '}', '[', ']', '"', '\\', ':', ',', 'a', ' ') }), (text) => {
        try {
          assert.ok(Array.isArray(completeWitnesses(`{"Call": [{"Witnesses": [${text}`)));
        } catch (error) {
          assert.ok(error instanceof ClingoOutputError, String(error));
        }
      }),
      { seed: 7, numRuns: 500 },
    );
  });
});
