import * as assert from 'node:assert/strict';
import { fakeFileFaults, fakeFiles, FakeTextDocument, FakeUri, fakeWindow, resetFakeVscode, uninstallFakeVscode, vscodeCalls } from './fakeVscode';
import type * as vscode from 'vscode';
import { exportPictureCommand, pictureFiles, puzzleBaseName } from '../../src/commands/exportPictureCommand';
import type { CommandContext } from '../../src/commands/registerCommands';
import { parseLights } from '../../src/core/format/formatRead';
import { fileWriter } from '../../src/host/workspaceFileWriter';

const uri = (path: string): vscode.Uri => new FakeUri(path) as unknown as vscode.Uri;
const paths = (files: { svg: vscode.Uri; png: vscode.Uri }): [string, string] => [files.svg.path, files.png.path];

describe('commands: exportPictureCommand', () => {
  after(() => uninstallFakeVscode());

  it('writes the PNG beside the SVG, under the same name, whatever the case of the ending', () => {
    assert.deepEqual(paths(pictureFiles(uri('/work/board.svg'))), ['/work/board.svg', '/work/board.png']);
    assert.deepEqual(paths(pictureFiles(uri('/work/Board.SVG'))), ['/work/Board.svg', '/work/Board.png']);
    assert.deepEqual(paths(pictureFiles(uri('/work/board'))), ['/work/board.svg', '/work/board.png']);
    assert.deepEqual(paths(pictureFiles(uri('/work/board.svg.svg'))), ['/work/board.svg.svg', '/work/board.svg.png']);
  });

  it('names the picture after the puzzle file, or "board" when the file has no name of its own', () => {
    assert.equal(puzzleBaseName(uri('/puzzles/classic-5x5.lights')), 'classic-5x5');
    assert.equal(puzzleBaseName(uri('/puzzles/Mine.LIGHTS')), 'Mine');
    assert.equal(puzzleBaseName(uri('/puzzles/notes.txt')), 'notes.txt');
    assert.equal(puzzleBaseName(uri('/puzzles/.lights')), 'board');
  });
});

describe('commands: exportPictureCommand writes each file whole', () => {
  const EARLIER_SVG = new TextEncoder().encode('<svg>the earlier picture</svg>');
  const EARLIER_PNG = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
  const NEW_PNG = new Uint8Array([137, 80, 78, 71, 9, 9, 9, 9]);
  const puzzleUri = new FakeUri('/work/board.lights');
  const document = new FakeTextDocument(puzzleUri, 'version = 1\nrows = 2\ncolumns = 2\nstates = 2\ngrid = """\n1 0\n0 1\n"""\n', 'lights');
  const context = {
    provider: { activeDocument: document, rasterizeOnActive: () => Promise.resolve(NEW_PNG) },
    internalSolver: { name: 'internal', solve: () => Promise.resolve({ solvable: true, presses: new Uint8Array([1, 0, 0, 1]) }) },
    log: { info: () => undefined, error: () => undefined },
    // As in VS Code for the Web: every file through vscode.workspace.fs.
    writeFile: fileWriter(undefined),
  } as unknown as CommandContext;

  beforeEach(() => {
    resetFakeVscode();
    fakeFiles.set('/work', 'folder');
    fakeFiles.set('/work/board.svg', EARLIER_SVG);
    fakeFiles.set('/work/board.png', EARLIER_PNG);
    fakeWindow.saveDialogAnswer = new FakeUri('/work/board.svg');
  });
  after(() => resetFakeVscode());

  it('replaces the earlier SVG and PNG, leaving no temporary file', async () => {
    assert.ok(parseLights(document.getText()).ok);
    await exportPictureCommand.run(context);
    assert.deepEqual([...fakeFiles.keys()].sort(), ['/work', '/work/board.png', '/work/board.svg']);
    assert.match(new TextDecoder().decode(fakeFiles.get('/work/board.svg') as Uint8Array), /^<svg/);
    assert.notDeepEqual(fakeFiles.get('/work/board.svg'), EARLIER_SVG);
    assert.deepEqual(fakeFiles.get('/work/board.png'), NEW_PNG);
    assert.ok(vscodeCalls.some(([name]) => name === 'showInformationMessage'));
  });

  it('keeps the earlier pictures whole when a write or a rename fails (a full disk, a lost permission)', async () => {
    for (const fault of [{ writeFile: 'NoSpace' }, { rename: 'NoPermissions' }]) {
      resetFakeVscode();
      fakeFiles.set('/work', 'folder');
      fakeFiles.set('/work/board.svg', EARLIER_SVG);
      fakeFiles.set('/work/board.png', EARLIER_PNG);
      fakeWindow.saveDialogAnswer = new FakeUri('/work/board.svg');
      Object.assign(fakeFileFaults, fault);
      await exportPictureCommand.run(context);
      assert.deepEqual(fakeFiles.get('/work/board.svg'), EARLIER_SVG, JSON.stringify(fault));
      assert.deepEqual(fakeFiles.get('/work/board.png'), EARLIER_PNG, JSON.stringify(fault));
      assert.deepEqual([...fakeFiles.keys()].sort(), ['/work', '/work/board.png', '/work/board.svg'], `${JSON.stringify(fault)}: no temporary file is left`);
      assert.ok(vscodeCalls.some(([name]) => name === 'showErrorMessage'));
    }
  });
});
