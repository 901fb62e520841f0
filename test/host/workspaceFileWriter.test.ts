import * as assert from 'node:assert/strict';
import { fakeFileFaults, fakeFiles, FakeUri, resetFakeVscode, uninstallFakeVscode, vscodeCalls } from '../commands/fakeVscode';
import type * as vscode from 'vscode';
import { fileWriter, temporaryUri, writeWorkspaceFile } from '../../src/host/workspaceFileWriter';

const uri = (path: string, scheme = 'file'): vscode.Uri => new FakeUri(path, scheme) as unknown as vscode.Uri;
const EARLIER = new Uint8Array([1, 2, 3]);
const NEW = new Uint8Array([4, 5, 6, 7]);

describe('host: workspaceFileWriter', () => {
  beforeEach(() => {
    resetFakeVscode();
    fakeFiles.set('/work', 'folder');
    fakeFiles.set('/work/picture.svg', EARLIER);
  });
  after(() => {
    resetFakeVscode();
    uninstallFakeVscode();
  });

  it('names the temporary file plainly, hidden beside the target, under its scheme', () => {
    const temporary = temporaryUri(uri('/work/picture.svg', 'vscode-vfs'));
    assert.match(temporary.path, /^\/work\/\.picture\.svg\.lights-out-[0-9a-f]{8}\.tmp$/);
    assert.equal(temporary.scheme, 'vscode-vfs');
    assert.notEqual(temporaryUri(uri('/a')).path, temporaryUri(uri('/a')).path);
  });

  it('writes a temporary file and renames it over the target', async () => {
    await writeWorkspaceFile(uri('/work/picture.svg'), NEW);
    assert.deepEqual(fakeFiles.get('/work/picture.svg'), NEW);
    assert.deepEqual([...fakeFiles.keys()].sort(), ['/work', '/work/picture.svg']);
    const [write, rename] = vscodeCalls;
    assert.equal(write[0], 'fs.writeFile');
    assert.match(write[1] as string, /^\/work\/\.picture\.svg\.lights-out-[0-9a-f]{8}\.tmp$/);
    assert.deepEqual(rename, ['fs.rename', write[1], '/work/picture.svg']);
  });

  it('leaves the target as it was and removes the temporary file when the write or the rename fails', async () => {
    for (const fault of [{ writeFile: 'NoSpace' }, { rename: 'NoPermissions' }]) {
      resetFakeVscode();
      fakeFiles.set('/work', 'folder');
      fakeFiles.set('/work/picture.svg', EARLIER);
      Object.assign(fakeFileFaults, fault);
      await assert.rejects(writeWorkspaceFile(uri('/work/picture.svg'), NEW), { code: Object.values(fault)[0] });
      assert.deepEqual(fakeFiles.get('/work/picture.svg'), EARLIER);
      assert.deepEqual([...fakeFiles.keys()].sort(), ['/work', '/work/picture.svg'], JSON.stringify(fault));
    }
  });

  it('sends file: URIs to the local writer when the host has one, and every other URI through vscode.workspace.fs', async () => {
    const local: [string, Uint8Array][] = [];
    const write = fileWriter(async (path, bytes) => void local.push([path, bytes]));
    await write(uri('/work/picture.svg'), NEW);
    assert.deepEqual(local, [['/work/picture.svg', NEW]]);
    assert.deepEqual(fakeFiles.get('/work/picture.svg'), EARLIER);
    await write(uri('/work/picture.svg', 'vscode-remote'), NEW);
    assert.deepEqual(fakeFiles.get('/work/picture.svg'), NEW);
    assert.equal(local.length, 1);
    fakeFiles.set('/work/picture.svg', EARLIER);
    await fileWriter(undefined)(uri('/work/picture.svg'), NEW);
    assert.deepEqual(fakeFiles.get('/work/picture.svg'), NEW);
  });
});
