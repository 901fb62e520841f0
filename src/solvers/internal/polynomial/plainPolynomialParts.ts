/**
 * The prime parts GF(p) of plain boards by the polynomial method ({@link binaryPlainSystem} for p = 2,
 * {@link primePlainSystem} for odd p): O(N + n^2) per shape and O(N) per board, as a
 * {@link PrimePowerPart}. Pure.
 */

import { binaryKernelPattern, binaryPlainSystem, solveBinaryPlain } from './binaryPlainSolver';
import { packCells, unpackCells } from './binaryPlainPacking';
import type { PrimePowerPart } from '../primePowerPart';
import { primeKernelFirstRows, primeKernelPattern, primePlainSystem, solvePrimePlain } from './primePlainSolver';
import { chaseOrderBytes, fromChaseOrder, rowOrientation } from '../reduction/rowOrientation';
import { slicedQuietChases } from '../reduction/slicedChase';

/** The GF(2) part of a plain rows x columns board. */
export function binaryPlainPart(rows: number, columns: number): PrimePowerPart {
  const { width, height } = rowOrientation(rows, columns);
  const system = binaryPlainSystem(width, height);
  const words = system.wordsPerRow;
  return {
    power: { prime: 2, exponent: 1, modulus: 2 },
    kernelOrders: new Array<number>(system.nullity).fill(2),
    solve(rightHandSide) {
      const presses = solveBinaryPlain(system, packCells(rightHandSide, 0, rows, columns, words));
      return presses ? unpackCells(presses, rows, columns, words) : null;
    },
    kernelPattern: (index) => unpackCells(binaryKernelPattern(system, index), rows, columns, words),
    kernelPatterns: () => Array.from({ length: system.nullity }, (_, index) => unpackCells(binaryKernelPattern(system, index), rows, columns, words)),
  };
}

/** The GF(p) part of a plain rows x columns board, p an odd prime. */
export function primePlainPart(rows: number, columns: number, p: number): PrimePowerPart {
  const { width, height } = rowOrientation(rows, columns);
  const system = primePlainSystem(width, height, p);
  return {
    power: { prime: p, exponent: 1, modulus: p },
    kernelOrders: new Array<number>(system.nullity).fill(p),
    solve(rightHandSide) {
      const board = chaseOrderBytes(rightHandSide, rows, columns, p) as Uint8Array;
      const presses = solvePrimePlain(system, board);
      return presses ? fromChaseOrder(presses, rows, columns) : null;
    },
    kernelPattern: (index) => fromChaseOrder(primeKernelPattern(system, index), rows, columns),
    kernelPatterns() {
      const firstRows = primeKernelFirstRows(system);
      if (p !== 3) return firstRows.map((firstRow, index) => fromChaseOrder(primeKernelPattern(system, index, firstRow), rows, columns));
      return slicedQuietChases({ width, height, wrap: false }, firstRows, 3).map((pattern) => fromChaseOrder(pattern, rows, columns));
    },
  };
}
