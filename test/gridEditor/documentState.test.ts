import * as assert from 'node:assert/strict';
import { parseLights } from '../../src/core/format/formatRead';
import { compactBytes, diagnosticView, documentState, firstSolutionView, hintView, solutionView } from '../../src/gridEditor/documentState';
import { DEFAULT_MINIMUM_TIMEOUT_MS, type SolveResult } from '../../src/solvers/types';

const solved: SolveResult = {
  solvable: true,
  presses: Uint8Array.of(1, 0, 0, 1),
  totalPresses: 2,
  minimal: true,
  lowerBound: 2,
  unproven: null,
  solutionCount: 2n ** 70n,
  quietPatterns: null,
  certificate: null,
  solver: 'internal',
  elapsedMs: 3,
};

describe('editor: the document state the webview draws', () => {
  it('posts a typed array as it is when it fills its buffer, and a copy of just its bytes when it is a view', () => {
    const whole = Uint8Array.of(1, 2, 3);
    assert.equal(compactBytes(whole), whole);
    const view = new Uint8Array(new ArrayBuffer(1024), 8, 3);
    view.set([4, 5, 6]);
    const compact = compactBytes(view);
    assert.notEqual(compact, view);
    assert.deepEqual(compact, Uint8Array.of(4, 5, 6));
    assert.equal(compact.buffer.byteLength, 3);
  });

  it('gives a diagnostic 1-based lines and columns', () => {
    assert.deepEqual(diagnosticView({ severity: 'warning', message: 'unknown key', line: 0, column: 4, endLine: 0, endColumn: 7 }), {
      severity: 'warning',
      message: 'unknown key',
      line: 1,
      column: 5,
    });
  });

  it('shows a broken text as its errors, and a board over the limit as its size', () => {
    const broken = parseLights('rows = "many"\n');
    assert.ok(!broken.ok);
    assert.deepEqual(documentState(broken, 100), { kind: 'invalid', errors: broken.errors.map(diagnosticView) });
    const board = parseLights('rows = 2\ncolumns = 3\ngrid = """\n0 1 0\n1 1 1\n"""\n');
    assert.deepEqual(documentState(board, 5), { kind: 'tooLarge', rows: 2, columns: 3, limit: 5 });
    assert.equal(documentState(board, 6).kind, 'puzzle');
  });

  it('passes the board with its title, difficulty and minimum, and the format version 2 fields only when set', () => {
    const text = 'title = "T"\ndifficulty = "easy"\nminMoves = 1\nrows = 1\ncolumns = 3\nstates = 3\ngrid = """\n0 2 1\n"""\nzap = 1\n';
    assert.deepEqual(documentState(parseLights(text), 100), {
      kind: 'puzzle',
      puzzle: { rows: 1, columns: 3, states: 3, objective: 0, topology: 'plain', grid: Uint8Array.of(0, 2, 1), title: 'T', difficulty: 'easy', minMoves: 1 },
      warnings: [{ severity: 'warning', message: 'unknown key "zap" is kept but not used', line: 10, column: 1 }],
    });
    const holes = documentState(parseLights('version = 2\nrows = 1\ncolumns = 3\ngrid = """\n0 . 1\n"""\n'), 100);
    assert.ok(holes.kind === 'puzzle');
    assert.deepEqual(holes.puzzle.holes, Uint8Array.of(0, 1, 0));
    assert.equal(holes.puzzle.neighbourhood, undefined);
    assert.equal(holes.puzzle.target, undefined);
  });

  it('shows a solve result with its engine label, its count as text and the search time it was given', () => {
    assert.deepEqual(solutionView(solved, 'clingo (wasm)', 500), {
      solvable: true,
      presses: Uint8Array.of(1, 0, 0, 1),
      totalPresses: 2,
      minimal: true,
      lowerBound: 2,
      minimumTimeoutMs: 500,
      unprovenReason: null,
      certificate: null,
      solutionCount: '1180591620717411303424',
      solver: 'clingo (wasm)',
      elapsedMs: 3,
    });
    const defaults = solutionView({ ...solved, presses: null });
    assert.equal(defaults.solver, 'internal');
    assert.equal(defaults.minimumTimeoutMs, DEFAULT_MINIMUM_TIMEOUT_MS);
    assert.equal(defaults.presses, null);
  });

  it('says in words why an answer is not proven the fewest, and nothing when it is', () => {
    const overBudget = solutionView({
      ...solved,
      minimal: false,
      lowerBound: 1,
      unproven: { kind: 'overBudget', solutionCount: 387_420_489n, estimatedMs: 3 * 3_600_000, budgetMs: 30_000 },
    });
    assert.equal(overBudget.unprovenReason, 'searching all 387,420,489 solutions would take about 3 h, over the 30 s allowed');
    assert.equal(solutionView({ ...solved, unproven: { kind: 'skipped' } }).unprovenReason, null, 'a minimal answer has no reason');
  });

  it('shows a first solution as not yet the fewest, with no bound', () => {
    assert.deepEqual(firstSolutionView({ presses: Uint8Array.of(1, 1), totalPresses: 2, solutionCount: 4n }, 'internal', 900, 12.5), {
      solvable: true,
      presses: Uint8Array.of(1, 1),
      totalPresses: 2,
      minimal: false,
      lowerBound: null,
      minimumTimeoutMs: 900,
      unprovenReason: null,
      certificate: null,
      solutionCount: '4',
      solver: 'internal',
      elapsedMs: 12.5,
    });
  });

  it('answers a hint with the cell to press, solved, or the engine’s proof of an unsolvable board', () => {
    assert.deepEqual(hintView({ kind: 'press', cell: { row: 1, col: 2 }, remaining: 3, shortest: true }, solved), {
      kind: 'press',
      row: 1,
      col: 2,
      remaining: 3,
      shortest: true,
    });
    assert.deepEqual(hintView({ kind: 'solved' }, solved), { kind: 'solved' });
    const certificate = Uint8Array.of(1, 0, 1);
    assert.deepEqual(hintView({ kind: 'unsolvable' }, { ...solved, solvable: false, certificate }), { kind: 'unsolvable', certificate });
  });
});
