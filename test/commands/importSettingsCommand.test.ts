import * as assert from 'node:assert/strict';
import { fakeFiles, FakeUri, resetFakeVscode, uninstallFakeVscode, vscodeCalls } from './fakeVscode';
import { importSettingsCommand } from '../../src/commands/importSettingsCommand';
import { MAX_RUST_SOLVER_SETTINGS_BYTES } from '../../src/commands/rustSolverSettings';
import type { CommandContext } from '../../src/commands/registerCommands';

/** Runs the command on `path` and returns what it logged. */
async function importFrom(path: string): Promise<string[]> {
  const logged: string[] = [];
  const log = { info: (line: string) => logged.push(`info ${line}`), warn: (line: string) => logged.push(`warn ${line}`) };
  await importSettingsCommand.run({ log } as unknown as CommandContext, new FakeUri(path));
  return logged;
}

describe('commands: importSettingsCommand', () => {
  beforeEach(() => resetFakeVscode());
  after(() => uninstallFakeVscode());

  it('writes each known key into user settings and says what it set and what it ignored', async () => {
    fakeFiles.set('/workspace/settings.toml', new TextEncoder().encode('rows = 4\nsolver = "clingo"\ntheme = "dark"\n'));
    const logged = await importFrom('/workspace/settings.toml');
    assert.deepEqual(vscodeCalls, [
      ['update', 'lightsOut.defaults.rows', 4, 1],
      ['update', 'lightsOut.solver', 'clingo', 1],
      ['showInformationMessage', 'Imported settings.toml. Set in user settings: lightsOut.defaults.rows = 4, lightsOut.solver = "clingo". Ignored: theme.'],
    ]);
    assert.deepEqual(logged, ['info import settings.toml: set lightsOut.defaults.rows = 4, lightsOut.solver = "clingo"; ignored theme']);
  });

  it('sets the valid keys of a file with problems and warns about the others', async () => {
    fakeFiles.set('/workspace/bad.toml', new TextEncoder().encode('rows = 0\ncolumns = 3\n'));
    await importFrom('/workspace/bad.toml');
    assert.equal(vscodeCalls.length, 2);
    assert.deepEqual(vscodeCalls[0], ['update', 'lightsOut.defaults.columns', 3, 1]);
    const [kind, message] = vscodeCalls[1] as [string, string];
    assert.equal(kind, 'showWarningMessage');
    assert.match(message, /^bad\.toml: "rows" .*\. Set in user settings: lightsOut\.defaults\.columns = 3\.$/);
  });

  it('refuses a folder and a file too large before reading them, and says when a file cannot be read', async () => {
    fakeFiles.set('/workspace/folder', 'folder');
    fakeFiles.set('/workspace/huge.toml', new Uint8Array(MAX_RUST_SOLVER_SETTINGS_BYTES + 1));
    const logged = [
      ...(await importFrom('/workspace/folder')),
      ...(await importFrom('/workspace/huge.toml')),
      ...(await importFrom('/workspace/missing.toml')),
    ];
    assert.deepEqual(
      vscodeCalls.map(([kind]) => kind),
      ['showErrorMessage', 'showErrorMessage', 'showErrorMessage'],
    );
    assert.equal(vscodeCalls[0][1], 'Cannot import folder: it is a folder, not a file.');
    assert.match(String(vscodeCalls[1][1]), /^Cannot import huge\.toml: the file has 1000001 bytes/);
    assert.equal(vscodeCalls[2][1], 'Cannot read missing.toml: no such file: /workspace/missing.toml');
    assert.equal(logged.length, 3);
    assert.ok(logged.every((line) => line.startsWith('warn ')));
  });

  it('escapes control characters of the file it quotes', async () => {
    fakeFiles.set('/workspace/odd.toml', new TextEncoder().encode('"the\\u001bme" = 1\n'));
    const logged = await importFrom('/workspace/odd.toml');
    assert.ok(!logged.join('\n').includes('\u001b'), logged.join('\n'));
  });
});
