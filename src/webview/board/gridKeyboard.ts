/**
 * The puzzle grid's keys (WAI-ARIA grid pattern): arrows move the selected cell and stop at the
 * edges, Home/End go to the ends of the row, Ctrl+Home/Ctrl+End to the first/last cell,
 * PageUp/PageDown move a page of rows, Space/Enter press the cell (+1) and Shift+Space/Shift+Enter
 * press it backwards (-1), + and - zoom, 0 fits the board into the pane. On hex boards Left/Right move within the row and Up/Down to the same
 * column of the row above/below. Every other key (Ctrl+Z and the like included) is left to VS Code.
 * Pure: takes the plain data of a keyboard event.
 */

import type { Topology } from '../../domain/topology';
import type { CellPosition } from './gridGeometry';

/** The parts of a keyboard event the grid looks at (`key` as in KeyboardEvent.key). */
export interface KeyInput {
  readonly key: string;
  readonly shiftKey: boolean;
  readonly ctrlKey: boolean;
  readonly altKey: boolean;
  readonly metaKey: boolean;
}

/** What a key asks the grid to do. */
export type GridKeyIntent =
  | { readonly kind: 'select'; readonly row: number; readonly col: number }
  | { readonly kind: 'press'; readonly delta: 1 | -1 }
  | { readonly kind: 'zoom'; readonly direction: 1 | -1 }
  | { readonly kind: 'fit' };

/** The board size the keys move within. */
export interface KeyboardBoard {
  readonly rows: number;
  readonly columns: number;
  readonly topology: Topology;
}

/** Rows that PageUp/PageDown move when the caller does not say. */
export const DEFAULT_PAGE_ROWS = 10;

/**
 * The intent of a key pressed while the grid has focus at `selected`, or null when the grid does
 * not handle the key (the caller then leaves the event alone so VS Code's keybindings run).
 */
export function gridKeyIntent(input: KeyInput, selected: CellPosition, board: KeyboardBoard, pageRows = DEFAULT_PAGE_ROWS): GridKeyIntent | null {
  const { rows, columns } = board;
  if (rows <= 0 || columns <= 0 || input.altKey || input.metaKey) return null;
  const clampRow = (row: number): number => Math.min(rows - 1, Math.max(0, row));
  const clampCol = (col: number): number => Math.min(columns - 1, Math.max(0, col));
  const row = clampRow(selected.row);
  const col = clampCol(selected.col);
  const select = (toRow: number, toCol: number): GridKeyIntent => ({ kind: 'select', row: clampRow(toRow), col: clampCol(toCol) });
  if (input.ctrlKey) {
    switch (input.key) {
      case 'Home':
        return select(0, 0);
      case 'End':
        return select(rows - 1, columns - 1);
      default:
        return null;
    }
  }
  switch (input.key) {
    case 'ArrowUp':
      return select(row - 1, col);
    case 'ArrowDown':
      return select(row + 1, col);
    case 'ArrowLeft':
      return select(row, col - 1);
    case 'ArrowRight':
      return select(row, col + 1);
    case 'Home':
      return select(row, 0);
    case 'End':
      return select(row, columns - 1);
    case 'PageUp':
      return select(row - Math.max(1, pageRows), col);
    case 'PageDown':
      return select(row + Math.max(1, pageRows), col);
    case ' ':
    case 'Spacebar':
    case 'Enter':
      return { kind: 'press', delta: input.shiftKey ? -1 : 1 };
    case '+':
    case '=':
      return { kind: 'zoom', direction: 1 };
    case '-':
      return { kind: 'zoom', direction: -1 };
    case '0':
      return { kind: 'fit' };
    default:
      return null;
  }
}
