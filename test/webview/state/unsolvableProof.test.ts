import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { TOPOLOGIES } from '../../../src/domain/topology';
import type { PuzzleView, SolvePurpose } from '../../../src/protocol/protocol';
import { useL10nBundle } from '../../../src/domain/l10n';
import { reduce } from '../../../src/webview/state/gridViewState';
import { type GridViewEvent, type GridViewState, initialGridViewState } from '../../../src/webview/state/gridViewTypes';
import { markAt, markWords, proofOfBoard, proofSentence, type ProofDisplay } from '../../../src/webview/state/unsolvableProof';
import { persistedViewState, restoreGridViewState } from '../../../src/webview/state/viewStatePersistence';
import { bruteForceQuietPatterns, bruteForceSolve } from '../../support/bruteForce';
import { documentMessage, host, runEvents, solutionView } from '../../support/gridViewFixtures';

const french: unknown = JSON.parse(readFileSync('l10n/bundle.l10n.fr.json', 'utf8'));

/** Rows of digits as row-major cells: "10 01" is [1, 0, 0, 1]. */
const cells = (text: string): number[] => Array.from(text.replace(/\s/g, ''), Number);

/** examples/unsolvable-5x5.lights: one light on, in the top-left corner. */
const corner5x5: PuzzleView = {
  rows: 5,
  columns: 5,
  states: 2,
  objective: 0,
  topology: 'plain',
  grid: Uint8Array.from(cells('10000 00000 00000 00000 00000')),
};
/** A quiet pattern of the 5x5 plain board: pressing its cells changes nothing. */
const quiet5x5 = cells('10101 10101 00000 10101 10101');
/** A quiet pattern of the 2x3 plain board with three states (1 0 2 / 2 0 1). */
const quiet2x3 = [1, 0, 2, 2, 0, 1];
const board2x3 = (grid: number[], objective = 0): PuzzleView => ({ rows: 2, columns: 3, states: 3, objective, topology: 'plain', grid: Uint8Array.from(grid) });

describe('webview: the proof that a board cannot be solved', () => {
  it('explains a two-state proof with the parity of the lit marked cells', () => {
    const proof = proofOfBoard(corner5x5, 'key', Uint8Array.from(quiet5x5));
    assert.ok(proof);
    assert.deepEqual([proof.marked, proof.current, proof.goal], [12, 1, 0]);
    assert.equal(
      proofSentence(proof),
      'No sequence of presses can solve this board: every press changes an even number of the marked cells, so the number of lit marked cells stays odd, and the goal needs it even.',
    );
    assert.equal(markWords(proof, 0, 0), 'marked');
    assert.equal(markWords(proof, 0, 1), '');
    assert.equal(markWords(null, 0, 0), '');
  });

  it('with the goal "all on" the goal needs the number of marked cells', () => {
    // All on except the corner: 11 of the 12 marked cells are lit, and the goal lights all 12.
    const proof = proofOfBoard({ ...corner5x5, objective: 1, grid: corner5x5.grid.map((value) => 1 - value) }, 'key', quiet5x5);
    assert.ok(proof);
    assert.match(proofSentence(proof), /stays odd, and the goal needs it even\.$/);
  });

  it('explains a proof with more states by the marked total mod k, and names the weights', () => {
    const proof = proofOfBoard(board2x3([1, 0, 0, 0, 0, 0]), 'key', quiet2x3);
    assert.ok(proof);
    assert.equal(
      proofSentence(proof),
      "No sequence of presses can solve this board: every press changes the marked total (each marked cell's state times its mark, added up) by a multiple of 3, so counted mod 3 it stays 1, and the goal needs 0.",
    );
    assert.deepEqual([markWords(proof, 0, 0), markWords(proof, 0, 1), markWords(proof, 0, 2)], ['marked 1', '', 'marked 2']);
    assert.equal(markAt(proof, 1, 0), 2);
    // Objective 1: the marked total 2·1 + 2·1 + 1·2 + 1·1 = 7 ≡ 1, the goal (1 + 2 + 2 + 1)·1 = 6 ≡ 0.
    const towardsOne = proofOfBoard(board2x3([2, 1, 1, 1, 1, 1], 1), 'key', quiet2x3);
    assert.deepEqual(towardsOne && [towardsOne.current, towardsOne.goal], [1, 0]);
  });

  it('refuses a certificate that proves nothing about the board', () => {
    const board = board2x3([1, 0, 0, 0, 0, 0]);
    assert.equal(proofOfBoard(board, 'key', null), null);
    assert.equal(proofOfBoard(board, 'key', [1, 0, 2, 2, 0]), null, 'too short');
    assert.equal(proofOfBoard(board, 'key', [1, 0, 3, 2, 0, 1]), null, 'a weight outside 0..k-1');
    assert.equal(proofOfBoard(board, 'key', [0, 0, 0, 0, 0, 0]), null, 'nothing marked');
    assert.equal(proofOfBoard(board, 'key', [1, 0, 0, 0, 0, 0]), null, 'a press changes the marked total');
    // A solvable board: the marked total is already the goal's.
    assert.equal(proofOfBoard(board2x3([1, 0, 1, 0, 0, 0]), 'key', quiet2x3), null);
  });

  it('agrees with brute force on small boards: a weighting is a proof exactly when it is quiet and meets the board off its goal, and every unsolvable board has one', () => {
    const board = fc
      .record({
        rows: fc.integer({ min: 1, max: 3 }),
        columns: fc.integer({ min: 1, max: 3 }),
        states: fc.integer({ min: 2, max: 4 }),
        topology: fc.constantFrom(...TOPOLOGIES),
        seed: fc.array(fc.nat(), { minLength: 10, maxLength: 10 }),
      })
      .filter(({ rows, columns, states }) => states ** (rows * columns) <= 20_000);
    fc.assert(
      fc.property(board, fc.array(fc.nat(), { minLength: 9, maxLength: 9 }), ({ rows, columns, states, topology, seed }, other) => {
        const cellCount = rows * columns;
        const objective = seed[9] % states;
        const puzzle: PuzzleView = { rows, columns, states, objective, topology, grid: Uint8Array.from(seed.slice(0, cellCount), (value) => value % states) };
        const quiet = bruteForceQuietPatterns({ rows, columns, states, objective, topology });
        const dot = (q: ArrayLike<number>): number => puzzle.grid.reduce((sum, state, index) => sum + q[index] * (objective - state + states), 0) % states;
        let proofs = 0;
        for (const q of quiet) {
          const proof = proofOfBoard(puzzle, 'key', q);
          assert.equal(proof !== null, dot(q) !== 0, `quiet pattern ${Array.from(q)}`);
          if (proof) proofs++;
        }
        assert.equal(proofs > 0, !bruteForceSolve({ ...puzzle, grid: puzzle.grid }).solvable);
        const weights = other.slice(0, cellCount).map((value) => value % states);
        const isQuiet = quiet.some((q) => q.every((value, index) => value === weights[index]));
        if (!isQuiet) assert.equal(proofOfBoard(puzzle, 'key', weights), null, `not quiet: ${weights}`);
      }),
      { numRuns: 150 },
    );
  });
});

describe('webview: the proof in the grid (Solve and Hint on an unsolvable board)', () => {
  const board = board2x3([1, 0, 0, 0, 0, 0]);
  const loaded = (): GridViewState => reduce(initialGridViewState(), host(documentMessage(board))).state;
  const unsolvable = (requestId: number, version: number, certificate: ArrayLike<number> | null, purpose: SolvePurpose = 'solution'): GridViewEvent =>
    host({
      type: 'solveResult',
      requestId,
      version,
      purpose,
      outcome: {
        ok: true,
        solution: solutionView([], {
          solvable: false,
          presses: null,
          totalPresses: null,
          minimal: false,
          lowerBound: null,
          solutionCount: '0',
          certificate: certificate === null ? null : Uint8Array.from(certificate),
        }),
      },
    });
  const sentence =
    "No sequence of presses can solve this board: every press changes the marked total (each marked cell's state times its mark, added up) by a multiple of 3, so counted mod 3 it stays 1, and the goal needs 0.";

  it('marks the cells of the certificate and reads the sentence out; the saved state keeps the summary, not the certificate', () => {
    const shown = runEvents(loaded(), { type: 'solve' }, unsolvable(1, 1, quiet2x3));
    assert.ok(shown.state.proof);
    assert.deepEqual(Array.from(shown.state.proof.weights), quiet2x3);
    assert.equal(shown.announce, sentence);
    assert.equal(proofSentence(shown.state.proof), sentence);
    const outcome = shown.state.solution?.outcome;
    assert.ok(outcome?.ok);
    assert.equal('certificate' in outcome.solution, false);
    const restored = restoreGridViewState(JSON.parse(JSON.stringify(persistedViewState(shown.state))));
    assert.deepEqual(restored.solution, shown.state.solution);
    assert.equal(restored.proof, null, 'the marks are not saved');
  });

  it('drops the marks when the board changes (an edit) and when the view changes (Setup/Play)', () => {
    const shown = runEvents(loaded(), { type: 'solve' }, unsolvable(1, 1, quiet2x3)).state;
    assert.equal(reduce(shown, { type: 'press', row: 0, col: 1, delta: 1 }).state.proof, null, 'a setup press');
    assert.equal(reduce(shown, host(documentMessage(board2x3([1, 1, 0, 0, 0, 0]), 2, true))).state.proof, null, 'an edit from elsewhere');
    assert.notEqual(reduce(shown, host(documentMessage(board, 2, true))).state.proof, null, 'the same board again (a save) keeps them');
    const playing = reduce(shown, { type: 'setPlayMode', play: true }).state;
    assert.equal(playing.proof, null, 'to Play');
    const inPlay = runEvents(playing, { type: 'solve' }, unsolvable(playing.nextRequestId, 1, quiet2x3)).state;
    assert.notEqual(inPlay.proof, null);
    assert.equal(reduce(inPlay, { type: 'setPlayMode', play: false }).state.proof, null, 'back to Setup');
  });

  it('shows no marks for an answer about another board, or a certificate that proves nothing', () => {
    const asked = reduce(loaded(), { type: 'solve' }).state;
    const moved = reduce(asked, host(documentMessage(board2x3([1, 2, 0, 0, 0, 0]), 2, true))).state;
    const stale = reduce(moved, unsolvable(1, 1, quiet2x3));
    assert.equal(stale.state.proof, null);
    assert.equal(stale.state.solution?.stale, true);
    const wrong = runEvents(loaded(), { type: 'solve' }, unsolvable(1, 1, [1, 0, 0, 0, 0, 0]));
    assert.equal(wrong.state.proof, null);
    assert.equal(wrong.announce, 'No solution: no sequence of presses reaches the goal. 0 solutions');
  });

  it('a Hint on an unsolvable board shows the proof, in place of the notice that play found no solution', () => {
    const playing = reduce(loaded(), { type: 'setPlayMode', play: true }).state;
    const baseline = playing.pending.baseline;
    assert.ok(baseline);
    const told = reduce(playing, unsolvable(baseline.requestId, 1, quiet2x3, 'baseline'));
    assert.equal(told.state.notice?.message, 'This puzzle has no solution: no sequence of presses reaches the goal.');
    assert.equal(told.state.proof, null, 'starting play marks nothing');
    const asked = reduce(told.state, { type: 'hint' }).state;
    const hinted = reduce(
      asked,
      host({ type: 'hintResult', requestId: asked.nextRequestId - 1, version: 1, hint: { kind: 'unsolvable', certificate: Uint8Array.from(quiet2x3) } }),
    );
    assert.notEqual(hinted.state.proof, null);
    assert.equal(hinted.state.notice, null);
    assert.equal(hinted.announce, `Hint: ${sentence}`);
  });
});

describe('webview: the proof in French', () => {
  afterEach(() => useL10nBundle(undefined));

  it('names a marked cell in French', () => {
    useL10nBundle(french);
    const proof: ProofDisplay = { boardKey: '', states: 3, columns: 1, weights: Uint8Array.from([2]), marked: 1, current: 1, goal: 0 };
    assert.equal(markWords(proof, 0, 0), 'marquée 2');
  });
});
