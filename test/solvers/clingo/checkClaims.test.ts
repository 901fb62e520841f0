import * as assert from 'node:assert/strict';
import { checkClaims } from '../../../src/solvers/clingo/checkClaims';
import { ClingoOutputError } from '../../../src/solvers/clingo/clingoErrors';

const PRESSES = new Uint8Array(4);
const found = (totalPresses: number, minimal: boolean) => ({ solvable: true as const, presses: PRESSES, totalPresses, minimal });
const UNSATISFIABLE = { solvable: false as const };
/** The internal engine's answer: a solution of `totalPresses` (null: not solvable), proven minimal or with `lowerBound`. */
const internal = (totalPresses: number | null, minimal: boolean, lowerBound: number | null = minimal ? totalPresses : 0) => ({
  solvable: totalPresses !== null,
  totalPresses,
  minimal,
  lowerBound: totalPresses === null ? null : lowerBound,
});

function refuted(message: RegExp): (error: Error) => boolean {
  return (error) => error instanceof ClingoOutputError && message.test(error.message);
}

describe("clingo engine: checking clingo's claims against the internal engine", () => {
  it('accepts answers the internal engine confirms', () => {
    checkClaims(UNSATISFIABLE, internal(null, false));
    checkClaims(found(15, true), internal(15, true));
    // A solution stopped at the time limit may have more presses than the minimum.
    checkClaims(found(17, false), internal(15, true));
    // Where the internal engine did not prove its minimum, clingo's proven one may be lower, down to the internal lower bound.
    checkClaims(found(12, true), internal(15, false));
    checkClaims(found(12, true), internal(15, false, 12));
    checkClaims(found(15, false), internal(15, false));
    checkClaims(found(20, false), internal(15, false, 11));
  });

  it("refutes an UNSATISFIABLE for a solvable board, naming the internal engine's solution", () => {
    assert.throws(
      () => checkClaims(UNSATISFIABLE, internal(15, true)),
      refuted(/^clingo reported UNSATISFIABLE, but the board is solvable: the internal engine solves it with 15 presses$/),
    );
  });

  it("refutes an OPTIMUM FOUND other than the internal engine's proven minimum", () => {
    assert.throws(
      () => checkClaims(found(17, true), internal(15, true)),
      refuted(/^clingo reported OPTIMUM FOUND with 17 presses, but the internal engine's proven minimum is 15$/),
    );
    assert.throws(() => checkClaims(found(13, true), internal(15, true)), refuted(/OPTIMUM FOUND with 13 presses/));
  });

  it('refutes an OPTIMUM FOUND above a solution the internal engine found without proving it minimal', () => {
    assert.throws(
      () => checkClaims(found(17, true), internal(15, false, 9)),
      refuted(/^clingo reported OPTIMUM FOUND with 17 presses, but the internal engine found a solution with 15$/),
    );
  });

  it("refutes a solution below the internal engine's proven minimum or lower bound, and one for a board it finds not solvable", () => {
    assert.throws(() => checkClaims(found(13, false), internal(15, true)), refuted(/13 presses, below the internal engine's proven minimum of 15/));
    assert.throws(
      () => checkClaims(found(10, true), internal(15, false, 11)),
      refuted(/^clingo's solution has 10 presses, below the internal engine's proven lower bound of 11$/),
    );
    assert.throws(() => checkClaims(found(10, false), internal(15, false, 11)), refuted(/below the internal engine's proven lower bound of 11/));
    assert.throws(() => checkClaims(found(3, true), internal(null, false)), refuted(/finds the board not solvable/));
  });
});
