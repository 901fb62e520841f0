import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { FORMAT_VERSION, parseLights, printLights, type FormatDiagnostic, type LightsDocument, type ParsedLights } from '../../src/core/format/format';
import { KNOWN_KEYS } from '../../src/core/format/formatDocument';
import { PuzzleError } from '../../src/core/puzzle';
import { mutate, mutationArbitrary } from '../support/lightsArbitraries';
import { renderedVersion2Arbitrary, version2DocumentArbitrary } from './lightsVersion2Arbitraries';

function parsedOk(text: string): ParsedLights {
  const result = parseLights(text);
  if (!result.ok) assert.fail(`expected a successful parse, got ${JSON.stringify(result.errors)}`);
  return result;
}

/** Each error as [line, column, endLine, endColumn, message], 0-based. */
function errorsOf(text: string): [number, number, number, number, string][] {
  const result = parseLights(text);
  if (result.ok) assert.fail('expected errors, the parse succeeded');
  return result.errors.map((error: FormatDiagnostic) => [error.line, error.column, error.endLine, error.endColumn, error.message]);
}

const HEART = `# holes, a neighbourhood and a target
version = 2
rows = 3
columns = 4
topology = "torus"
neighbourhood = [[-1, 0], [1, 0], [0, -1], [0, 1]]
grid = """
. 1 1 .
1 0 0 1
. . 1 .
"""
target = """
. 0 1 .
1 1 1 1
. . 0 .
"""
`;

describe('format version 2: reading', () => {
  it('reads holes, a neighbourhood list and a target into the model', () => {
    const { document } = parsedOk(HEART);
    assert.equal(document.version, 2);
    assert.deepEqual(document.puzzle, {
      rows: 3,
      columns: 4,
      states: 2,
      objective: 0,
      topology: 'torus',
      neighbourhood: [
        [-1, 0],
        [1, 0],
        [0, -1],
        [0, 1],
      ],
      holes: Uint8Array.from([1, 0, 0, 1, 0, 0, 0, 0, 1, 1, 0, 1]),
      target: Uint8Array.from([0, 0, 1, 0, 1, 1, 1, 1, 0, 0, 0, 0]),
      grid: Uint8Array.from([0, 1, 1, 0, 1, 0, 0, 1, 0, 0, 1, 0]),
    });
  });

  it('keeps a neighbourhood name as a name, and reads version 2 without any feature as it is', () => {
    assert.equal(parsedOk('version = 2\nrows = 1\ncolumns = 2\nneighbourhood = "knight"\ngrid = "0 1"').document.puzzle.neighbourhood, 'knight');
    const plain = parsedOk('version = 2\nrows = 1\ncolumns = 2\ngrid = "0 1"').document;
    assert.equal(plain.version, 2);
    assert.deepEqual(Object.keys(plain.puzzle), ['rows', 'columns', 'states', 'objective', 'topology', 'grid']);
    assert.equal(parsedOk('rows = 1\ncolumns = 1\ngrid = "1"').document.version, 1);
  });

  it('reads holes in a two-digit grid and an empty neighbourhood list', () => {
    const { document } = parsedOk('version = 2\nrows = 1\ncolumns = 3\nstates = 12\nneighbourhood = []\ngrid = "11  . 10"');
    assert.deepEqual(document.puzzle.grid, Uint8Array.from([11, 0, 10]));
    assert.deepEqual(document.puzzle.holes, Uint8Array.from([0, 1, 0]));
    assert.deepEqual(document.puzzle.neighbourhood, []);
  });

  it('defines the keys in canonical order, the newest version being 2', () => {
    assert.equal(FORMAT_VERSION, 2);
    assert.deepEqual(KNOWN_KEYS, [
      'version',
      'title',
      'rows',
      'columns',
      'states',
      'objective',
      'topology',
      'neighbourhood',
      'difficulty',
      'minMoves',
      'grid',
      'target',
    ]);
  });
});

describe('format version 2: errors, each at the offending text', () => {
  it('refuses version 2 features in a version 1 file, stated or implied, at the key or the first hole', () => {
    assert.deepEqual(errorsOf('rows = 1\ncolumns = 2\nneighbourhood = "x"\ngrid = "0 1"'), [
      [2, 0, 2, 13, '"neighbourhood" needs version = 2 (this file is version 1)'],
    ]);
    assert.deepEqual(errorsOf('version = 1\nrows = 1\ncolumns = 2\ngrid = "0 1"\ntarget = "1 1"'), [
      [4, 0, 4, 6, '"target" needs version = 2 (this file is version 1)'],
    ]);
    assert.deepEqual(errorsOf('rows = 2\ncolumns = 2\ngrid = """\n0 .\n. 1\n"""'), [
      [3, 2, 3, 3, 'the hole (".") at row 1, column 2 needs version = 2 (this file is version 1)'],
    ]);
  });

  it('refuses versions above 2 alone', () => {
    assert.deepEqual(errorsOf('version = 3\nrows = 1\ncolumns = 1\nneighbourhood = "bad"\ngrid = "0"'), [
      [0, 10, 0, 11, 'unsupported version 3: this extension reads versions 1 and 2'],
    ]);
  });

  it('refuses a board made only of holes, at the grid', () => {
    assert.deepEqual(errorsOf('version = 2\nrows = 1\ncolumns = 2\ngrid = ". ."'), [
      [3, 7, 3, 8, '"grid" has only holes ("."): a board needs at least one cell'],
    ]);
  });

  it('locates each broken offset pair of a neighbourhood list', () => {
    const text = 'version = 2\nrows = 1\ncolumns = 2\nneighbourhood = [[0, 1], [11, 0], [0,1], [1.0, 2], "a", [1]]\ngrid = "0 1"';
    assert.deepEqual(errorsOf(text), [
      [3, 26, 3, 28, 'offset 2 of "neighbourhood" has 11: an offset must lie in -10..10'],
      [3, 34, 3, 39, 'offset 3 of "neighbourhood" repeats [0, 1], already offset 1'],
      [3, 42, 3, 45, 'offset 4 of "neighbourhood" must hold two integers, got 1.0'],
      [3, 51, 3, 54, 'offset 5 of "neighbourhood" must be a pair [row, column], got "a"'],
      [3, 56, 3, 59, 'offset 6 of "neighbourhood" must be a pair [row, column], got [1]'],
    ]);
  });

  it('locates a broken pair on its own line of a list over several lines', () => {
    const text = 'version = 2\nrows = 1\ncolumns = 2\nneighbourhood = [\n  [0, 0], # self\n  [0, -11],\n]\ngrid = "0 1"';
    assert.deepEqual(errorsOf(text), [[5, 6, 5, 9, 'offset 2 of "neighbourhood" has -11: an offset must lie in -10..10']]);
  });

  it('refuses an unknown name and a value that is neither a name nor a list, at the value', () => {
    assert.deepEqual(errorsOf('version = 2\nrows = 1\ncolumns = 2\nneighbourhood = "diagonal"\ngrid = "0 1"'), [
      [3, 16, 3, 26, '"neighbourhood" must be "cross", "x", "moore" or "knight", or a list of [row, column] offsets, got "diagonal"'],
    ]);
    assert.deepEqual(errorsOf('version = 2\nrows = 1\ncolumns = 2\nneighbourhood = 4\ngrid = "0 1"'), [
      [3, 16, 3, 17, '"neighbourhood" must be a name ("cross", "x", "moore" or "knight") or a list of [row, column] offsets, got 4'],
    ]);
  });

  it('refuses a neighbourhood on a hex board, naming the conflict', () => {
    assert.deepEqual(errorsOf('version = 2\nrows = 1\ncolumns = 2\ntopology = "hex"\nneighbourhood = "moore"\ngrid = "0 1"'), [
      [4, 0, 4, 13, '"neighbourhood" cannot be used with topology = "hex": a hex board has its own six neighbours'],
    ]);
  });

  it('refuses target with objective, at the second of the two keys', () => {
    assert.deepEqual(errorsOf('version = 2\nrows = 1\ncolumns = 2\nobjective = 1\ngrid = "0 1"\ntarget = "1 1"'), [
      [5, 0, 5, 6, '"target" cannot be given with "objective": a file sets either one "objective" for every cell or a "target" for each cell'],
    ]);
    assert.deepEqual(errorsOf('version = 2\nrows = 1\ncolumns = 2\ntarget = "1 1"\nobjective = 1\ngrid = "0 1"'), [
      [4, 0, 4, 9, '"objective" cannot be given with "target": a file sets either one "objective" for every cell or a "target" for each cell'],
    ]);
  });

  it('checks the target cell by cell: holes where the grid has them, states in range, the right shape', () => {
    const text = 'version = 2\nrows = 2\ncolumns = 3\nstates = 3\ngrid = """\n0 . 1\n1 0 .\n"""\ntarget = """\n1 1 .\n3 x\n"""';
    assert.deepEqual(errorsOf(text), [
      [9, 2, 9, 3, '"target" has a cell at row 1, column 2 where "grid" has a hole: write "." there'],
      [9, 4, 9, 5, '"target" has a hole (".") at row 1, column 3 where "grid" has a cell'],
      [10, 0, 10, 1, '"target" at row 2, column 1 is 3 but states = 3 allows 0..2'],
      [10, 0, 10, 3, 'row 2 of "target" has 2 cells, expected 3'],
      [10, 2, 10, 3, '"target" at row 2, column 2 is "x", not a number in 0..2'],
    ]);
    assert.deepEqual(errorsOf('version = 2\nrows = 2\ncolumns = 1\ngrid = """\n0\n1\n"""\ntarget = "1"'), [[7, 11, 7, 12, '"target" has 1 row, expected 2']]);
    assert.deepEqual(errorsOf('version = 2\nrows = 1\ncolumns = 1\ngrid = "0"\ntarget = 1'), [
      [4, 9, 4, 10, '"target" must be a multi-line string of cell states, like "grid", got 1'],
    ]);
  });
});

describe('format version 2: writing', () => {
  it('prints the canonical text: version 2, neighbourhood after topology, no objective with a target, target after grid', () => {
    assert.equal(
      printLights(parsedOk(HEART).document),
      `version = 2
rows = 3
columns = 4
states = 2
topology = "torus"
neighbourhood = [[-1, 0], [1, 0], [0, -1], [0, 1]]
grid = """
. 1 1 .
1 0 0 1
. . 1 .
"""
target = """
. 0 1 .
1 1 1 1
. . 0 .
"""
`,
    );
  });

  it('writes version 1 for a puzzle without version 2 features, and 2 once it has one, whatever the document says', () => {
    const classic = parsedOk('rows = 1\ncolumns = 2\ngrid = "0 1"').document;
    assert.match(printLights(classic), /^version = 1\n/);
    const holed: LightsDocument = { ...classic, puzzle: { ...classic.puzzle, holes: Uint8Array.from([1, 0]), grid: Uint8Array.from([0, 1]) } };
    assert.match(printLights(holed), /^version = 2\n[^]*grid = """\n\. 1\n"""\n$/);
    assert.match(
      printLights({ ...classic, puzzle: { ...classic.puzzle, neighbourhood: 'cross' } }),
      /^version = 2\n[^]*topology = "plain"\nneighbourhood = "cross"\n/,
    );
    assert.match(printLights({ ...classic, version: 2 }), /^version = 2\n/);
  });

  it('right-aligns holes with two-digit cells', () => {
    const document = parsedOk('version = 2\nrows = 1\ncolumns = 3\nstates = 12\ngrid = "11 . 3"').document;
    assert.match(printLights(document), /grid = """\n11 {2}\. {2}3\n"""/);
  });

  it('refuses documents that break the version 2 rules', () => {
    const good = parsedOk(HEART).document;
    const bad: LightsDocument[] = [
      { ...good, puzzle: { ...good.puzzle, grid: Uint8Array.from([1, 1, 1, 0, 1, 0, 0, 1, 0, 0, 1, 0]) } },
      { ...good, puzzle: { ...good.puzzle, holes: new Uint8Array(12).fill(1), grid: new Uint8Array(12), target: new Uint8Array(12) } },
      { ...good, puzzle: { ...good.puzzle, topology: 'hex' } },
      { ...good, puzzle: { ...good.puzzle, neighbourhood: [[11, 0]] } },
      { ...good, puzzle: { ...good.puzzle, target: new Uint8Array(12).fill(1) } },
      { ...good, version: 0 },
    ];
    for (const document of bad) assert.throws(() => printLights(document), PuzzleError);
  });

  it('round-trips: parse(print(d)) equals d and print(parse(print(d))) equals print(d), for every feature and k = 2..36', () => {
    fc.assert(
      fc.property(version2DocumentArbitrary(6), (document) => {
        const text = printLights(document);
        const parsed = parsedOk(text);
        assert.deepEqual(parsed.document, document);
        assert.equal(printLights(parsed.document), text);
      }),
      { numRuns: 400 },
    );
  });

  it('reads hand-written version 2 files of every style to the document they describe', () => {
    fc.assert(
      fc.property(renderedVersion2Arbitrary(6), ({ document, text }) => {
        assert.deepEqual(parsedOk(text).document, document);
      }),
      { numRuns: 400 },
    );
  });
});

describe('format version 2: fuzzing', () => {
  it('survives mutated version 2 files: never throws, every diagnostic inside the text, every success printable', () => {
    fc.assert(
      fc.property(renderedVersion2Arbitrary(4), fc.array(mutationArbitrary, { minLength: 1, maxLength: 4 }), ({ text }, mutations) => {
        const mutated = mutations.reduce(mutate, text);
        const result = parseLights(mutated);
        const lines = mutated.split('\n').map((line, index, all) => (index < all.length - 1 && line.endsWith('\r') ? line.slice(0, -1) : line));
        for (const diagnostic of result.ok ? result.warnings : [...result.errors, ...result.warnings]) {
          assert.ok(diagnostic.line >= 0 && diagnostic.line < lines.length && diagnostic.column <= lines[diagnostic.line].length, JSON.stringify(diagnostic));
          assert.ok(diagnostic.endLine < lines.length && diagnostic.endColumn <= lines[diagnostic.endLine].length, JSON.stringify(diagnostic));
          assert.ok(!diagnostic.message.startsWith('internal error'), diagnostic.message);
        }
        if (result.ok) assert.deepEqual(parsedOk(printLights(result.document)).document, result.document);
      }),
      { numRuns: 2000 },
    );
  });
});
