/**
 * Setup's board design tools in the webview: which tool a setup press uses
 * (cell states, holes, or the target), the hole drag (the first cell decides whether the drag makes
 * or removes holes; the board shows the drag at once and the document gets one edit when it ends),
 * the neighbourhood picker and Clear target. Each intent is predicted on the board and posted to
 * the host, whose next document confirms or replaces it. Pure.
 */

import * as l10n from '../../domain/l10n';
import type { PuzzleView, WebviewMessage } from '../../protocol/protocol';
import { isNeighbourhoodName, MAX_OFFSET, neighbourhoodKey, neighbourhoodOffsets, SIGMA_KEY, type Neighbourhood, type Offset } from '../../domain/topology';
import { neighbourhoodDescription } from '../../domain/vocabularyWords';
import { isHoleAt } from './boardRules';
import { shownPuzzle, unchanged, withAnnouncement, type GridViewState, type ShownDocument, type Transition } from './gridViewTypes';
import { cellName } from '../words/wording';

/** What a press in Setup changes: the cell's state, whether it is a hole, or its target. */
export type SetupTool = 'states' | 'holes' | 'target';

/** The setup tools, in the order the panel offers them. */
export const SETUP_TOOLS: readonly SetupTool[] = ['states', 'holes', 'target'];

/** A hole drag in progress: whether it makes holes (or removes them) and the cells it went over, in order. */
export interface HoleDrag {
  readonly hole: boolean;
  readonly cells: readonly number[];
}

/** The events of the design tools. */
export type BoardDesignEvent =
  | { readonly type: 'setSetupTool'; readonly tool: SetupTool }
  /** The pointer went down on a cell with the Holes tool: that cell decides make or remove. */
  | { readonly type: 'holeDragStart'; readonly row: number; readonly col: number }
  | { readonly type: 'holeDragOver'; readonly row: number; readonly col: number }
  /** The pointer went up: one edit of the document for the whole drag. */
  | { readonly type: 'holeDragEnd' }
  | { readonly type: 'holeDragCancel' }
  | { readonly type: 'pickNeighbourhood'; readonly neighbourhood: Neighbourhood }
  /** The offset grid: add or remove one offset of the current neighbourhood. */
  | { readonly type: 'toggleOffset'; readonly row: number; readonly col: number }
  | { readonly type: 'clearTarget' };

/** Applies a design event; show draws a predicted document (gridViewState's `show`). */
export function reduceBoardDesign(
  state: GridViewState,
  event: BoardDesignEvent,
  show: (state: GridViewState, document: ShownDocument) => Transition,
): Transition {
  switch (event.type) {
    case 'setSetupTool':
      return setTool(state, event.tool);
    case 'holeDragStart':
      return dragStart(state, event.row, event.col, show);
    case 'holeDragOver':
      return dragOver(state, event.row, event.col, show);
    case 'holeDragEnd':
      return dragEnd(state);
    case 'holeDragCancel':
      if (state.holeDrag === null) return unchanged(state);
      return state.confirmed === null ? unchanged({ ...state, holeDrag: null }) : show({ ...state, holeDrag: null }, state.confirmed);
    case 'pickNeighbourhood':
      return pickNeighbourhood(state, event.neighbourhood);
    case 'toggleOffset':
      return toggleOffset(state, event.row, event.col);
    case 'clearTarget': {
      const puzzle = shownPuzzle(state);
      if (state.playMode || puzzle === null || puzzle.target === undefined) return unchanged(state);
      const next = { ...puzzle };
      delete (next as { target?: Uint8Array }).target;
      return post(show(state, predicted(state, next)), { type: 'clearTarget' }, l10n.t('Target cleared: every cell must reach the objective again.'));
    }
    default: {
      const unknownEvent: never = event;
      throw new Error(`unknown design event ${JSON.stringify(unknownEvent)}`);
    }
  }
}

/** What the live region says when `tool` is chosen. */
function toolWords(tool: SetupTool): string {
  switch (tool) {
    case 'states':
      return l10n.t('Cells: a press changes the state of the pressed cell.');
    case 'holes':
      return l10n.t('Holes: a press makes the cell a hole or a cell again; drag to paint several.');
    case 'target':
      return l10n.t('Edit target: a press changes the state the cell must reach.');
    default: {
      const unknownTool: never = tool;
      throw new Error(`unknown tool ${String(unknownTool)}`);
    }
  }
}

function setTool(state: GridViewState, tool: SetupTool): Transition {
  if (!SETUP_TOOLS.includes(tool) || tool === state.setupTool) return unchanged(state);
  return withAnnouncement({ ...state, setupTool: tool, holeDrag: null }, [], toolWords(tool));
}

function post(transition: Transition, message: WebviewMessage, announce?: string): Transition {
  return withAnnouncement(transition.state, [message, ...transition.messages], announce ?? transition.announce);
}

/** The shown document with `puzzle` drawn instead. */
function predicted(state: GridViewState, puzzle: PuzzleView): ShownDocument {
  const document = state.document as ShownDocument;
  return { ...document, state: { kind: 'puzzle', puzzle, warnings: document.state.kind === 'puzzle' ? document.state.warnings : [] } };
}

/**
 * `puzzle` with `cells` made holes (`hole`) or cells again, as the host writes it (holeEdits):
 * a new hole holds 0, a cell made again the objective (its target too, when there is one). The
 * holes field is dropped when no hole is left.
 */
export function withHoles(puzzle: PuzzleView, cells: readonly number[], hole: boolean): PuzzleView {
  const size = puzzle.rows * puzzle.columns;
  const holes = puzzle.holes ? puzzle.holes.slice() : new Uint8Array(size);
  const grid = puzzle.grid.slice();
  const target = puzzle.target?.slice();
  for (const cell of cells) {
    if (cell < 0 || cell >= size || (holes[cell] === 1) === hole) continue;
    holes[cell] = hole ? 1 : 0;
    grid[cell] = hole ? 0 : puzzle.objective;
    if (target) target[cell] = hole ? 0 : puzzle.objective;
  }
  const { holes: _holes, target: _target, ...rest } = puzzle;
  return { ...rest, grid, ...(holes.includes(1) ? { holes } : {}), ...(target ? { target } : {}) };
}

function onBoard(puzzle: PuzzleView, row: number, col: number): boolean {
  return Number.isInteger(row) && Number.isInteger(col) && row >= 0 && col >= 0 && row < puzzle.rows && col < puzzle.columns;
}

function dragStart(state: GridViewState, row: number, col: number, show: (state: GridViewState, document: ShownDocument) => Transition): Transition {
  const puzzle = shownPuzzle(state);
  if (state.playMode || state.setupTool !== 'holes' || puzzle === null || !onBoard(puzzle, row, col)) return unchanged(state);
  const cell = row * puzzle.columns + col;
  const drag: HoleDrag = { hole: !isHoleAt(puzzle, cell), cells: [cell] };
  return show({ ...state, holeDrag: drag, selected: { row, col } }, predicted(state, withHoles(puzzle, drag.cells, drag.hole)));
}

function dragOver(state: GridViewState, row: number, col: number, show: (state: GridViewState, document: ShownDocument) => Transition): Transition {
  const puzzle = shownPuzzle(state);
  const drag = state.holeDrag;
  if (drag === null || puzzle === null || !onBoard(puzzle, row, col)) return unchanged(state);
  const cell = row * puzzle.columns + col;
  if (drag.cells.includes(cell)) return unchanged(state);
  const next: HoleDrag = { hole: drag.hole, cells: [...drag.cells, cell] };
  return show({ ...state, holeDrag: next }, predicted(state, withHoles(puzzle, [cell], drag.hole)));
}

function dragEnd(state: GridViewState): Transition {
  const drag = state.holeDrag;
  const puzzle = shownPuzzle(state);
  if (drag === null || puzzle === null) return unchanged({ ...state, holeDrag: null });
  const count = drag.cells.length;
  const announce =
    count === 1
      ? holeWords(cellName(Math.floor(drag.cells[0] / puzzle.columns), drag.cells[0] % puzzle.columns), drag.hole)
      : drag.hole
        ? l10n.t('{0} cells made holes.', count)
        : l10n.t('{0} cells made cells again.', count);
  return withAnnouncement({ ...state, holeDrag: null }, [{ type: 'holes', cells: Uint32Array.from(drag.cells), hole: drag.hole }], announce);
}

/** What the live region says when one cell became a hole (`hole`) or a cell again. */
function holeWords(cell: string, hole: boolean): string {
  return hole ? l10n.t('{0} is a hole.', cell) : l10n.t('{0} is a cell again.', cell);
}

/** A setup press with the Holes or Target tool (null for the States tool: the caller presses the cell). */
export function designPress(
  state: GridViewState,
  row: number,
  col: number,
  delta: 1 | -1,
  show: (state: GridViewState, document: ShownDocument) => Transition,
): Transition | null {
  const puzzle = shownPuzzle(state);
  if (state.playMode || puzzle === null || state.setupTool === 'states') return null;
  const cell = row * puzzle.columns + col;
  const selected: GridViewState = { ...state, selected: { row, col } };
  if (state.setupTool === 'holes') {
    const hole = !isHoleAt(puzzle, cell);
    const shown = show(selected, predicted(state, withHoles(puzzle, [cell], hole)));
    return post(shown, { type: 'holes', cells: Uint32Array.of(cell), hole }, holeWords(cellName(row, col), hole));
  }
  if (isHoleAt(puzzle, cell)) return withAnnouncement(selected, [], l10n.t('{0} is a hole: it has no target.', cellName(row, col)));
  const target = puzzle.target ? puzzle.target.slice() : new Uint8Array(puzzle.rows * puzzle.columns).fill(puzzle.objective);
  if (!puzzle.target && puzzle.holes) for (let index = 0; index < target.length; index++) if (puzzle.holes[index]) target[index] = 0;
  target[cell] = (target[cell] + delta + puzzle.states) % puzzle.states;
  const shown = show(selected, predicted(state, { ...puzzle, target }));
  return post(shown, { type: 'target', row, col, delta }, l10n.t('{0}: target {1}.', cellName(row, col), target[cell]));
}

/** Whether the board can take a neighbourhood (hex boards have their own six neighbours). */
export function takesNeighbourhood(puzzle: Pick<PuzzleView, 'topology'>): boolean {
  return puzzle.topology !== 'hex';
}

function pickNeighbourhood(state: GridViewState, neighbourhood: Neighbourhood): Transition {
  const puzzle = shownPuzzle(state);
  if (state.playMode || puzzle === null || !takesNeighbourhood(puzzle)) return unchanged(state);
  if (
    neighbourhoodKey(puzzle.neighbourhood) === neighbourhoodKey(neighbourhood) &&
    (typeof neighbourhood !== 'string' || puzzle.neighbourhood === undefined || puzzle.neighbourhood === neighbourhood)
  ) {
    return unchanged(state);
  }
  return { state, messages: [{ type: 'neighbourhood', neighbourhood }], announce: l10n.t('A press now changes {0}.', neighbourhoodWords(neighbourhood)) };
}

/** The neighbourhood with offset (row, col) added or removed (a named one becomes its list of offsets first). */
export function toggledOffsets(neighbourhood: Neighbourhood | undefined, row: number, col: number): Offset[] {
  const offsets = neighbourhoodOffsets(neighbourhood);
  const present = offsets.some(([r, c]) => r === row && c === col);
  return present ? offsets.filter(([r, c]) => r !== row || c !== col) : [...offsets, [row, col] as const];
}

function toggleOffset(state: GridViewState, row: number, col: number): Transition {
  const puzzle = shownPuzzle(state);
  if (state.playMode || puzzle === null || !takesNeighbourhood(puzzle)) return unchanged(state);
  if (!Number.isInteger(row) || !Number.isInteger(col) || Math.abs(row) > MAX_OFFSET || Math.abs(col) > MAX_OFFSET) return unchanged(state);
  return pickNeighbourhood(state, toggledOffsets(puzzle.neighbourhood, row, col));
}

/** The neighbourhood in words: a name's description, or how many offsets a custom one lists. */
export function neighbourhoodWords(neighbourhood: Neighbourhood | undefined): string {
  const key = neighbourhoodKey(neighbourhood);
  if (isNeighbourhoodName(key)) return neighbourhoodDescription(key);
  if (key === SIGMA_KEY) return l10n.t('the cells above, below, left and right of it, but not the cell itself (the sigma game)');
  const offsets = neighbourhoodOffsets(neighbourhood);
  const self = offsets.some(([row, col]) => row === 0 && col === 0);
  const others = offsets.length - (self ? 1 : 0);
  if (self) return others === 1 ? l10n.t('the cell and 1 other cell (a custom pattern)') : l10n.t('the cell and {0} other cells (a custom pattern)', others);
  return others === 1 ? l10n.t('1 other cell (a custom pattern)') : l10n.t('{0} other cells (a custom pattern)', others);
}
