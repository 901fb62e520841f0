import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { TOPOLOGIES } from '../../../../src/domain/topology';
import {
  emitEquationCheckModule,
  equationCheckKernelRuns,
  innerEquationsHold,
  LARGEST_CHECKED_K,
} from '../../../../src/solvers/internal/kernels/equationCheckKernel';
import { webAssembly } from '../../../../src/solvers/internal/kernels/wasmRuntime';
import { bruteForceChanges } from '../../../support/bruteForce';

describe('internal solver: the SIMD kernel of the equation check', () => {
  it('runs on this Node for k = 2..36 and emits valid modules', () => {
    for (let k = 2; k <= LARGEST_CHECKED_K; k++) {
      assert.equal(equationCheckKernelRuns(k), true);
      assert.ok(webAssembly?.validate(emitEquationCheckModule(k)));
    }
    assert.equal(equationCheckKernelRuns(1), false);
    assert.equal(equationCheckKernelRuns(37), false);
    assert.throws(() => emitEquationCheckModule(37), RangeError);
    assert.throws(() => emitEquationCheckModule(1), RangeError);
  });

  it("holds exactly when every inner cell's equation holds, on every topology across chunk and band edges", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1, 2, 3, 63, 64, 65, 130),
        fc.constantFrom(18, 19, 31, 32, 33, 34, 47, 50),
        fc.constantFrom(...TOPOLOGIES),
        fc.integer({ min: 2, max: LARGEST_CHECKED_K }),
        fc.integer(),
        fc.nat(),
        (rows, columns, topology, k, seed, changedCell) => {
          // Tori of fewer than 3 rows merge neighbours: the caller checks those by definition.
          if (topology === 'torus' && rows < 3) return;
          const shape = { rows, columns, topology };
          const layout = { rows, columns, wrapped: topology === 'torus', hex: topology === 'hex' };
          let state = seed | 1;
          const presses = Uint8Array.from({ length: rows * columns }, () => {
            state ^= state << 13;
            state ^= state >>> 17;
            state ^= state << 5;
            return (state >>> 0) % k;
          });
          const board = Uint8Array.from(bruteForceChanges(shape, presses), (sum) => sum % k);
          assert.equal(innerEquationsHold(presses, board, layout, k), true);
          assert.equal(innerEquationsHold(presses, null, layout, k), innerCellsZero(board, rows, columns));
          const cell = changedCell % board.length;
          const inner = cell % columns !== 0 && cell % columns !== columns - 1;
          board[cell] = (board[cell] + 1) % k;
          assert.equal(innerEquationsHold(presses, board, layout, k), !inner, `cell ${cell}`);
          // An entry of k or more answers false (the caller then checks exactly).
          board[cell] = (board[cell] + k - 1) % k;
          presses[cell] += k;
          assert.equal(innerEquationsHold(presses, board, layout, k), false);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('answers false for a target of k or more', () => {
    const presses = new Uint8Array(3 * 20);
    const board = new Uint8Array(3 * 20);
    board[25] = 3;
    assert.equal(innerEquationsHold(presses, board, { rows: 3, columns: 20, wrapped: false, hex: false }, 3), false);
    board[25] = 0;
    assert.equal(innerEquationsHold(presses, board, { rows: 3, columns: 20, wrapped: false, hex: false }, 3), true);
    assert.throws(() => innerEquationsHold(new Uint8Array(17), null, { rows: 1, columns: 17, wrapped: false, hex: false }, 3), RangeError);
  });
});

/** Whether every inner cell (not the first or last column) of a row-major board is 0. */
function innerCellsZero(board: Uint8Array, rows: number, columns: number): boolean {
  for (let r = 0; r < rows; r++) for (let c = 1; c < columns - 1; c++) if (board[r * columns + c] !== 0) return false;
  return true;
}
