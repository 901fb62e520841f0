import * as assert from 'node:assert/strict';
import { useL10nBundle } from '../../src/domain/l10n';
import { GRID_ACTIONS, gridCommandActions, WHEN_GRID_ACTIVE, type GridAction } from '../../src/protocol/gridActions';
import { readRepositoryJson, readStringTable } from '../l10n/localisationFiles';

interface Manifest {
  contributes: {
    commands: { command: string; title: string; category: string; icon?: string }[];
    keybindings: { command: string; key: string; mac?: string; when: string }[];
    menus: Record<string, { command: string; when: string; group?: string }[]>;
  };
}

const { contributes } = readRepositoryJson('package.json') as Manifest;
const english = readStringTable('package.nls.json');
const actions: readonly GridAction[] = Object.values(GRID_ACTIONS);
const commandIds = new Set(gridCommandActions().map((action) => action.command.id));
/** Entries sorted by their JSON, to compare lists whose order VS Code ignores. */
const sorted = <T>(entries: readonly T[]): T[] => [...entries].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describe('protocol: the grid actions', () => {
  afterEach(() => useL10nBundle(undefined));

  it('keeps the names, accessible names and test ids the end-to-end suites and screen readers know', () => {
    assert.deepEqual(
      actions.map((action) => [action.name, action.label, action.testId]),
      [
        ['setup', 'Setup', 'setup-mode'],
        ['play', 'Play', 'play-mode'],
        ['solve', 'Solve', 'solve'],
        ['hint', 'Hint', 'hint'],
        ['newGame', 'New game', 'new-game'],
        ['randomize', 'Randomize', 'randomize'],
        ['path', 'Path', 'show-path'],
        ['learn', 'Learn', 'learn-toggle'],
        ['undo', 'Undo', 'undo'],
        ['redo', 'Redo', 'redo'],
        ['reset', 'Reset', 'reset'],
        ['keepPosition', 'Keep this position', 'keep-position'],
        ['share', 'Share', 'share'],
        ['togglePlayMode', undefined, undefined],
      ],
    );
    for (const [name, action] of Object.entries(GRID_ACTIONS)) assert.equal(action.name, name);
  });

  it('looks its words up in the display language each time they are read', () => {
    useL10nBundle(readStringTable('l10n/bundle.l10n.fr.json'));
    assert.equal(GRID_ACTIONS.hint.label, 'Indice');
    assert.match(GRID_ACTIONS.hint.title, /\(Ctrl\+Alt\+H\)$/);
    useL10nBundle(undefined);
    assert.equal(GRID_ACTIONS.hint.label, 'Hint');
    assert.equal(GRID_ACTIONS.hint.title, 'Mark one cell to press next (Ctrl+Alt+H)');
  });

  it('names in a tooltip only the keys the table binds', () => {
    const bound = new Set(gridCommandActions().flatMap((action) => action.command.keys.map((key) => key.key)));
    const named = actions.flatMap((action) => (action.title ?? '').match(/Ctrl\+[A-Za-z+]+/g) ?? []);
    assert.deepEqual(named, ['Ctrl+Alt+P', 'Ctrl+Alt+P', 'Ctrl+Alt+S', 'Ctrl+Alt+H', 'Ctrl+Alt+R', 'Ctrl+Z', 'Ctrl+Shift+Z']);
    for (const key of named) assert.ok(bound.has(key.toLowerCase()), key);
  });

  it('declares the palette commands package.json contributes, with the titles of package.nls.json', () => {
    const declared = contributes.commands.filter((command) => commandIds.has(command.command));
    assert.equal(declared.length, commandIds.size);
    assert.deepEqual(
      sorted(declared),
      sorted(
        gridCommandActions().map(({ command }) => ({
          command: command.id,
          title: `%command.${command.id.replace(/^lightsOut\./, '')}.title%`,
          category: '%command.category%',
          icon: command.icon,
        })),
      ),
    );
    for (const { command } of gridCommandActions()) assert.equal(english[`command.${command.id.replace(/^lightsOut\./, '')}.title`], command.title, command.id);
  });

  it('binds exactly the keys package.json binds, under the same conditions', () => {
    const fromTable = gridCommandActions().flatMap(({ command }) => command.keys.map((key) => ({ command: command.id, ...key })));
    assert.deepEqual(sorted(contributes.keybindings), sorted(fromTable));
    assert.ok(fromTable.every((binding) => binding.when.startsWith(WHEN_GRID_ACTIVE)));
  });

  it('lists the commands in the palette and the title bar exactly where package.json does', () => {
    const palette = contributes.menus.commandPalette.filter((entry) => commandIds.has(entry.command));
    assert.deepEqual(sorted(palette), sorted(gridCommandActions().map(({ command }) => ({ command: command.id, when: command.paletteWhen }))));
    const titleBar = contributes.menus['editor/title'].filter((entry) => commandIds.has(entry.command));
    assert.deepEqual(
      sorted(titleBar),
      sorted(gridCommandActions().flatMap(({ command }) => command.titleBar.map((entry) => ({ command: command.id, when: entry.when, group: entry.group })))),
    );
    assert.deepEqual(Object.keys(contributes.menus), ['commandPalette', 'editor/title', 'editor/context']);
  });
});
