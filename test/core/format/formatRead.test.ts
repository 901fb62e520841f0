import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { parseLights, parseToml } from '../../../src/core/format/formatRead';
import { printLights } from '../../../src/core/format/formatWrite';
import { type FormatDiagnostic, type LightsDocument, type ParsedLights, type ParseResult } from '../../../src/core/format/formatDocument';
import { checkDocument } from '../../../src/core/format/formatValidate';
import { MAX_NESTING_DEPTH, MAX_REPORTED_DIAGNOSTICS, MAX_TEXT_LENGTH } from '../../../src/domain/limits';
import { PuzzleError } from '../../../src/core/puzzle';
import {
  mutate,
  mutationArbitrary,
  pieceArbitrary,
  renderedDocumentArbitrary,
  renderedVersion2Arbitrary,
  version2DocumentArbitrary,
} from '../../support/lightsArbitraries';
import { readFileSync } from 'node:fs';
import { useL10nBundle } from '../../../src/domain/l10n';
import { parse } from 'smol-toml';
import { scanLayout } from '../../../src/core/format/formatLayout';
import { tomlErrorDiagnostic } from '../../../src/core/format/formatLocate';

const EXAMPLE = `# Lights Out 2000, 5x5
version = 1            # optional, default 1
title = "Corners"      # optional
rows = 5
columns = 5
states = 3             # optional, default 2
objective = 0          # optional, default 0
topology = "plain"     # optional: plain | torus | hex, default plain
grid = """
0 1 2 0 1
1 0 0 0 1
2 0 1 0 2
1 0 0 0 1
0 1 2 0 1
"""
`;

const EXAMPLE_GRID = [0, 1, 2, 0, 1, 1, 0, 0, 0, 1, 2, 0, 1, 0, 2, 1, 0, 0, 0, 1, 0, 1, 2, 0, 1];

function parsedOk(text: string): ParsedLights {
  const result = parseLights(text);
  if (!result.ok) assert.fail(`expected a successful parse, got ${JSON.stringify(result.errors)}`);
  return result;
}

function errorsOf(text: string): FormatDiagnostic[] {
  const result = parseLights(text);
  if (result.ok) assert.fail('expected errors, the parse succeeded');
  return [...result.errors];
}

/** A diagnostic as a compact tuple: [line, column, endLine, endColumn, message], 0-based. */
function brief(diagnostic: FormatDiagnostic): [number, number, number, number, string] {
  return [diagnostic.line, diagnostic.column, diagnostic.endLine, diagnostic.endColumn, diagnostic.message];
}

/** A minimal valid file with `lines` in place of the shape lines. */
function file(shape: string, grid = '0 1\n1 0\n'): string {
  return `${shape}\ngrid = """\n${grid}"""\n`;
}

/** True when every position of every diagnostic is a real position of `text`. */
function positionsInside(text: string, result: ParseResult): boolean {
  const lines = text.split('\n').map((line, index, all) => (index < all.length - 1 && line.endsWith('\r') ? line.slice(0, -1) : line));
  const inside = (line: number, column: number): boolean =>
    Number.isInteger(line) && Number.isInteger(column) && line >= 0 && line < lines.length && column >= 0 && column <= lines[line].length;
  const diagnostics = result.ok ? result.warnings : [...result.errors, ...result.warnings];
  return diagnostics.every(
    (d) =>
      inside(d.line, d.column) &&
      inside(d.endLine, d.endColumn) &&
      (d.line < d.endLine || (d.line === d.endLine && d.column <= d.endColumn)) &&
      typeof d.message === 'string' &&
      d.message.length > 0 &&
      !d.message.startsWith('internal error'),
  );
}

describe('format: parseLights reads valid files', () => {
  it('reads the example of the specification', () => {
    const result = parsedOk(EXAMPLE);
    assert.deepEqual(result.document, {
      puzzle: { rows: 5, columns: 5, states: 3, objective: 0, topology: 'plain', grid: Uint8Array.from(EXAMPLE_GRID) },
      version: 1,
      title: 'Corners',
      extra: {},
    });
    assert.deepEqual(result.warnings, []);
  });

  it('fills in the defaults of a minimal file', () => {
    const result = parsedOk('rows = 1\ncolumns = 3\ngrid = "1 0 1"\n');
    assert.deepEqual(result.document, {
      puzzle: { rows: 1, columns: 3, states: 2, objective: 0, topology: 'plain', grid: Uint8Array.from([1, 0, 1]) },
      version: 1,
      extra: {},
    });
  });

  it('reads metadata, literal grid strings, tabs, indentation, blank lines and a closing delimiter on the last row', () => {
    const text = "rows = 2\ncolumns = 3\nstates = 12\ntopology = 'hex'\ndifficulty = \"hard\"\nminMoves = 7\ngrid = '''\n\t 11\t0  3 \n\n  10 9 1'''\n";
    const result = parsedOk(text);
    assert.deepEqual(result.document, {
      puzzle: { rows: 2, columns: 3, states: 12, objective: 0, topology: 'hex', grid: Uint8Array.from([11, 0, 3, 10, 9, 1]) },
      version: 1,
      difficulty: 'hard',
      minMoves: 7,
      extra: {},
    });
  });

  it('reads a grid string with escapes (positions then fall back to the grid value)', () => {
    const result = parsedOk('rows = 2\ncolumns = 2\ngrid = """\n0 1\\n1 \\\n   0\n"""\n');
    assert.deepEqual(Array.from(result.document.puzzle.grid), [0, 1, 1, 0]);
    assert.equal(result.layout.grid?.rows, null);
    assert.deepEqual(errorsOf('rows = 2\ncolumns = 2\ngrid = """\n0 1\\n1 2\n"""\n').map(brief), [
      [2, 7, 2, 10, 'cell (2, 2) is 2 but states = 2 allows 0..1'],
    ]);
  });

  it('keeps unknown keys and tables as plain values and warns at each key', () => {
    const text = 'author = "Ann"\nrows = 1\ncolumns = 1\ngrid = "0"\ntags = [1, 2]\n__proto__ = 3\n\n[meta]\nsource = "book"\n[[moves]]\nat = 1\n';
    const result = parsedOk(text);
    const extra = result.document.extra;
    assert.deepEqual(Object.keys(extra), ['author', 'tags', '__proto__', 'meta', 'moves']);
    assert.deepEqual(extra.meta, { source: 'book' });
    assert.deepEqual(extra.moves, [{ at: 1 }]);
    assert.equal(Object.getPrototypeOf(extra.meta), Object.prototype);
    assert.equal(Object.getPrototypeOf(extra), Object.prototype);
    assert.deepEqual(result.warnings.map(brief), [
      [0, 0, 0, 6, 'unknown key "author" is kept but not used'],
      [4, 0, 4, 4, 'unknown key "tags" is kept but not used'],
      [5, 0, 5, 9, 'unknown key "__proto__" is kept but not used'],
      [7, 1, 7, 5, 'unknown key "meta" is kept but not used'],
      [9, 2, 9, 7, 'unknown key "moves" is kept but not used'],
    ]);
  });

  it('reads CRLF line ends and a byte order mark with the same document', () => {
    const expected = parsedOk(EXAMPLE).document;
    assert.deepEqual(parsedOk(EXAMPLE.replace(/\n/g, '\r\n')).document, expected);
    assert.deepEqual(parsedOk(`\uFEFF${EXAMPLE}`).document, expected);
    assert.deepEqual(parsedOk(`\uFEFF${EXAMPLE.replace(/\n/g, '\r\n')}`).document, expected);
  });

  it('accepts integers written in hex and with underscores, and quoted keys', () => {
    const result = parsedOk('"rows" = 0x2\ncolumns = 1_0\ngrid = """\n0 0 0 0 0 0 0 0 0 0\n1 1 1 1 1 1 1 1 1 1\n"""\n');
    assert.equal(result.document.puzzle.rows, 2);
    assert.equal(result.document.puzzle.columns, 10);
  });
});

describe('format: parseLights reports every error at the offending text', () => {
  it('reports bad TOML at the position smol-toml gives', () => {
    assert.deepEqual(errorsOf('rows = 5\ncolumns = 5 5\n').map(brief), [
      [1, 12, 1, 13, 'invalid TOML: each key-value declaration must be followed by an end-of-line'],
    ]);
    assert.deepEqual(errorsOf('rows = 5\r\ncolumns = 5 5\r\n').map(brief), [
      [1, 12, 1, 13, 'invalid TOML: each key-value declaration must be followed by an end-of-line'],
    ]);
    assert.deepEqual(errorsOf('grid = """\n0 1\n').map(brief), [[0, 7, 0, 8, 'invalid TOML: unfinished string']]);
    assert.deepEqual(errorsOf('rows = 5\ncolumns = 5\nrows = 6\n').map(brief), [
      [2, 0, 2, 4, 'invalid TOML: trying to redefine an already defined table or value'],
    ]);
  });

  it('names each missing required key, at the start of the file', () => {
    assert.deepEqual(errorsOf('# nothing here\nstates = 3\n').map(brief), [
      [0, 0, 0, 0, 'missing required key "rows"'],
      [0, 0, 0, 0, 'missing required key "columns"'],
      [0, 0, 0, 0, 'missing required key "grid"'],
    ]);
  });

  it('reports mistyped keys at their value', () => {
    const text =
      'rows = "three"\ncolumns = 2.0\nstates = 2.5\nobjective = true\ntopology = 3\ntitle = 12\ndifficulty = ["hard"]\nminMoves = { a = 1 }\ngrid = 5\n';
    assert.deepEqual(errorsOf(text).map(brief), [
      [0, 7, 0, 14, '"rows" must be an integer, got "three"'],
      [1, 10, 1, 13, '"columns" must be an integer, got 2.0'],
      [2, 9, 2, 12, '"states" must be an integer, got 2.5'],
      [3, 12, 3, 16, '"objective" must be an integer, got true'],
      [4, 11, 4, 12, '"topology" must be a string, got 3'],
      [5, 8, 5, 10, '"title" must be a string, got 12'],
      [6, 13, 6, 21, '"difficulty" must be a string, got an array'],
      [7, 11, 7, 20, '"minMoves" must be an integer, got a table'],
      [8, 7, 8, 8, '"grid" must be a multi-line string of cell states, got 5'],
    ]);
  });

  it('reports values out of range at the value', () => {
    const text = 'rows = 0\ncolumns = 10001\nstates = 37\ntopology = "sphere"\ndifficulty = "extreme"\nminMoves = -1\ngrid = ""\n';
    assert.deepEqual(errorsOf(text).map(brief), [
      [0, 7, 0, 8, '"rows" must be between 1 and 10000, got 0'],
      [1, 10, 1, 15, '"columns" must be between 1 and 10000, got 10001'],
      [2, 9, 2, 11, '"states" must be between 2 and 36, got 37'],
      [3, 11, 3, 19, '"topology" must be "plain", "torus" or "hex", got "sphere"'],
      [4, 13, 4, 22, '"difficulty" must be "easy", "medium" or "hard", got "extreme"'],
      [5, 11, 5, 13, '"minMoves" must be at least 0, got -1'],
    ]);
    assert.deepEqual(errorsOf(file('rows = 2\ncolumns = 2\nstates = 3\nobjective = 3')).map(brief), [
      [3, 12, 3, 13, '"objective" must be between 0 and 2 (states = 3), got 3'],
    ]);
    assert.deepEqual(errorsOf(file('rows = 2\ncolumns = 2\nstates = 1')).map(brief), [[2, 9, 2, 10, '"states" must be between 2 and 36, got 1']]);
  });

  it('limits the title to 200 characters (code points)', () => {
    assert.equal(parsedOk(file(`title = "${'😀'.repeat(200)}"\nrows = 2\ncolumns = 2`)).document.title?.length, 400);
    assert.deepEqual(errorsOf(file(`title = "${'a'.repeat(201)}"\nrows = 2\ncolumns = 2`)).map(brief), [
      [0, 8, 0, 211, '"title" is 201 characters long, more than the limit of 200'],
    ]);
  });

  it('reports a newer version alone, with the version it reads', () => {
    assert.deepEqual(errorsOf('version = 3\nrows = "x"\n').map(brief), [[0, 10, 0, 11, 'unsupported version 3: this extension reads versions 1 and 2']]);
    assert.deepEqual(errorsOf(file('version = "1"\nrows = 2\ncolumns = 2')).map(brief), [[0, 10, 0, 13, '"version" must be an integer, got "1"']]);
  });

  it('points at a short row, at the first extra cell of a long row, and at each bad cell', () => {
    const text = file('rows = 3\ncolumns = 3\nstates = 3', '0 1 2\n 1 0\n2 x 1 0 1\n');
    assert.deepEqual(errorsOf(text).map(brief), [
      [5, 1, 5, 4, 'row 2 has 2 cells, expected 3'],
      [6, 2, 6, 3, 'cell (3, 2) is "x", not a number in 0..2'],
      [6, 6, 6, 7, 'row 3 has 5 cells, expected 3'],
    ]);
    assert.deepEqual(errorsOf(file('rows = 1\ncolumns = 3\nstates = 3', '0 3 -1\n')).map(brief), [
      [4, 2, 4, 3, 'cell (1, 2) is 3 but states = 3 allows 0..2'],
      [4, 4, 4, 6, 'cell (1, 3) is "-1", not a number in 0..2'],
    ]);
  });

  it('points at the first extra row, or at the closing delimiter when rows are missing', () => {
    assert.deepEqual(errorsOf(file('rows = 1\ncolumns = 2', '0 1\n  1 0 \n0 0\n')).map(brief), [[4, 2, 4, 5, '"grid" has 3 rows, expected 1']]);
    assert.deepEqual(errorsOf(file('rows = 3\ncolumns = 2', '0 1\n1 0\n')).map(brief), [[5, 0, 5, 3, '"grid" has 2 rows, expected 3']]);
    assert.deepEqual(errorsOf('rows = 1\ncolumns = 1\ngrid = """\n"""\n').map(brief), [[3, 0, 3, 3, '"grid" has 0 rows, expected 1']]);
  });

  it('reports every error of a file, in file order within the grid, and keeps warnings', () => {
    const result = parseLights('rows = 2\ncolumns = 2\nstates = 40\nnote = 1\ngrid = """\n0 1 1\n1 x\n"""\n');
    assert.equal(result.ok, false);
    assert.deepEqual([...(result.ok ? [] : result.errors)].map(brief), [
      [2, 9, 2, 11, '"states" must be between 2 and 36, got 40'],
      [5, 4, 5, 5, 'row 1 has 3 cells, expected 2'],
      [6, 2, 6, 3, 'cell (2, 2) is "x", not a number'],
    ]);
    assert.deepEqual(result.warnings.map(brief), [[3, 0, 3, 4, 'unknown key "note" is kept but not used']]);
  });

  it('gives right positions in CRLF files, and does not count a byte order mark', () => {
    const text = file('rows = 2\ncolumns = 2', '0 1\n1 7\n').replace(/\n/g, '\r\n');
    assert.deepEqual(errorsOf(text).map(brief), [[4, 2, 4, 3, 'cell (2, 2) is 7 but states = 2 allows 0..1']]);
    assert.deepEqual(errorsOf(`\uFEFFrows = x`).map(brief), [[0, 7, 0, 8, 'invalid TOML: invalid value']]);
    assert.deepEqual(errorsOf(`\uFEFFrows = "x"\ncolumns = 1\ngrid = "0"`).map(brief), [[0, 7, 0, 10, '"rows" must be an integer, got "x"']]);
    assert.deepEqual(parseLights(`\uFEFFnote = 1\nrows = 1\ncolumns = 1\ngrid = "0"`).warnings.map(brief), [
      [0, 0, 0, 4, 'unknown key "note" is kept but not used'],
    ]);
    const shortRow = file('rows = 2\ncolumns = 2', '0 1\n1\n').replace(/\n/g, '\r\n');
    assert.deepEqual(errorsOf(shortRow).map(brief), [[4, 0, 4, 1, 'row 2 has 1 cell, expected 2']]);
  });

  it('reports a dotted or table key at its key', () => {
    assert.deepEqual(errorsOf(file('rows.x = 2\ncolumns = 2')).map(brief), [[0, 0, 0, 4, '"rows" must be an integer, got a table']]);
  });

  it(`keeps at most ${MAX_REPORTED_DIAGNOSTICS} errors and says how many more there are`, () => {
    const row = Array.from({ length: 30 }, () => '5').join(' ');
    const text = file('rows = 10\ncolumns = 30', `${row}\n`.repeat(10));
    const errors = errorsOf(text);
    assert.equal(errors.length, MAX_REPORTED_DIAGNOSTICS + 1);
    assert.deepEqual(brief(errors[MAX_REPORTED_DIAGNOSTICS]), [
      6,
      20,
      6,
      21,
      '200 more errors not shown, the first here: cell (4, 11) is 5 but states = 2 allows 0..1',
    ]);
  });

  it('rejects a text over the length limit before parsing it', () => {
    const text = ' '.repeat(MAX_TEXT_LENGTH + 1);
    assert.deepEqual(errorsOf(text).map(brief), [
      [0, 0, 0, 0, `the file is ${MAX_TEXT_LENGTH + 1} characters long, more than the limit of ${MAX_TEXT_LENGTH}`],
    ]);
  });
});

describe('format: printLights', () => {
  it('prints the canonical text: known keys in order, no comments', () => {
    assert.equal(
      printLights(parsedOk(EXAMPLE).document),
      'version = 1\ntitle = "Corners"\nrows = 5\ncolumns = 5\nstates = 3\nobjective = 0\ntopology = "plain"\ngrid = """\n0 1 2 0 1\n1 0 0 0 1\n2 0 1 0 2\n1 0 0 0 1\n0 1 2 0 1\n"""\n',
    );
  });

  it('reads hand-written files of every style to the document they describe', () => {
    fc.assert(
      fc.property(renderedDocumentArbitrary(), ({ document, text }) => {
        const result = parsedOk(text);
        assert.deepEqual(result.document, document);
        assert.equal(result.warnings.length, Object.keys(document.extra).length);
        assert.ok(positionsInside(text, result));
      }),
      { numRuns: 1000 },
    );
  });
});

/** Parses without throwing, positions inside the text, and a successful parse is a valid, printable document. */
function checkParseOf(text: string): void {
  const result = parseLights(text);
  assert.equal(typeof result.ok, 'boolean');
  assert.ok(positionsInside(text, result), `a diagnostic lies outside the text: ${JSON.stringify(result)}`);
  if (result.ok) {
    checkDocument(result.document);
    assert.deepEqual(parsedOk(printLights(result.document)).document, result.document);
  } else {
    assert.ok(result.errors.length > 0);
  }
}

describe('format: fuzzing parseLights', () => {
  it('survives thousands of mutated valid files', () => {
    fc.assert(
      fc.property(renderedDocumentArbitrary(4), fc.array(mutationArbitrary, { minLength: 1, maxLength: 5 }), ({ text }, mutations) => {
        checkParseOf(mutations.reduce(mutate, text));
      }),
      { numRuns: 4000 },
    );
  });

  it('survives mutations of the example in LF and CRLF', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(mutationArbitrary, { minLength: 1, maxLength: 3 }), (crlf, mutations) => {
        checkParseOf(mutations.reduce(mutate, crlf ? EXAMPLE.replace(/\n/g, '\r\n') : EXAMPLE));
      }),
      { numRuns: 2000 },
    );
  });

  it('survives arbitrary strings and strings of TOML pieces', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 200 }), checkParseOf), { numRuns: 2000 });
    fc.assert(
      fc.property(fc.array(pieceArbitrary, { maxLength: 60 }), (pieces) => checkParseOf(pieces.join(''))),
      { numRuns: 2000 },
    );
  });
});

describe('format: unknown keys with signed zeros', () => {
  it('keeps -0.0 as 0 so the document round-trips', () => {
    const text = 'rows = 1\ncolumns = 1\ngrid = """\n0\n"""\nx = -0.0\ny = [-0.0]\n';
    const parsed = parseLights(text);
    assert.ok(parsed.ok);
    if (!parsed.ok) return;
    assert.ok(Object.is(parsed.document.extra.x, 0));
    assert.deepEqual(parsedOk(printLights(parsed.document)).document, parsed.document);
  });
});

/** The message of a value nested past the limit. */
const TOO_DEEP = `nested ${MAX_NESTING_DEPTH + 1} levels deep (counting key parts, tables and arrays), more than the limit of ${MAX_NESTING_DEPTH}`;

/** A valid 1x1 board followed by `rest`. */
function boardWith(rest: string): string {
  return `rows = 1\ncolumns = 1\ngrid = "0"\n${rest}`;
}

describe('format: nesting of any depth', () => {
  it('refuses a 4,000-part dotted key with one error at the first part past the limit', () => {
    const key = Array.from({ length: 4000 }, () => 'a').join('.');
    assert.deepEqual(errorsOf(boardWith(`${key} = 1\n`)).map(brief), [[3, 2 * MAX_NESTING_DEPTH, 3, 2 * MAX_NESTING_DEPTH + 1, TOO_DEEP]]);
  });

  it('refuses 4,000-deep table headers, arrays and inline tables at the first level past the limit', () => {
    const parts = Array.from({ length: 4000 }, () => 'a').join('.');
    assert.deepEqual(errorsOf(boardWith(`[${parts}]\nx = 1\n`)).map(brief), [[3, 1 + 2 * MAX_NESTING_DEPTH, 3, 2 + 2 * MAX_NESTING_DEPTH, TOO_DEEP]]);
    assert.deepEqual(errorsOf(boardWith(`[[${parts}]]\n`)).map(brief), [[3, 2 + 2 * MAX_NESTING_DEPTH, 3, 3 + 2 * MAX_NESTING_DEPTH, TOO_DEEP]]);
    assert.deepEqual(errorsOf(boardWith(`x = ${'['.repeat(4000)}${']'.repeat(4000)}\n`)).map(brief), [
      [3, 4 + MAX_NESTING_DEPTH, 3, 5 + MAX_NESTING_DEPTH, TOO_DEEP],
    ]);
    assert.deepEqual(errorsOf(boardWith(`x = ${'{ a = '.repeat(4000)}1${' }'.repeat(4000)}\n`)).map(brief), [
      [3, 4 + 6 * (MAX_NESTING_DEPTH - 1) + 2, 3, 4 + 6 * (MAX_NESTING_DEPTH - 1) + 3, TOO_DEEP],
    ]);
    const mixed = `x = ${'[{ a.b = '.repeat(1000)}1${' }]'.repeat(1000)}\n`;
    const [error] = errorsOf(boardWith(mixed)).map(brief);
    assert.equal(error[4], TOO_DEEP);
  });

  it('keeps an unknown key nested exactly to the limit, and prints it back', () => {
    const key = Array.from({ length: MAX_NESTING_DEPTH }, () => 'a').join('.');
    const arrays = `y = ${'['.repeat(MAX_NESTING_DEPTH - 1)}1${']'.repeat(MAX_NESTING_DEPTH - 1)}\n`;
    const tables = `[t]\n[[t.u]]\nz.${Array.from({ length: MAX_NESTING_DEPTH - 5 }, () => 'b').join('.')} = [1]\n`;
    for (const rest of [`${key} = 1\n`, arrays, tables]) {
      const parsed = parsedOk(boardWith(rest));
      assert.equal(parsed.warnings.length, 1);
      assert.deepEqual(parsedOk(printLights(parsed.document)).document, parsed.document);
    }
  });

  it('prints every document it reads, at every depth of dotted keys, headers, arrays and inline tables', () => {
    const part = fc.constantFrom('a', '"b c"', "'d'");
    // Runs of one kind of level, mostly short (around the limit) and sometimes thousands long.
    const count = fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 40 }) }, { weight: 1, arbitrary: fc.integer({ min: 900, max: 3000 }) });
    const run = fc.tuple(fc.constantFrom('key', 'array', 'table'), part, count);
    fc.assert(
      fc.property(fc.array(part, { maxLength: 3 }), fc.boolean(), fc.array(run, { maxLength: 4 }), (header, tableArray, runs) => {
        // Dotted key parts come first, then values: a key cannot follow an opening bracket.
        const keys = runs
          .filter(([kind]) => kind === 'key')
          .map(([, key, times]) => `${key}.`.repeat(times))
          .join('');
        const values = runs.filter(([kind]) => kind !== 'key');
        const open = values.map(([kind, key, times]) => (kind === 'array' ? '[' : `{ ${key} = `).repeat(times)).join('');
        const close = values
          .map(([kind, , times]) => (kind === 'array' ? ']' : ' }').repeat(times))
          .reverse()
          .join('');
        const opening = header.length === 0 ? '' : tableArray ? `[[${header.join('.')}]]\n` : `[${header.join('.')}]\n`;
        const text = boardWith(`${opening}${keys}x = ${open}1${close}\n`);
        const result = parseLights(text);
        if (result.ok) {
          assert.deepEqual(parsedOk(printLights(result.document)).document, result.document);
        } else {
          assert.deepEqual(
            result.errors.map((error) => error.message),
            [TOO_DEEP],
          );
          assert.ok(positionsInside(text, result));
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses to print a document whose unknown keys nest past the limit, or in a cycle', () => {
    const good = parsedOk(EXAMPLE).document;
    let deep: Record<string, unknown> = { leaf: 1 };
    for (let level = 0; level < 10000; level++) deep = { a: deep };
    const cycle: Record<string, unknown> = {};
    cycle.self = [cycle];
    assert.throws(() => printLights({ ...good, extra: deep }), PuzzleError);
    assert.throws(() => printLights({ ...good, extra: cycle }), PuzzleError);
  });
});

describe('format: the errors of a large invalid board', () => {
  it(`reports the first ${MAX_REPORTED_DIAGNOSTICS} of a million bad cells and counts the rest`, () => {
    const row = Array.from({ length: 1000 }, () => 'x').join(' ');
    const errors = errorsOf(file('rows = 1000\ncolumns = 1000', `${row}\n`.repeat(1000)));
    assert.equal(errors.length, MAX_REPORTED_DIAGNOSTICS + 1);
    assert.deepEqual(brief(errors[0]), [3, 0, 3, 1, 'cell (1, 1) is "x", not a number in 0..1']);
    assert.deepEqual(brief(errors[MAX_REPORTED_DIAGNOSTICS]), [
      3,
      200,
      3,
      201,
      '999900 more errors not shown, the first here: cell (1, 101) is "x", not a number in 0..1',
    ]);
  });

  it('counts the rows past the summary too, a wrong number of rows among them', () => {
    const text = file('rows = 300\ncolumns = 3', '0 0\n'.repeat(299));
    const errors = errorsOf(text);
    assert.equal(errors.length, MAX_REPORTED_DIAGNOSTICS + 1);
    assert.equal(errors[MAX_REPORTED_DIAGNOSTICS].message, '200 more errors not shown, the first here: row 101 has 2 cells, expected 3');
    assert.ok(errors.slice(0, MAX_REPORTED_DIAGNOSTICS).every((error) => error.message.startsWith('row ')));
  });
});

/** Each error as [line, column, endLine, endColumn, message], 0-based. */
function errorTuplesOf(text: string): [number, number, number, number, string][] {
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
});

describe('format version 2: errors, each at the offending text', () => {
  it('refuses version 2 features in a version 1 file, stated or implied, at the key or the first hole', () => {
    assert.deepEqual(errorTuplesOf('rows = 1\ncolumns = 2\nneighbourhood = "x"\ngrid = "0 1"'), [
      [2, 0, 2, 13, '"neighbourhood" needs version = 2 (this file is version 1)'],
    ]);
    assert.deepEqual(errorTuplesOf('version = 1\nrows = 1\ncolumns = 2\ngrid = "0 1"\ntarget = "1 1"'), [
      [4, 0, 4, 6, '"target" needs version = 2 (this file is version 1)'],
    ]);
    assert.deepEqual(errorTuplesOf('rows = 2\ncolumns = 2\ngrid = """\n0 .\n. 1\n"""'), [
      [3, 2, 3, 3, 'the hole (".") at row 1, column 2 needs version = 2 (this file is version 1)'],
    ]);
  });

  it('refuses versions above 2 alone', () => {
    assert.deepEqual(errorTuplesOf('version = 3\nrows = 1\ncolumns = 1\nneighbourhood = "bad"\ngrid = "0"'), [
      [0, 10, 0, 11, 'unsupported version 3: this extension reads versions 1 and 2'],
    ]);
  });

  it('refuses a board made only of holes, at the grid', () => {
    assert.deepEqual(errorTuplesOf('version = 2\nrows = 1\ncolumns = 2\ngrid = ". ."'), [
      [3, 7, 3, 8, '"grid" has only holes ("."): a board needs at least one cell'],
    ]);
  });

  it('locates each broken offset pair of a neighbourhood list', () => {
    const text = 'version = 2\nrows = 1\ncolumns = 2\nneighbourhood = [[0, 1], [11, 0], [0,1], [1.0, 2], "a", [1]]\ngrid = "0 1"';
    assert.deepEqual(errorTuplesOf(text), [
      [3, 26, 3, 28, 'offset 2 of "neighbourhood" has 11: an offset must lie in -10..10'],
      [3, 34, 3, 39, 'offset 3 of "neighbourhood" repeats [0, 1], already offset 1'],
      [3, 42, 3, 45, 'offset 4 of "neighbourhood" must hold two integers, got 1.0'],
      [3, 51, 3, 54, 'offset 5 of "neighbourhood" must be a pair [row, column], got "a"'],
      [3, 56, 3, 59, 'offset 6 of "neighbourhood" must be a pair [row, column], got [1]'],
    ]);
  });

  it('locates a broken pair on its own line of a list over several lines', () => {
    const text = 'version = 2\nrows = 1\ncolumns = 2\nneighbourhood = [\n  [0, 0], # self\n  [0, -11],\n]\ngrid = "0 1"';
    assert.deepEqual(errorTuplesOf(text), [[5, 6, 5, 9, 'offset 2 of "neighbourhood" has -11: an offset must lie in -10..10']]);
  });

  it('refuses an unknown name and a value that is neither a name nor a list, at the value', () => {
    assert.deepEqual(errorTuplesOf('version = 2\nrows = 1\ncolumns = 2\nneighbourhood = "diagonal"\ngrid = "0 1"'), [
      [3, 16, 3, 26, '"neighbourhood" must be "cross", "x", "moore" or "knight", or a list of [row, column] offsets, got "diagonal"'],
    ]);
    assert.deepEqual(errorTuplesOf('version = 2\nrows = 1\ncolumns = 2\nneighbourhood = 4\ngrid = "0 1"'), [
      [3, 16, 3, 17, '"neighbourhood" must be a name ("cross", "x", "moore" or "knight") or a list of [row, column] offsets, got 4'],
    ]);
  });

  it('refuses a neighbourhood on a hex board, naming the conflict', () => {
    assert.deepEqual(errorTuplesOf('version = 2\nrows = 1\ncolumns = 2\ntopology = "hex"\nneighbourhood = "moore"\ngrid = "0 1"'), [
      [4, 0, 4, 13, '"neighbourhood" cannot be used with topology = "hex": a hex board has its own six neighbours'],
    ]);
  });

  it('refuses target with objective, at the second of the two keys', () => {
    assert.deepEqual(errorTuplesOf('version = 2\nrows = 1\ncolumns = 2\nobjective = 1\ngrid = "0 1"\ntarget = "1 1"'), [
      [5, 0, 5, 6, '"target" cannot be given with "objective": a file sets either one "objective" for every cell or a "target" for each cell'],
    ]);
    assert.deepEqual(errorTuplesOf('version = 2\nrows = 1\ncolumns = 2\ntarget = "1 1"\nobjective = 1\ngrid = "0 1"'), [
      [4, 0, 4, 9, '"objective" cannot be given with "target": a file sets either one "objective" for every cell or a "target" for each cell'],
    ]);
  });

  it('checks the target cell by cell: holes where the grid has them, states in range, the right shape', () => {
    const text = 'version = 2\nrows = 2\ncolumns = 3\nstates = 3\ngrid = """\n0 . 1\n1 0 .\n"""\ntarget = """\n1 1 .\n3 x\n"""';
    assert.deepEqual(errorTuplesOf(text), [
      [9, 2, 9, 3, '"target" has a cell at row 1, column 2 where "grid" has a hole: write "." there'],
      [9, 4, 9, 5, '"target" has a hole (".") at row 1, column 3 where "grid" has a cell'],
      [10, 0, 10, 1, '"target" at row 2, column 1 is 3 but states = 3 allows 0..2'],
      [10, 0, 10, 3, 'row 2 of "target" has 2 cells, expected 3'],
      [10, 2, 10, 3, '"target" at row 2, column 2 is "x", not a number in 0..2'],
    ]);
    assert.deepEqual(errorTuplesOf('version = 2\nrows = 2\ncolumns = 1\ngrid = """\n0\n1\n"""\ntarget = "1"'), [
      [7, 11, 7, 12, '"target" has 1 row, expected 2'],
    ]);
    assert.deepEqual(errorTuplesOf('version = 2\nrows = 1\ncolumns = 1\ngrid = "0"\ntarget = 1'), [
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

const french: unknown = JSON.parse(readFileSync('l10n/bundle.l10n.fr.json', 'utf8'));

/** A file with a cell over the states, a short row and an unknown key. */
const BROKEN = 'rows = 2\ncolumns = 3\nstates = 3\ngrid = """\n0 1 5\n2 1\n"""\nauthor = "Ann"\n';

function problems(text: string): FormatDiagnostic[] {
  const result = parseLights(text);
  return result.ok ? [...result.warnings] : [...result.errors, ...result.warnings];
}

describe('format: parseLights in the display language', () => {
  afterEach(() => useL10nBundle(undefined));

  it('reports the problems of a .lights file in French, at the same places as in English', () => {
    const english = problems(BROKEN);
    assert.deepEqual(
      english.map((diagnostic) => diagnostic.message),
      ['cell (1, 3) is 5 but states = 3 allows 0..2', 'row 2 has 2 cells, expected 3', 'unknown key "author" is kept but not used'],
    );
    useL10nBundle(french);
    const translated = problems(BROKEN);
    assert.deepEqual(
      translated.map((diagnostic) => diagnostic.message),
      [
        'la case (1, 3) vaut 5, mais states = 3 n’autorise que 0..2',
        'la ligne 2 a 2 cases, 3 attendues',
        'la clé inconnue "author" est conservée mais pas utilisée',
      ],
    );
    const where = ({ severity, line, column, endLine, endColumn }: FormatDiagnostic) => ({ severity, line, column, endLine, endColumn });
    assert.deepEqual(translated.map(where), english.map(where));
  });

  it('says in French what is wrong with a key and a TOML text', () => {
    useL10nBundle(french);
    assert.deepEqual(
      problems('rows = 2\ncolumns = "3"\ngrid = """\n0 0\n0 0\n"""\n').map((diagnostic) => diagnostic.message),
      ['"columns" doit être un entier, reçu "3"'],
    );
    assert.match(problems('rows = = 2\n')[0].message, /^TOML non valide : /);
  });
});

describe('format: the TOML read of a file, with the grid cut from the text when it stands as written', () => {
  /** What smol-toml reads from `text`, or its error message. */
  const tomlOf = (read: () => unknown): unknown => {
    try {
      return read();
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  };

  it('reads every text as smol-toml does: values, escapes, quotes at the end, CRLF, grids in tables and errors', () => {
    const grids = [
      '"""\n1 0\n0 1\n"""',
      '"""1 0\n0 1"""',
      "'''\n1 0\n0 1\n'''",
      '"""\n1\t0\n0 1 # not a comment\n"""',
      '"""\n1 0\\n0 1\n"""',
      '"""\n1 0\n0 1\\\n  """',
      '"""\n1 0\n0 "1""""',
      "'''\n1 0\n0 '1'''''",
      '"""\r\n1 0\r\n0 1\r\n"""',
      '"""\n1 \u0001\n"""',
      '"""\n1 \u007f é\n"""',
      '"""\n1 0\n0 1\n',
      '""""""',
      '"1 0"',
      '12',
    ];
    const afters = ['', 'title = "After"\n', 'rows = 2\nrows = 3\n', '[meta]\ngrid = """\n5\n"""\n', 'x = \n', 'when = 1979-05-27\n'];
    for (const grid of grids) {
      for (const after of afters) {
        for (const text of [`rows = 2\ncolumns = 2\ngrid = ${grid}\n${after}`, `grid.x = 1\n${after}`, `[t]\ngrid = ${grid}\n`]) {
          assert.deepEqual(
            tomlOf(() => parseToml(text, scanLayout(text))),
            tomlOf(() => parse(text)),
            JSON.stringify(text),
          );
        }
      }
    }
  });

  it('parses a grid cut from the text that does not read as written as the parse of the whole text reads it (property)', () => {
    // Usual rows with one character put in or over a cell or a space: TOML errors (control
    // characters, a bare carriage return, a bad escape) and escapes that TOML reads otherwise.
    const inserts = ['\u0001', '\u0000', '\u007f', '\r', '\\', '\\t', '\\u0031', '\\\n', ' \\\n  ', '\t', 'é'];
    const board = fc.record({
      rows: fc.integer({ min: 1, max: 4 }),
      columns: fc.integer({ min: 1, max: 9 }),
      cells: fc.array(fc.nat(1), { minLength: 36, maxLength: 36 }),
      insert: fc.constantFrom(...inserts),
      at: fc.nat(),
      over: fc.boolean(),
      quote: fc.constantFrom('"""', "'''"),
      head: fc.constantFrom('', 'version = 3\n', 'version = 2\n', 'states = 12\n'),
    });
    fc.assert(
      fc.property(board, ({ rows, columns, cells, insert, at, over, quote, head }) => {
        const lines = Array.from({ length: rows }, (_, row) => cells.slice(row * columns, (row + 1) * columns).join(' '));
        const grid = lines.join('\n');
        const where = at % (grid.length + 1);
        const odd = `${grid.slice(0, where)}${insert}${grid.slice(where + (over ? 1 : 0))}`;
        const text = `${head}rows = ${rows}\ncolumns = ${columns}\ngrid = ${quote}\n${odd}\n${quote}\n`;
        const parsed = parseLights(text);
        let table: Record<string, unknown>;
        try {
          table = parse(text);
        } catch (error) {
          assert.deepEqual(parsed, { ok: false, errors: [tomlErrorDiagnostic(text, error)], warnings: [] });
          return;
        }
        // The cells are those of the grid's value as TOML reads it, escapes and all.
        const value = String(table.grid);
        const states = head === 'states = 12\n' ? 12 : 2;
        const written = /^[0-9 \t\r\n]*$/.test(value)
          ? value
              .split('\n')
              .map((line) => line.split(/[ \t\r]+/).filter((token) => token !== ''))
              .filter((line) => line.length > 0)
          : null;
        const fits =
          written !== null && written.length === rows && written.every((line) => line.length === columns && line.every((token) => Number(token) < states));
        assert.equal(parsed.ok, fits && head !== 'version = 3\n', JSON.stringify(text));
        if (parsed.ok) assert.deepEqual(Array.from(parsed.document.puzzle.grid), written?.flat().map(Number));
      }),
      { numRuns: 500 },
    );
  });

  it('reads a large board the same as smol-toml, and parses it to the same document', () => {
    const rows = Array.from({ length: 300 }, (_, row) => Array.from({ length: 300 }, (_, col) => (row * 7 + col * 3) % 4).join(' '));
    const text = `# big\nrows = 300\ncolumns = 300\nstates = 4\ngrid = """\n${rows.join('\n')}\n"""\ntitle = "t"\n`;
    assert.deepEqual(parseToml(text, scanLayout(text)), parse(text));
    const parsed = parseLights(text);
    assert.ok(parsed.ok);
    assert.equal(parsed.document.puzzle.grid[301], (1 * 7 + 1 * 3) % 4);
  });
});
