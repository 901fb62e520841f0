import * as assert from 'node:assert/strict';
import { importSeedSettings } from '../../src/settings/seedSettings';

describe('settings: importing the seed settings.toml', () => {
  it('maps every key of the seed file', () => {
    const result = importSeedSettings('rows = 4\ncolumns = 6\nstates = 3\nobjective = 2\nsolver = "clingo"\nclingo_path = "/usr/bin/clingo"\n');
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
    assert.deepEqual(importSeedSettings('rows = 0\nsolver = "magic"\ntheme = "dark"\n'), {
      updates: [],
      errors: ['"rows" must be an integer in 1..10000, got "0"', '"solver" must be "internal" or "clingo", got "magic"'],
      ignored: ['theme'],
    });
    const broken = importSeedSettings('rows = \n');
    assert.equal(broken.updates.length, 0);
    assert.match(broken.errors[0], /^line 1, column \d+: /);
  });

  it('refuses an objective outside the imported states', () => {
    const result = importSeedSettings('states = 2\nobjective = 3\n');
    assert.deepEqual(result.updates, [{ key: 'defaults.states', value: 2, userOnly: false }]);
    assert.deepEqual(result.errors, ['"objective" is 3 but "states" = 2 allows 0..1']);
  });
});
