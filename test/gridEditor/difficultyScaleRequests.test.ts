import * as assert from 'node:assert/strict';
import type { DistributionShape } from '../../src/analysis/difficultyDistribution';
import { difficultyScaleFromMaximum, type DifficultyScale } from '../../src/domain/difficultyScale';
import type { DocumentState, HostMessage, PuzzleView } from '../../src/protocol/protocol';
import { SolveCancelledError } from '../../src/solvers/types';
import type { BoardWork, BoardWorkOptions } from '../../src/gridEditor/boardWork';
import { DifficultyScaleRequests } from '../../src/gridEditor/difficultyScaleRequests';

const board = (rows: number, columns: number): DocumentState => ({
  kind: 'puzzle',
  puzzle: { rows, columns, states: 2, objective: 0, topology: 'plain', grid: new Uint8Array(rows * columns) } as PuzzleView,
  warnings: [],
});

/** A board worker whose scale answers wait until the test lets them go. */
function heldBoardWork() {
  const asked: { shape: DistributionShape; resolve: (scale: DifficultyScale) => void; signal: AbortSignal | undefined; rejected: boolean }[] = [];
  const work = {
    difficultyScale(shape: DistributionShape, options: BoardWorkOptions = {}): Promise<DifficultyScale> {
      return new Promise((resolve, reject) => {
        const entry = { shape, resolve, signal: options.signal, rejected: false };
        options.signal?.addEventListener('abort', () => {
          entry.rejected = true;
          reject(new SolveCancelledError());
        });
        asked.push(entry);
      });
    },
  } as unknown as BoardWork;
  return { work, asked };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('grid editor: the difficulty scale of the board shown', () => {
  it('asks once per shape, posts the answer with the version shown, and again at once for a re-posted document', async () => {
    const { work, asked } = heldBoardWork();
    const posted: HostMessage[] = [];
    const scales = new DifficultyScaleRequests({
      panel: { post: (message) => posted.push(message) },
      log: { error: () => undefined },
      boardWork: () => work,
      isReady: () => true,
    });
    scales.documentPosted(1, board(3, 3));
    scales.documentPosted(2, board(3, 3));
    assert.equal(asked.length, 1);
    const scale = difficultyScaleFromMaximum(9);
    asked[0].resolve(scale);
    await settle();
    assert.deepEqual(posted, [{ type: 'difficultyScale', version: 2, scale }]);
    scales.documentPosted(3, board(3, 3));
    assert.deepEqual(posted.at(-1), { type: 'difficultyScale', version: 3, scale });
    assert.equal(asked.length, 1);
  });

  it('cancels the question about a shape no longer shown, never posts its answer, and asks nothing over the size limit', async () => {
    const { work, asked } = heldBoardWork();
    const posted: HostMessage[] = [];
    const errors: string[] = [];
    const scales = new DifficultyScaleRequests({
      panel: { post: (message) => posted.push(message) },
      log: { error: (text) => errors.push(text) },
      boardWork: () => work,
      isReady: () => true,
    });
    scales.documentPosted(1, board(3, 3));
    scales.documentPosted(2, board(4, 4));
    assert.equal(asked[0].rejected, true);
    scales.documentPosted(3, board(30, 30));
    asked[1].resolve(difficultyScaleFromMaximum(16));
    await settle();
    assert.deepEqual(posted, []);
    assert.equal(asked.length, 2);
    scales.documentPosted(4, { kind: 'invalid', errors: [] });
    scales.dispose();
    assert.deepEqual(errors, []);
  });
});
