/**
 * The logic program for one puzzle: the encoding (asp/lightsout.lp, read as an asset) followed by
 * facts generated from the puzzle's validated integers, and the way back from a model's atoms to
 * a press pattern. Nothing from a .lights file reaches the program as text: every fact is built
 * from numbers checked here. The neighbour facts come from {@link neighbourTable}, so the clingo
 * engine and the internal engine agree on the topologies, neighbourhoods and holes by
 * construction. Pure.
 */

import { cellCount, cellTarget, checkShape, isHole, PuzzleError, type Puzzle } from '../../core/puzzle';
import { MAX_STATES, MIN_STATES } from '../../domain/limits';
import { neighbourTable } from '../../domain/topology';
import { ClingoOutputError } from './clingoErrors';

function checkedInteger(value: number, min: number, max: number, what: string): string {
  if (!Number.isSafeInteger(value) || value < min || value > max) throw new PuzzleError(`${what} must be an integer in ${min}..${max}, got ${value}`);
  return String(value);
}

/** The cells that are part of the board as `cell(A..B).` facts, one per run of consecutive cells that are not holes. */
function cellFacts(puzzle: Puzzle, cells: number): string {
  const runs: string[] = [];
  for (let start = 0; start < cells; start++) {
    if (isHole(puzzle, start)) continue;
    let end = start;
    while (end + 1 < cells && !isHole(puzzle, end + 1)) end++;
    runs.push(`cell(${checkedInteger(start, 0, cells - 1, 'a cell')}..${checkedInteger(end, 0, cells - 1, 'a cell')}).`);
    start = end;
  }
  return runs.join(' ');
}

/**
 * The facts of a puzzle, one kind per line: `states(K).`, `cell(A..B).` for the runs of cells
 * that are part of the board (holes are not cells), then for every cell that is not a hole
 * `initial(C, S).` and `target(C, T).` (its target, or the objective when the puzzle has no
 * target), and for every such press P the `affects(P, C).` facts of the cells a press of P changes
 * ({@link neighbourTable}: any neighbourhood, asymmetric ones too, never a hole). Cells are
 * row-major numbers over the whole rectangle. Throws {@link PuzzleError} for an invalid puzzle,
 * or one whose holes or target break the model's rules.
 */
export function puzzleFacts(puzzle: Puzzle): string {
  checkShape(puzzle);
  const cells = cellCount(puzzle);
  if (puzzle.grid.length !== cells) throw new PuzzleError(`the grid has ${puzzle.grid.length} cells, expected ${cells}`);
  const k = checkedInteger(puzzle.states, MIN_STATES, MAX_STATES, 'states');
  const lines = [`states(${k}).`];
  const facts = cellFacts(puzzle, cells);
  if (facts !== '') lines.push(facts);
  for (let cell = 0; cell < cells; cell++) {
    if (isHole(puzzle, cell)) {
      if (puzzle.grid[cell] !== 0) throw new PuzzleError(`cell ${cell} is a hole but holds state ${puzzle.grid[cell]}`);
      continue;
    }
    const state = checkedInteger(puzzle.grid[cell], 0, puzzle.states - 1, `cell ${cell}`);
    const target = checkedInteger(cellTarget(puzzle, cell), 0, puzzle.states - 1, `the target of cell ${cell}`);
    lines.push(`initial(${cell},${state}). target(${cell},${target}).`);
  }
  const { offsets, cells: neighbours } = neighbourTable(puzzle);
  for (let press = 0; press < cells; press++) {
    const affected: string[] = [];
    for (let at = offsets[press]; at < offsets[press + 1]; at++)
      affected.push(`affects(${press},${checkedInteger(neighbours[at], 0, cells - 1, 'a neighbour')}).`);
    if (affected.length > 0) lines.push(affected.join(' '));
  }
  return lines.join('\n') + '\n';
}

/** The whole program for a puzzle: the encoding, then the puzzle's facts. */
export function lightsProgram(encoding: string, puzzle: Puzzle): string {
  return `${encoding.endsWith('\n') ? encoding : encoding + '\n'}\n% The puzzle\n${puzzleFacts(puzzle)}`;
}

const PRESS_ATOM = /^press\((0|[1-9]\d{0,8}),([1-9]\d?)\)$/;

/**
 * The press pattern (row-major counts 0..k-1) of a model's shown atoms, which must all be
 * `press(Cell, Times)` with Cell in 0..N-1 and not a hole, Times in 1..k-1 and each cell at most
 * once. Anything else throws {@link ClingoOutputError}: an unexpected model is a failure, never a
 * solution.
 */
export function pressesFromModel(atoms: readonly string[], puzzle: Pick<Puzzle, 'rows' | 'columns' | 'states' | 'holes'>): Uint8Array {
  const cells = puzzle.rows * puzzle.columns;
  const presses = new Uint8Array(cells);
  const seen = new Uint8Array(cells);
  for (const atom of atoms) {
    const match = PRESS_ATOM.exec(atom);
    if (!match) throw new ClingoOutputError(`clingo's model has an unexpected atom "${atom.slice(0, 60)}"`);
    const cell = Number(match[1]);
    const times = Number(match[2]);
    if (cell >= cells) throw new ClingoOutputError(`clingo's model presses cell ${cell}, outside the ${cells} cells of the board`);
    if (isHole(puzzle, cell)) throw new ClingoOutputError(`clingo's model presses cell ${cell}, which is a hole`);
    if (times >= puzzle.states) throw new ClingoOutputError(`clingo's model presses cell ${cell} ${times} times; expected 1..${puzzle.states - 1}`);
    if (seen[cell]) throw new ClingoOutputError(`clingo's model presses cell ${cell} twice`);
    seen[cell] = 1;
    presses[cell] = times;
  }
  return presses;
}
