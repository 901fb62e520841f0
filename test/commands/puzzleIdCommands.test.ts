import * as assert from 'node:assert/strict';
import {
  fakeClipboard,
  fakeDocuments,
  fakeFiles,
  FakeTextDocument,
  FakeUri,
  fakeWindow,
  registeredUriHandlers,
  resetFakeVscode,
  uninstallFakeVscode,
  vscodeCalls,
} from './fakeVscode';
import type * as vscode from 'vscode';
import { parseLights } from '../../src/core/format/formatRead';
import { printLights } from '../../src/core/format/formatWrite';
import type { Puzzle } from '../../src/core/puzzle';
import { decodePuzzleId, encodePuzzleId } from '../../src/core/puzzleId/puzzleId';
import { puzzleLink } from '../../src/core/puzzleId/puzzleLink';
import {
  CLIPBOARD_WAIT_MS,
  copyPuzzleIdCommand,
  copyPuzzleLinkCommand,
  handlePuzzleUri,
  openPuzzleFromIdCommand,
  puzzleInputProblem,
  registerPuzzleUriHandler,
} from '../../src/commands/puzzleIdCommands';
import type { CommandContext, LightsCommand } from '../../src/commands/registerCommands';

/** A board of `rows` x `columns` two-state cells, on where `on` says. */
function board(rows: number, columns: number, on: (index: number) => boolean = () => false): Puzzle {
  return { rows, columns, states: 2, objective: 0, topology: 'plain', grid: Uint8Array.from({ length: rows * columns }, (_, index) => (on(index) ? 1 : 0)) };
}

const cross = board(3, 3, (index) => [1, 3, 4, 5, 7].includes(index));
const crossText = printLights({ puzzle: cross, version: 1, title: 'Cross', extra: {} });

/** An open `.lights` document holding `text`. */
function openDocument(path: string, text: string): FakeTextDocument {
  const document = new FakeTextDocument(new FakeUri(path), text, 'lights');
  fakeDocuments.set(document.uri.toString(), document);
  return document;
}

/** A grid editor provider whose active grid shows `activeDocument`, recording setOpenIn among the other calls. */
function contextWith(activeDocument?: FakeTextDocument): CommandContext & { logged: string[] } {
  const logged: string[] = [];
  const provider = {
    activeDocument,
    setOpenIn: (uri: FakeUri, mode: string) => vscodeCalls.push(['setOpenIn', uri, mode]),
  };
  const log = { info: (line: string) => logged.push(line), error: (line: string) => logged.push(`error: ${line}`) };
  return { provider, log, logged } as unknown as CommandContext & { logged: string[] };
}

async function run(command: LightsCommand, context: CommandContext, ...args: unknown[]): Promise<void> {
  await command.run(context, ...args);
}

/** The calls of `name` recorded so far, without the name. */
const callsOf = (name: string): unknown[][] => vscodeCalls.filter((call) => call[0] === name).map((call) => call.slice(1));

/** The options the last input box was shown with. */
function inputBoxOptions(): vscode.InputBoxOptions {
  const shown = callsOf('showInputBox');
  assert.equal(shown.length, 1);
  return shown[0][0] as vscode.InputBoxOptions;
}

/** A link as VS Code hands it to the URI handler (its query already percent-decoded). */
function linkUri(path: string, query: string): vscode.Uri {
  return { scheme: 'vscode', authority: 'lights-out.lights-out', path, query } as vscode.Uri;
}

describe('commands: puzzleIdCommands', () => {
  beforeEach(() => resetFakeVscode());
  after(() => uninstallFakeVscode());

  describe('Copy Puzzle ID and Copy Puzzle Link', () => {
    it('copies the ID of the active grid’s puzzle, the puzzle alone (no title: as short as it can be), and says so', async () => {
      const document = openDocument('/puzzles/cross.lights', crossText);
      await run(copyPuzzleIdCommand, contextWith(document));
      const id = encodePuzzleId({ puzzle: cross });
      assert.deepEqual(callsOf('clipboard.writeText'), [[id]]);
      assert.deepEqual(decodePuzzleId(id), { puzzle: cross });
      assert.deepEqual(callsOf('showInformationMessage'), [[`Copied the puzzle ID of "Cross" (${id.length} characters).`]]);
      assert.equal(document.getText(), crossText);
      assert.deepEqual(callsOf('applyEdit'), []);
    });

    it('copies the ID of the active .lights text editor’s puzzle without a title, named after its file', async () => {
      const text = printLights({ puzzle: cross, version: 1, extra: {} });
      fakeWindow.activeTextEditor = { document: openDocument('/puzzles/plain cross.lights', text) };
      await run(copyPuzzleIdCommand, contextWith());
      const id = encodePuzzleId({ puzzle: cross });
      assert.deepEqual(callsOf('clipboard.writeText'), [[id]]);
      assert.equal(decodePuzzleId(id).title, undefined);
      assert.deepEqual(callsOf('showInformationMessage'), [[`Copied the puzzle ID of "plain cross.lights" (${id.length} characters).`]]);
    });

    it('copies the vscode:// link, with the title, of the document a menu passes, even while another grid is active', async () => {
      const passed = openDocument('/puzzles/cross.lights', crossText);
      const other = openDocument('/puzzles/other.lights', printLights({ puzzle: board(2, 2), version: 1, extra: {} }));
      await run(copyPuzzleLinkCommand, contextWith(other), passed.uri);
      const link = `vscode://lights-out.lights-out/open?id=${encodePuzzleId({ puzzle: cross, title: 'Cross' })}`;
      assert.equal(link, puzzleLink(encodePuzzleId({ puzzle: cross, title: 'Cross' })));
      assert.deepEqual(callsOf('clipboard.writeText'), [[link]]);
      assert.deepEqual(callsOf('showInformationMessage'), [['Copied the link to "Cross": it opens the puzzle in VS Code with Lights Out.']]);
    });

    it('says to open a puzzle when no grid or .lights text editor is active, and copies nothing', async () => {
      fakeWindow.activeTextEditor = { document: new FakeTextDocument(new FakeUri('/notes.txt'), 'hello', 'plaintext') };
      await run(copyPuzzleIdCommand, contextWith());
      await run(copyPuzzleLinkCommand, contextWith());
      assert.deepEqual(vscodeCalls, [
        ['showInformationMessage', 'Open a .lights puzzle to copy its ID.'],
        ['showInformationMessage', 'Open a .lights puzzle to copy its link.'],
      ]);
    });

    it('copies nothing from a document with errors, and names the first one', async () => {
      const broken = crossText.replace('rows = 3', 'rows = three');
      const document = openDocument('/puzzles/broken.lights', broken);
      const parsed = parseLights(broken);
      assert.ok(!parsed.ok);
      await run(copyPuzzleLinkCommand, contextWith(document));
      assert.deepEqual(vscodeCalls, [['showErrorMessage', `The puzzle cannot be shared until its errors are fixed: ${parsed.errors[0].message}`]]);
      assert.equal(document.getText(), broken);
    });

    it('refuses a board whose ID would be too long, with the reader’s sentence, and copies nothing', async () => {
      const noisy = board(300, 300, (index) => (index * 7919) % 13 < 6);
      const document = openDocument('/puzzles/noisy.lights', printLights({ puzzle: noisy, version: 1, extra: {} }));
      await run(copyPuzzleIdCommand, contextWith(document));
      assert.deepEqual(vscodeCalls, [
        ['showErrorMessage', 'The 300x300 puzzle is too large for an ID (at most 8000 characters): share the .lights file instead.'],
      ]);
    });
  });

  describe('Open Puzzle from ID or Link...', () => {
    const id = encodePuzzleId({ puzzle: cross, title: 'Cross' });

    it('checks what is typed: nothing for an empty box or a puzzle, the reader’s sentence otherwise', () => {
      assert.equal(puzzleInputProblem(''), undefined);
      assert.equal(puzzleInputProblem('  \n'), undefined);
      assert.equal(puzzleInputProblem(id), undefined);
      assert.equal(puzzleInputProblem(` ${puzzleLink(id)}\n`), undefined);
      assert.equal(puzzleInputProblem('5x5k2.1.Awy.Hf_X'), undefined);
      assert.equal(puzzleInputProblem('hello'), 'This is not a puzzle ID: an ID starts with the size and the states, such as 5x5k2.');
      const altered = id.slice(0, -6) + (id.at(-6) === 'A' ? 'B' : 'A') + id.slice(-5);
      assert.equal(puzzleInputProblem(altered), 'The puzzle ID does not match its checksum: it was mistyped, cut short or changed. Copy it again whole.');
      assert.equal(
        puzzleInputProblem(`vscode://lights-out.lights-out/solve?id=${id}`),
        'This link does not open a Lights Out puzzle: a puzzle link starts with vscode://lights-out.lights-out/open.',
      );
    });

    it('refuses a board larger than the grid shows, before decoding it, and names the command line', () => {
      const huge = encodePuzzleId({ puzzle: board(2001, 2000) });
      assert.equal(
        puzzleInputProblem(huge),
        'The 2001x2000 puzzle is too large for the grid (at most 4,000,000 cells): solve it on the command line with lights-out solve --id followed by its ID.',
      );
      // The checksum is checked before the size: a damaged ID is told to be damaged.
      assert.match(puzzleInputProblem(`${huge.slice(0, -4)}AAAA`) ?? '', /does not match its checksum/);
      assert.equal(puzzleInputProblem(encodePuzzleId({ puzzle: board(2000, 2000) })), undefined);
    });

    it('shows an input box that checks as it is typed and keeps its text when the focus leaves', async () => {
      await run(openPuzzleFromIdCommand, contextWith());
      const options = inputBoxOptions();
      assert.equal(options.title, 'Open Puzzle from ID or Link');
      assert.equal(options.ignoreFocusOut, true);
      assert.match(options.placeHolder ?? '', /5x5k2\.1\.Awy\.Hf_X/);
      assert.equal(options.value, '');
      assert.equal(options.validateInput?.('hello'), puzzleInputProblem('hello'));
      assert.deepEqual(
        vscodeCalls.filter(([name]) => name !== 'showInputBox'),
        [],
        'dismissed: nothing opens',
      );
    });

    it('fills the box with the clipboard’s text when it reads as a puzzle, and only then', async () => {
      fakeClipboard.text = `  ${puzzleLink(id)}\n`;
      await run(openPuzzleFromIdCommand, contextWith());
      assert.equal(inputBoxOptions().value, puzzleLink(id));

      resetFakeVscode();
      fakeClipboard.text = 'some other text';
      await run(openPuzzleFromIdCommand, contextWith());
      assert.equal(inputBoxOptions().value, '');
    });

    it('opens the box empty when the clipboard does not answer', async function () {
      this.timeout(CLIPBOARD_WAIT_MS * 20);
      fakeClipboard.text = id;
      fakeClipboard.answers = false;
      await run(openPuzzleFromIdCommand, contextWith());
      assert.equal(inputBoxOptions().value, '');
    });

    it('opens the puzzle as a new untitled document named after its title, in Play', async () => {
      fakeWindow.workspaceFolders = [{ uri: new FakeUri('/work') }];
      fakeFiles.set('/work', 'folder');
      fakeFiles.set('/work/Cross.lights', new Uint8Array());
      fakeWindow.inputBoxAnswer = ` ${id} `;
      await run(openPuzzleFromIdCommand, contextWith());
      const opened = new FakeUri('/work/Cross 2.lights', 'untitled');
      const document = fakeDocuments.get(opened.toString());
      assert.ok(document, 'an untitled document next to the files of the workspace, under a name no file has');
      assert.equal(document.getText(), crossText);
      assert.equal(document.languageId, 'lights');
      assert.deepEqual(
        vscodeCalls.filter(([name]) => name === 'setOpenIn' || name === 'executeCommand'),
        [
          ['setOpenIn', opened, 'play'],
          ['executeCommand', 'vscode.openWith', opened, 'lightsOut.grid'],
        ],
      );
      assert.deepEqual(callsOf('showErrorMessage'), []);
    });

    it('names a puzzle without a title "Shared puzzle"', async () => {
      fakeWindow.inputBoxAnswer = encodePuzzleId({ puzzle: cross });
      await run(openPuzzleFromIdCommand, contextWith());
      const [document] = fakeDocuments.values();
      assert.match(document.uri.path, /\/Shared puzzle\.lights$/);
      assert.equal(document.uri.scheme, 'untitled');
      const parsed = parseLights(document.getText());
      assert.ok(parsed.ok);
      assert.deepEqual(parsed.document.puzzle, cross);
      assert.equal(parsed.document.title, undefined);
    });

    it('does nothing for a dismissed or empty box', async () => {
      fakeWindow.inputBoxAnswer = '  ';
      await run(openPuzzleFromIdCommand, contextWith());
      assert.deepEqual(
        vscodeCalls.map(([name]) => name),
        ['showInputBox'],
      );
    });
  });

  describe('the URI handler', () => {
    const holes = board(4, 5, (index) => index % 3 === 0);
    const shared = { puzzle: { ...holes, holes: Uint8Array.from({ length: 20 }, (_, index) => (index === 7 ? 1 : 0)) }, title: 'Holed' };
    const id = encodePuzzleId(shared);

    it('registers one handler, which opens the puzzle of a link in Play', async () => {
      const subscriptions: { dispose(): void }[] = [];
      registerPuzzleUriHandler({ subscriptions } as unknown as vscode.ExtensionContext, contextWith());
      assert.equal(registeredUriHandlers.length, 1);
      assert.equal(subscriptions.length, 1);
      await registeredUriHandlers[0].handleUri(linkUri('/open', `id=${id}`));
      const [document] = fakeDocuments.values();
      assert.match(document.uri.path, /\/Holed\.lights$/);
      const parsed = parseLights(document.getText());
      assert.ok(parsed.ok);
      assert.deepEqual({ puzzle: parsed.document.puzzle, title: parsed.document.title }, decodePuzzleId(id));
      assert.deepEqual(callsOf('setOpenIn'), [[document.uri, 'play']]);
      subscriptions[0].dispose();
      assert.equal(registeredUriHandlers.length, 0);
    });

    it('reads the ID among other query parameters', async () => {
      await handlePuzzleUri(contextWith(), linkUri('/open', `from=mail&id=${id}`));
      assert.equal(fakeDocuments.size, 1);
      assert.deepEqual(callsOf('showErrorMessage'), []);
    });

    it('shows the reader’s sentence for a bad ID, a missing one or another path, and opens nothing', async () => {
      const context = contextWith();
      await handlePuzzleUri(context, linkUri('/open', `id=${id.slice(0, -1)}`));
      await handlePuzzleUri(context, linkUri('/open', ''));
      await handlePuzzleUri(context, linkUri('/solve', `id=${id}`));
      assert.deepEqual(vscodeCalls, [
        ['showErrorMessage', 'The puzzle ID is incomplete: it was cut short or changed. Copy it again whole.'],
        ['showErrorMessage', 'This puzzle link holds no puzzle ID: it was cut short. Copy it again whole.'],
        ['showErrorMessage', 'This link does not open a Lights Out puzzle: a puzzle link starts with vscode://lights-out.lights-out/open.'],
      ]);
      assert.equal(fakeDocuments.size, 0);
      assert.equal(context.logged.length, 3);
    });

    it('refuses a board larger than the grid shows, naming the command line', async () => {
      await handlePuzzleUri(contextWith(), linkUri('/open', `id=${encodePuzzleId({ puzzle: board(2001, 2000) })}`));
      assert.deepEqual(vscodeCalls, [
        [
          'showErrorMessage',
          'The 2001x2000 puzzle is too large for the grid (at most 4,000,000 cells): solve it on the command line with lights-out solve --id followed by its ID.',
        ],
      ]);
    });
  });
});
