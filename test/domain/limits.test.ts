import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIFFICULTIES } from '../../src/domain/difficultyScale';
import * as limits from '../../src/domain/limits';
import { MAX_COLUMNS, MAX_ROWS, MAX_STATES, MAX_TITLE_LENGTH, MIN_STATES } from '../../src/domain/limits';
import { MAX_OFFSET, NEIGHBOURHOOD_NAMES, TOPOLOGIES } from '../../src/domain/topology';
import { repositoryRoot } from '../support/repositoryRoot';

/** A JSON schema's description of one value, as far as these checks read it. */
interface ValueSchema {
  readonly minimum?: number;
  readonly maximum?: number;
  readonly maxLength?: number;
  readonly enum?: readonly unknown[];
  readonly enumDescriptions?: readonly string[];
  readonly oneOf?: readonly ValueSchema[];
  readonly items?: ValueSchema;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(join(repositoryRoot, file), 'utf8')) as T;
}

/** The extension's settings, by their full name (`lightsOut.defaults.states`). */
function settings(): Record<string, ValueSchema> {
  const manifest = readJson<{ contributes: { configuration: { properties: Record<string, ValueSchema> } | { properties: Record<string, ValueSchema> }[] } }>(
    'package.json',
  );
  const sections = [manifest.contributes.configuration].flat();
  return Object.assign({}, ...sections.map((section) => section.properties)) as Record<string, ValueSchema>;
}

/** The keys of a `.lights` file, as the JSON schema describes them. */
function schemaKeys(): Record<string, ValueSchema> {
  return readJson<{ properties: Record<string, ValueSchema> }>('schemas/lights.schema.json').properties;
}

describe('limits', () => {
  it('holds the limits and only the limits', () => {
    assert.deepEqual(Object.keys(limits).sort(), [
      'MAX_CELLS',
      'MAX_COLUMNS',
      'MAX_NESTING_DEPTH',
      'MAX_REPORTED_DIAGNOSTICS',
      'MAX_ROWS',
      'MAX_STATES',
      'MAX_TEXT_LENGTH',
      'MAX_TITLE_LENGTH',
      'MIN_STATES',
      'OFF_THREAD_TEXT_LENGTH',
    ]);
    assert.equal(limits.MAX_CELLS, MAX_ROWS * MAX_COLUMNS);
    assert.ok(MIN_STATES >= 2 && MAX_STATES <= 36, 'every state is one base-36 digit');
    assert.ok(limits.OFF_THREAD_TEXT_LENGTH < limits.MAX_TEXT_LENGTH);
  });
});

describe('limits: the settings and the schema, which cannot import them, say the same', () => {
  it('package.json offers the states range, an objective below it and the topologies', () => {
    const offered = settings();
    assert.equal(offered['lightsOut.defaults.states'].minimum, MIN_STATES);
    assert.equal(offered['lightsOut.defaults.states'].maximum, MAX_STATES);
    assert.equal(offered['lightsOut.defaults.objective'].minimum, 0);
    assert.equal(offered['lightsOut.defaults.objective'].maximum, MAX_STATES - 1);
    assert.deepEqual(offered['lightsOut.defaults.topology'].enum, TOPOLOGIES);
    assert.deepEqual(
      offered['lightsOut.defaults.topology'].enumDescriptions,
      TOPOLOGIES.map((topology) => `%configuration.defaults.topology.enumDescriptions.${topology}%`),
    );
  });

  it('the .lights schema has the limits, the topologies, the neighbourhoods and the difficulties', () => {
    const keys = schemaKeys();
    assert.equal(keys.states.minimum, MIN_STATES);
    assert.equal(keys.states.maximum, MAX_STATES);
    assert.equal(keys.objective.minimum, 0);
    assert.equal(keys.objective.maximum, MAX_STATES - 1);
    assert.equal(keys.rows.maximum, MAX_ROWS);
    assert.equal(keys.columns.maximum, MAX_COLUMNS);
    assert.equal(keys.title.maxLength, MAX_TITLE_LENGTH);
    assert.deepEqual(keys.topology.enum, TOPOLOGIES);
    assert.deepEqual(keys.difficulty.enum, DIFFICULTIES);
    const [named, offsets] = keys.neighbourhood.oneOf ?? [];
    assert.deepEqual(named.enum, NEIGHBOURHOOD_NAMES);
    assert.equal(offsets.items?.items?.minimum, -MAX_OFFSET);
    assert.equal(offsets.items?.items?.maximum, MAX_OFFSET);
  });
});
