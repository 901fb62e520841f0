import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useL10nBundle } from '../../../src/domain/l10n';
import { MAX_COLUMNS, MAX_ROWS } from '../../../src/domain/limits';
import { TOPOLOGIES } from '../../../src/domain/topology';
import { checkSolverMemory, describeBytes, SOLVER_MEMORY_BUDGET_BYTES, solverMemoryEstimate } from '../../../src/solvers/internal/solverMemory';
import { SolverMemoryError } from '../../../src/solvers/types';

describe('internal solver: memory budget', () => {
  it('plans every board the format allows within the budget (10000 x 10000, every topology, k = 2..36)', () => {
    for (const topology of TOPOLOGIES) {
      for (let states = 2; states <= 36; states++) {
        const shape = { rows: MAX_ROWS, columns: MAX_COLUMNS, topology, states };
        assert.ok(solverMemoryEstimate(shape) <= SOLVER_MEMORY_BUDGET_BYTES, `${topology} k=${states}`);
        assert.doesNotThrow(() => checkSolverMemory(shape));
      }
    }
  });

  it('grows with the board and is larger for the general chase than for the structured ones', () => {
    const estimate = (rows: number, topology: 'plain' | 'torus' | 'hex', states: number): number =>
      solverMemoryEstimate({ rows, columns: rows, topology, states });
    assert.ok(estimate(2000, 'plain', 4) > estimate(1000, 'plain', 4));
    // A hex board 65 times as tall as wide takes the general chase.
    const tallHex = solverMemoryEstimate({ rows: 6500, columns: 100, topology: 'hex', states: 2 });
    assert.ok(tallHex > solverMemoryEstimate({ rows: 6500, columns: 100, topology: 'plain', states: 2 }));
    assert.ok(tallHex > 10 * solverMemoryEstimate({ rows: 6400, columns: 100, topology: 'hex', states: 2 }));
    assert.ok(estimate(1000, 'torus', 9) > estimate(1000, 'torus', 3));
  });

  it('plans hex boards by their column chase: bits or three bytes a cell per part, and the board-sized arrays', () => {
    const cells = 1e8;
    const ring = 64 * 10_001;
    const hex = (states: number): number => solverMemoryEstimate({ rows: 10_000, columns: 10_000, topology: 'hex', states });
    // The whole process measured 0.38, 0.56, 0.66 and 0.77 GB for k = 2, 3, 6 and 15.
    assert.equal(hex(2), cells / 4 + cells + ring + 4 * cells);
    assert.equal(hex(3), 3 * cells + ring + 4 * cells);
    assert.equal(hex(6), 3 * cells + ring + 5 * cells);
    assert.equal(hex(15), 3 * cells + ring + 5 * cells);
    // Z_4 has no polynomial path: the general chase's plan.
    assert.ok(hex(4) > 50 * cells);
  });

  it('refuses a board beyond the budget before any work, naming its size and the memory it needs', () => {
    const shape = { rows: 40_000, columns: 40_000, topology: 'hex' as const, states: 7 };
    assert.throws(
      () => checkSolverMemory(shape),
      (error: unknown) =>
        error instanceof SolverMemoryError &&
        error.bytesNeeded === solverMemoryEstimate(shape) &&
        error.bytesNeeded > SOLVER_MEMORY_BUDGET_BYTES &&
        /^a 40000x40000 hex board with 7 states needs about \d+\.\d GB to solve; the internal engine plans with at most 8\.6 GB$/.test(error.message),
    );
  });

  it('writes sizes for people', () => {
    assert.equal(describeBytes(9.14e9), '9.1 GB');
    assert.equal(describeBytes(123.4e6), '123 MB');
    assert.equal(describeBytes(10), '1 MB');
  });

  it('says in the display language that a board needs too much memory, and in English again without the bundle', () => {
    const memoryMessage = (): string => {
      try {
        checkSolverMemory({ rows: 100_000, columns: 100_000, topology: 'plain', states: 2 });
      } catch (error) {
        return (error as Error).message;
      }
      return 'no error';
    };
    useL10nBundle(JSON.parse(readFileSync('l10n/bundle.l10n.fr.json', 'utf8')));
    try {
      assert.match(memoryMessage(), /^une grille .* 100000x100000 à 2 états demande environ .* pour être résolue ; le moteur interne prévoit au plus 8\.6 GB$/);
    } finally {
      useL10nBundle(undefined);
    }
    assert.match(memoryMessage(), /^a 100000x100000 plain board with 2 states needs about .* to solve; the internal engine plans with at most 8\.6 GB$/);
  });
});
