import * as assert from 'node:assert/strict';
import { FakeUri, uninstallFakeVscode } from './fakeVscode';
import type * as vscode from 'vscode';
import { pictureFiles, puzzleBaseName } from '../../src/commands/exportPictureCommand';

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
