import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { parse } from 'smol-toml';
import { KNOWN_KEYS } from '../../src/core/format/formatDocument';

// ajv 6 (draft-07) is in node_modules through eslint; the test uses it rather than a hand-written checker.
const ROOT = join(__dirname, '..', '..', '..');
const schema = JSON.parse(readFileSync(join(ROOT, 'schemas', 'lights.schema.json'), 'utf8')) as { properties: Record<string, unknown> };
const validate = new Ajv({ allErrors: true }).compile(schema);

function errorsOf(toml: string): string[] {
  return validate(parse(toml)) ? [] : (validate.errors ?? []).map((error) => `${error.dataPath} ${error.message}`);
}

describe('schemas/lights.schema.json', () => {
  it('describes every known key', () => {
    assert.deepEqual(Object.keys(schema.properties), KNOWN_KEYS);
  });

  for (const name of readdirSync(join(ROOT, 'examples')).filter((file) => file.endsWith('.lights'))) {
    it(`accepts examples/${name}`, () => {
      assert.deepEqual(errorsOf(readFileSync(join(ROOT, 'examples', name), 'utf8')), []);
    });
  }

  it('accepts a neighbourhood list and unknown keys and tables', () => {
    assert.deepEqual(errorsOf('version = 2\nrows = 1\ncolumns = 2\nneighbourhood = [[0, 1], [0, -1]]\ngrid = "0 ."\nauthor = "Ann"\n[meta]\nx = 1\n'), []);
  });

  it('rejects a missing key, a wrong type, an out-of-range value, an unknown choice and a bad grid', () => {
    assert.deepEqual(errorsOf('rows = 1\ngrid = "0"\n'), [" should have required property 'columns'"]);
    assert.deepEqual(errorsOf('rows = "two"\ncolumns = 1\ngrid = "0"\n'), ['.rows should be integer']);
    assert.deepEqual(errorsOf('rows = 1\ncolumns = 1\nstates = 40\ngrid = "0"\n'), ['.states should be <= 36']);
    assert.deepEqual(errorsOf('rows = 1\ncolumns = 1\ntopology = "sphere"\ngrid = "0"\n'), ['.topology should be equal to one of the allowed values']);
    assert.deepEqual(errorsOf('rows = 1\ncolumns = 2\ngrid = "0 x"\n'), [
      '.grid should match pattern "^[ \\t\\r\\n]*([0-9]+|\\.)([ \\t\\r\\n]+([0-9]+|\\.))*[ \\t\\r\\n]*$"',
    ]);
  });

  it('rejects a neighbourhood offset out of range or not a pair, and objective with target', () => {
    assert.ok(errorsOf('version = 2\nrows = 1\ncolumns = 1\nneighbourhood = [[0, 11]]\ngrid = "0"\n').includes('.neighbourhood[0][1] should be <= 10'));
    assert.ok(
      errorsOf('version = 2\nrows = 1\ncolumns = 1\nneighbourhood = [[0]]\ngrid = "0"\n').includes('.neighbourhood[0] should NOT have fewer than 2 items'),
    );
    assert.deepEqual(errorsOf('version = 2\nrows = 1\ncolumns = 1\nobjective = 0\ngrid = "0"\ntarget = "1"\n'), [' should NOT be valid']);
  });
});
