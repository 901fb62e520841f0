import * as assert from 'node:assert/strict';
import { analyzeStateSpace } from '../../src/analysis/analyzeStateSpace';
import { parseLights } from '../../src/core/format/formatRead';
import { analysisReportView, AnalysisReportSession, reportPanelTitle, restoredReport, statePuzzleText } from '../../src/analysisReport/analysisReport';
import { isAnalysisReportView, isReportWebviewMessage, type AnalysisReportView, type ReportHostMessage } from '../../src/protocol/reportProtocol';

const shape3 = { rows: 3, columns: 3, states: 2, objective: 0, topology: 'plain' } as const;
const report3 = analysisReportView(analyzeStateSpace(shape3), 12.5);

function setup(report: AnalysisReportView | null = report3) {
  const posted: ReportHostMessage[] = [];
  const opened: string[] = [];
  const logs: string[] = [];
  const session = new AnalysisReportSession(report, {
    post: (message) => posted.push(message),
    openPuzzle: async (text) => {
      opened.push(text);
    },
    log: { info: (m) => logs.push(`info ${m}`), error: (m) => logs.push(`error ${m}`) },
  });
  return { session, posted, opened, logs };
}

/** The state the report webview saves, as VS Code hands it back after a reload (JSON). */
function savedState(report: unknown): unknown {
  return JSON.parse(JSON.stringify({ logScale: true, report }));
}

describe('editor: analysis report (fake panel)', () => {
  it('turns an analysis into the report view: counts as decimal strings, the hardest states with their cells', () => {
    assert.deepEqual(report3, {
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
    assert.deepEqual(posted[1], { type: 'report', report: report3 });
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
    // The hardest 3x3 state is hard on the 3x3 board's own scale.
    assert.equal(parsed.document.difficulty, 'hard');
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
    // A made-up distribution whose thirds put 4 moves in "hard" (easy 1, medium 2-3, hard 4).
    const text = statePuzzleText({ rows: 2, columns: 3, states: 3, objective: 1, topology: 'torus' }, 5n, 4, [1, 10, 5, 5, 10]);
    const parsed = parseLights(text);
    assert.ok(parsed.ok);
    if (!parsed.ok) return;
    // 5 = 2 + 1*3: cell 0 is 2, cell 1 is 1.
    assert.deepEqual(Array.from(parsed.document.puzzle.grid), [2, 1, 0, 0, 0, 0]);
    assert.equal(parsed.document.puzzle.topology, 'torus');
    assert.equal(parsed.document.puzzle.objective, 1);
    assert.equal(parsed.document.minMoves, 4);
    assert.equal(parsed.document.difficulty, 'hard');
  });

  it('accepts only well-formed report messages', () => {
    assert.equal(isReportWebviewMessage({ type: 'ready' }), true);
    assert.equal(isReportWebviewMessage({ type: 'openState', state: '33554431' }), true);
    assert.equal(isReportWebviewMessage({ type: 'openState', state: '1e9' }), false);
    assert.equal(isReportWebviewMessage(null), false);
  });

  it('names the panel after the shape', () => {
    assert.equal(reportPanelTitle(shape3), 'Analysis: 3x3');
    assert.equal(reportPanelTitle({ rows: 4, columns: 5, states: 3, objective: 1, topology: 'torus' }), 'Analysis: 4x5, 3 states, torus');
  });
});

describe('editor: analysis report restored after a window reload (fake panel)', () => {
  it('brings back the report the webview saved, unchanged, and serves it as before', async () => {
    const report = restoredReport(savedState(report3));
    assert.deepEqual(report, report3);
    const { session, posted, opened } = setup(report);
    await session.handle({ type: 'ready' });
    assert.deepEqual(posted, [{ type: 'report', report: report3 }]);
    await session.handle({ type: 'openState', state: '341' });
    assert.equal(opened.length, 1);
  });

  it('refuses saved state the analysis could not have made', () => {
    const variants: readonly unknown[] = [
      undefined,
      null,
      'report',
      { logScale: false },
      { logScale: false, report: null },
      savedState({ ...report3, rows: 0 }),
      savedState({ ...report3, rows: 1.5 }),
      savedState({ ...report3, topology: 'klein' }),
      savedState({ ...report3, states: 40 }),
      savedState({ ...report3, objective: 2 }),
      // 2^36 states: over the analysis limit.
      savedState({ ...report3, rows: 6, columns: 6 }),
      savedState({ ...report3, totalStates: '5e2' }),
      savedState({ ...report3, distribution: [1, 2] }),
      savedState({ ...report3, distribution: [1, -9, 36, 84, 126, 126, 84, 36, 9, 1] }),
      savedState({ ...report3, hardestStates: [{ state: '512', grid: [0, 0, 0, 0, 0, 0, 0, 0, 0] }] }),
      savedState({ ...report3, hardestStates: [{ state: '341', grid: [1, 0, 1] }] }),
      savedState({ ...report3, hardestStates: [{ state: '341', grid: [1, 0, 1, 0, 2, 0, 1, 0, 1] }] }),
      savedState({ ...report3, allOnMoves: 'five' }),
      savedState({ ...report3, elapsedMs: -1 }),
    ];
    assert.deepEqual(
      variants.map((state) => restoredReport(state)),
      variants.map(() => null),
    );
  });

  it('tells the webview when there is no report, and opens nothing', async () => {
    const { session, posted, opened, logs } = setup(null);
    await session.handle({ type: 'ready' });
    await session.handle({ type: 'openState', state: '341' });
    assert.deepEqual(posted, [{ type: 'noReport' }]);
    assert.deepEqual(opened, []);
    assert.equal(logs.filter((line) => line.startsWith('error')).length, 1);
  });

  it('checks the shape of a report the webview keeps', () => {
    assert.equal(isAnalysisReportView(report3), true);
    assert.equal(isAnalysisReportView({ ...report3, allOnMoves: null }), true);
    assert.equal(isAnalysisReportView({ ...report3, hardestStates: [{ state: 341, grid: [] }] }), false);
    assert.equal(isAnalysisReportView({ ...report3, distribution: undefined }), false);
  });
});
