/**
 * Setup's board design controls, shown in the mode bar's Setup panel: the tool a press uses
 * (Cells, Holes, Edit target), Clear target, and the neighbourhood picker (the four names and a
 * 5 x 5 grid of offsets around the pressed cell to draw any pattern; offsets further out that a
 * file lists are kept and named in the note), folded under "Pattern" until opened or "custom" is
 * chosen. Every control dispatches a board design event. DOM only here.
 *
 * Test hooks (data-testid): setup-tools, tool-states, tool-holes, tool-target, clear-target,
 * neighbourhood-select, neighbourhood-pattern (the folding), neighbourhood-grid, offset-R_C (R and C the row and column offsets, e.g.
 * offset--1_2), neighbourhood-note.
 */

import * as l10n from '../../domain/l10n';
import type { PuzzleView } from '../../protocol/protocol';
import { isNeighbourhoodName, NEIGHBOURHOOD_NAMES, neighbourhoodKey, neighbourhoodOffsets } from '../../domain/topology';
import { neighbourhoodDescription, neighbourhoodLabel } from '../../domain/vocabularyWords';
import { neighbourhoodWords, SETUP_TOOLS, takesNeighbourhood, type SetupTool } from '../state/boardDesignState';
import { button, element } from '../dom';
import { shownPuzzle, type GridViewEvent, type GridViewState } from '../state/gridViewTypes';

/** The offsets the picker's grid shows in each direction. */
export const PICKER_REACH = 2;

/** A setup tool's button text and tooltip. */
function toolLabel(tool: SetupTool): { readonly label: string; readonly title: string } {
  switch (tool) {
    case 'states':
      return { label: l10n.t('Cells'), title: l10n.t('A press changes the state of the pressed cell') };
    case 'holes':
      return { label: l10n.t('Holes'), title: l10n.t('A press makes the cell a hole or a cell again; drag to paint several') };
    case 'target':
      return { label: l10n.t('Edit target'), title: l10n.t('A press changes the state the cell must reach') };
    default: {
      const unknownTool: never = tool;
      throw new Error(`unknown tool ${String(unknownTool)}`);
    }
  }
}

/** The words for one offset button: "row offset -1, column offset 2", and what the centre is. */
export function offsetLabel(row: number, col: number): string {
  return row === 0 && col === 0
    ? l10n.t('row offset {0}, column offset {1} (the pressed cell)', row, col)
    : l10n.t('row offset {0}, column offset {1}', row, col);
}

/** The design controls. */
export class BoardDesignView {
  readonly element: HTMLElement;
  private readonly tools = new Map<SetupTool, HTMLButtonElement>();
  private readonly clearTarget: HTMLButtonElement;
  private readonly select: HTMLSelectElement;
  private readonly offsets: HTMLButtonElement[] = [];
  private readonly note: HTMLElement;
  private readonly pattern: HTMLDetailsElement;
  private focusedOffset = Math.floor((2 * PICKER_REACH + 1) ** 2 / 2);

  constructor(dispatch: (event: GridViewEvent) => void) {
    for (const tool of SETUP_TOOLS) {
      const { label, title } = toolLabel(tool);
      const control = button(label, `tool-${tool}`, title, 'secondary toggle');
      control.addEventListener('click', () => dispatch({ type: 'setSetupTool', tool }));
      this.tools.set(tool, control);
    }
    this.clearTarget = button(l10n.t('Clear target'), 'clear-target', l10n.t('Remove the target: every cell must reach the objective again'), 'secondary');
    this.clearTarget.addEventListener('click', () => dispatch({ type: 'clearTarget' }));

    this.select = element('select', { testId: 'neighbourhood-select', attributes: { id: 'shape-neighbourhood' } });
    for (const name of NEIGHBOURHOOD_NAMES)
      this.select.append(element('option', { text: neighbourhoodLabel(name), attributes: { value: name, title: neighbourhoodDescription(name) } }));
    this.select.append(
      element('option', { text: l10n.t('custom'), attributes: { value: 'custom', title: l10n.t('Draw the pattern in the grid of offsets') } }),
    );
    this.select.addEventListener('change', () => {
      const value = this.select.value;
      // "custom" only opens the pattern for drawing: the file changes when an offset is toggled.
      if (isNeighbourhoodName(value)) dispatch({ type: 'pickNeighbourhood', neighbourhood: value });
      else this.pattern.open = true;
    });
    const selectLabel = element('label', { className: 'field', attributes: { for: this.select.id } }, [
      element('span', { text: l10n.t('Neighbourhood') }),
      this.select,
    ]);

    const side = 2 * PICKER_REACH + 1;
    const grid = element('div', {
      className: 'offset-grid',
      testId: 'neighbourhood-grid',
      attributes: { role: 'group', 'aria-label': l10n.t('Neighbourhood pattern: the cells a press changes, around the pressed cell in the centre') },
    });
    grid.style.gridTemplateColumns = `repeat(${side}, 1fr)`;
    for (let row = -PICKER_REACH; row <= PICKER_REACH; row++) {
      for (let col = -PICKER_REACH; col <= PICKER_REACH; col++) {
        const control = button('', `offset-${row}_${col}`, offsetLabel(row, col), `offset${row === 0 && col === 0 ? ' offset--centre' : ''}`);
        control.setAttribute('aria-label', offsetLabel(row, col));
        control.addEventListener('click', () => dispatch({ type: 'toggleOffset', row, col }));
        this.offsets.push(control);
        grid.append(control);
      }
    }
    grid.addEventListener('keydown', (event) => this.onGridKey(event, side));
    grid.addEventListener('focusin', (event) => {
      const index = this.offsets.indexOf(event.target as HTMLButtonElement);
      if (index >= 0) this.focusedOffset = index;
    });
    this.note = element('p', { className: 'design-note', testId: 'neighbourhood-note', attributes: { id: 'neighbourhood-note' } });
    grid.setAttribute('aria-describedby', this.note.id);
    this.select.setAttribute('aria-describedby', this.note.id);
    // Folded by default, so that Setup's panel (whose height Play keeps, to hold the boards still) stays low.
    this.pattern = element('details', { className: 'pattern-details', testId: 'neighbourhood-pattern' }, [
      element('summary', { text: l10n.t('Pattern') }),
      element('div', { className: 'pattern-body' }, [grid, this.note]),
    ]);

    this.element = element('div', { className: 'board-design', testId: 'setup-tools' }, [
      element('div', { className: 'field-pair', attributes: { role: 'group', 'aria-label': l10n.t('What a press changes in Setup') } }, [
        ...this.tools.values(),
      ]),
      element('div', { className: 'field-pair' }, [this.clearTarget]),
      element('div', { className: 'field-pair' }, [selectLabel, this.pattern]),
    ]);
  }

  /** Shows the tool, the target's button and the board's neighbourhood. */
  render(state: GridViewState): void {
    for (const [tool, control] of this.tools) control.setAttribute('aria-pressed', String(state.setupTool === tool));
    if (state.playMode) this.pattern.open = false;
    const puzzle = shownPuzzle(state);
    this.clearTarget.disabled = puzzle?.target === undefined;
    if (puzzle !== null) this.renderNeighbourhood(puzzle);
  }

  private renderNeighbourhood(puzzle: PuzzleView): void {
    const allowed = takesNeighbourhood(puzzle);
    const key = neighbourhoodKey(puzzle.neighbourhood);
    if (document.activeElement !== this.select || !allowed) this.select.value = isNeighbourhoodName(key) ? key : 'custom';
    this.select.disabled = !allowed;
    const offsets = allowed ? neighbourhoodOffsets(puzzle.neighbourhood) : [];
    const side = 2 * PICKER_REACH + 1;
    this.offsets.forEach((control, index) => {
      const row = Math.floor(index / side) - PICKER_REACH;
      const col = (index % side) - PICKER_REACH;
      control.setAttribute('aria-pressed', String(offsets.some(([r, c]) => r === row && c === col)));
      control.disabled = !allowed;
      control.tabIndex = index === this.focusedOffset ? 0 : -1;
    });
    const outside = offsets.filter(([row, col]) => Math.abs(row) > PICKER_REACH || Math.abs(col) > PICKER_REACH);
    const changes = l10n.t('A press changes {0}.', neighbourhoodWords(puzzle.neighbourhood));
    const listed = outside.map(([r, c]) => `[${r}, ${c}]`).join(', ');
    const beyond =
      outside.length === 1
        ? l10n.t('One offset lies outside this grid: {0}.', listed)
        : l10n.t('{0} offsets lie outside this grid: {1}.', outside.length, listed);
    this.note.textContent = !allowed
      ? l10n.t('A hex board has its own six neighbours, so it takes no neighbourhood.')
      : outside.length === 0
        ? changes
        : `${changes} ${beyond}`;
  }

  /** Arrow keys move between the offsets (one Tab stop for the grid), Home and End to its ends. */
  private onGridKey(event: KeyboardEvent, side: number): void {
    const index = this.offsets.indexOf(event.target as HTMLButtonElement);
    if (index < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const row = Math.floor(index / side);
    const col = index % side;
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
        next = row * side + Math.min(side - 1, col + 1);
        break;
      case 'ArrowLeft':
        next = row * side + Math.max(0, col - 1);
        break;
      case 'ArrowDown':
        next = Math.min(side - 1, row + 1) * side + col;
        break;
      case 'ArrowUp':
        next = Math.max(0, row - 1) * side + col;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = side * side - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    this.offsets[index].tabIndex = -1;
    this.offsets[next].tabIndex = 0;
    this.focusedOffset = next;
    this.offsets[next].focus();
  }
}
