/**
 * A board and its solution as an SVG picture for worksheets: pure, no vscode, no DOM.
 *
 * The picture has one or two panels side by side: the puzzle (each cell shaded by its state, from
 * white for 0 to dark grey for k-1, with the state written on it so that it reads in black and
 * white print), and, when a solution is given, the presses (a ringed number on each cell to press,
 * with how many times). Holes are drawn as dashed outlines without a number; when the cells have
 * different target states, each cell carries a small corner mark with its target. Row and column
 * numbers (1-based) run along the left and top edges, and each panel has a one-line caption.
 * Hex boards are drawn as pointy-top hexagons, odd rows shifted right by half a cell.
 */

import * as l10n from '../domain/l10n';
import { cellCount, cellTarget, isHole, totalPresses, type Puzzle } from './puzzle';

/** The most cells a picture is drawn for (a 100 x 100 board); larger boards are refused with {@link BoardPictureTooLargeError}. */
export const MAX_PICTURE_CELLS = 10_000;

/** The side of a cell in SVG user units (pixels at 1:1) unless {@link BoardSvgOptions.cellSize} says otherwise. */
export const DEFAULT_PICTURE_CELL_SIZE = 40;

/** Thrown by {@link boardSvg} for a board of more than {@link MAX_PICTURE_CELLS} cells; the message says so in plain words. */
export class BoardPictureTooLargeError extends Error {
  override readonly name = 'BoardPictureTooLargeError';
  constructor(readonly cells: number) {
    super(l10n.t('a picture is drawn for boards of at most {0} cells, and this board has {1}', MAX_PICTURE_CELLS, cells));
  }
}

/** What to draw besides the puzzle. */
export interface BoardSvgOptions {
  /** Press counts per cell (row-major, 0 = not pressed): drawn as a second panel, the solution. Null or absent: the puzzle alone. */
  readonly presses?: Uint8Array | null;
  /** The puzzle's name, written in the picture's title (for screen readers and the file's tooltip). */
  readonly title?: string;
  /** The side of a cell in user units (default {@link DEFAULT_PICTURE_CELL_SIZE}). */
  readonly cellSize?: number;
}

/** An SVG document and its size in user units (the PNG export rasterises it at this size or a multiple). */
export interface BoardSvg {
  readonly svg: string;
  readonly width: number;
  readonly height: number;
}

const MARGIN = 16;
const CAPTION_HEIGHT = 44;
const HEADING_SIZE = 16;
const DETAIL_SIZE = 12;
/** A generous mean advance of a character of a sans-serif font, in ems, so that captions fit the width reserved for them. */
const CHARACTER_WIDTH = 0.6;
const PANEL_GAP = 40;
const LIGHTEST = 255;
const DARKEST = 64;

/** Where a panel's cells lie: the cell size, the gutter for the row and column numbers, and the board's extent. */
interface PanelGeometry {
  readonly cell: number;
  readonly gutter: number;
  readonly hex: boolean;
  /** Vertical distance between row centres. */
  readonly rowStep: number;
  readonly boardWidth: number;
  readonly boardHeight: number;
}

/**
 * The SVG picture of `puzzle`, and of its solution when `options.presses` is given. Throws a
 * {@link BoardPictureTooLargeError} for boards over {@link MAX_PICTURE_CELLS} cells and a RangeError
 * when `presses` does not have one entry per cell.
 */
export function boardSvg(puzzle: Puzzle, options: BoardSvgOptions = {}): BoardSvg {
  const cells = cellCount(puzzle);
  if (cells > MAX_PICTURE_CELLS) throw new BoardPictureTooLargeError(cells);
  const presses = options.presses ?? null;
  if (presses && presses.length !== cells) throw new RangeError(`the solution has ${presses.length} entries for ${cells} cells`);
  const geometry = panelGeometry(puzzle, options.cellSize ?? DEFAULT_PICTURE_CELL_SIZE);
  const captions: Caption[] = [puzzleCaption(puzzle)];
  if (presses) captions.push(solutionCaption(puzzle, presses));
  const panelWidth = Math.max(geometry.gutter + geometry.boardWidth, ...captions.map(captionWidth));
  const panelHeight = CAPTION_HEIGHT + geometry.gutter + geometry.boardHeight;
  const panels = presses ? 2 : 1;
  const width = Math.ceil(2 * MARGIN + panels * panelWidth + (panels - 1) * PANEL_GAP);
  const height = Math.ceil(2 * MARGIN + panelHeight);
  const title = options.title ? `${options.title}: ` : '';
  const description = `${title}a ${puzzle.rows} by ${puzzle.columns} Lights Out board with ${puzzle.states} states${presses ? ' and its solution' : ''}`;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(description)}">`,
    `<title>${escapeXml(description)}</title>`,
    `<rect class="background" width="${width}" height="${height}" fill="#ffffff"/>`,
    `<g font-family="Arial, Helvetica, sans-serif" text-anchor="middle" dominant-baseline="central">`,
    puzzlePanel(puzzle, geometry, MARGIN, MARGIN, captions[0]),
  ];
  if (presses) parts.push(solutionPanel(puzzle, presses, geometry, MARGIN + panelWidth + PANEL_GAP, MARGIN, captions[1]));
  parts.push('</g>', '</svg>');
  return { svg: parts.join('\n') + '\n', width, height };
}

/** The fill of a cell in state `state` of `states`: white for 0 to dark grey for k-1, evenly spaced. */
export function stateShade(state: number, states: number): string {
  const level = Math.round(LIGHTEST - ((LIGHTEST - DARKEST) * state) / (states - 1));
  const hex = level.toString(16).padStart(2, '0');
  return `#${hex}${hex}${hex}`;
}

/** The colour of text written on a cell of `shade`: black on the lighter half of the ramp, white on the darker. */
function inkOn(state: number, states: number): string {
  return state / (states - 1) > 0.5 ? '#ffffff' : '#000000';
}

function panelGeometry(puzzle: Puzzle, cell: number): PanelGeometry {
  const hex = puzzle.topology === 'hex';
  const gutter = Math.round(cell * 0.75);
  if (!hex) return { cell, gutter, hex, rowStep: cell, boardWidth: puzzle.columns * cell, boardHeight: puzzle.rows * cell };
  // Pointy-top hexagons of width `cell`: height 2·cell/√3, rows √3/2·cell apart, odd rows shifted by cell/2.
  const hexHeight = (2 * cell) / Math.sqrt(3);
  const rowStep = (Math.sqrt(3) / 2) * cell;
  const shifted = puzzle.rows > 1 ? cell / 2 : 0;
  return { cell, gutter, hex, rowStep, boardWidth: puzzle.columns * cell + shifted, boardHeight: (puzzle.rows - 1) * rowStep + hexHeight };
}

/** The centre of cell (row, column) relative to the board's top left corner. */
function cellCentre(geometry: PanelGeometry, row: number, column: number): { x: number; y: number } {
  const { cell, hex, rowStep } = geometry;
  if (!hex) return { x: (column + 0.5) * cell, y: (row + 0.5) * cell };
  const hexHeight = (2 * cell) / Math.sqrt(3);
  return { x: (column + 0.5 + (row % 2) / 2) * cell, y: hexHeight / 2 + row * rowStep };
}

/** The outline of a cell centred at (x, y): a square or a pointy-top hexagon, inset by one unit so neighbours keep a gap. */
function cellShape(geometry: PanelGeometry, x: number, y: number, attributes: string): string {
  const half = geometry.cell / 2 - 1;
  if (!geometry.hex) return `<rect x="${fixed(x - half)}" y="${fixed(y - half)}" width="${fixed(2 * half)}" height="${fixed(2 * half)}" rx="3" ${attributes}/>`;
  const radius = (geometry.cell - 2) / Math.sqrt(3);
  const points = [90, 150, 210, 270, 330, 30].map((degrees) => {
    const angle = (degrees * Math.PI) / 180;
    return `${fixed(x + radius * Math.cos(angle))},${fixed(y + radius * Math.sin(angle))}`;
  });
  return `<polygon points="${points.join(' ')}" ${attributes}/>`;
}

/** The caption and the 1-based row and column numbers of a panel whose top left corner is (left, top). */
function panelFrame(puzzle: Puzzle, geometry: PanelGeometry, left: number, top: number, caption: Caption): string[] {
  const boardLeft = left + geometry.gutter;
  const boardTop = top + CAPTION_HEIGHT + geometry.gutter;
  const small = fixed(geometry.cell * 0.3);
  const parts = [
    `<text class="caption" x="${fixed(left)}" y="${fixed(top + 10)}" text-anchor="start" font-size="${HEADING_SIZE}" font-weight="bold">${escapeXml(caption.heading)}</text>`,
    `<text class="caption-detail" x="${fixed(left)}" y="${fixed(top + 30)}" text-anchor="start" font-size="${DETAIL_SIZE}" fill="#333333">${escapeXml(caption.detail)}</text>`,
  ];
  for (let column = 0; column < puzzle.columns; column++) {
    const { x } = cellCentre(geometry, 0, column);
    parts.push(
      `<text class="column-number" x="${fixed(boardLeft + x)}" y="${fixed(boardTop - geometry.gutter / 2)}" font-size="${small}" fill="#555555">${column + 1}</text>`,
    );
  }
  for (let row = 0; row < puzzle.rows; row++) {
    const { y } = cellCentre(geometry, row, 0);
    parts.push(
      `<text class="row-number" x="${fixed(left + geometry.gutter / 2)}" y="${fixed(boardTop + y)}" font-size="${small}" fill="#555555">${row + 1}</text>`,
    );
  }
  return parts;
}

/** True when the cells do not all share one target (the picture then marks each cell's target). */
function hasMixedTarget(puzzle: Puzzle): boolean {
  if (!puzzle.target) return false;
  let first = -1;
  for (let index = 0; index < puzzle.target.length; index++) {
    if (isHole(puzzle, index)) continue;
    if (first < 0) first = puzzle.target[index];
    else if (puzzle.target[index] !== first) return true;
  }
  return false;
}

/** A panel's caption: a bold heading and a line of detail under it. */
interface Caption {
  readonly heading: string;
  readonly detail: string;
}

/** The width a caption needs, estimated from its length. */
function captionWidth(caption: Caption): number {
  return Math.ceil(Math.max(caption.heading.length * HEADING_SIZE, caption.detail.length * DETAIL_SIZE) * CHARACTER_WIDTH);
}

function puzzleCaption(puzzle: Puzzle): Caption {
  const goal = hasMixedTarget(puzzle)
    ? 'reach the marked target'
    : `make every cell ${puzzle.target ? cellTarget(puzzle, firstCell(puzzle)) : puzzle.objective}`;
  return { heading: 'Puzzle', detail: `${puzzle.rows} × ${puzzle.columns}, ${puzzle.states} states: ${goal}` };
}

function solutionCaption(puzzle: Puzzle, presses: Uint8Array): Caption {
  const total = totalPresses(presses);
  return { heading: 'Solution', detail: `${total} ${total === 1 ? 'press' : 'presses'}${puzzle.states > 2 ? ', each number says how many times' : ''}` };
}

function firstCell(puzzle: Puzzle): number {
  for (let index = 0; index < cellCount(puzzle); index++) if (!isHole(puzzle, index)) return index;
  return 0;
}

/** One non-hole cell of a panel: its index, its centre on the page and its `data-row`/`data-column` attributes. */
interface PanelCell {
  readonly index: number;
  readonly x: number;
  readonly y: number;
  readonly where: string;
}

/**
 * A panel's group: its frame and caption, then every cell in row-major order, a hole drawn as a
 * dashed outline and any other cell by `drawCell`.
 */
function panel(
  className: string,
  puzzle: Puzzle,
  geometry: PanelGeometry,
  left: number,
  top: number,
  caption: Caption,
  drawCell: (cell: PanelCell) => string,
): string {
  const parts = [`<g class="${className}">`, ...panelFrame(puzzle, geometry, left, top, caption)];
  const boardLeft = left + geometry.gutter;
  const boardTop = top + CAPTION_HEIGHT + geometry.gutter;
  for (let row = 0; row < puzzle.rows; row++) {
    for (let column = 0; column < puzzle.columns; column++) {
      const index = row * puzzle.columns + column;
      const centre = cellCentre(geometry, row, column);
      const x = boardLeft + centre.x;
      const y = boardTop + centre.y;
      const where = `data-row="${row + 1}" data-column="${column + 1}"`;
      parts.push(
        isHole(puzzle, index)
          ? `<g class="hole" ${where}>${cellShape(geometry, x, y, 'fill="none" stroke="#999999" stroke-dasharray="3 3"')}</g>`
          : drawCell({ index, x, y, where }),
      );
    }
  }
  parts.push('</g>');
  return parts.join('\n');
}

function puzzlePanel(puzzle: Puzzle, geometry: PanelGeometry, left: number, top: number, caption: Caption): string {
  const mixedTarget = hasMixedTarget(puzzle);
  const font = fixed(geometry.cell * 0.45);
  const markFont = fixed(geometry.cell * 0.22);
  return panel('puzzle', puzzle, geometry, left, top, caption, ({ index, x, y, where }) => {
    const state = puzzle.grid[index];
    const cell = [
      `<g class="cell" ${where} data-state="${state}">`,
      cellShape(geometry, x, y, `fill="${stateShade(state, puzzle.states)}" stroke="#000000" stroke-width="1"`),
      `<text class="state" x="${fixed(x)}" y="${fixed(y)}" font-size="${font}" fill="${inkOn(state, puzzle.states)}">${state}</text>`,
    ];
    if (mixedTarget) {
      const target = cellTarget(puzzle, index);
      const corner = geometry.cell / 2 - geometry.cell * 0.17;
      cell.push(
        `<g class="target" data-target="${target}"><circle cx="${fixed(x + corner)}" cy="${fixed(y - corner)}" r="${fixed(geometry.cell * 0.15)}" fill="#ffffff" stroke="#000000" stroke-width="0.75"/>`,
        `<text x="${fixed(x + corner)}" y="${fixed(y - corner)}" font-size="${markFont}" fill="#000000">${target}</text></g>`,
      );
    }
    cell.push('</g>');
    return cell.join('');
  });
}

function solutionPanel(puzzle: Puzzle, presses: Uint8Array, geometry: PanelGeometry, left: number, top: number, caption: Caption): string {
  const font = fixed(geometry.cell * 0.4);
  return panel('solution', puzzle, geometry, left, top, caption, ({ index, x, y, where }) => {
    const count = presses[index];
    const cell = [`<g class="cell" ${where} data-presses="${count}">`, cellShape(geometry, x, y, 'fill="#ffffff" stroke="#000000" stroke-width="1"')];
    if (count > 0) {
      cell.push(
        `<circle cx="${fixed(x)}" cy="${fixed(y)}" r="${fixed(geometry.cell * 0.32)}" fill="#ffffff" stroke="#000000" stroke-width="2.5"/>`,
        `<text class="presses" x="${fixed(x)}" y="${fixed(y)}" font-size="${font}" font-weight="bold" fill="#000000">${count}</text>`,
      );
    }
    cell.push('</g>');
    return cell.join('');
  });
}

/** A coordinate with at most two decimals and no trailing zeros. */
function fixed(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** Text escaped for XML character data and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
