import * as assert from 'node:assert/strict';
import {
  importRustSolverSettings,
  importRustSolverSettingsFile,
  MAX_RUST_SOLVER_SETTINGS_BYTES,
  settingsFileProblem,
} from '../../src/commands/rustSolverSettings';
import { useL10nBundle } from '../../src/domain/l10n';
import { readStringTable } from '../l10n/localisationFiles';

describe("commands: importing the Rust solver's settings.toml", () => {
  it("maps every key of the Rust solver's file", () => {
    const result = importRustSolverSettings('rows = 4\ncolumns = 6\nstates = 3\nobjective = 2\nsolver = "clingo"\nclingo_path = "/usr/bin/clingo"\n');
    assert.deepEqual(result.updates, [
      { key: 'defaults.rows', value: 4, userOnly: false },
      { key: 'defaults.columns', value: 6, userOnly: false },
      { key: 'defaults.states', value: 3, userOnly: false },
      { key: 'defaults.objective', value: 2, userOnly: false },
      { key: 'solver', value: 'clingo', userOnly: false },
      { key: 'clingoPath', value: '/usr/bin/clingo', userOnly: true },
    ]);
    assert.deepEqual(result.errors, []);
  });

  it('reports bad values and TOML errors, and lists unknown keys', () => {
    assert.deepEqual(importRustSolverSettings('rows = 0\nsolver = "magic"\ntheme = "dark"\n'), {
      updates: [],
      errors: ['"rows" must be an integer in 1..10000, got "0"', '"solver" must be "internal" or "clingo", got "magic"'],
      ignored: ['theme'],
    });
    const broken = importRustSolverSettings('rows = \n');
    assert.equal(broken.updates.length, 0);
    assert.match(broken.errors[0], /^line 1, column \d+: /);
  });

  it('refuses an objective outside the imported states', () => {
    const result = importRustSolverSettings('states = 2\nobjective = 3\n');
    assert.deepEqual(result.updates, [{ key: 'defaults.states', value: 2, userOnly: false }]);
    assert.deepEqual(result.errors, ['"objective" is 3 but "states" = 2 allows 0..1']);
  });
});

describe("commands: reading the Rust solver's settings.toml file", () => {
  it('refuses a folder, a device or FIFO, and a file over the size bound, before reading', () => {
    assert.equal(settingsFileProblem('file', 120), undefined);
    assert.equal(settingsFileProblem('file', MAX_RUST_SOLVER_SETTINGS_BYTES), undefined);
    assert.equal(settingsFileProblem('directory', 4096), 'it is a folder, not a file');
    assert.equal(settingsFileProblem('other', 0), 'it is not a regular file (a device, a FIFO or a socket)');
    assert.equal(
      settingsFileProblem('file', MAX_RUST_SOLVER_SETTINGS_BYTES + 1),
      `the file has ${MAX_RUST_SOLVER_SETTINGS_BYTES + 1} bytes; a settings.toml is read up to ${MAX_RUST_SOLVER_SETTINGS_BYTES} bytes`,
    );
  });

  it('imports UTF-8 bytes, and tells a UTF-16 file to be saved as UTF-8, with line and column', () => {
    assert.deepEqual(importRustSolverSettingsFile(new TextEncoder().encode('\ufeffrows = 4\n')).updates, [{ key: 'defaults.rows', value: 4, userOnly: false }]);
    assert.deepEqual(importRustSolverSettingsFile(Buffer.from('\ufeffrows = 4\n', 'utf16le')), {
      updates: [],
      errors: ['line 1, column 1: the file is UTF-16 (little-endian, byte order mark FF FE); it must be UTF-8: save it again with the UTF-8 encoding'],
      ignored: [],
    });
    assert.match(
      importRustSolverSettingsFile(Buffer.from('rows = 4\n', 'utf16le')).errors[0],
      /^line 1, column 2: the file holds a NUL byte, as UTF-16 text does; it must be UTF-8/,
    );
    assert.match(importRustSolverSettingsFile(new Uint8Array(MAX_RUST_SOLVER_SETTINGS_BYTES + 1)).errors[0], /^the file has 1000001 bytes/);
  });
});

describe("commands: the Rust solver's settings.toml problems in the display language", () => {
  afterEach(() => useL10nBundle(undefined));

  it('names the problems in French with the French bundle, keeping the quoted keys and values', () => {
    useL10nBundle(readStringTable('l10n/bundle.l10n.fr.json'));
    assert.equal(settingsFileProblem('directory', 0), 'c’est un dossier, pas un fichier');
    assert.deepEqual(importRustSolverSettings('solver = "fast"').errors, ['"solver" doit être "internal" ou "clingo", reçu "fast"']);
    useL10nBundle(undefined);
    assert.equal(settingsFileProblem('directory', 0), 'it is a folder, not a file');
    assert.deepEqual(importRustSolverSettings('solver = "fast"').errors, ['"solver" must be "internal" or "clingo", got "fast"']);
  });
});
