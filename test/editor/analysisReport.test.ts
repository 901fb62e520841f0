import * as assert from 'node:assert/strict';
import { analyzeStateSpace } from '../../src/analysis/analyzeStateSpace';
import { parseLights } from '../../src/core/format';
import { analysisReportView, AnalysisReportSession, statePuzzleText } from '../../src/editor/analysisReport';
import { isReportWebviewMessage, type ReportHostMessage } from '../../src/shared/reportProtocol';

const shape3 = { rows: 3, columns: 3, states: 2, objective: 0, topology: 'plain' } as const;

function setup() {
  const analysis = analyzeStateSpace(shape3);
  const posted: ReportHostMessage[] = [];
  const opened: string[] = [];
  const logs: string[] = [];
  const session = new AnalysisReportSession(analysis, analysisReportView(analysis, 12.5), {
    post: (message) => posted.push(message),
    openPuzzle: async (text) => {
      opened.push(text);
    },
    log: { info: (m) => logs.push(`info ${m}`), error: (m) => logs.push(`error ${m}`) },
  });
  return { session, posted, opened, logs };
}

describe('editor: analysis report (fake panel)', () => {
  it('turns an analysis into the report view: counts as decimal strings, the hardest states with their cells', () => {
    const report = analysisReportView(analyzeStateSpace(shape3), 12.5);
    assert.deepEqual(report, {
      rows: 3,
      columns: 3,
      states: 2,
      objective: 0,
      topology: 'plain',
      totalStates: '512',
      solvableStates: '512',
      solutionsPerState: '1',
      distribution: [1, 9, 36, 84, 126, 126, 84, 36, 9, 1],
      maxMoves: 9,
      hardestCount: 1,
      // State 341: the checkerboard with lit corners and centre.
      hardestStates: [{ state: '341', grid: [1, 0, 1, 0, 1, 0, 1, 0, 1] }],
      allOnMoves: 5,
      elapsedMs: 12.5,
    });
  });

  it('sends the report whenever the webview is ready (also after it was hidden and reloaded)', async () => {
    const { session, posted } = setup();
    await session.handle({ type: 'ready' });
    await session.handle({ type: 'ready' });
    assert.equal(posted.length, 2);
    assert.equal(posted[1].type, 'report');
    assert.equal(posted[1].report.maxMoves, 9);
  });

  it('opens a hardest state as a puzzle with its number, fewest moves and difficulty', async () => {
    const { session, opened } = setup();
    await session.handle({ type: 'openState', state: '341' });
    assert.equal(opened.length, 1);
    const parsed = parseLights(opened[0]);
    assert.ok(parsed.ok);
    if (!parsed.ok) return;
    assert.deepEqual(Array.from(parsed.document.puzzle.grid), [1, 0, 1, 0, 1, 0, 1, 0, 1]);
    assert.equal(parsed.document.title, '3x3 state 341 (9 moves)');
    assert.equal(parsed.document.minMoves, 9);
    assert.equal(parsed.document.difficulty, 'easy');
  });

  it('ignores states that are not in the report, and malformed messages', async () => {
    const { session, opened, logs } = setup();
    await session.handle({ type: 'openState', state: '5' });
    await session.handle({ type: 'openState', state: '512' });
    await session.handle({ type: 'openState', state: '-1' });
    await session.handle({ type: 'openState', state: 341 });
    await session.handle({ type: 'run', command: 'rm' });
    assert.deepEqual(opened, []);
    assert.equal(logs.filter((line) => line.startsWith('error')).length, 5);
  });

  it('writes any state of a shape as a .lights puzzle (state numbers as the web game counts them)', () => {
    const text = statePuzzleText({ rows: 2, columns: 3, states: 3, objective: 1, topology: 'torus' }, 5n, 4);
    const parsed = parseLights(text);
    assert.ok(parsed.ok);
    if (!parsed.ok) return;
    // 5 = 2 + 1*3: cell 0 is 2, cell 1 is 1.
    assert.deepEqual(Array.from(parsed.document.puzzle.grid), [2, 1, 0, 0, 0, 0]);
    assert.equal(parsed.document.puzzle.topology, 'torus');
    assert.equal(parsed.document.puzzle.objective, 1);
  });

  it('accepts only well-formed report messages', () => {
    assert.equal(isReportWebviewMessage({ type: 'ready' }), true);
    assert.equal(isReportWebviewMessage({ type: 'openState', state: '33554431' }), true);
    assert.equal(isReportWebviewMessage({ type: 'openState', state: '1e9' }), false);
    assert.equal(isReportWebviewMessage(null), false);
  });
});
