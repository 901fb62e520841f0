/**
 * The bar right over the boards: Undo and Redo (the game's moves in Play, the file's changes in Setup),
 * then what belongs to the mode: in Setup the board's fields (Rows, Columns, States, Objective,
 * Topology), in Play the game's Reset, Keep this position and Share. Both occupy the same place, so
 * switching modes moves nothing else on screen (the one not in use is invisible, out of the Tab
 * order and of the accessibility tree). DOM only here.
 */

import * as l10n from '../../domain/l10n';
import type { PuzzleView } from '../../protocol/protocol';
import { TOPOLOGIES } from '../../domain/topology';
import { topologyDescription, topologyLabel } from '../../domain/vocabularyWords';
import { fieldLabel, shapeChange, shapeFieldRange } from '../state/boardState';
import { element } from '../dom';
import type { GridButtonName } from '../../protocol/gridActions';
import { GRID_ACTION_BEHAVIOUR } from './gridActionBehaviour';
import { shownPuzzle, type GridViewEvent, type GridViewState, type ShapeField } from '../state/gridViewTypes';
import { actionButton } from './toolbarView';

/** The mode bar. */
export class ModeBarView {
  readonly element: HTMLElement;
  private readonly setupGroup: HTMLElement;
  private readonly gameGroup: HTMLElement;
  private readonly design: HTMLElement | null;
  private readonly inputs: ReadonlyArray<readonly [ShapeField, HTMLInputElement | HTMLSelectElement]>;
  private readonly gameButtons: ReadonlyArray<readonly [GridButtonName, HTMLButtonElement]>;
  private state: GridViewState | null = null;

  /**
   * `design` (Setup's board design controls) is a row of its own under the bar, shown in Setup
   * only: Play keeps the height of the board's fields (so the boards hold still when the mode
   * changes) but not of the design row, which would cost Play's boards a row of the pane.
   */
  constructor(dispatch: (event: GridViewEvent) => void, current: () => GridViewState, design?: HTMLElement) {
    const numberField = (field: Exclude<ShapeField, 'topology'>): readonly [HTMLLabelElement, HTMLInputElement] => {
      const input = element('input', { testId: `${field}-input`, attributes: { type: 'number', step: '1', inputmode: 'numeric', id: `shape-${field}` } });
      return [element('label', { className: 'field', attributes: { for: input.id } }, [element('span', { text: fieldLabel(field) }), input]), input];
    };
    const [rowsLabel, rowsInput] = numberField('rows');
    const [columnsLabel, columnsInput] = numberField('columns');
    const [statesLabel, statesInput] = numberField('states');
    const [objectiveLabel, objectiveInput] = numberField('objective');
    const topology = element('select', { testId: 'topology-select', attributes: { id: 'shape-topology' } });
    for (const name of TOPOLOGIES)
      topology.append(element('option', { text: topologyLabel(name), attributes: { value: name, title: topologyDescription(name) } }));
    const topologyField = element('label', { className: 'field', attributes: { for: topology.id } }, [
      element('span', { text: fieldLabel('topology') }),
      topology,
    ]);
    this.inputs = [
      ['rows', rowsInput],
      ['columns', columnsInput],
      ['states', statesInput],
      ['objective', objectiveInput],
      ['topology', topology],
    ];
    this.setupGroup = element('div', { className: 'mode-panel setup', testId: 'setup', attributes: { role: 'group', 'aria-label': l10n.t('Board') } }, [
      element('div', { className: 'field-pair' }, [rowsLabel, columnsLabel]),
      element('div', { className: 'field-pair' }, [statesLabel, objectiveLabel]),
      topologyField,
    ]);
    this.design = design ?? null;
    this.gameButtons = (['undo', 'redo', 'reset', 'keepPosition', 'share'] as const).map((id) => [id, actionButton(id, dispatch, current)] as const);
    const buttonOf = (id: GridButtonName): HTMLButtonElement => this.gameButtons.find(([key]) => key === id)?.[1] as HTMLButtonElement;
    this.gameGroup = element('div', { className: 'mode-panel game', testId: 'game-controls', attributes: { role: 'group', 'aria-label': l10n.t('Game') } }, [
      element('div', { className: 'field-pair' }, [buttonOf('reset'), buttonOf('keepPosition')]),
      buttonOf('share'),
    ]);
    const history = element('div', { className: 'field-pair', attributes: { role: 'group', 'aria-label': l10n.t('History') } }, [
      buttonOf('undo'),
      buttonOf('redo'),
    ]);
    this.element = element('div', { className: 'mode-bar' }, [
      history,
      element('div', { className: 'mode-panels' }, [this.setupGroup, this.gameGroup]),
      ...(design ? [design] : []),
    ]);

    for (const [field, input] of this.inputs) {
      input.addEventListener('change', () => {
        const puzzle = this.state === null ? null : shownPuzzle(this.state);
        if (puzzle === null) return;
        const invalid = 'error' in shapeChange(field, input.value, puzzle);
        if (invalid) input.setAttribute('aria-invalid', 'true');
        else input.removeAttribute('aria-invalid');
        dispatch({ type: 'shapeInput', field, value: input.value });
      });
      input.addEventListener('blur', () => {
        // Leaving a field with a rejected value shows the document's value again.
        if (input.getAttribute('aria-invalid') === 'true' && this.state !== null) this.render(this.state, true);
      });
    }
  }

  /** Shows the bar of the mode, with the fields' values or the game buttons' availability. */
  render(state: GridViewState, resetInvalid = false): void {
    this.state = state;
    const puzzle = shownPuzzle(state);
    this.setupGroup.classList.toggle('mode-panel--inactive', state.playMode);
    this.gameGroup.classList.toggle('mode-panel--inactive', !state.playMode);
    this.setupGroup.inert = state.playMode;
    this.gameGroup.inert = !state.playMode;
    if (this.design) this.design.hidden = state.playMode;
    for (const [id, control] of this.gameButtons) control.disabled = !GRID_ACTION_BEHAVIOUR[id].enabled(state);
    if (puzzle !== null) this.renderFields(puzzle, resetInvalid);
  }

  private renderFields(puzzle: PuzzleView, resetInvalid: boolean): void {
    for (const [field, input] of this.inputs) {
      if (field !== 'topology') {
        const range = shapeFieldRange(field, puzzle);
        input.setAttribute('min', String(range.min));
        input.setAttribute('max', String(range.max));
      }
      if (document.activeElement === input && !resetInvalid) continue;
      input.value = String(puzzle[field]);
      input.removeAttribute('aria-invalid');
    }
  }
}
