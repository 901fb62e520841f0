/**
 * The grid panel's toolbar: the mode (Setup, Play), the puzzle actions (Solve, Hint), a new puzzle
 * (New game in Play, Randomize in Setup, the other hidden) beside its difficulty, whose choices say
 * what each level means on this board ("easy: 1-5 moves"), and the learn panels (Path, Learn), in
 * labelled groups that wrap as whole groups; and the zoom group, which the caller places beside the
 * Puzzle heading. One Tab stop (WAI-ARIA toolbar pattern: arrow keys, Home and End move between its
 * shown controls), so the board is the second Tab stop of the panel. Built from the action table;
 * DOM only here.
 */

import * as l10n from '../../domain/l10n';
import { MAX_DIFFICULTY_CELLS } from '../../protocol/protocol';
import { difficultyDescription } from '../../domain/vocabularyWords';
import type { DifficultyScale } from '../../domain/difficultyScale';
import { button, element } from '../dom';
import { GRID_ACTIONS, type GridButtonName } from '../../protocol/gridActions';
import { GRID_ACTION_BEHAVIOUR } from './gridActionBehaviour';
import { MAX_CELL_SIZE, zoomOutFloor } from '../board/gridGeometry';
import { DIFFICULTY_CHOICES, shownPuzzle, type DifficultyChoice, type GridViewEvent, type GridViewState } from '../state/gridViewTypes';
import { difficultyChoiceText, difficultyScaleText } from '../words/wording';
import { zoomLevelWords } from '../words/zoomWords';

/** The zoom controls' callbacks (zooming needs the size now drawn, which only the board view knows). */
export interface ZoomHandlers {
  zoom(direction: 1 | -1): void;
  fit(): void;
}

/**
 * The new-puzzle action the toolbar shows in `state`: New game in Play (a new game on the panel,
 * the file untouched), Randomize in Setup (one undoable edit of the board). Pure.
 */
export function newPuzzleAction(state: Pick<GridViewState, 'playMode'>): 'newGame' | 'randomize' {
  return state.playMode ? 'newGame' : 'randomize';
}

/** A control that takes part in a roving tab index. */
type RovingControl = HTMLButtonElement | HTMLSelectElement;

/** Makes `controls` one Tab stop: the last focused enabled control keeps tabindex 0, arrows move between the enabled shown ones. */
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

  /** Gives tabindex 0 to the current control (or the first enabled shown one), -1 to the others. */
  update(): void {
    const controls = this.controls();
    const current = controls[this.current];
    if (current === undefined || !reachable(current))
      this.current = Math.max(
        0,
        controls.findIndex((control) => reachable(control)),
      );
    controls.forEach((control, index) => (control.tabIndex = index === this.current ? 0 : -1));
  }

  private onKey(event: KeyboardEvent): void {
    const controls = this.controls().filter((control) => reachable(control));
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

function reachable(control: RovingControl): boolean {
  return !control.disabled && !control.hidden;
}

/** The toolbar above the boards. */
export class ToolbarView {
  readonly element: HTMLElement;
  private readonly buttons = new Map<GridButtonName, HTMLButtonElement>();
  private readonly difficulty: HTMLSelectElement;
  private readonly difficultyOptions: readonly HTMLOptionElement[];
  private readonly zoomOut: HTMLButtonElement;
  private readonly zoomIn: HTMLButtonElement;
  private readonly zoomFit: HTMLButtonElement;
  private readonly zoomLevel: HTMLElement;
  private readonly roving: RovingFocus;
  /** The zoom controls, placed by the caller (beside the mode bar, under the boards). */
  readonly zoomGroup: HTMLElement;
  private state: GridViewState | null = null;
  /** The scale the difficulty's choices were last written for (undefined before the first render). */
  private shownScale: DifficultyScale | null | undefined = undefined;

  /**
   * `difficultyScale` gives the shown board's difficulty scale as the host rates it (the one New
   * game and Randomize aim at), or null while it is not known: the choices then name the levels only.
   */
  constructor(
    dispatch: (event: GridViewEvent) => void,
    zoom: ZoomHandlers,
    private readonly difficultyScale: () => DifficultyScale | null = () => null,
  ) {
    const action = (name: GridButtonName, className = ''): HTMLButtonElement => {
      const control = actionButton(name, dispatch, () => this.state, className);
      this.buttons.set(name, control);
      return control;
    };
    const group = (label: string, className: string, children: HTMLElement[]): HTMLElement =>
      element('div', { className: `toolbar-group ${className}`, attributes: { role: 'group', 'aria-label': label } }, children);

    this.difficulty = element('select', { testId: 'difficulty-select', attributes: { 'aria-label': l10n.t('Difficulty of a new puzzle') } });
    this.difficultyOptions = DIFFICULTY_CHOICES.map((choice) => element('option', { text: difficultyChoiceText(choice, null), attributes: { value: choice } }));
    this.difficulty.append(...this.difficultyOptions);
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
      group(l10n.t('New puzzle'), '', [action('newGame', 'secondary'), action('randomize', 'secondary'), this.difficulty]),
      group(l10n.t('Learn'), '', [action('path', 'secondary toggle'), action('learn', 'secondary toggle')]),
    ]);
    this.zoomGroup = group(l10n.t('Zoom'), 'zoom', [this.zoomOut, this.zoomLevel, this.zoomIn, this.zoomFit]);
    // Out of the Tab order, so the board stays the second Tab stop: on the board, + and - zoom and 0 fits.
    for (const control of [this.zoomOut, this.zoomIn, this.zoomFit]) control.tabIndex = -1;
    this.roving = new RovingFocus(this.element, () => [
      ...(['setup', 'play', 'solve', 'hint', 'newGame', 'randomize'] as const).map((name) => this.buttons.get(name) as HTMLButtonElement),
      this.difficulty,
      ...(['path', 'learn'] as const).map((name) => this.buttons.get(name) as HTMLButtonElement),
    ]);
  }

  /**
   * Shows `state`: enabled, pressed and shown buttons, the difficulty, and the zoom: the cell size
   * drawn and the size that fits the whole board (null for both while no board is shown).
   */
  render(state: GridViewState, cellSize: number | null, fitSize: number | null): void {
    this.state = state;
    const newPuzzle = newPuzzleAction(state);
    for (const [name, control] of this.buttons) {
      const behaviour = GRID_ACTION_BEHAVIOUR[name];
      control.disabled = !behaviour.enabled(state);
      if (behaviour.pressed) control.setAttribute('aria-pressed', String(behaviour.pressed(state)));
      if (name === 'newGame' || name === 'randomize') control.hidden = name !== newPuzzle;
    }
    this.renderDifficulty(state);
    const level = cellSize === null ? null : zoomLevelWords(cellSize);
    this.zoomLevel.textContent = level?.text ?? '';
    if (level === null) this.zoomLevel.removeAttribute('title');
    else this.zoomLevel.title = level.title;
    this.zoomIn.disabled = cellSize === null || cellSize >= Math.max(MAX_CELL_SIZE, fitSize ?? 0);
    this.zoomOut.disabled = cellSize === null || fitSize === null || cellSize <= zoomOutFloor(fitSize);
    this.roving.update();
  }

  private renderDifficulty(state: GridViewState): void {
    const puzzle = shownPuzzle(state);
    const difficultyAllowed = puzzle !== null && puzzle.rows * puzzle.columns <= MAX_DIFFICULTY_CELLS;
    const scale = difficultyAllowed ? this.difficultyScale() : null;
    if (scale !== this.shownScale) {
      this.shownScale = scale;
      DIFFICULTY_CHOICES.forEach((choice, index) => {
        const option = this.difficultyOptions[index];
        option.textContent = difficultyChoiceText(choice, scale);
        option.disabled = choice !== 'any' && scale !== null && scale[choice] === null;
      });
    }
    if (document.activeElement !== this.difficulty) this.difficulty.value = difficultyAllowed ? state.difficulty : 'any';
    this.difficulty.disabled = !difficultyAllowed;
    this.difficulty.title = !difficultyAllowed
      ? l10n.t('Difficulties are offered for boards of at most {0} cells', MAX_DIFFICULTY_CELLS)
      : scale !== null
        ? difficultyScaleText(scale)
        : l10n.t(
            'Difficulty of a new puzzle, relative to this board: easy is {0}, medium {1}, hard {2}',
            difficultyDescription('easy'),
            difficultyDescription('medium'),
            difficultyDescription('hard'),
          );
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
