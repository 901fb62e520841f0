/**
 * The grid panel's actions, each defined once: its name (what the host's `command` message
 * carries), its button (text and accessible name, tooltip, test id) and its palette command (id,
 * title, icon, keys, where VS Code lists it). The extension host registers the commands from this
 * table, the webview builds its buttons from it, and a unit test holds package.json's commands,
 * keybindings and menus to it. Labels and tooltips are looked up in the display language each time
 * they are read.
 */

import * as l10n from '../domain/l10n';

/** The actions the grid panel shows as buttons. */
export type GridButtonName =
  'setup' | 'play' | 'solve' | 'hint' | 'newGame' | 'randomize' | 'path' | 'learn' | 'undo' | 'redo' | 'reset' | 'keepPosition' | 'share';

/** Every action: the buttons, and switching between Setup and Play, which only its command and key run. */
export type GridActionName = GridButtonName | 'togglePlayMode';

/** The actions with a palette command. */
export type GridCommandName = Exclude<GridActionName, 'setup' | 'play'>;

/** The context in which a command applies to the active grid. */
export const WHEN_GRID_ACTIVE = "activeCustomEditorId == 'lightsOut.grid'";

/** The context of a `.lights` document open as text. */
export const WHEN_TEXT_ACTIVE = "resourceLangId == lights && activeCustomEditorId != 'lightsOut.grid'";

/** A key binding of a command, in package.json's form. */
export interface GridActionKey {
  readonly key: string;
  /** The key on macOS, when the binding has one of its own. */
  readonly mac?: string;
  readonly when: string;
}

/** An entry of a command in the editor's title bar menu, in package.json's form. */
export interface TitleBarEntry {
  readonly when: string;
  readonly group: string;
}

/** An action's palette command. */
export interface GridActionCommand {
  /** The command id (package.json `contributes.commands`). */
  readonly id: string;
  /** The English title after the category "Lights Out" (package.nls.json's `command.<name>.title`). */
  readonly title: string;
  /** The product icon shown where the command is a menu button. */
  readonly icon: string;
  readonly keys: readonly GridActionKey[];
  /** When the Command Palette lists it. */
  readonly paletteWhen: string;
  readonly titleBar: readonly TitleBarEntry[];
}

/** One action. */
export interface GridAction<Name extends GridActionName = GridActionName> {
  readonly name: Name;
  /** Its button's text and accessible name; undefined for an action without a button. */
  readonly label?: string;
  /** Its button's tooltip: what it does, and its key when it has one. */
  readonly title?: string;
  /** Its button's `data-testid` (the end-to-end suites' hook). */
  readonly testId?: string;
  /** Its palette command, if any. */
  readonly command?: GridActionCommand;
}

/** An action with a button. */
export type GridButtonAction<Name extends GridButtonName = GridButtonName> = GridAction<Name> & {
  readonly label: string;
  readonly title: string;
  readonly testId: string;
};

/** An action with a palette command. */
export type GridCommandAction<Name extends GridCommandName = GridCommandName> = GridAction<Name> & { readonly command: GridActionCommand };

const gridKey = (key: string, mac: string, when = WHEN_GRID_ACTIVE): GridActionKey => ({ key, mac, when });
const WHEN_PLAYING = `${WHEN_GRID_ACTIVE} && lightsOut.playing`;

/** Every action, by name, in the order of the buttons. */
export const GRID_ACTIONS: { readonly [Name in GridButtonName]: GridButtonAction<Name> } & { readonly [Name in GridCommandName]: GridCommandAction<Name> } = {
  setup: {
    name: 'setup',
    get label(): string {
      return l10n.t('Setup');
    },
    get title(): string {
      return l10n.t('Setup: a click changes one cell, and the change is written to the file (Ctrl+Alt+P switches)');
    },
    testId: 'setup-mode',
  },
  play: {
    name: 'play',
    get label(): string {
      return l10n.t('Play');
    },
    get title(): string {
      return l10n.t('Play: a click presses the cell and its neighbours; the file does not change while you play (Ctrl+Alt+P switches)');
    },
    testId: 'play-mode',
  },
  solve: {
    name: 'solve',
    get label(): string {
      return l10n.t('Solve');
    },
    get title(): string {
      return l10n.t('Show how many times to press each cell to reach the goal (Ctrl+Alt+S)');
    },
    testId: 'solve',
    command: {
      id: 'lightsOut.solve',
      title: 'Solve',
      icon: '$(lightbulb)',
      keys: [gridKey('ctrl+alt+s', 'cmd+alt+s')],
      paletteWhen: `${WHEN_GRID_ACTIVE} || resourceLangId == lights`,
      titleBar: [
        { when: WHEN_GRID_ACTIVE, group: 'navigation@1' },
        { when: WHEN_TEXT_ACTIVE, group: 'navigation@1' },
      ],
    },
  },
  hint: {
    name: 'hint',
    get label(): string {
      return l10n.t('Hint');
    },
    get title(): string {
      return l10n.t('Mark one cell to press next (Ctrl+Alt+H)');
    },
    testId: 'hint',
    command: {
      id: 'lightsOut.hint',
      title: 'Hint',
      icon: '$(question)',
      keys: [gridKey('ctrl+alt+h', 'cmd+alt+h')],
      paletteWhen: WHEN_GRID_ACTIVE,
      titleBar: [{ when: WHEN_GRID_ACTIVE, group: '1_play@2' }],
    },
  },
  newGame: {
    name: 'newGame',
    get label(): string {
      return l10n.t('New game');
    },
    get title(): string {
      return l10n.t('Play a new random puzzle of this shape and difficulty; the file does not change');
    },
    testId: 'new-game',
    command: {
      id: 'lightsOut.newGame',
      title: 'New Game',
      icon: '$(debug-restart)',
      keys: [],
      paletteWhen: WHEN_GRID_ACTIVE,
      titleBar: [],
    },
  },
  randomize: {
    name: 'randomize',
    get label(): string {
      return l10n.t('Randomize');
    },
    get title(): string {
      return l10n.t(
        'Replace the board by a random solvable puzzle of this shape, of the difficulty chosen beside, as one change you can undo (Ctrl+Alt+R); in Play a new game starts and the file does not change',
      );
    },
    testId: 'randomize',
    command: {
      id: 'lightsOut.randomize',
      title: 'Randomize',
      icon: '$(refresh)',
      keys: [gridKey('ctrl+alt+r', 'cmd+alt+r')],
      paletteWhen: WHEN_GRID_ACTIVE,
      titleBar: [{ when: WHEN_GRID_ACTIVE, group: '2_edit@1' }],
    },
  },
  path: {
    name: 'path',
    get label(): string {
      return l10n.t('Path');
    },
    get title(): string {
      return l10n.t('Step through a shortest way to the goal, press by press');
    },
    testId: 'show-path',
    command: {
      id: 'lightsOut.showSolutionPath',
      title: 'Show Solution Path',
      icon: '$(list-ordered)',
      keys: [],
      paletteWhen: WHEN_GRID_ACTIVE,
      titleBar: [{ when: WHEN_GRID_ACTIVE, group: '1_play@4' }],
    },
  },
  learn: {
    name: 'learn',
    get label(): string {
      return l10n.t('Learn');
    },
    get title(): string {
      return l10n.t('Learn how the puzzle is solved: light chasing step by step, the bottom-row table, quiet patterns, every solution');
    },
    testId: 'learn-toggle',
    command: {
      id: 'lightsOut.openLearn',
      title: 'Open Learn Panel',
      icon: '$(mortar-board)',
      keys: [],
      paletteWhen: WHEN_GRID_ACTIVE,
      titleBar: [],
    },
  },
  undo: {
    name: 'undo',
    get label(): string {
      return l10n.t('Undo');
    },
    get title(): string {
      return l10n.t('Take back the last move (Ctrl+Z); in Setup, undo the last change to the file');
    },
    testId: 'undo',
    command: {
      id: 'lightsOut.undoMove',
      title: 'Undo Move',
      icon: '$(arrow-left)',
      keys: [gridKey('ctrl+z', 'cmd+z', WHEN_PLAYING)],
      paletteWhen: WHEN_GRID_ACTIVE,
      titleBar: [],
    },
  },
  redo: {
    name: 'redo',
    get label(): string {
      return l10n.t('Redo');
    },
    get title(): string {
      return l10n.t('Make the last undone move again (Ctrl+Shift+Z); in Setup, redo the last change to the file');
    },
    testId: 'redo',
    command: {
      id: 'lightsOut.redoMove',
      title: 'Redo Move',
      icon: '$(arrow-right)',
      keys: [gridKey('ctrl+shift+z', 'cmd+shift+z', WHEN_PLAYING), { key: 'ctrl+y', when: WHEN_PLAYING }],
      paletteWhen: WHEN_GRID_ACTIVE,
      titleBar: [],
    },
  },
  reset: {
    name: 'reset',
    get label(): string {
      return l10n.t('Reset');
    },
    get title(): string {
      return l10n.t('Start the game again from the puzzle as the file holds it now');
    },
    testId: 'reset',
    command: {
      id: 'lightsOut.reset',
      title: 'Reset Game',
      icon: '$(discard)',
      keys: [],
      paletteWhen: WHEN_GRID_ACTIVE,
      titleBar: [{ when: WHEN_GRID_ACTIVE, group: '1_play@3' }],
    },
  },
  keepPosition: {
    name: 'keepPosition',
    get label(): string {
      return l10n.t('Keep this position');
    },
    get title(): string {
      return l10n.t('Write the board you are playing into the file, as the puzzle (one change you can undo)');
    },
    testId: 'keep-position',
    command: {
      id: 'lightsOut.keepPosition',
      title: 'Keep This Position',
      icon: '$(save)',
      keys: [],
      paletteWhen: WHEN_GRID_ACTIVE,
      titleBar: [],
    },
  },
  share: {
    name: 'share',
    get label(): string {
      return l10n.t('Share');
    },
    get title(): string {
      return l10n.t('Copy a link that opens this puzzle in VS Code; after some moves you can choose the position you reached instead, as a puzzle of its own');
    },
    testId: 'share',
    command: {
      id: 'lightsOut.share',
      title: 'Share Puzzle...',
      icon: '$(link)',
      keys: [],
      paletteWhen: WHEN_GRID_ACTIVE,
      titleBar: [{ when: WHEN_GRID_ACTIVE, group: '4_share@1' }],
    },
  },
  togglePlayMode: {
    name: 'togglePlayMode',
    command: {
      id: 'lightsOut.togglePlayMode',
      title: 'Switch Between Setup and Play',
      icon: '$(play)',
      keys: [gridKey('ctrl+alt+p', 'cmd+alt+p')],
      paletteWhen: WHEN_GRID_ACTIVE,
      titleBar: [{ when: WHEN_GRID_ACTIVE, group: '1_play@1' }],
    },
  },
};

/** The actions that have a palette command, in the table's order. */
export function gridCommandActions(): GridCommandAction[] {
  const actions: readonly GridAction[] = Object.values(GRID_ACTIONS);
  return actions.filter((action): action is GridCommandAction => action.command !== undefined);
}
