import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import type { LightsDocument, ParsedLights } from '../../../src/core/format/formatDocument';
import { parseLights } from '../../../src/core/format/formatRead';
import { checkDocument } from '../../../src/core/format/formatValidate';
import { printLights } from '../../../src/core/format/formatWrite';
import { PuzzleError } from '../../../src/core/puzzle';
import { documentArbitrary } from '../../support/lightsArbitraries';

function parsedOk(text: string): ParsedLights {
  const result = parseLights(text);
  if (!result.ok) assert.fail(`expected a successful parse, got ${JSON.stringify(result.errors)}`);
  return result;
}

describe('formatWrite: printLights', () => {
  it('prints a minimal document with the defaults written out and no comments', () => {
    const document: LightsDocument = {
      puzzle: { rows: 1, columns: 2, states: 2, objective: 0, topology: 'plain', grid: Uint8Array.of(1, 0) },
      version: 1,
      extra: {},
    };
    assert.equal(printLights(document), 'version = 1\nrows = 1\ncolumns = 2\nstates = 2\nobjective = 0\ntopology = "plain"\ngrid = """\n1 0\n"""\n');
  });

  it('right-aligns cells to two characters when states > 10, and prints metadata and unknown keys', () => {
    const document: LightsDocument = {
      puzzle: { rows: 2, columns: 3, states: 12, objective: 11, topology: 'torus', grid: Uint8Array.from([9, 10, 0, 11, 1, 2]) },
      version: 1,
      title: 'Say "hi"\n',
      difficulty: 'medium',
      minMoves: 4,
      extra: { author: 'Ann', meta: { source: 'book' }, tags: [1, 2] },
    };
    assert.equal(
      printLights(document),
      'version = 1\ntitle = "Say \\"hi\\"\\n"\nrows = 2\ncolumns = 3\nstates = 12\nobjective = 11\ntopology = "torus"\ndifficulty = "medium"\nminMoves = 4\n' +
        'grid = """\n 9 10  0\n11  1  2\n"""\nauthor = "Ann"\ntags = [ 1, 2 ]\n\n[meta]\nsource = "book"\n',
    );
    assert.deepEqual(parsedOk(printLights(document)).document, document);
  });

  it('refuses documents that break the rules', () => {
    const good: LightsDocument = {
      puzzle: { rows: 2, columns: 3, states: 3, objective: 0, topology: 'plain', grid: Uint8Array.of(0, 1, 2, 2, 1, 0) },
      version: 1,
      title: 'Corners',
      extra: {},
    };
    const bad: LightsDocument[] = [
      { ...good, puzzle: { ...good.puzzle, grid: Uint8Array.of(0, 1, 3, 2, 1, 0) } },
      { ...good, puzzle: { ...good.puzzle, grid: new Uint8Array(3) } },
      { ...good, puzzle: { ...good.puzzle, rows: 10001, grid: new Uint8Array(50005) } },
      { ...good, puzzle: { ...good.puzzle, states: 1 } },
      { ...good, version: 3 },
      { ...good, title: 'a'.repeat(201) },
      { ...good, minMoves: -1 },
      { ...good, difficulty: 'extreme' as never },
      { ...good, extra: { rows: 3 } },
    ];
    for (const document of bad) assert.throws(() => printLights(document), PuzzleError);
    assert.doesNotThrow(() => checkDocument(good));
  });

  it('round-trips: parse(print(d)) equals d and print(parse(print(d))) equals print(d)', () => {
    fc.assert(
      fc.property(documentArbitrary(), (document) => {
        const printed = printLights(document);
        const reparsed = parsedOk(printed).document;
        assert.deepEqual(reparsed, document);
        assert.equal(printLights(reparsed), printed);
      }),
      { numRuns: 1000 },
    );
  });
});
