import * as assert from 'node:assert/strict';
import { useL10nBundle } from '../../../src/domain/l10n';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ClingoNotExecutableError, ClingoNotFoundError } from '../../../src/solvers/clingo/clingoErrors';
import { findExecutable, type LookupEnvironment } from '../../../src/solvers/clingo/findExecutable';

describe('clingo engine: finding the executable', () => {
  // Made when the suite runs, not when the file loads: a run that filters the suite out leaves nothing behind.
  let root = '';
  let bin = '';
  let other = '';
  let executable = '';
  let plainFile = '';
  const script = (file: string, mode: number): string => {
    writeFileSync(file, '#!/bin/sh\nexit 0\n');
    chmodSync(file, mode);
    return file;
  };
  before(() => {
    root = mkdtempSync(join(tmpdir(), 'lights-out-find-'));
    bin = join(root, 'bin');
    other = join(root, 'other');
    mkdirSync(bin);
    mkdirSync(other);
    executable = script(join(bin, 'clingo'), 0o755);
    plainFile = script(join(other, 'clingo'), 0o644);
  });
  after(() => rmSync(root, { recursive: true, force: true }));
  const environment = (PATH: string): LookupEnvironment => ({ PATH, platform: 'linux', home: root });

  it('accepts an absolute path of an executable file', async () => {
    assert.deepEqual(await findExecutable(executable, 'lightsOut.clingoPath', environment('')), { path: executable, source: 'configured' });
  });

  it('expands ~/ to the home directory', async () => {
    assert.deepEqual(await findExecutable('~/bin/clingo', 'lightsOut.clingoPath', environment('')), { path: executable, source: 'configured' });
  });

  it('looks a bare name up in PATH, skipping relative and non-executable entries', async () => {
    assert.deepEqual(await findExecutable('clingo', 'lightsOut.clingoPath', environment(`.:relative/bin:${other}:${bin}`)), {
      path: executable,
      source: 'PATH',
    });
  });

  it('names the missing file and the setting', async () => {
    await assert.rejects(findExecutable(join(root, 'nowhere', 'clingo'), 'lightsOut.clingoPath', environment('')), (error: Error) => {
      assert.ok(error instanceof ClingoNotFoundError);
      assert.match(error.message, /not found at ".*nowhere\/clingo" \(lightsOut\.clingoPath\)/);
      return true;
    });
  });

  it('reports a file without execute permission and a directory as not executable', async () => {
    await assert.rejects(
      findExecutable(plainFile, '--clingo', environment('')),
      (error: Error) => error instanceof ClingoNotExecutableError && /not executable.*chmod/.test(error.message),
    );
    await assert.rejects(
      findExecutable(bin, '--clingo', environment('')),
      (error: Error) => error instanceof ClingoNotExecutableError && /directory/.test(error.message),
    );
  });

  it('refuses relative paths, which would depend on an unknown working directory', async () => {
    await assert.rejects(
      findExecutable('bin/clingo', 'lightsOut.clingoPath', environment(bin)),
      (error: Error) => error instanceof ClingoNotFoundError && /relative/.test(error.message),
    );
  });

  it('reports a name found nowhere on PATH, mentioning a non-executable match', async () => {
    await assert.rejects(findExecutable('clingo', 'lightsOut.clingoPath', environment(other)), (error: Error) => {
      assert.ok(error instanceof ClingoNotFoundError);
      assert.match(error.message, /not found on PATH \(".*other\/clingo" exists but is not executable\)/);
      return true;
    });
    await assert.rejects(findExecutable('clingo', 'lightsOut.clingoPath', environment('')), ClingoNotFoundError);
  });

  it('tries PATHEXT extensions on Windows', async () => {
    const seen: string[] = [];
    const fileSystem = {
      kind: async (file: string) => {
        seen.push(file);
        return file === 'C:\\tools\\clingo.EXE' ? ('file' as const) : null;
      },
      isExecutable: async () => true,
    };
    const located = await findExecutable(
      'clingo',
      'lightsOut.clingoPath',
      { PATH: 'C:\\tools', PATHEXT: '.COM;.EXE', platform: 'win32', home: 'C:\\Users\\me' },
      fileSystem,
    );
    assert.deepEqual(located, { path: 'C:\\tools\\clingo.EXE', source: 'PATH' });
    assert.deepEqual(seen, ['C:\\tools\\clingo', 'C:\\tools\\clingo.COM', 'C:\\tools\\clingo.EXE']);
  });

  it('says in the display language that the configured path is empty', async () => {
    useL10nBundle(JSON.parse(readFileSync('l10n/bundle.l10n.fr.json', 'utf8')));
    try {
      await assert.rejects(
        findExecutable('  ', 'lightsOut.clingoPath'),
        (error: Error) => error instanceof ClingoNotFoundError && error.message === 'lightsOut.clingoPath est vide',
      );
    } finally {
      useL10nBundle(undefined);
    }
  });
});
