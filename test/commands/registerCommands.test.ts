import * as assert from 'node:assert/strict';
import { FakeUri, fakeWindow, registeredCommands, resetFakeVscode, uninstallFakeVscode, vscodeCalls } from './fakeVscode';
import type * as vscode from 'vscode';
import { GRID_ACTIONS } from '../../src/protocol/gridActions';
import type { HostMessage } from '../../src/protocol/protocol';
import { allCommands, registerCommands, type CommandContext } from '../../src/commands/registerCommands';
import { readRepositoryJson } from '../l10n/localisationFiles';

/** A grid editor provider that records what the commands send; `active` says whether a grid is active, `last` whether one was. */
function fakeProvider(active: boolean, last = active, activeDocument?: FakeUri) {
  const sent: unknown[][] = [];
  return {
    sent,
    activeDocument: activeDocument && { uri: activeDocument },
    sendToActive(message: HostMessage, orLast = true): boolean {
      sent.push(['active', message, orLast]);
      return active || (orLast && last);
    },
    sendToDocument(uri: FakeUri, message: HostMessage): void {
      sent.push(['document', uri, message]);
    },
  };
}

function contextWith(provider: ReturnType<typeof fakeProvider>): CommandContext {
  return { provider, log: {}, extensionUri: new FakeUri('/extension'), internalSolver: {} } as unknown as CommandContext;
}

async function run(id: string, provider: ReturnType<typeof fakeProvider>, ...args: unknown[]): Promise<void> {
  const command = allCommands().find((candidate) => candidate.id === id);
  assert.ok(command, id);
  await command.run(contextWith(provider), ...args);
}

const solveMessage: HostMessage = { type: 'command', command: 'solve' };

describe('commands: registerCommands', () => {
  beforeEach(() => resetFakeVscode());
  after(() => uninstallFakeVscode());

  it('registers every command package.json declares, once, and runs each with the context', () => {
    const subscriptions: { dispose(): void }[] = [];
    registerCommands({ subscriptions } as unknown as vscode.ExtensionContext, contextWith(fakeProvider(true)));
    const declared = (readRepositoryJson('package.json') as { contributes: { commands: { command: string }[] } }).contributes.commands.map(
      (command) => command.command,
    );
    assert.deepEqual([...registeredCommands.keys()].sort(), [...declared].sort());
    assert.equal(subscriptions.length, declared.length);
    for (const subscription of subscriptions) subscription.dispose();
    assert.equal(registeredCommands.size, 0);
  });

  it('asks the active grid to run a grid action under the action’s one name', async () => {
    const provider = fakeProvider(true);
    for (const action of [GRID_ACTIONS.path, GRID_ACTIONS.learn, GRID_ACTIONS.undo, GRID_ACTIONS.togglePlayMode, GRID_ACTIONS.keepPosition])
      await run(action.command.id, provider);
    assert.deepEqual(
      provider.sent.map(([, message]) => (message as { command: string }).command),
      ['path', 'learn', 'undo', 'togglePlayMode', 'keepPosition'],
    );
    assert.deepEqual(vscodeCalls, []);
  });

  it('says to open a grid first when a grid action runs without one', async () => {
    await run('lightsOut.hint', fakeProvider(false));
    assert.deepEqual(vscodeCalls, [['showInformationMessage', 'Open a .lights file in the Lights Out grid first.']]);
  });

  it('solves the active grid, else the active .lights text in its grid beside, else the grid active last', async () => {
    const active = fakeProvider(true);
    await run('lightsOut.solve', active);
    assert.deepEqual(active.sent, [['active', solveMessage, false]]);

    const text = new FakeUri('/puzzles/a.lights');
    fakeWindow.activeTextEditor = { document: { languageId: 'lights', uri: text } };
    const none = fakeProvider(false, true);
    await run('lightsOut.solve', none);
    assert.deepEqual(none.sent, [
      ['active', solveMessage, false],
      ['document', text, solveMessage],
    ]);
    assert.deepEqual(vscodeCalls, [['executeCommand', 'vscode.openWith', text, 'lightsOut.grid', -2]]);

    resetFakeVscode();
    const last = fakeProvider(false, true);
    await run('lightsOut.solve', last);
    assert.deepEqual(last.sent, [
      ['active', solveMessage, false],
      ['active', solveMessage, true],
    ]);
    assert.deepEqual(vscodeCalls, []);

    await run('lightsOut.solve', fakeProvider(false, false));
    assert.deepEqual(vscodeCalls, [['showInformationMessage', 'Open a .lights puzzle to solve it.']]);
  });

  it('solves the document a menu passes in its grid, even while another grid is active', async () => {
    const uri = new FakeUri('/puzzles/b.lights');
    const provider = fakeProvider(true);
    await run('lightsOut.solve', provider, uri);
    assert.deepEqual(provider.sent, [['document', uri, solveMessage]]);
    assert.deepEqual(vscodeCalls, [['executeCommand', 'vscode.openWith', uri, 'lightsOut.grid', -2]]);
  });

  it('opens the active grid’s document as text, and the active .lights text as a grid', async () => {
    const document = new FakeUri('/puzzles/c.lights');
    await run('lightsOut.openAsText', fakeProvider(true, true, document));
    await run('lightsOut.openAsText', fakeProvider(false));
    fakeWindow.activeTextEditor = { document: { languageId: 'lights', uri: document } };
    await run('lightsOut.openAsGrid', fakeProvider(false));
    fakeWindow.activeTextEditor = { document: { languageId: 'plaintext', uri: new FakeUri('/notes.txt') } };
    await run('lightsOut.openAsGrid', fakeProvider(false));
    assert.deepEqual(vscodeCalls, [
      ['executeCommand', 'vscode.openWith', document, 'default'],
      ['executeCommand', 'vscode.openWith', document, 'lightsOut.grid'],
      ['showInformationMessage', 'Open a .lights file first.'],
    ]);
  });
});
