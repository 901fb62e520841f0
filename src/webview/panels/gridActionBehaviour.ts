/**
 * What each grid action does in the panel: the event its button dispatches, when it is enabled and,
 * for a toggle, whether it is on. Its palette command and key reach the webview as the host's
 * `command` message and dispatch the same event, so an action cannot behave differently by where
 * it came from; only Path and Learn differ, as a command opens the panel their button toggles.
 * The names, words and commands of the actions are {@link GRID_ACTIONS}. Pure.
 */

import type { GridActionName, GridCommandName } from '../../protocol/gridActions';
import { shownPuzzle, type GridViewEvent, type GridViewState } from '../state/gridViewTypes';
import { awayFromDocument, canUndo } from '../state/playSession';

/** What one action does. */
export interface GridActionBehaviour {
  /** The event its button dispatches in `state`. */
  event(state: GridViewState): GridViewEvent;
  /** The event its palette command dispatches in `state`, when it is not the button's. */
  commandEvent?(state: GridViewState): GridViewEvent;
  /** Whether it can run in `state` (its button is disabled otherwise). */
  enabled(state: GridViewState): boolean;
  /** For toggles: whether it is on (aria-pressed); undefined for plain buttons. */
  pressed?(state: GridViewState): boolean;
}

const hasPuzzle = (state: GridViewState): boolean => shownPuzzle(state) !== null;
const playing = (state: GridViewState): boolean => state.playMode && hasPuzzle(state);

/** Every action's behaviour, by name. */
export const GRID_ACTION_BEHAVIOUR: Readonly<Record<GridActionName, GridActionBehaviour>> = {
  setup: {
    event: () => ({ type: 'setPlayMode', play: false }),
    enabled: hasPuzzle,
    pressed: (state) => !state.playMode,
  },
  play: {
    event: () => ({ type: 'setPlayMode', play: true }),
    enabled: hasPuzzle,
    pressed: (state) => state.playMode,
  },
  solve: { event: () => ({ type: 'solve' }), enabled: hasPuzzle },
  hint: { event: () => ({ type: 'hint' }), enabled: hasPuzzle },
  newGame: { event: () => ({ type: 'newGame' }), enabled: playing },
  randomize: { event: () => ({ type: 'randomize' }), enabled: hasPuzzle },
  path: {
    event: (state) => (state.pathOpen ? { type: 'closePath' } : { type: 'showPath' }),
    commandEvent: () => ({ type: 'showPath' }),
    enabled: hasPuzzle,
    pressed: (state) => state.pathOpen,
  },
  learn: {
    event: (state) => ({ type: 'setLearnOpen', open: !state.learnOpen }),
    commandEvent: () => ({ type: 'setLearnOpen', open: true }),
    enabled: hasPuzzle,
    pressed: (state) => state.learnOpen,
  },
  undo: {
    event: () => ({ type: 'undo' }),
    enabled: (state) => hasPuzzle(state) && (!state.playMode || canUndo(state.game)),
  },
  redo: {
    event: () => ({ type: 'redo' }),
    enabled: (state) => hasPuzzle(state) && (!state.playMode || state.game.undone.length > 0),
  },
  reset: {
    event: () => ({ type: 'reset' }),
    enabled: (state) => playing(state) && state.game.moves.length > 0,
  },
  keepPosition: {
    event: () => ({ type: 'keepPosition' }),
    // A level or an example is read-only: there is no file to keep the position in.
    enabled: (state) => playing(state) && awayFromDocument(state.game) && state.context.kind === 'file',
  },
  share: { event: () => ({ type: 'share' }), enabled: hasPuzzle },
  togglePlayMode: { event: () => ({ type: 'togglePlayMode' }), enabled: hasPuzzle },
};

/**
 * The event the palette command (or key) of `name` dispatches in `state`; a name the webview does
 * not know (a host of another version) only dismisses the notice.
 */
export function commandEvent(name: GridCommandName, state: GridViewState): GridViewEvent {
  const behaviour: GridActionBehaviour | undefined = Object.hasOwn(GRID_ACTION_BEHAVIOUR, name) ? GRID_ACTION_BEHAVIOUR[name] : undefined;
  if (behaviour === undefined) return { type: 'dismissNotice' };
  return (behaviour.commandEvent ?? behaviour.event)(state);
}
