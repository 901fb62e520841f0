import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createPuzzle } from '../../../src/core/puzzle';
import { solutionPathView } from '../../../src/gridEditor/solutionPathView';
import { teachingView } from '../../../src/gridEditor/teachingView';
import { useL10nBundle } from '../../../src/domain/l10n';
import type { HostMessage, PuzzleView } from '../../../src/protocol/protocol';
import { GRID_ACTION_BEHAVIOUR } from '../../../src/webview/panels/gridActionBehaviour';
import { reduce } from '../../../src/webview/state/gridViewState';
import { type GridViewState, initialGridViewState } from '../../../src/webview/state/gridViewTypes';
import { highlightedCells } from '../../../src/webview/state/panelsState';
import { pathStepText, pathSummary } from '../../../src/webview/state/solutionPathState';
import { persistedViewState, restoreGridViewState } from '../../../src/webview/state/viewStatePersistence';
import { documentMessage, host, runEvents } from '../../support/gridViewFixtures';

const allOn3: PuzzleView = { rows: 3, columns: 3, states: 2, objective: 0, topology: 'plain', grid: new Uint8Array(9).fill(1) };
const allOn5: PuzzleView = { rows: 5, columns: 5, states: 2, objective: 0, topology: 'plain', grid: new Uint8Array(25).fill(1) };
const core = (view: PuzzleView) => ({ ...createPuzzle(view), grid: Uint8Array.from(view.grid) });
const run = runEvents;
const french: unknown = JSON.parse(readFileSync('l10n/bundle.l10n.fr.json', 'utf8'));

const loaded = (view: PuzzleView): GridViewState => reduce(initialGridViewState(), host(documentMessage(view))).state;

/** Opens the path panel and answers it as the host would. */
function withPath(view: PuzzleView): GridViewState {
  const opened = run(loaded(view), { type: 'showPath' });
  assert.deepEqual(opened.posted, [{ type: 'path', requestId: 1 }]);
  return run(opened.state, host({ type: 'pathResult', requestId: 1, version: 1, path: solutionPathView(core(view)) })).state;
}

describe('webview: panels state (Path and Learn)', () => {
  it('opens the path panel, asks for the path and rings its first press', () => {
    const state = withPath(allOn3);
    assert.equal(state.pathOpen, true);
    assert.equal(state.path?.position, 0);
    assert.deepEqual(highlightedCells(state), [{ row: 2, col: 2 }]);
    assert.equal(state.pending.path, null);
  });

  it('opens the path panel from the palette command as well', () => {
    const { posted, state } = run(loaded(allOn3), host({ type: 'command', command: 'path' }));
    assert.deepEqual(posted, [{ type: 'path', requestId: 1 }]);
    assert.equal(state.pathOpen, true);
  });

  it('moves the ring with Next and Previous, and reads each step out', () => {
    const stepped = run(withPath(allOn3), { type: 'pathMove', direction: 1 }, { type: 'pathMove', direction: 1 });
    assert.equal(stepped.state.path?.position, 2);
    assert.deepEqual(highlightedCells(stepped.state), [{ row: 1, col: 1 }]);
    assert.deepEqual(stepped.announced, ['Step 2 of 5. Press row 3, column 1.', 'Step 3 of 5. Press row 2, column 2.']);
    assert.equal(run(stepped.state, { type: 'pathMove', direction: -1 }).state.path?.position, 1);
  });

  it('follows presses of the ringed cell in play mode, and undo, and goes stale off the path', () => {
    const playing = run(withPath(allOn3), { type: 'setPlayMode', play: true }).state;
    const pressed = run(playing, { type: 'press', row: 2, col: 2, delta: 1 });
    assert.equal(pressed.state.path?.position, 1);
    assert.equal(pressed.announced.length, 1);
    assert.deepEqual(highlightedCells(pressed.state), [{ row: 2, col: 0 }]);
    // Undo goes back a step.
    const undone = run(pressed.state, { type: 'undo' });
    assert.equal(undone.state.path?.position, 0);
    // Off the path: the panel asks for a new path from there (about the play position), like a route planner.
    const wrong = run(undone.state, { type: 'press', row: 0, col: 1, delta: 1 });
    assert.equal(wrong.state.path?.stale, true);
    assert.deepEqual(highlightedCells(wrong.state), []);
    const asked = wrong.posted.filter((message) => message.type !== 'playStatus');
    assert.deepEqual(asked, [{ type: 'path', requestId: 3, position: { presses: [{ row: 0, col: 1, delta: 1 }] } }]);
    // Nothing is read out until the new path arrives (pathResult reads it).
    assert.deepEqual(wrong.announced, []);
  });

  it('presses the ringed cell with Press it, in play mode only, without editing the document', () => {
    const editing = run(withPath(allOn3), { type: 'applyPathStep' });
    assert.deepEqual(editing.posted, []);
    const pressed = run(withPath(allOn3), { type: 'setPlayMode', play: true }, { type: 'applyPathStep' });
    assert.deepEqual(
      pressed.posted.filter((message) => message.type === 'press'),
      [],
    );
    assert.equal(pressed.state.path?.position, 1);
    assert.equal(pressed.state.game.moves.length, 1);
    // Stepped ahead with Next, the grid is not at that press's board: nothing to press.
    assert.equal(run(pressed.state, { type: 'pathMove', direction: 1 }, { type: 'applyPathStep' }).state.game.moves.length, 1);
  });

  it('asks for the path again after Randomize and closes cleanly', () => {
    const randomized = run(withPath(allOn3), { type: 'randomize' });
    assert.deepEqual(randomized.posted, [{ type: 'randomize' }]);
    const next = run(randomized.state, host(documentMessage({ ...allOn3, grid: Uint8Array.from([1, 0, 0, 0, 0, 0, 0, 0, 0]) }, 2)));
    assert.deepEqual(next.posted, [{ type: 'path', requestId: 2 }]);
    const closed = run(next.state, { type: 'closePath' });
    assert.equal(closed.state.pathOpen, false);
    assert.equal(closed.state.path, null);
    assert.deepEqual(highlightedCells(closed.state), []);
    // A late answer for a closed panel is dropped.
    const late = run(closed.state, host({ type: 'pathResult', requestId: 2, version: 2, path: solutionPathView(core(allOn3)) }));
    assert.equal(late.state.path, null);
  });

  it('opens Learn, asks for its data, and walks the chase with the ring on the grid', () => {
    const opened = run(loaded(allOn5), { type: 'setLearnOpen', open: true });
    assert.deepEqual(opened.posted, [{ type: 'teaching', requestId: 1 }]);
    const answered = run(opened.state, host({ type: 'teachingResult', requestId: 1, version: 1, teaching: teachingView(core(allOn5)) }));
    assert.equal(answered.state.highlightFrom, 'chase');
    assert.equal(highlightedCells(answered.state).length, 5);
    const stepped = run(answered.state, { type: 'chaseMove', direction: 1 });
    // The grid is still at the first step's board: step 2's cells are ringed on its small board only.
    assert.deepEqual(highlightedCells(stepped.state), []);
    assert.deepEqual(highlightedCells(run(stepped.state, { type: 'chaseMove', direction: -1 }).state).length, 5);
    assert.deepEqual(stepped.announced, [
      'Row 2 has lights on in columns 1 and 5. Press the cells right below them, in row 3: then every light of row 2 is off.',
    ]);
    const picked = run(stepped.state, { type: 'pickSolution', index: 0 });
    assert.equal(picked.state.highlightFrom, 'solution');
    // The board is still at the start, so the solution's 15 cells are ringed.
    assert.equal(highlightedCells(picked.state).length, 15);
    const closed = run(picked.state, { type: 'setLearnOpen', open: false });
    assert.equal(closed.state.teaching, null);
    assert.deepEqual(highlightedCells(closed.state), []);
  });

  it('presses a whole chase step with Press these cells, and follows half a step by asking for the board left', () => {
    const opened = run(loaded(allOn5), { type: 'setPlayMode', play: true }, { type: 'setLearnOpen', open: true });
    const requestId = (opened.posted.find((message) => message.type === 'teaching') as { requestId: number }).requestId;
    const answered = run(opened.state, host({ type: 'teachingResult', requestId, version: 1, teaching: teachingView(core(allOn5)) })).state;
    const stepped = run(answered, { type: 'applyChaseStep' });
    assert.deepEqual(
      stepped.state.game.moves,
      [0, 1, 2, 3, 4].map((col) => ({ row: 1, col, delta: 1 })),
    );
    assert.deepEqual(
      stepped.posted.filter((message) => message.type === 'press'),
      [],
    );
    assert.equal(stepped.state.teaching?.position, 1);
    assert.equal(stepped.state.teaching?.stale, false);
    assert.equal(stepped.state.pending.teaching, null);
    assert.deepEqual(highlightedCells(stepped.state), [
      { row: 2, col: 0 },
      { row: 2, col: 4 },
    ]);
    // One of the two ringed cells pressed by hand: the board is between steps, so the data for it is asked for...
    const half = run(stepped.state, { type: 'press', row: 2, col: 0, delta: 1 });
    const asked = half.posted.find((message) => message.type === 'teaching') as { requestId: number } | undefined;
    assert.ok(asked);
    const shown = half.state.document?.state.kind === 'puzzle' ? half.state.document.state.puzzle : allOn5;
    // ... and shown from its first step with presses: the one cell left.
    const followed = run(half.state, host({ type: 'teachingResult', requestId: asked.requestId, version: 1, teaching: teachingView(core(shown)) }));
    assert.deepEqual(highlightedCells(followed.state), [{ row: 2, col: 4 }]);
    assert.match(followed.announced[0], /^Row 2 has a light on in column 5\./);
  });

  it('keeps the open panels and the difficulty across hiding the tab, and asks for their data again', () => {
    const state = run(withPath(allOn3), { type: 'setLearnOpen', open: true }, { type: 'setDifficulty', difficulty: 'medium' }).state;
    const restored = restoreGridViewState(JSON.parse(JSON.stringify(persistedViewState(state))) as unknown);
    assert.equal(restored.pathOpen, true);
    assert.equal(restored.learnOpen, true);
    assert.equal(restored.difficulty, 'medium');
    const shown = run(restored, host(documentMessage(allOn3)));
    assert.deepEqual(
      shown.posted.map((message) => message.type),
      ['path', 'teaching'],
    );
    assert.equal(restoreGridViewState({ ...persistedViewState(state), difficulty: 'impossible' }).difficulty, 'any');
  });
});

describe('webview: the Open Learn Panel command', () => {
  const openLearn: HostMessage = { type: 'command', command: 'learn' };
  const twoByTwo: PuzzleView = { rows: 2, columns: 2, states: 2, objective: 0, topology: 'plain', grid: Uint8Array.from([1, 0, 0, 1]) };

  it('opens the Learn panel and asks for its teaching, as the Learn button does', () => {
    const state = loaded(twoByTwo);
    const byCommand = reduce(state, host(openLearn));
    const byButton = reduce(state, GRID_ACTION_BEHAVIOUR.learn.event(state));
    assert.equal(byCommand.state.learnOpen, true);
    assert.equal(byCommand.messages.length, 1);
    assert.equal(byCommand.messages[0].type, 'teaching');
    assert.deepEqual(byCommand.messages, byButton.messages);
    assert.deepEqual(byCommand.state.pending.teaching, byButton.state.pending.teaching);
  });

  it('leaves an open Learn panel open and asks nothing again', () => {
    const open = reduce(loaded(twoByTwo), host(openLearn)).state;
    const again = reduce(open, host(openLearn));
    assert.equal(again.state.learnOpen, true);
    assert.deepEqual(again.messages, []);
    assert.equal(again.state.pending.teaching, open.pending.teaching);
  });

  it('before any board arrives, opens the panel and waits for the board to ask', () => {
    const early = reduce(initialGridViewState(), host(openLearn));
    assert.equal(early.state.learnOpen, true);
    assert.deepEqual(early.messages, []);
    const arrived = reduce(early.state, host(documentMessage(twoByTwo)));
    assert.equal(
      arrived.messages.some((message) => message.type === 'teaching'),
      true,
    );
  });
});

describe('webview: progress and Cancel of a long solution path', () => {
  /** The path panel open, its request (id 1) running and the host's progress for it shown. */
  function computingPath(): GridViewState {
    const opened = run(loaded(allOn3), { type: 'showPath' });
    assert.deepEqual(opened.posted, [{ type: 'path', requestId: 1 }]);
    const shown = run(opened.state, host({ type: 'progress', requestId: 1, message: 'Finding a shortest sequence of presses…' }));
    assert.deepEqual(shown.state.progress, { requestId: 1, message: 'Finding a shortest sequence of presses…' });
    assert.deepEqual(shown.announced, ['Finding a shortest sequence of presses…']);
    return shown.state;
  }

  it('Cancel posts cancel for the path request, hides the progress and drops the request', () => {
    const cancelled = run(computingPath(), { type: 'cancel' });
    assert.deepEqual(cancelled.posted, [{ type: 'cancel', requestId: 1 }]);
    assert.equal(cancelled.state.progress, null);
    assert.equal(cancelled.state.pending.path, null);
    const late = run(cancelled.state, host({ type: 'pathResult', requestId: 1, version: 1, path: { kind: 'unavailable', reason: 'late' } }));
    assert.equal(late.state.path, null);
  });

  it('the answer hides the progress line', () => {
    const answered = run(computingPath(), host({ type: 'pathResult', requestId: 1, version: 1, path: { kind: 'unavailable', reason: 'too long' } }));
    assert.equal(answered.state.progress, null);
    assert.equal(answered.state.pending.path, null);
  });

  it('closing the panel cancels the running path', () => {
    const closed = run(computingPath(), { type: 'closePath' });
    assert.deepEqual(closed.posted, [{ type: 'cancel', requestId: 1 }]);
    assert.equal(closed.state.progress, null);
  });
});

describe('webview: the Path and Learn panels in French', () => {
  afterEach(() => useL10nBundle(undefined));

  it('sums up the solution path and reads its steps out in French, and in English again without the bundle', () => {
    useL10nBundle(french);
    const path = solutionPathView(core(allOn3));
    assert.equal(
      pathSummary(path),
      'Le plus court chemin pour éteindre toutes les lumières demande 5 appuis. Les appuis peuvent se faire dans n’importe quel ordre ; en voici un.',
    );
    const opened = run(loaded(allOn3), { type: 'showPath' });
    const answered = run(opened.state, host({ type: 'pathResult', requestId: 1, version: 1, path }));
    assert.match(answered.announced[0] ?? '', /^Chemin de résolution : Le plus court chemin pour éteindre toutes les lumières demande 5 appuis\./);
    const stepped = run(answered.state, { type: 'pathMove', direction: 1 });
    assert.match(stepped.announced[0] ?? '', /^Étape 2 sur 5\. Appuyer en /);
    const learning = run(answered.state, { type: 'setLearnOpen', open: true });
    const taught = run(learning.state, host({ type: 'teachingResult', requestId: 2, version: 1, teaching: teachingView(core(allOn3)) }));
    assert.deepEqual(taught.announced, ['Panneau Apprendre mis à jour pour cette grille.']);

    useL10nBundle(undefined);
    assert.equal(pathStepText({ view: path, keys: [], position: 0, stale: false }), 'Step 1 of 5. Press row 3, column 3.');
  });
});
