import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { TOPOLOGIES } from '../../../src/domain/topology';
import { certificateHolds, pressEquationsHold } from '../../../src/solvers/internal/pressEquations';
import { bruteForceChanges } from '../../support/bruteForce';

describe('internal solver: checking the press equations', () => {
  it('agrees with the oracle neighbourhoods on every topology, small tori included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 1, max: 7 }),
        fc.constantFrom(...TOPOLOGIES),
        fc.integer({ min: 2, max: 36 }),
        fc.array(fc.nat(), { minLength: 49, maxLength: 49 }),
        fc.option(fc.nat(48)),
        (rows, columns, topology, k, raw, changedCell) => {
          const shape = { rows, columns, topology };
          const presses = raw.slice(0, rows * columns).map((value) => value % k);
          const board = bruteForceChanges(shape, presses).map((sum) => sum % k);
          assert.equal(pressEquationsHold(shape, presses, board, k), true);
          // Bytes take the row-view check of classic boards: the same verdicts.
          assert.equal(pressEquationsHold(shape, Uint8Array.from(presses), Uint8Array.from(board), k), true);
          if (board.every((value) => value === 0)) assert.equal(pressEquationsHold(shape, Uint8Array.from(presses), null, k), true);
          if (changedCell !== null && changedCell < board.length) {
            board[changedCell] = (board[changedCell] + 1) % k;
            assert.equal(pressEquationsHold(shape, presses, board, k), false);
            assert.equal(pressEquationsHold(shape, Uint8Array.from(presses), Uint8Array.from(board), k), false);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('k = 2 on rows of whole words (four cells a word): the same verdicts, wherever one cell is changed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 2, max: 6 }),
        fc.constantFrom(...TOPOLOGIES),
        fc.array(fc.nat(3), { minLength: 144, maxLength: 144 }),
        fc.nat(143),
        (rows, quarterColumns, topology, raw, changedCell) => {
          const columns = 4 * quarterColumns;
          const shape = { rows, columns, topology };
          // Presses of any byte value: the check reads parities.
          const presses = raw.slice(0, rows * columns);
          const board = bruteForceChanges(shape, presses).map((sum) => sum % 2);
          assert.equal(pressEquationsHold(shape, Uint8Array.from(presses), Uint8Array.from(board), 2), true);
          const changed = changedCell % board.length;
          board[changed] ^= 1;
          assert.equal(pressEquationsHold(shape, Uint8Array.from(presses), Uint8Array.from(board), 2), false, `cell ${changed}`);
          assert.equal(pressEquationsHold(shape, presses, board, 2), false);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('k > 2 on rows of 18 cells or more (the SIMD inner cells from 4096 cells): the same verdicts, entries of k or more included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 160 }),
        fc.integer({ min: 18, max: 50 }),
        fc.constantFrom(...TOPOLOGIES),
        fc.integer({ min: 3, max: 40 }),
        fc.integer(),
        fc.nat(),
        fc.constantFrom('residues', 'large press', 'large target'),
        (rows, columns, topology, k, seed, changedCell, kind) => {
          const shape = { rows, columns, topology };
          let state = seed | 1;
          const random = (): number => {
            state ^= state << 13;
            state ^= state >>> 17;
            state ^= state << 5;
            return state >>> 0;
          };
          const presses = Array.from({ length: rows * columns }, () => random() % k);
          const cell = changedCell % presses.length;
          // An entry of k or more (the same residue): exact verdicts still, where a byte lane could carry.
          if (kind === 'large press') presses[cell] += k * Math.floor((255 - presses[cell]) / k);
          const board = bruteForceChanges(shape, presses).map((sum) => sum % k);
          if (kind === 'large target') board[cell] += k * Math.floor((255 - board[cell]) / k);
          assert.equal(pressEquationsHold(shape, Uint8Array.from(presses), Uint8Array.from(board), k), true);
          board[cell] = (board[cell] + 1) % k;
          assert.equal(pressEquationsHold(shape, Uint8Array.from(presses), Uint8Array.from(board), k), false, `cell ${cell}`);
          const quiet = Uint8Array.from(bruteForceChanges(shape, presses), (sum) => sum % k);
          assert.equal(
            pressEquationsHold(shape, Uint8Array.from(presses), null, k),
            quiet.every((value) => value === 0),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('accepts a certificate only when it is quiet and meets the board with a non-zero dot product', () => {
    // On a 5x5 plain board over GF(2), this quiet pattern is one of the two famous ones.
    const quiet = Uint8Array.from('0111010101110111010101110'.split('').map(Number));
    const shape = { rows: 5, columns: 5, topology: 'plain' as const };
    const corner = new Uint8Array(25);
    corner[0] = 1;
    assert.equal(certificateHolds(shape, quiet, corner, 2), false);
    const second = new Uint8Array(25);
    second[1] = 1;
    assert.equal(certificateHolds(shape, quiet, second, 2), true);
    const notQuiet = quiet.slice();
    notQuiet[12] ^= 1;
    assert.equal(certificateHolds(shape, notQuiet, second, 2), false);
  });
});
