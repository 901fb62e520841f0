import * as assert from 'node:assert/strict';
import { fakeFiles, FakeUri, fakeWindow, resetFakeVscode, uninstallFakeVscode, vscodeCalls } from './fakeVscode';
import type * as vscode from 'vscode';
import { BuiltInPuzzles, LEVEL_BESTS_KEY } from '../../src/commands/builtInPuzzles';
import { playLevelsCommand } from '../../src/commands/playLevelsCommand';
import type { CommandContext } from '../../src/commands/registerCommands';

const level = (title: string, minMoves: number): Uint8Array =>
  new TextEncoder().encode(`title = "${title}"\nrows = 1\ncolumns = 2\nminMoves = ${minMoves}\ngrid = "1 0"\n`);

/** Runs Play Levels with two levels, the first solved in `best` moves when given; returns what it logged. */
async function playLevels(best?: number): Promise<string[]> {
  const logged: string[] = [];
  const log = { info: (line: string) => logged.push(`info ${line}`), error: (line: string) => logged.push(`error ${line}`) };
  const values = new Map<string, unknown>(best === undefined ? [] : [[LEVEL_BESTS_KEY, { '01-first': best }]]);
  const state = { get: (key: string) => values.get(key), update: () => Promise.resolve(), keys: () => [...values.keys()] } as unknown as vscode.Memento;
  const builtInPuzzles = new BuiltInPuzzles(new FakeUri('/extension') as unknown as vscode.Uri, state, log);
  await playLevelsCommand.run({ log, builtInPuzzles } as unknown as CommandContext);
  return logged;
}

describe('commands: playLevelsCommand', () => {
  beforeEach(() => {
    resetFakeVscode();
    fakeFiles.set('/extension/levels', 'folder');
    fakeFiles.set('/extension/levels/01-first.lights', level('First Light', 1));
    fakeFiles.set('/extension/levels/02-corners.lights', level('Corners', 4));
  });
  after(() => uninstallFakeVscode());

  it('shows every level with the first unsolved one active, and opens nothing when dismissed', async () => {
    await playLevels(2);
    assert.equal(vscodeCalls.length, 1);
    const [kind, shown] = vscodeCalls[0] as [
      string,
      { title: string; placeholder: string; items: { label: string; description: string; detail: string }[]; activeItems: unknown[] },
    ];
    assert.equal(kind, 'createQuickPick');
    assert.equal(shown.title, 'Play Levels');
    assert.equal(shown.placeholder, '1 of 2 levels solved. Choose a level to play.');
    assert.deepEqual(
      shown.items.map(({ label, description, detail }) => [label, description, detail]),
      [
        ['Level 1: First Light', '$(star-full)$(star-full)$(star-empty) 2 of 3 stars · moves: best 2, fewest 1', '1x2, 2 states, plain'],
        ['Level 2: Corners', 'not solved yet · fewest moves: 4', '1x2, 2 states, plain'],
      ],
    );
    assert.deepEqual(shown.activeItems, [shown.items[1]]);
  });

  it('opens the level picked in the grid, solved ones too', async () => {
    fakeWindow.quickPickAccept = 0;
    const logged = await playLevels(1);
    const opened = vscodeCalls.find(([name]) => name === 'executeCommand') as unknown[];
    assert.equal(opened[1], 'vscode.openWith');
    assert.equal((opened[2] as FakeUri).toString(), 'lightsout:///levels/01-first.lights');
    assert.equal(opened[3], 'lightsOut.grid');
    assert.deepEqual(logged, ['info levels: opened level 1 (01-first)']);
  });

  it('says so when the levels cannot be read or none came with the extension', async () => {
    fakeFiles.clear();
    const logged = await playLevels();
    fakeFiles.set('/extension/levels', 'folder');
    await playLevels();
    assert.deepEqual(vscodeCalls, [
      ['showErrorMessage', 'Could not read the levels: no such folder: /extension/levels'],
      ['showInformationMessage', 'No levels came with this installation of the extension.'],
    ]);
    assert.deepEqual(logged, ['error play levels: could not read the levels: no such folder: /extension/levels']);
  });
});
