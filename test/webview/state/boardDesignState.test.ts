import * as assert from 'node:assert/strict';
import type { PuzzleView } from '../../../src/protocol/protocol';
import { documentMessage as hostDocument } from '../../../src/gridEditor/documentPoster';
import { gameStatusText, reduce } from '../../../src/webview/state/gridViewState';
import { type GridViewState, initialGridViewState, shownPuzzle } from '../../../src/webview/state/gridViewTypes';
import { boardKey } from '../../../src/webview/state/boardKey';
import { neighbourhoodWords, toggledOffsets, withHoles } from '../../../src/webview/state/boardDesignState';
import { puzzleCaptionText, puzzleCellLabel } from '../../../src/webview/state/boardState';
import { holedGridText } from '../../../src/webview/state/boardRules';
import { documentMessage, host, puzzleView, runEvents } from '../../support/gridViewFixtures';

const board3 = (grid: number[], extra: Partial<PuzzleView> = {}): PuzzleView => puzzleView(grid, { rows: 3, columns: 3, ...extra });
const loaded = (view: PuzzleView): GridViewState => reduce(initialGridViewState(), host(documentMessage(view))).state;
const holesOf = (state: GridViewState): number[] => Array.from(shownPuzzle(state)?.holes ?? []);

describe('webview: board design tools (holes, neighbourhood, target)', () => {
  it('a hole drag shows every cell it crosses at once and posts one edit when the pointer goes up', () => {
    const start = { ...loaded(board3([1, 1, 1, 1, 1, 1, 1, 1, 1])), setupTool: 'holes' as const };
    const dragged = runEvents(
      start,
      { type: 'holeDragStart', row: 0, col: 0 },
      { type: 'holeDragOver', row: 0, col: 1 },
      { type: 'holeDragOver', row: 0, col: 1 },
      { type: 'holeDragOver', row: 1, col: 1 },
    );
    assert.deepEqual(dragged.posted, []);
    assert.deepEqual(holesOf(dragged.state), [1, 1, 0, 0, 1, 0, 0, 0, 0]);
    assert.deepEqual(Array.from(shownPuzzle(dragged.state)?.grid ?? []), [0, 0, 1, 1, 0, 1, 1, 1, 1]);
    const ended = runEvents(dragged.state, { type: 'holeDragEnd' });
    assert.deepEqual(ended.posted, [{ type: 'holes', cells: Uint32Array.from([0, 1, 4]), hole: true }]);
    assert.equal(ended.state.holeDrag, null);
  });

  it('the first cell decides: a drag that starts on a hole makes cells again', () => {
    const holes = Uint8Array.from([1, 1, 0, 0, 0, 0, 0, 0, 0]);
    const start = { ...loaded(board3([0, 0, 1, 1, 1, 1, 1, 1, 1], { holes })), setupTool: 'holes' as const };
    const dragged = runEvents(start, { type: 'holeDragStart', row: 0, col: 0 }, { type: 'holeDragOver', row: 0, col: 2 }, { type: 'holeDragEnd' });
    assert.deepEqual(dragged.posted, [{ type: 'holes', cells: Uint32Array.from([0, 2]), hole: false }]);
    assert.deepEqual(holesOf(dragged.state), [0, 1, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('in play a hole cannot be pressed: nothing changes, no move, and the live region says why', () => {
    const holes = Uint8Array.from([0, 1, 0, 0, 0, 0, 0, 0, 0]);
    const playing = runEvents(loaded(board3([0, 0, 0, 0, 0, 0, 0, 0, 0], { holes })), { type: 'setPlayMode', play: true }).state;
    const pressed = reduce(playing, { type: 'press', row: 0, col: 1, delta: 1 });
    assert.equal(pressed.state.game.moves.length, 0);
    assert.equal(pressed.announce, 'row 1, column 2 is a hole: it cannot be pressed.');
    assert.deepEqual(Array.from(shownPuzzle(pressed.state)?.grid ?? []), [0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('a board with a target is solved when every cell reaches its own target, holes aside', () => {
    const holes = Uint8Array.from([0, 0, 1, 0]);
    const target = Uint8Array.from([1, 0, 0, 0]);
    // 2x2 plain with a hole at (1, 0): pressing (0, 0) changes (0, 0) and (0, 1).
    const view = puzzleView([0, 1, 0, 0], { holes, target });
    const playing = runEvents(loaded(view), { type: 'setPlayMode', play: true }).state;
    assert.equal(gameStatusText(playing), 'Moves: 0');
    const solved = reduce(playing, { type: 'press', row: 0, col: 0, delta: 1 }).state;
    assert.equal(gameStatusText(solved), 'Solved in 1 move.');
  });

  it("Edit target: a press cycles the cell's target and posts it; a board without one gets the objective everywhere first", () => {
    const start = { ...loaded(board3([0, 0, 0, 0, 0, 0, 0, 0, 0], { objective: 1 })), setupTool: 'target' as const };
    const painted = reduce(start, { type: 'press', row: 2, col: 0, delta: 1 });
    assert.deepEqual(painted.messages, [{ type: 'target', row: 2, col: 0, delta: 1 }]);
    assert.deepEqual(Array.from(shownPuzzle(painted.state)?.target ?? []), [1, 1, 1, 1, 1, 1, 0, 1, 1]);
    assert.equal(painted.announce, 'row 3, column 1: target 0.');
  });

  it('the neighbourhood picker posts a pick once, and the offset grid toggles one offset of the current pattern', () => {
    const start = loaded(board3([0, 0, 0, 0, 0, 0, 0, 0, 0]));
    assert.deepEqual(reduce(start, { type: 'pickNeighbourhood', neighbourhood: 'cross' }).messages, []);
    assert.deepEqual(reduce(start, { type: 'pickNeighbourhood', neighbourhood: 'x' }).messages, [{ type: 'neighbourhood', neighbourhood: 'x' }]);
    assert.deepEqual(toggledOffsets(undefined, 0, 0), [
      [-1, 0],
      [0, -1],
      [0, 1],
      [1, 0],
    ]);
    const hex = loaded(board3([0, 0, 0, 0, 0, 0, 0, 0, 0], { topology: 'hex' }));
    assert.deepEqual(reduce(hex, { type: 'toggleOffset', row: 1, col: 1 }).messages, []);
  });

  it('keys tell holed, target and neighbourhood boards apart from the classic board with the same cells', () => {
    const plain = board3([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const keys = new Set([
      boardKey(plain),
      boardKey({ ...plain, neighbourhood: 'knight' }),
      boardKey({ ...plain, holes: Uint8Array.from([1, 0, 0, 0, 0, 0, 0, 0, 0]) }),
      boardKey({ ...plain, target: Uint8Array.from([1, 0, 0, 0, 0, 0, 0, 0, 0]) }),
    ]);
    assert.equal(keys.size, 4);
    assert.equal(boardKey({ ...plain, neighbourhood: 'cross' }), boardKey(plain));
  });

  it('the host sends a whole document when holes, target or neighbourhood change, and rows otherwise', () => {
    const before = board3([0, 0, 0, 0, 0, 0, 0, 0, 0], { holes: Uint8Array.from([1, 0, 0, 0, 0, 0, 0, 0, 0]) });
    const last = { version: 1, state: { kind: 'puzzle' as const, puzzle: before, warnings: [] } };
    const pressed = { ...before, grid: Uint8Array.from([0, 1, 0, 0, 0, 0, 0, 0, 0]) };
    assert.equal(hostDocument(last, { kind: 'puzzle', puzzle: pressed, warnings: [] }, 2, true).type, 'rows');
    const moreHoles = withHoles(before, [8], true);
    assert.equal(hostDocument(last, { kind: 'puzzle', puzzle: moreHoles, warnings: [] }, 2, true).type, 'document');
    assert.equal(hostDocument(last, { kind: 'puzzle', puzzle: { ...before, neighbourhood: 'x' }, warnings: [] }, 2, true).type, 'document');
    assert.equal(hostDocument(last, { kind: 'puzzle', puzzle: { ...before, target: new Uint8Array(9) }, warnings: [] }, 2, true).type, 'document');
  });

  it('names a hole "row 2, column 4: hole", a cell with its target, and writes holes as "." in the test hook', () => {
    const view = puzzleView([1, 0, 0, 1], { holes: Uint8Array.from([0, 1, 0, 0]), target: Uint8Array.from([1, 0, 0, 0]) });
    assert.equal(puzzleCellLabel(view, 0, 1), 'row 1, column 2: hole');
    assert.equal(puzzleCellLabel(view, 0, 0), 'row 1, column 1, state 1 of 2, target 1');
    assert.equal(holedGridText(view.grid, view), '1,./0,1');
  });
});

describe('webview: the caption and the words for a board with holes, a neighbourhood or a target', () => {
  it('names the neighbourhood, the sigma game and a target goal in the caption', () => {
    assert.equal(puzzleCaptionText(board3([0, 0, 0, 0, 0, 0, 0, 0, 0])), '3 × 3 plain. Goal: switch every light off.');
    assert.equal(
      puzzleCaptionText(board3([0, 0, 0, 0, 0, 0, 0, 0, 0], { neighbourhood: 'knight' })),
      '3 × 3 plain, knight neighbourhood. Goal: switch every light off.',
    );
    const sigma: PuzzleView['neighbourhood'] = [
      [1, 0],
      [0, 1],
      [-1, 0],
      [0, -1],
    ];
    assert.equal(puzzleCaptionText(board3([0, 0, 0, 0, 0, 0, 0, 0, 0], { neighbourhood: sigma })), '3 × 3 plain, sigma game. Goal: switch every light off.');
    assert.equal(
      puzzleCaptionText(board3([0, 0, 0, 0, 0, 0, 0, 0, 0], { neighbourhood: [[0, 1]], target: Uint8Array.from([1, 0, 0, 0, 1, 0, 0, 0, 1]) })),
      '3 × 3 plain, custom neighbourhood. Goal: every cell at its target (the corner chip).',
    );
  });

  it('says what a press changes for names, the sigma game and custom lists', () => {
    assert.equal(neighbourhoodWords('moore'), 'the cell and all eight cells around it');
    assert.equal(
      neighbourhoodWords([
        [0, -1],
        [0, 1],
        [1, 0],
        [-1, 0],
      ]),
      'the cells above, below, left and right of it, but not the cell itself (the sigma game)',
    );
    assert.equal(
      neighbourhoodWords([
        [0, 0],
        [0, 2],
      ]),
      'the cell and 1 other cell (a custom pattern)',
    );
    assert.equal(neighbourhoodWords([]), '0 other cells (a custom pattern)');
  });
});
