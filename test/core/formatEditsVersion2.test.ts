import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { parseLights, type LightsDocument, type ParsedLights } from '../../src/core/format/format';
import { writtenVersion } from '../../src/core/format/formatDocument';
import { applyTextEdits, cellEdits, documentEdits } from '../../src/core/format/formatEdits';
import type { Neighbourhood, Puzzle } from '../../src/core/puzzle';
import { renderedDocumentArbitrary } from '../support/lightsArbitraries';
import { neighbourhoodArbitrary, renderedVersion2Arbitrary } from './lightsVersion2Arbitraries';

function parsedOk(text: string): ParsedLights {
  const result = parseLights(text);
  if (!result.ok) assert.fail(`expected a successful parse, got ${JSON.stringify(result.errors)}`);
  return result;
}

/** The text after documentEdits to `next`. */
function edited(text: string, next: LightsDocument): string {
  return applyTextEdits(text, documentEdits(text, parsedOk(text), next));
}

/** The puzzle with some fields replaced and some removed (`undefined` removes a field). */
function changed(puzzle: Puzzle, fields: Partial<Record<keyof Puzzle, unknown>>): Puzzle {
  const next: Record<string, unknown> = { ...puzzle, ...fields };
  for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
  return next as unknown as Puzzle;
}

const COMMENTED = `# A 2x3 puzzle
rows = 2      # two rows
columns = 3
objective = 1 # all on
grid = """
0  1 1
1  0 0
"""  # the board
author = "Ann"
`;

describe('format edits, version 2: holes, neighbourhood, target and version', () => {
  it('makes a hole with one character and states version 2 under the header comment', () => {
    const parsed = parsedOk(COMMENTED);
    const puzzle = changed(parsed.document.puzzle, { holes: Uint8Array.from([0, 1, 0, 0, 0, 0]), grid: Uint8Array.from([0, 0, 1, 1, 0, 0]) });
    const text = edited(COMMENTED, { ...parsed.document, puzzle });
    assert.equal(text, COMMENTED.replace('# A 2x3 puzzle\n', '# A 2x3 puzzle\nversion = 2\n').replace('0  1 1', '0  . 1'));
  });

  it('fills the last hole again and keeps the stated version 2 (a stated version never goes down)', () => {
    const holed = COMMENTED.replace('# A 2x3 puzzle\n', '# A 2x3 puzzle\nversion = 2\n').replace('0  1 1', '0  . 1');
    const parsed = parsedOk(holed);
    const puzzle = changed(parsed.document.puzzle, { holes: undefined, grid: Uint8Array.from([0, 1, 1, 1, 0, 0]) });
    assert.equal(edited(holed, { ...parsed.document, puzzle, version: 1 }), holed.replace('0  . 1', '0  1 1'));
  });

  it('inserts, replaces and removes a neighbourhood (a list over several lines goes whole)', () => {
    const parsed = parsedOk(COMMENTED);
    const moore = edited(COMMENTED, { ...parsed.document, puzzle: changed(parsed.document.puzzle, { neighbourhood: 'moore' }) });
    assert.equal(moore, COMMENTED.replace('# A 2x3 puzzle\n', '# A 2x3 puzzle\nversion = 2\n').replace('grid = """', 'neighbourhood = "moore"\ngrid = """'));
    const list = moore.replace('neighbourhood = "moore"', 'neighbourhood = [\n  [0, 1], # right\n  [1, 0],\n]');
    const listParsed = parsedOk(list);
    const sigma: Neighbourhood = [
      [-1, 0],
      [1, 0],
    ];
    assert.equal(
      edited(list, { ...listParsed.document, puzzle: changed(listParsed.document.puzzle, { neighbourhood: sigma }) }),
      moore.replace('"moore"', '[[-1, 0], [1, 0]]'),
    );
    assert.equal(
      edited(list, { ...listParsed.document, puzzle: changed(listParsed.document.puzzle, { neighbourhood: undefined }) }),
      moore.replace('neighbourhood = "moore"\n', ''),
    );
  });

  it('adds a target after the grid (past its comment) in place of the objective, edits one target cell, and removes it', () => {
    const parsed = parsedOk(COMMENTED);
    const target = Uint8Array.from([1, 0, 1, 0, 1, 0]);
    const withTarget = edited(COMMENTED, { ...parsed.document, puzzle: changed(parsed.document.puzzle, { target, objective: 0 }) });
    assert.equal(
      withTarget,
      `# A 2x3 puzzle
version = 2
rows = 2      # two rows
columns = 3
grid = """
0  1 1
1  0 0
"""  # the board
target = """
1 0 1
0 1 0
"""
author = "Ann"
`,
    );
    const targetParsed = parsedOk(withTarget);
    const next = Uint8Array.from([1, 0, 1, 0, 0, 0]);
    const edits = documentEdits(withTarget, targetParsed, { ...targetParsed.document, puzzle: changed(targetParsed.document.puzzle, { target: next }) });
    const at = withTarget.indexOf('0 1 0');
    assert.deepEqual(edits, [{ start: at + 2, end: at + 3, newText: '0' }]);
    const removed = edited(withTarget, { ...targetParsed.document, puzzle: changed(targetParsed.document.puzzle, { target: undefined, objective: 1 }) });
    assert.equal(
      removed,
      COMMENTED.replace('# A 2x3 puzzle\n', '# A 2x3 puzzle\nversion = 2\n')
        .replace('objective = 1 # all on\n', '')
        .replace('grid = """', 'objective = 1\ngrid = """'),
    );
  });

  it('adds a target to a file whose grid ends the text without a line break', () => {
    const text = 'version = 2\nrows = 1\ncolumns = 2\ngrid = "0 1"';
    const parsed = parsedOk(text);
    assert.equal(
      edited(text, { ...parsed.document, puzzle: changed(parsed.document.puzzle, { target: Uint8Array.from([1, 1]) }) }),
      `${text}\ntarget = """\n1 1\n"""\n`,
    );
  });

  it('writes holes into a target that follows a grid of a new size, in canonical form', () => {
    const text = 'version = 2\nrows = 1\ncolumns = 2\ngrid = ". 1"\ntarget = ". 0"\n';
    const parsed = parsedOk(text);
    const puzzle = changed(parsed.document.puzzle, {
      columns: 3,
      holes: Uint8Array.from([1, 0, 0]),
      grid: Uint8Array.from([0, 1, 0]),
      target: Uint8Array.from([0, 0, 1]),
    });
    assert.equal(edited(text, { ...parsed.document, puzzle }), 'version = 2\nrows = 1\ncolumns = 3\ngrid = """\n. 1 0\n"""\ntarget = """\n. 0 1\n"""\n');
  });

  it('cellEdits refuses a hole and keeps the dots of the row it edits', () => {
    const text = 'version = 2\nrows = 1\ncolumns = 3\ngrid = """\n.  0 1\n"""\n';
    const parsed = parsedOk(text);
    assert.equal(cellEdits(text, parsed, 0, 0, 1, false), null);
    const edits = cellEdits(text, parsed, 0, 1, 1, false) ?? assert.fail('the row is located');
    assert.equal(applyTextEdits(text, edits), text.replace('.  0 1', '.  1 1'));
  });
});

/** A next document: holes flipped, a neighbourhood, a target added, changed or removed, new cells. */
function nextDocument(
  current: LightsDocument,
  flips: readonly number[],
  neighbourhood: Neighbourhood | undefined,
  targetSeeds: number[] | null,
  gridSeeds: number[],
): LightsDocument {
  const puzzle = current.puzzle;
  const cells = puzzle.rows * puzzle.columns;
  const holes = puzzle.holes ? puzzle.holes.slice() : new Uint8Array(cells);
  for (const flip of flips) holes[flip % cells] ^= 1;
  if (!holes.includes(0)) holes[0] = 0;
  const hole = (index: number): boolean => holes[index] !== 0;
  const grid = Uint8Array.from({ length: cells }, (_, index) => (hole(index) ? 0 : gridSeeds[index % gridSeeds.length] % puzzle.states));
  const target =
    targetSeeds === null
      ? undefined
      : Uint8Array.from({ length: cells }, (_, index) => (hole(index) ? 0 : targetSeeds[index % targetSeeds.length] % puzzle.states));
  const next = changed(puzzle, {
    grid,
    holes: holes.includes(1) ? holes : undefined,
    target,
    objective: target ? 0 : puzzle.objective,
    neighbourhood: puzzle.topology === 'hex' ? undefined : neighbourhood,
  });
  return { ...current, puzzle: next };
}

describe('format edits, version 2: properties', () => {
  it('applying the edits gives a text that parses to the next document, keeping every comment line', () => {
    const start = fc.oneof(renderedVersion2Arbitrary(5), renderedDocumentArbitrary(5));
    fc.assert(
      fc.property(
        start,
        fc.array(fc.nat(), { maxLength: 4 }),
        neighbourhoodArbitrary,
        fc.option(fc.array(fc.nat(), { minLength: 1, maxLength: 30 }), { nil: null }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 30 }),
        ({ text }, flips, neighbourhood, targetSeeds, gridSeeds) => {
          const parsed = parsedOk(text);
          const next = nextDocument(parsed.document, flips, neighbourhood, targetSeeds, gridSeeds);
          const result = parsedOk(applyTextEdits(text, documentEdits(text, parsed, next)));
          assert.deepEqual(result.document, { ...next, version: Math.max(writtenVersion(next), parsed.document.version) });
          const comments = (body: string): string[] =>
            body
              .replace(/^\uFEFF/, '')
              .split(/\r?\n/)
              .filter((line) => line.trimStart().startsWith('#'));
          assert.deepEqual(comments(applyTextEdits(text, documentEdits(text, parsed, next))), comments(text));
        },
      ),
      { numRuns: 400 },
    );
  });
});
