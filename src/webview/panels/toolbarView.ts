/**
 * The grid panel's toolbar: the mode (Setup, Play), the puzzle actions (Solve, Hint, Randomize
 * with its difficulty) and the learn panels (Path, Learn), in labelled groups that wrap as whole
 * groups; and the zoom group, which the caller places under the boards. One Tab stop (WAI-ARIA toolbar pattern: arrow keys, Home and End move between
 * its controls), so the board is the second Tab stop of the panel. Built from the action table;
 * DOM only here.
 */

import * as l10n from '../../domain/l10n';
import { MAX_DIFFICULTY_CELLS } from '../../protocol/protocol';
import { difficultyDescription } from '../../domain/vocabularyWords';
import { button, element } from '../dom';
import { GRID_ACTIONS, type GridButtonName } from '../../protocol/gridActions';
import { GRID_ACTION_BEHAVIOUR } from './gridActionBehaviour';
import { MAX_CELL_SIZE, zoomOutFloor } from '../board/gridGeometry';
import { DIFFICULTY_CHOICES, shownPuzzle, type DifficultyChoice, type GridViewEvent, type GridViewState } from '../state/gridViewTypes';
import { difficultyName } from '../words/wording';
import { zoomLevelWords } from '../words/zoomWords';

/** The zoom controls' callbacks (zooming needs the size now drawn, which only the board view knows). */
export interface ZoomHandlers {
  zoom(direction: 1 | -1): void;
  fit(): void;
}

/** A control that takes part in a roving tab index. */
type RovingControl = HTMLButtonElement | HTMLSelectElement;

/** Makes `controls` one Tab stop: the last focused enabled control keeps tabindex 0, arrows move between them. */
export class RovingFocus {
  private current = 0;

  constructor(
    container: HTMLElement,
    private readonly controls: () => readonly RovingControl[],
  ) {
    container.addEventListener('keydown', (event) => this.onKey(event));
    container.addEventListener('focusin', (event) => {
      const index = this.controls().indexOf(event.target as RovingControl);
      if (index >= 0) {
        this.current = index;
        this.update();
      }
    });
  }

  /** Gives tabindex 0 to the current control (or the first enabled one), -1 to the others. */
  update(): void {
    const controls = this.controls();
    if (controls[this.current]?.disabled !== false)
      this.current = Math.max(
        0,
        controls.findIndex((control) => !control.disabled),
      );
    controls.forEach((control, index) => (control.tabIndex = index === this.current ? 0 : -1));
  }

  private onKey(event: KeyboardEvent): void {
    const controls = this.controls().filter((control) => !control.disabled);
    const index = controls.indexOf(event.target as RovingControl);
    if (index < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    let target: number;
    switch (event.key) {
      case 'ArrowRight':
        target = (index + 1) % controls.length;
        break;
      case 'ArrowLeft':
        target = (index - 1 + controls.length) % controls.length;
        break;
      case 'Home':
        target = 0;
        break;
      case 'End':
        target = controls.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    controls[target].focus();
  }
}

/** The toolbar above the boards. */
export class ToolbarView {
  readonly element: HTMLElement;
  private readonly buttons = new Map<GridButtonName, HTMLButtonElement>();
  private readonly difficulty: HTMLSelectElement;
  private readonly zoomOut: HTMLButtonElement;
  private readonly zoomIn: HTMLButtonElement;
  private readonly zoomFit: HTMLButtonElement;
  private readonly zoomLevel: HTMLElement;
  private readonly roving: RovingFocus;
  /** The zoom controls, placed by the caller (beside the mode bar, under the boards). */
  readonly zoomGroup: HTMLElement;
  private state: GridViewState | null = null;

  constructor(dispatch: (event: GridViewEvent) => void, zoom: ZoomHandlers) {
    const action = (name: GridButtonName, className = ''): HTMLButtonElement => {
      const control = actionButton(name, dispatch, () => this.state, className);
      this.buttons.set(name, control);
      return control;
    };
    const group = (label: string, className: string, children: HTMLElement[]): HTMLElement =>
      element('div', { className: `toolbar-group ${className}`, attributes: { role: 'group', 'aria-label': label } }, children);

    this.difficulty = element('select', { testId: 'difficulty-select', attributes: { 'aria-label': l10n.t('Difficulty of Randomize') } });
    for (const choice of DIFFICULTY_CHOICES) this.difficulty.append(element('option', { text: difficultyName(choice), attributes: { value: choice } }));
    this.difficulty.addEventListener('change', () => dispatch({ type: 'setDifficulty', difficulty: this.difficulty.value as DifficultyChoice }));

    this.zoomOut = button('−', 'zoom-out', l10n.t('Zoom out (- on the board, Ctrl+wheel)'), 'secondary icon');
    this.zoomOut.setAttribute('aria-label', l10n.t('Zoom out'));
    this.zoomIn = button('+', 'zoom-in', l10n.t('Zoom in (+ on the board, Ctrl+wheel)'), 'secondary icon');
    this.zoomIn.setAttribute('aria-label', l10n.t('Zoom in'));
    this.zoomFit = button(l10n.t('Fit'), 'zoom-fit', l10n.t('Fit the whole board into the pane (0 on the board)'), 'secondary');
    this.zoomLevel = element('span', { className: 'zoom-level', testId: 'zoom-level' });
    this.zoomOut.addEventListener('click', () => zoom.zoom(-1));
    this.zoomIn.addEventListener('click', () => zoom.zoom(1));
    this.zoomFit.addEventListener('click', () => zoom.fit());

    this.element = element('div', { className: 'toolbar', testId: 'toolbar', attributes: { role: 'toolbar', 'aria-label': l10n.t('Puzzle actions') } }, [
      group(l10n.t('Mode'), 'mode-group', [action('setup', 'toggle'), action('play', 'toggle')]),
      group(l10n.t('Solve'), '', [action('solve'), action('hint')]),
      group(l10n.t('New board'), '', [action('randomize', 'secondary'), this.difficulty]),
      group(l10n.t('Learn'), '', [action('path', 'secondary toggle'), action('learn', 'secondary toggle')]),
    ]);
    this.zoomGroup = group(l10n.t('Zoom'), 'zoom', [this.zoomOut, this.zoomLevel, this.zoomIn, this.zoomFit]);
    // Out of the Tab order, so the board stays the second Tab stop: on the board, + and - zoom and 0 fits.
    for (const control of [this.zoomOut, this.zoomIn, this.zoomFit]) control.tabIndex = -1;
    this.roving = new RovingFocus(this.element, () => [
      ...(['setup', 'play', 'solve', 'hint', 'randomize'] as const).map((name) => this.buttons.get(name) as HTMLButtonElement),
      this.difficulty,
      ...(['path', 'learn'] as const).map((name) => this.buttons.get(name) as HTMLButtonElement),
    ]);
  }

  /**
   * Shows `state`: enabled and pressed buttons, the difficulty, and the zoom: the cell size drawn
   * and the size that fits the whole board (null for both while no board is shown).
   */
  render(state: GridViewState, cellSize: number | null, fitSize: number | null): void {
    this.state = state;
    for (const [name, control] of this.buttons) {
      const behaviour = GRID_ACTION_BEHAVIOUR[name];
      control.disabled = !behaviour.enabled(state);
      if (behaviour.pressed) control.setAttribute('aria-pressed', String(behaviour.pressed(state)));
    }
    const puzzle = shownPuzzle(state);
    const difficultyAllowed = puzzle !== null && puzzle.rows * puzzle.columns <= MAX_DIFFICULTY_CELLS;
    if (document.activeElement !== this.difficulty) this.difficulty.value = difficultyAllowed ? state.difficulty : 'any';
    this.difficulty.disabled = !difficultyAllowed;
    this.difficulty.title = difficultyAllowed
      ? l10n.t(
          'Difficulty of Randomize, relative to this board: easy is {0}, medium {1}, hard {2}',
          difficultyDescription('easy'),
          difficultyDescription('medium'),
          difficultyDescription('hard'),
        )
      : l10n.t('Difficulties are offered for boards of at most {0} cells', MAX_DIFFICULTY_CELLS);
    const level = cellSize === null ? null : zoomLevelWords(cellSize);
    this.zoomLevel.textContent = level?.text ?? '';
    if (level === null) this.zoomLevel.removeAttribute('title');
    else this.zoomLevel.title = level.title;
    this.zoomIn.disabled = cellSize === null || cellSize >= MAX_CELL_SIZE;
    this.zoomOut.disabled = cellSize === null || fitSize === null || cellSize <= zoomOutFloor(fitSize);
    this.roving.update();
  }
}

/**
 * The button of action `name`, with its words and test id; a click dispatches its event when it is
 * enabled in the state `current` returns (nothing while that is null).
 */
export function actionButton(
  name: GridButtonName,
  dispatch: (event: GridViewEvent) => void,
  current: () => GridViewState | null,
  className = 'secondary',
): HTMLButtonElement {
  const { label, title, testId } = GRID_ACTIONS[name];
  const behaviour = GRID_ACTION_BEHAVIOUR[name];
  const control = button(label, testId, title, className);
  control.addEventListener('click', () => {
    const state = current();
    if (state !== null && behaviour.enabled(state)) dispatch(behaviour.event(state));
  });
  return control;
}
