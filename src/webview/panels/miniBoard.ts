/**
 * Small pictures of boards for the Learn panel and the analysis report: the cells of a board (the
 * puzzle's black-to-yellow ramp, with a dot on lit cells of two-state boards and the state number
 * on larger cells of k-state boards, so a state never shows by colour alone) or a press pattern
 * (a mark on every pressed cell, with the count when it is more than one). Pure: the shapes
 * only, drawn elsewhere.
 */

import type { Topology } from '../../domain/topology';
import { cellBounds, cellCentre, contentSize, hexagonCorners, type GridLayout } from '../board/gridGeometry';
import { cellColours, MIN_DIGIT_CELL_SIZE } from '../board/cellColours';

/** What a small board shows. */
export interface MiniBoardSpec {
  readonly rows: number;
  readonly columns: number;
  readonly topology: Topology;
  /** `cells`: values are cell states 0..states-1; `presses`: values are press counts. */
  readonly kind: 'cells' | 'presses';
  readonly states: number;
  /** Row-major. */
  readonly values: ArrayLike<number>;
  /** Cells (row-major indices) ringed, e.g. the cells to press in a step. */
  readonly rings?: readonly number[];
  /** Cell size in CSS px. */
  readonly cellSize: number;
}

/** One cell of a small board, in CSS px from the board's top-left corner. */
export interface MiniCell {
  readonly index: number;
  /** The outline: a rectangle for square cells, polygon points "x,y x,y ..." for hexagons. */
  readonly shape:
    | { readonly kind: 'rect'; readonly x: number; readonly y: number; readonly width: number; readonly height: number }
    | { readonly kind: 'polygon'; readonly points: string };
  /** The fill colour of a cell state, or null for the theme's background (press patterns). */
  readonly fill: string | null;
  /** What is drawn on the cell. */
  readonly mark:
    | { readonly kind: 'none' }
    /** A dot in `colour` (a lit cell of a two-state board). */
    | { readonly kind: 'dot'; readonly radius: number; readonly colour: string }
    /** A pressed cell: a square in the theme's foreground colour. */
    | { readonly kind: 'press'; readonly side: number }
    /** A number: a state of a k-state board, or a press count above one; `colour` null for the theme's foreground. */
    | { readonly kind: 'text'; readonly text: string; readonly colour: string | null };
  readonly centre: { readonly x: number; readonly y: number };
  readonly ringed: boolean;
  /** The colour under a ring that contrasts with the cell's fill (null: the theme's background). */
  readonly ringContrast: string | null;
}

/** The layout of a small board. */
export interface MiniBoardLayout {
  readonly width: number;
  readonly height: number;
  readonly cellSize: number;
  readonly cells: readonly MiniCell[];
}

/** A cell size that fits a board of `rows` x `columns` into about `maxPixels` (between 4 and 18 px). */
export function miniCellSize(rows: number, columns: number, maxPixels = 120): number {
  return Math.max(4, Math.min(18, Math.floor(maxPixels / Math.max(rows, columns, 1))));
}

/** The shapes and marks of a small board. */
export function miniBoardLayout(spec: MiniBoardSpec): MiniBoardLayout {
  const layout: GridLayout = { rows: spec.rows, columns: spec.columns, topology: spec.topology, cellSize: spec.cellSize };
  const size = contentSize(layout);
  const rings = new Set(spec.rings ?? []);
  const cells: MiniCell[] = [];
  for (let row = 0; row < spec.rows; row++) {
    for (let col = 0; col < spec.columns; col++) {
      const index = row * spec.columns + col;
      const value = spec.values[index] ?? 0;
      const centre = cellCentre(layout, row, col);
      const shape: MiniCell['shape'] =
        spec.topology === 'hex'
          ? {
              kind: 'polygon',
              points: hexagonCorners(layout, row, col, 0.5)
                .map((point) => `${round(point.x)},${round(point.y)}`)
                .join(' '),
            }
          : (() => {
              const box = cellBounds(layout, row, col);
              return { kind: 'rect', x: box.x + 0.5, y: box.y + 0.5, width: box.width - 1, height: box.height - 1 } as const;
            })();
      cells.push({ index, shape, centre: { x: round(centre.x), y: round(centre.y) }, ringed: rings.has(index), ...cellLook(spec, value) });
    }
  }
  return { width: Math.ceil(size.width), height: Math.ceil(size.height), cellSize: spec.cellSize, cells };
}

function cellLook(spec: MiniBoardSpec, value: number): Pick<MiniCell, 'fill' | 'mark' | 'ringContrast'> {
  const size = spec.cellSize;
  if (spec.kind === 'presses') {
    if (value <= 0) return { fill: null, mark: { kind: 'none' }, ringContrast: null };
    if (value > 1 && size >= MIN_DIGIT_CELL_SIZE) return { fill: null, mark: { kind: 'text', text: String(value), colour: null }, ringContrast: null };
    return { fill: null, mark: { kind: 'press', side: round(Math.max(2, size * 0.5)) }, ringContrast: null };
  }
  const colours = cellColours(value, spec.states);
  if (spec.states <= 2) {
    return {
      fill: colours.fill,
      mark: value === 0 ? { kind: 'none' } : { kind: 'dot', radius: round(Math.max(1, size * 0.18)), colour: colours.text },
      ringContrast: colours.text,
    };
  }
  return {
    fill: colours.fill,
    mark: size >= MIN_DIGIT_CELL_SIZE ? { kind: 'text', text: String(value), colour: colours.text } : { kind: 'none' },
    ringContrast: colours.text,
  };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
