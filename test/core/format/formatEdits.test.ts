import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { parseLights } from '../../../src/core/format/formatRead';
import { printLights } from '../../../src/core/format/formatWrite';
import type { Difficulty } from '../../../src/domain/difficultyScale';
import { type LightsDocument, type ParsedLights, writtenVersion } from '../../../src/core/format/formatDocument';
import { applyTextEdits, cellEdits, documentEdits, type TextEdit } from '../../../src/core/format/formatEdits';
import { type Puzzle, PuzzleError, reshapePuzzle } from '../../../src/core/puzzle';
import type { Neighbourhood, Topology } from '../../../src/domain/topology';
import { positionsAt } from '../../../src/core/format/textPosition';
import { mutate, mutationArbitrary, neighbourhoodArbitrary, renderedDocumentArbitrary, renderedVersion2Arbitrary } from '../../support/lightsArbitraries';

function parsedOk(text: string): ParsedLights {
  const result = parseLights(text);
  if (!result.ok) assert.fail(`expected a successful parse, got ${JSON.stringify(result.errors)}`);
  return result;
}

/** Applies the edits and returns the new text and its (successful) parse. */
function applied(text: string, edits: readonly TextEdit[]): { text: string; parsed: ParsedLights } {
  const next = applyTextEdits(text, edits);
  return { text: next, parsed: parsedOk(next) };
}

const COMMENTED = `# A 2x3 puzzle
rows = 2      # two rows
columns = 3
states = 12
author = "Ann"   # unknown, kept
grid = """
 9 10  0
 1  2  3
"""   # the board
# the end
[meta]
source = "book"
`;

/** Changes to a board's shape and title; absent fields stay as they are, a null title is removed. */
interface ShapeChanges {
  readonly rows?: number;
  readonly columns?: number;
  readonly states?: number;
  /** When absent, the old objective, lowered to states - 1 if it no longer fits. */
  readonly objective?: number;
  readonly topology?: Topology;
  readonly title?: string | null;
}

/** Changes to the generator's metadata: null removes a key, absent keeps it. */
interface MetadataChanges {
  readonly difficulty?: Difficulty | null;
  readonly minMoves?: number | null;
}

/** The parsed document with its cells replaced by `grid`. */
function withGrid(parsed: ParsedLights, grid: Uint8Array): LightsDocument {
  return { ...parsed.document, puzzle: { ...parsed.document.puzzle, grid } };
}

/** The edits that give the parsed document with its cells replaced by `grid`. */
function gridEdits(text: string, parsed: ParsedLights, grid: Uint8Array): TextEdit[] {
  return documentEdits(text, parsed, withGrid(parsed, grid));
}

/** The document after a shape change, built with the puzzle model's own reshape. */
function reshaped(document: LightsDocument, changes: ShapeChanges): LightsDocument {
  const before = document.puzzle;
  const states = changes.states ?? before.states;
  const puzzle = reshapePuzzle(before, {
    rows: changes.rows ?? before.rows,
    columns: changes.columns ?? before.columns,
    states,
    objective: changes.objective ?? Math.min(before.objective, states - 1),
    topology: changes.topology ?? before.topology,
  });
  const { title, ...rest } = document;
  const nextTitle = changes.title === null ? undefined : (changes.title ?? title);
  return { ...rest, ...(nextTitle !== undefined ? { title: nextTitle } : {}), puzzle };
}

function shapeEdits(text: string, parsed: ParsedLights, changes: ShapeChanges): TextEdit[] {
  return documentEdits(text, parsed, reshaped(parsed.document, changes));
}

function metadataEdits(text: string, parsed: ParsedLights, changes: MetadataChanges): TextEdit[] {
  return documentEdits(text, parsed, expectedAfterMetadata(parsed.document, changes));
}

describe('format edits: applyTextEdits', () => {
  it('applies edits in any order and refuses overlapping ones', () => {
    assert.equal(
      applyTextEdits('hello world', [
        { start: 6, end: 11, newText: 'there' },
        { start: 0, end: 0, newText: '> ' },
        { start: 5, end: 5, newText: ',' },
      ]),
      '> hello, there',
    );
    assert.throws(
      () =>
        applyTextEdits('hello', [
          { start: 0, end: 3, newText: '' },
          { start: 2, end: 4, newText: '' },
        ]),
      RangeError,
    );
    assert.throws(() => applyTextEdits('hello', [{ start: 3, end: 9, newText: '' }]), RangeError);
  });
});

describe('format edits: documentEdits of cells', () => {
  it('keeps right edges where the new number fits and takes space from the gaps when it does not', () => {
    const row = (line: string, states: number, values: number[]): string => {
      const text = `rows = 1\ncolumns = ${values.length}\nstates = ${states}\ngrid = """\n${line}\n"""\n`;
      const edited = applyTextEdits(text, gridEdits(text, parsedOk(text), Uint8Array.from(values)));
      return edited.slice(edited.indexOf('"""\n') + 4, edited.lastIndexOf('\n"""'));
    };
    assert.equal(row(' 9 10  0', 12, [11, 10, 10]), '11 10 10');
    assert.equal(row('10 10 10', 12, [9, 1, 0]), ' 9  1  0');
    assert.equal(row('0 1 0', 12, [10, 1, 0]), '10 1 0');
    assert.equal(row('0  1  0', 12, [10, 11, 0]), '10 11 0');
    assert.equal(row('\t1\t0  ', 2, [0, 1]), '\t0\t1  ');
  });

  it('changes one cell with one small edit inside its row', () => {
    const parsed = parsedOk(COMMENTED);
    const grid = parsed.document.puzzle.grid.slice();
    grid[4] = 0;
    const edits = gridEdits(COMMENTED, parsed, grid);
    assert.deepEqual(edits, [{ start: COMMENTED.indexOf(' 1  2  3') + 4, end: COMMENTED.indexOf(' 1  2  3') + 5, newText: '0' }]);
    const result = applied(COMMENTED, edits);
    assert.equal(result.text, COMMENTED.replace(' 1  2  3', ' 1  0  3'));
    assert.deepEqual(result.parsed.document, withGrid(parsed, grid));
  });

  it('keeps the alignment of two-digit cells', () => {
    const parsed = parsedOk(COMMENTED);
    const grid = Uint8Array.from([11, 10, 10, 1, 2, 3]);
    assert.equal(applyTextEdits(COMMENTED, gridEdits(COMMENTED, parsed, grid)), COMMENTED.replace(' 9 10  0', '11 10 10'));
  });

  it('returns no edits for an unchanged grid, and rewrites a grid string with escapes whole', () => {
    const parsed = parsedOk(COMMENTED);
    assert.deepEqual(gridEdits(COMMENTED, parsed, parsed.document.puzzle.grid.slice()), []);
    const escaped = 'rows = 2 # r\ncolumns = 2\ngrid = """\n0 1\\n1 0\n"""  # kept\n';
    const result = applied(escaped, gridEdits(escaped, parsedOk(escaped), Uint8Array.from([1, 1, 1, 0])));
    assert.equal(result.text, 'rows = 2 # r\ncolumns = 2\ngrid = """\n1 1\n1 0\n"""  # kept\n');
  });

  it('edits a row that shares its line with the opening or closing delimiter', () => {
    const text = "rows = 2\ncolumns = 2\ngrid = '''0 1\n1 0'''\n";
    const result = applied(text, gridEdits(text, parsedOk(text), Uint8Array.from([1, 1, 0, 0])));
    assert.equal(result.text, "rows = 2\ncolumns = 2\ngrid = '''1 1\n0 0'''\n");
  });

  it('keeps CRLF line ends', () => {
    const text = COMMENTED.replace(/\n/g, '\r\n');
    const grid = Uint8Array.from([0, 0, 0, 0, 0, 0]);
    assert.equal(
      applyTextEdits(text, gridEdits(text, parsedOk(text), grid)),
      COMMENTED.replace(' 9 10  0\n 1  2  3', ' 0  0  0\n 0  0  0').replace(/\n/g, '\r\n'),
    );
  });

  it('refuses a grid that does not fit the board', () => {
    const parsed = parsedOk(COMMENTED);
    assert.throws(() => gridEdits(COMMENTED, parsed, new Uint8Array(5)), PuzzleError);
    assert.throws(() => gridEdits(COMMENTED, parsed, Uint8Array.from([12, 0, 0, 0, 0, 0])), PuzzleError);
  });
});

describe('format edits: documentEdits of the shape and title', () => {
  it('replaces values in place and inserts absent keys before grid', () => {
    const parsed = parsedOk(COMMENTED);
    const edits = shapeEdits(COMMENTED, parsed, { columns: 3, topology: 'torus', title: 'Two "rows"', objective: 2 });
    const result = applied(COMMENTED, edits);
    assert.equal(result.text, COMMENTED.replace('grid = """', 'title = "Two \\"rows\\""\nobjective = 2\ntopology = "torus"\ngrid = """'));
    assert.equal(result.parsed.document.title, 'Two "rows"');
  });

  it('rewrites only the grid string for a new size, keeping overlapping cells and filling with the objective', () => {
    const parsed = parsedOk(COMMENTED);
    const result = applied(COMMENTED, shapeEdits(COMMENTED, parsed, { rows: 3, columns: 2, objective: 5 }));
    assert.equal(
      result.text,
      COMMENTED.replace('rows = 2  ', 'rows = 3  ')
        .replace('columns = 3', 'columns = 2')
        .replace('grid = """\n 9 10  0\n 1  2  3\n"""', 'objective = 5\ngrid = """\n 9 10\n 1  2\n 5  5\n"""'),
    );
  });

  it('lowers cells and the objective that no longer fit a smaller number of states', () => {
    const text = 'rows = 1\ncolumns = 3\nstates = 5\nobjective = 4\ngrid = "4 3 1"\n';
    const result = applied(text, shapeEdits(text, parsedOk(text), { states: 3 }));
    assert.equal(result.text, 'rows = 1\ncolumns = 3\nstates = 3\nobjective = 2\ngrid = "2 2 1"\n');
  });

  it('removes the title line when the title is removed', () => {
    const text = '# keep me\ntitle = "Old"   # old title\nrows = 1\ncolumns = 1\ngrid = "0"\n';
    assert.equal(applyTextEdits(text, shapeEdits(text, parsedOk(text), { title: null })), '# keep me\nrows = 1\ncolumns = 1\ngrid = "0"\n');
  });

  it('uses the file line ends for inserted lines and rewritten grids', () => {
    const text = 'rows = 1\r\ncolumns = 2\r\ngrid = """\r\n0 1\r\n"""\r\n';
    assert.equal(
      applyTextEdits(text, shapeEdits(text, parsedOk(text), { rows: 2, states: 3 })),
      'rows = 2\r\ncolumns = 2\r\nstates = 3\r\ngrid = """\r\n0 1\r\n0 0\r\n"""\r\n',
    );
  });

  it('finds keys written quoted or with escapes and edits them in place', () => {
    const text = `"r\\u006fws" = 1\n'columns' = 1\ngrid = "0"\n`;
    assert.equal(
      applyTextEdits(text, shapeEdits(text, parsedOk(text), { rows: 2, columns: 2 })),
      `"r\\u006fws" = 2\n'columns' = 2\ngrid = """\n0 0\n0 0\n"""\n`,
    );
  });

  it('falls back to the canonical text (after the byte order mark) when the unknown keys change', () => {
    const text = '\uFEFF# gone\nrows = 1\ncolumns = 1\ngrid = "0"\nmeta.x = 1\n';
    const parsed = parsedOk(text);
    const edits = documentEdits(text, parsed, { ...parsed.document, extra: { meta: { x: 2 } } });
    assert.deepEqual(edits, [{ start: 1, end: text.length, newText: printLights({ ...parsed.document, extra: { meta: { x: 2 } } }) }]);
  });

  it('refuses a document outside the rules', () => {
    const parsed = parsedOk(COMMENTED);
    const { document } = parsed;
    assert.throws(() => documentEdits(COMMENTED, parsed, { ...document, puzzle: { ...document.puzzle, rows: 0, grid: new Uint8Array(0) } }), PuzzleError);
    assert.throws(() => documentEdits(COMMENTED, parsed, { ...document, puzzle: { ...document.puzzle, states: 37 } }), PuzzleError);
    assert.throws(
      () => documentEdits(COMMENTED, parsed, { ...document, puzzle: { ...document.puzzle, columns: 10001, grid: new Uint8Array(20002) } }),
      PuzzleError,
    );
    assert.throws(() => documentEdits(COMMENTED, parsed, { ...document, title: 'x'.repeat(201) }), PuzzleError);
  });
});

describe('format edits: documentEdits of the metadata', () => {
  it('inserts, replaces and removes difficulty and minMoves', () => {
    const first = applied(COMMENTED, metadataEdits(COMMENTED, parsedOk(COMMENTED), { difficulty: 'easy', minMoves: 3 }));
    assert.equal(first.text, COMMENTED.replace('grid = """', 'difficulty = "easy"\nminMoves = 3\ngrid = """'));
    const second = applied(first.text, metadataEdits(first.text, first.parsed, { difficulty: 'hard', minMoves: null }));
    assert.equal(second.text, COMMENTED.replace('grid = """', 'difficulty = "hard"\ngrid = """'));
    assert.deepEqual(metadataEdits(second.text, second.parsed, { difficulty: 'hard' }), []);
    assert.throws(() => metadataEdits(COMMENTED, parsedOk(COMMENTED), { minMoves: -2 }), PuzzleError);
  });
});

/** The lines of a text, split at `\n` (so a `\r` stays with its line). */
function linesOf(text: string): string[] {
  return text.split('\n');
}

/** The document a metadata change must produce. */
function expectedAfterMetadata(document: LightsDocument, changes: MetadataChanges): LightsDocument {
  const { difficulty, minMoves, ...rest } = document;
  const nextDifficulty = changes.difficulty === null ? undefined : (changes.difficulty ?? difficulty);
  const nextMinMoves = changes.minMoves === null ? undefined : (changes.minMoves ?? minMoves);
  return {
    ...rest,
    ...(nextDifficulty !== undefined ? { difficulty: nextDifficulty } : {}),
    ...(nextMinMoves !== undefined ? { minMoves: nextMinMoves } : {}),
  };
}

const shapeChangesArbitrary: fc.Arbitrary<ShapeChanges> = fc
  .record(
    {
      rows: fc.integer({ min: 1, max: 6 }),
      columns: fc.integer({ min: 1, max: 6 }),
      states: fc.integer({ min: 2, max: 36 }),
      objectiveSeed: fc.nat(),
      topology: fc.constantFrom<Topology>('plain', 'torus', 'hex'),
      title: fc.oneof(fc.constant(null), fc.string({ unit: 'grapheme', maxLength: 20 })),
    },
    { requiredKeys: [] },
  )
  .map(({ objectiveSeed, ...changes }) => ({
    ...changes,
    ...(objectiveSeed !== undefined && changes.states !== undefined ? { objective: objectiveSeed % changes.states } : {}),
  }));

const metadataChangesArbitrary: fc.Arbitrary<MetadataChanges> = fc.record(
  { difficulty: fc.constantFrom('easy' as const, 'medium' as const, 'hard' as const, null), minMoves: fc.oneof(fc.constant(null), fc.nat({ max: 500 })) },
  { requiredKeys: [] },
);

describe('format edits: properties over hand-written files', () => {
  it('cell edits give the intended document and change only the lines of the edited rows', () => {
    fc.assert(
      fc.property(renderedDocumentArbitrary(), fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 1, maxLength: 6 }), ({ document, text }, changes) => {
        const parsed = parsedOk(text);
        const { puzzle } = document;
        const grid = puzzle.grid.slice();
        for (const [cellSeed, valueSeed] of changes) grid[cellSeed % grid.length] = valueSeed % puzzle.states;
        const edits = gridEdits(text, parsed, grid);
        const result = applied(text, edits);
        assert.deepEqual(result.parsed.document, { ...document, puzzle: { ...puzzle, grid } });
        const editedLines = new Set<number>();
        for (let row = 0; row < puzzle.rows; row++) {
          const changed = grid
            .subarray(row * puzzle.columns, (row + 1) * puzzle.columns)
            .some((value, column) => value !== puzzle.grid[row * puzzle.columns + column]);
          if (changed) editedLines.add(positionsAt(text, [parsed.layout.grid?.rows?.[row].lineStart ?? -1])[0].line);
        }
        assert.equal(edits.length, editedLines.size);
        const before = linesOf(text);
        const after = linesOf(result.text);
        assert.equal(after.length, before.length);
        before.forEach((line, index) => {
          if (!editedLines.has(index)) assert.equal(after[index], line, `line ${index} changed`);
        });
      }),
      { numRuns: 1000 },
    );
  });

  it('shape changes give the intended document and keep every comment and unknown key', () => {
    fc.assert(
      fc.property(renderedDocumentArbitrary(), shapeChangesArbitrary, ({ document, text }, changes) => {
        const result = applied(text, shapeEdits(text, parsedOk(text), changes));
        assert.deepEqual(result.parsed.document, reshaped(document, changes));
        const kept = new Set(linesOf(result.text).map((line) => line.trim()));
        for (const line of linesOf(text)) if (line.trim().startsWith('#')) assert.ok(kept.has(line.trim()), `lost the comment line ${JSON.stringify(line)}`);
      }),
      { numRuns: 1000 },
    );
  });

  it('metadata changes give the intended document and touch no grid line', () => {
    fc.assert(
      fc.property(renderedDocumentArbitrary(), metadataChangesArbitrary, ({ document, text }, changes) => {
        const parsed = parsedOk(text);
        const result = applied(text, metadataEdits(text, parsed, changes));
        assert.deepEqual(result.parsed.document, expectedAfterMetadata(document, changes));
        const gridLocation = parsed.layout.grid?.string;
        assert.ok(gridLocation !== undefined);
        assert.ok(result.text.includes(text.slice(gridLocation.contentStart, gridLocation.contentEnd)));
      }),
      { numRuns: 1000 },
    );
  });

  it('edits of mutated files that still parse give the intended document', () => {
    let edited = 0;
    fc.assert(
      fc.property(
        renderedDocumentArbitrary(4),
        fc.array(mutationArbitrary, { minLength: 1, maxLength: 3 }),
        fc.nat(),
        shapeChangesArbitrary,
        ({ text }, mutations, cellSeed, changes) => {
          const mutated = mutations.reduce(mutate, text);
          const parsed = parseLights(mutated);
          if (!parsed.ok) return;
          edited += 1;
          const { puzzle } = parsed.document;
          const grid = puzzle.grid.slice();
          grid[cellSeed % grid.length] = (grid[cellSeed % grid.length] + 1) % puzzle.states;
          assert.deepEqual(applied(mutated, gridEdits(mutated, parsed, grid)).parsed.document, { ...parsed.document, puzzle: { ...puzzle, grid } });
          assert.deepEqual(applied(mutated, shapeEdits(mutated, parsed, changes)).parsed.document, reshaped(parsed.document, changes));
        },
      ),
      { numRuns: 3000 },
    );
    assert.ok(edited > 300, `only ${edited} mutated files parsed`);
  });

  it('a sequence of edits, each applied to the result of the last, stays consistent', () => {
    fc.assert(
      fc.property(
        renderedDocumentArbitrary(4),
        fc.array(
          fc.oneof(
            shapeChangesArbitrary,
            metadataChangesArbitrary.map((changes) => ({ metadata: changes })),
          ),
          { maxLength: 5 },
        ),
        ({ text }, steps) => {
          let current = text;
          for (const step of steps) {
            const parsed = parsedOk(current);
            const edits = 'metadata' in step ? metadataEdits(current, parsed, step.metadata) : shapeEdits(current, parsed, step);
            const next = applied(current, edits);
            const expected = 'metadata' in step ? expectedAfterMetadata(parsed.document, step.metadata) : reshaped(parsed.document, step);
            assert.deepEqual(next.parsed.document, expected);
            current = next.text;
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('core: the edits of one cell', () => {
  it('are exactly the edits documentEdits makes for that cell (and the metadata it drops)', () => {
    fc.assert(
      fc.property(renderedDocumentArbitrary(6), fc.nat(), fc.nat(), fc.nat(), fc.boolean(), ({ text }, rowSeed, columnSeed, valueSeed, dropMetadata) => {
        const parsed = parsedOk(text);
        const { puzzle } = parsed.document;
        const [row, column, value] = [rowSeed % puzzle.rows, columnSeed % puzzle.columns, valueSeed % puzzle.states];
        const grid = puzzle.grid.slice();
        grid[row * puzzle.columns + column] = value;
        const { difficulty: _difficulty, minMoves: _minMoves, ...rest } = parsed.document;
        const next = dropMetadata ? { ...rest, puzzle: { ...puzzle, grid } } : withGrid(parsed, grid);
        const edits = cellEdits(text, parsed, row, column, value, dropMetadata);
        assert.ok(edits !== null, 'a hand-written rendering is located');
        assert.deepEqual(edits, documentEdits(text, parsed, next));
      }),
      { seed: 3014, numRuns: 400 },
    );
  });

  it('change one line, and read nothing but that line and short slices after the dropped keys', () => {
    const text = 'difficulty = "easy"\nrows = 2\ncolumns = 3\nstates = 12\nminMoves = 4\ngrid = """\n 9 10  0\n 1  2  3\n"""\n';
    const parsed = parsedOk(text);
    const reads: string[] = [];
    const source = {
      length: text.length,
      slice: (start: number, end: number) => {
        reads.push(text.slice(start, end));
        return text.slice(start, end);
      },
    };
    const edits = cellEdits(source, parsed, 1, 0, 11, true);
    assert.deepEqual(edits, [
      { start: 0, end: 20, newText: '' },
      { start: 53, end: 66, newText: '' },
      // The wider number takes the space before it: the line keeps its length.
      { start: 86, end: 87, newText: '1' },
    ]);
    assert.equal(reads.length, 3);
    assert.equal(reads[2], ' 1  2  3');
    assert.ok(reads.every((read) => read.length <= 256));
    assert.deepEqual(Array.from(applied(text, edits ?? []).parsed.document.puzzle.grid), [9, 10, 0, 11, 2, 3]);
    assert.deepEqual(cellEdits(text, parsed, 0, 0, 9, false), []);
    assert.throws(() => cellEdits(text, parsed, 2, 0, 1, false), PuzzleError);
    assert.throws(() => cellEdits(text, parsed, 0, 0, 12, false), PuzzleError);
    const escaped = parsedOk('rows = 1\ncolumns = 2\ngrid = "1\\u0020 0"\n');
    assert.equal(cellEdits('rows = 1\ncolumns = 2\ngrid = "1\\u0020 0"\n', escaped, 0, 0, 0, false), null);
  });
});

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

const COMMENTED_ALL_ON = `# A 2x3 puzzle
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
    const parsed = parsedOk(COMMENTED_ALL_ON);
    const puzzle = changed(parsed.document.puzzle, { holes: Uint8Array.from([0, 1, 0, 0, 0, 0]), grid: Uint8Array.from([0, 0, 1, 1, 0, 0]) });
    const text = edited(COMMENTED_ALL_ON, { ...parsed.document, puzzle });
    assert.equal(text, COMMENTED_ALL_ON.replace('# A 2x3 puzzle\n', '# A 2x3 puzzle\nversion = 2\n').replace('0  1 1', '0  . 1'));
  });

  it('fills the last hole again and keeps the stated version 2 (a stated version never goes down)', () => {
    const holed = COMMENTED_ALL_ON.replace('# A 2x3 puzzle\n', '# A 2x3 puzzle\nversion = 2\n').replace('0  1 1', '0  . 1');
    const parsed = parsedOk(holed);
    const puzzle = changed(parsed.document.puzzle, { holes: undefined, grid: Uint8Array.from([0, 1, 1, 1, 0, 0]) });
    assert.equal(edited(holed, { ...parsed.document, puzzle, version: 1 }), holed.replace('0  . 1', '0  1 1'));
  });

  it('inserts, replaces and removes a neighbourhood (a list over several lines goes whole)', () => {
    const parsed = parsedOk(COMMENTED_ALL_ON);
    const moore = edited(COMMENTED_ALL_ON, { ...parsed.document, puzzle: changed(parsed.document.puzzle, { neighbourhood: 'moore' }) });
    assert.equal(
      moore,
      COMMENTED_ALL_ON.replace('# A 2x3 puzzle\n', '# A 2x3 puzzle\nversion = 2\n').replace('grid = """', 'neighbourhood = "moore"\ngrid = """'),
    );
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
    const parsed = parsedOk(COMMENTED_ALL_ON);
    const target = Uint8Array.from([1, 0, 1, 0, 1, 0]);
    const withTarget = edited(COMMENTED_ALL_ON, { ...parsed.document, puzzle: changed(parsed.document.puzzle, { target, objective: 0 }) });
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
      COMMENTED_ALL_ON.replace('# A 2x3 puzzle\n', '# A 2x3 puzzle\nversion = 2\n')
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
