import * as assert from 'node:assert/strict';
import { fakeFiles, FakeUri, fakeWindow, resetFakeVscode, uninstallFakeVscode, vscodeCalls } from './fakeVscode';
import type * as vscode from 'vscode';
import { BuiltInPuzzles } from '../../src/commands/builtInPuzzles';
import { openExampleCommand } from '../../src/commands/openExampleCommand';
import type { CommandContext } from '../../src/commands/registerCommands';

const puzzle = (title: string): Uint8Array =>
  new TextEncoder().encode(
    ['title = "' + title + '"', 'rows = 1', 'columns = 2', 'states = 2', 'objective = 0', 'topology = "plain"', 'grid = """', '1 0', '"""', ''].join('\n'),
  );

/** Runs the command with the extension installed at /extension; returns what it logged. */
async function openExample(): Promise<string[]> {
  const logged: string[] = [];
  const log = { info: (line: string) => logged.push(`info ${line}`), error: (line: string) => logged.push(`error ${line}`) };
  const extensionUri = new FakeUri('/extension');
  const builtInPuzzles = new BuiltInPuzzles(extensionUri as unknown as vscode.Uri, {} as vscode.Memento, log);
  await openExampleCommand.run({ log, extensionUri, builtInPuzzles } as unknown as CommandContext);
  return logged;
}

describe('commands: openExampleCommand', () => {
  beforeEach(() => resetFakeVscode());
  after(() => uninstallFakeVscode());

  it('offers the bundled .lights files that are text, by label, and opens nothing when none is picked', async () => {
    fakeFiles.set('/extension/examples', 'folder');
    fakeFiles.set('/extension/examples/b.lights', puzzle('Beta'));
    fakeFiles.set('/extension/examples/a.lights', puzzle('Alpha'));
    fakeFiles.set('/extension/examples/notes.txt', new TextEncoder().encode('not a puzzle'));
    fakeFiles.set('/extension/examples/utf16.lights', Uint8Array.of(0xff, 0xfe, 0x72, 0x00));
    fakeFiles.set('/extension/examples/sub', 'folder');
    assert.deepEqual(await openExample(), []);
    assert.equal(vscodeCalls.length, 1);
    const [kind, items, options] = vscodeCalls[0] as [string, { label: string; description: string }[], { title: string }];
    assert.equal(kind, 'showQuickPick');
    assert.deepEqual(
      items.map((item) => [item.label, item.description]),
      [
        ['Alpha', 'a.lights'],
        ['Beta', 'b.lights'],
      ],
    );
    assert.equal(options.title, 'Open Example Puzzle');
  });

  it('opens the example picked read-only in the grid, never as a copy to save', async () => {
    fakeFiles.set('/extension/examples', 'folder');
    fakeFiles.set('/extension/examples/a.lights', puzzle('Alpha'));
    fakeWindow.quickPickAccept = 0;
    const logged = await openExample();
    const opened = vscodeCalls.filter(([name]) => name === 'executeCommand');
    assert.equal(opened.length, 1);
    assert.equal(opened[0][1], 'vscode.openWith');
    assert.equal((opened[0][2] as FakeUri).toString(), 'lightsout:///examples/a.lights');
    assert.equal(opened[0][3], 'lightsOut.grid');
    assert.deepEqual(logged, ['info open example: a.lights as lightsout:///examples/a.lights']);
  });

  it('says so when the installation has no examples, and when their folder cannot be read', async () => {
    fakeFiles.set('/extension/examples', 'folder');
    await openExample();
    fakeFiles.clear();
    const logged = await openExample();
    assert.deepEqual(vscodeCalls, [
      ['showInformationMessage', 'No example puzzles came with this installation of the extension.'],
      ['showErrorMessage', 'Could not read the example puzzles: no such folder: /extension/examples'],
    ]);
    assert.deepEqual(logged, ['error open example: could not read the examples folder: no such folder: /extension/examples']);
  });
});
