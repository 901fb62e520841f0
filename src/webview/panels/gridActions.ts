/**
 * The grid panel's actions, each defined once: its name (the button's accessible name), its
 * tooltip, the palette command that runs it too, and the event it dispatches. The buttons, the
 * palette commands (through the host's `command` message, see COMMAND_EVENTS) and the keys all
 * reach the reducer with the same event, so an action cannot behave differently by where it came
 * from. Whether an action is available in a state is decided here too. The label and title are
 * looked up in the display language each time they are read. Pure.
 */

import * as l10n from '../../domain/l10n';
import type { WebviewCommand } from '../../protocol/protocol';
import { shownPuzzle, type GridViewEvent, type GridViewState } from '../state/gridViewTypes';

/** The actions with a button. */
export type GridActionId = 'setup' | 'play' | 'solve' | 'hint' | 'randomize' | 'path' | 'learn' | 'undo' | 'redo' | 'reset' | 'keepPosition';

/** One action. */
export interface GridAction {
  readonly id: GridActionId;
  /** The button's text and accessible name. */
  readonly label: string;
  /** The tooltip: what it does, and its key when it has one. */
  readonly title: string;
  /** The palette command that runs the same action, if any. */
  readonly command?: WebviewCommand;
  /** The event it dispatches in `state`. */
  event(state: GridViewState): GridViewEvent;
  /** Whether it can run in `state` (its button is disabled otherwise). */
  enabled(state: GridViewState): boolean;
  /** For toggles: whether it is on (aria-pressed); undefined for plain buttons. */
  pressed?(state: GridViewState): boolean;
}

const hasPuzzle = (state: GridViewState): boolean => shownPuzzle(state) !== null;
const playing = (state: GridViewState): boolean => state.playMode && hasPuzzle(state);

/** Every action, by id. */
export const GRID_ACTIONS: Readonly<Record<GridActionId, GridAction>> = {
  setup: {
    id: 'setup',
    get label(): string {
      return l10n.t('Setup');
    },
    get title(): string {
      return l10n.t('Setup: a click changes one cell, and the change is written to the file (Ctrl+Alt+P switches)');
    },
    command: 'togglePlayMode',
    event: () => ({ type: 'setPlayMode', play: false }),
    enabled: hasPuzzle,
    pressed: (state) => !state.playMode,
  },
  play: {
    id: 'play',
    get label(): string {
      return l10n.t('Play');
    },
    get title(): string {
      return l10n.t('Play: a click presses the cell and its neighbours; the file does not change while you play (Ctrl+Alt+P switches)');
    },
    command: 'togglePlayMode',
    event: () => ({ type: 'setPlayMode', play: true }),
    enabled: hasPuzzle,
    pressed: (state) => state.playMode,
  },
  solve: {
    id: 'solve',
    get label(): string {
      return l10n.t('Solve');
    },
    get title(): string {
      return l10n.t('Show how many times to press each cell to reach the goal (Ctrl+Alt+S)');
    },
    command: 'solve',
    event: () => ({ type: 'solve' }),
    enabled: hasPuzzle,
  },
  hint: {
    id: 'hint',
    get label(): string {
      return l10n.t('Hint');
    },
    get title(): string {
      return l10n.t('Mark one cell to press next (Ctrl+Alt+H)');
    },
    command: 'hint',
    event: () => ({ type: 'hint' }),
    enabled: hasPuzzle,
  },
  randomize: {
    id: 'randomize',
    get label(): string {
      return l10n.t('Randomize');
    },
    get title(): string {
      return l10n.t('Replace the board by a random solvable puzzle of this shape, of the difficulty chosen beside (Ctrl+Alt+R); in Play a new game starts');
    },
    command: 'randomize',
    event: () => ({ type: 'randomize' }),
    enabled: hasPuzzle,
  },
  path: {
    id: 'path',
    get label(): string {
      return l10n.t('Path');
    },
    get title(): string {
      return l10n.t('Step through a shortest way to the goal, press by press');
    },
    command: 'showSolutionPath',
    event: (state) => (state.pathOpen ? { type: 'closePath' } : { type: 'showPath' }),
    enabled: hasPuzzle,
    pressed: (state) => state.pathOpen,
  },
  learn: {
    id: 'learn',
    get label(): string {
      return l10n.t('Learn');
    },
    get title(): string {
      return l10n.t('Learn how the puzzle is solved: light chasing step by step, the bottom-row table, quiet patterns, every solution');
    },
    event: (state) => ({ type: 'setLearnOpen', open: !state.learnOpen }),
    enabled: hasPuzzle,
    pressed: (state) => state.learnOpen,
  },
  undo: {
    id: 'undo',
    get label(): string {
      return l10n.t('Undo');
    },
    get title(): string {
      return l10n.t('Take back the last move (Ctrl+Z); in Setup, undo the last change to the file');
    },
    command: 'undoMove',
    event: () => ({ type: 'undo' }),
    enabled: (state) => hasPuzzle(state) && (!state.playMode || state.game.moves.length > 0),
  },
  redo: {
    id: 'redo',
    get label(): string {
      return l10n.t('Redo');
    },
    get title(): string {
      return l10n.t('Make the last undone move again (Ctrl+Shift+Z); in Setup, redo the last change to the file');
    },
    command: 'redoMove',
    event: () => ({ type: 'redo' }),
    enabled: (state) => hasPuzzle(state) && (!state.playMode || state.game.undone.length > 0),
  },
  reset: {
    id: 'reset',
    get label(): string {
      return l10n.t('Reset');
    },
    get title(): string {
      return l10n.t('Start the game again from the puzzle as the file holds it now');
    },
    command: 'reset',
    event: () => ({ type: 'reset' }),
    enabled: (state) => playing(state) && (state.game.moves.length > 0 || state.game.undone.length > 0),
  },
  keepPosition: {
    id: 'keepPosition',
    get label(): string {
      return l10n.t('Keep this position');
    },
    get title(): string {
      return l10n.t('Write the board you are playing into the file, as the puzzle (one change you can undo)');
    },
    command: 'keepPosition',
    event: () => ({ type: 'keepPosition' }),
    enabled: (state) => playing(state) && state.game.moves.length > 0,
  },
};
