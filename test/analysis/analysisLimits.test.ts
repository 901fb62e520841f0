import * as assert from 'node:assert/strict';
import {
  AnalysisLimitError,
  checkAnalysisLimit,
  checkStateLimit,
  groupDigits,
  MAX_BINARY_ANALYSIS_STATES,
  MAX_TABLE_STATES,
  stateCount,
} from '../../src/analysis/analysisLimits';

const shape = (rows: number, columns: number, states = 2, holes?: Uint8Array) => ({ rows, columns, states, ...(holes ? { holes } : {}) });

/** Asserts that `run` throws an {@link AnalysisLimitError} with exactly `message`. */
function assertLimit(run: () => void, message: string): void {
  assert.throws(run, (error: unknown) => error instanceof AnalysisLimitError && error.name === 'AnalysisLimitError' && error.message === message);
}

describe('analysis: the limits of the state space', () => {
  it('counts k^n states over the cells that are not holes, exactly', () => {
    assert.equal(stateCount(shape(5, 6)), 2n ** 30n);
    assert.equal(stateCount(shape(3, 3, 3, Uint8Array.of(0, 0, 0, 0, 1, 0, 0, 0, 1))), 3n ** 7n);
    assert.equal(stateCount(shape(100, 100, 36)), 36n ** 10000n);
  });

  it('lets 5x6 (2^30 states) through for k = 2 and refuses 6x6 with the size asked for', () => {
    assert.equal(MAX_BINARY_ANALYSIS_STATES, 2 ** 30);
    checkAnalysisLimit(shape(5, 6));
    assertLimit(
      () => checkAnalysisLimit(shape(6, 6)),
      'the analysis of a 6x6 board with 2 states visits all 2^36 = 68,719,476,736 states; the limit is 1,073,741,824 (2^30)',
    );
  });

  it('holds k > 2 to 2^26 states and names the holes', () => {
    assert.equal(MAX_TABLE_STATES, 2 ** 26);
    checkAnalysisLimit(shape(4, 4, 3));
    assertLimit(
      () =>
        checkAnalysisLimit(
          shape(
            4,
            5,
            3,
            Uint8Array.from({ length: 20 }, (_, index) => (index === 0 ? 1 : 0)),
          ),
        ),
      'the analysis of a 4x5 board with 3 states and 1 hole visits all 3^19 = 1,162,261,467 states; the limit is 67,108,864 (2^26)',
    );
    assertLimit(
      () =>
        checkStateLimit(
          shape(
            4,
            5,
            3,
            Uint8Array.from({ length: 20 }, (_, index) => (index < 2 ? 1 : 0)),
          ),
          1024,
          'the --db export',
        ),
      'the --db export of a 4x5 board with 3 states and 2 holes visits all 3^18 = 387,420,489 states; the limit is 1,024 (2^10)',
    );
  });

  it('says "about" for a count of 30 digits or more instead of writing it out', () => {
    assertLimit(
      () => checkStateLimit(shape(10, 10), MAX_TABLE_STATES, 'the state table'),
      'the state table of a 10x10 board with 2 states visits all 2^100 = about 10^30 states; the limit is 67,108,864 (2^26)',
    );
  });

  it('groups digits by thousands', () => {
    assert.equal(groupDigits(0), '0');
    assert.equal(groupDigits(999), '999');
    assert.equal(groupDigits(1000n), '1,000');
    assert.equal(groupDigits(2n ** 36n), '68,719,476,736');
  });
});
