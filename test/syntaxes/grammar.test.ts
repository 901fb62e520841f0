import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { createOnigScanner, createOnigString, loadWASM } from 'vscode-oniguruma';
import { INITIAL, parseRawGrammar, Registry, type IGrammar } from 'vscode-textmate';
import { parseLights } from '../../src/core/format/formatRead';

// Compiled to out/test/syntaxes: the repository root is three levels up.
const REPOSITORY = path.join(__dirname, '..', '..', '..');
const GRAMMAR_PATH = path.join(REPOSITORY, 'syntaxes', 'lights.tmLanguage.json');
const FIXTURES = path.join(REPOSITORY, 'test', 'syntaxes', 'fixtures');
const ROOT_SCOPE = 'source.lights';
const UPDATE = process.env.UPDATE_SNAPSHOTS === '1';

/** One token as VS Code would see it: 0-based line, start and end (exclusive) columns. */
interface Token {
  readonly line: number;
  readonly start: number;
  readonly end: number;
  readonly text: string;
  /** Outermost first, without the root scope. */
  readonly scopes: readonly string[];
}

let grammarPromise: Promise<IGrammar> | undefined;

/** The grammar, loaded once per run (the wasm may be loaded only once per process). */
function loadGrammar(): Promise<IGrammar> {
  grammarPromise ??= (async () => {
    const wasm = fs.readFileSync(path.join(REPOSITORY, 'node_modules', 'vscode-oniguruma', 'release', 'onig.wasm'));
    await loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
    const registry = new Registry({
      onigLib: Promise.resolve({ createOnigScanner, createOnigString }),
      loadGrammar: async (scopeName) => (scopeName === ROOT_SCOPE ? parseRawGrammar(fs.readFileSync(GRAMMAR_PATH, 'utf8'), GRAMMAR_PATH) : null),
    });
    const grammar = await registry.loadGrammar(ROOT_SCOPE);
    if (grammar === null) throw new Error(`no grammar for ${ROOT_SCOPE}`);
    return grammar;
  })();
  return grammarPromise;
}

/** Tokenises a text line by line the way VS Code does: lines split at \r\n, \r or \n, the state carried over. */
function tokenize(grammar: IGrammar, text: string, splitLines: (text: string) => string[] = (all) => all.split(/\r\n|\r|\n/)): Token[] {
  const tokens: Token[] = [];
  let state = INITIAL;
  splitLines(text).forEach((lineText, line) => {
    const result = grammar.tokenizeLine(lineText, state);
    state = result.ruleStack;
    for (const token of result.tokens) {
      const end = Math.min(token.endIndex, lineText.length);
      assert.equal(token.scopes[0], ROOT_SCOPE);
      tokens.push({ line, start: token.startIndex, end, text: lineText.slice(token.startIndex, end), scopes: token.scopes.slice(1) });
    }
  });
  return tokens;
}

/** The snapshot text: a header, then one token per line, `line:start-end "text" scopes`. */
function renderSnapshot(name: string, tokens: readonly Token[]): string {
  const header = `# ${name}: one token per line, line:start-end (0-based, end exclusive) "text" scopes (innermost last, ${ROOT_SCOPE} omitted)`;
  const lines = tokens.map((token) => `${token.line}:${token.start}-${token.end} ${JSON.stringify(token.text)} ${token.scopes.join(' ')}`.trimEnd());
  return `${[header, ...lines].join('\n')}\n`;
}

/** The token covering a column of a line (the first one when the line is empty). */
function tokenAt(tokens: readonly Token[], line: number, column: number): Token {
  const found = tokens.find((token) => token.line === line && token.start <= column && (column < token.end || token.start === token.end));
  if (found === undefined) assert.fail(`no token at ${line}:${column}`);
  return found;
}

/** The tokens whose text is exactly `text`, in order. */
function tokensOf(tokens: readonly Token[], text: string): Token[] {
  return tokens.filter((token) => token.text === text);
}

function has(token: Token, scope: string): boolean {
  return token.scopes.includes(scope);
}

const OFF = 'constant.numeric.cell.off.lights';
const ON = 'constant.language.cell.on.lights';
const ILLEGAL_CELL = 'invalid.illegal.cell.lights';
const GRID = 'meta.grid.lights';
const KEY = 'variable.other.key.lights';
const KNOWN_KEY = 'support.type.property-name.lights';
const COMMENT = 'comment.line.number-sign.lights';

const fixtureNames = fs
  .readdirSync(FIXTURES)
  .filter((name) => name.endsWith('.lights'))
  .sort();

describe('grammar: snapshots of test/syntaxes/fixtures', () => {
  it('has the fixtures the suite is about', () => {
    for (const name of ['classic-5x5.lights', 'three-states.lights', 'crlf.lights', 'unterminated-grid.lights', 'literal-grid.lights']) {
      assert.ok(fixtureNames.includes(name), `missing fixture ${name}`);
    }
    // A checkout that turned CRLF into LF would test nothing.
    assert.match(fs.readFileSync(path.join(FIXTURES, 'crlf.lights'), 'utf8'), /^[^\n]*\r\n/);
  });

  it('has no snapshot without a fixture', () => {
    const stale = fs.readdirSync(FIXTURES).filter((name) => name.endsWith('.lights.snap') && !fixtureNames.includes(name.slice(0, -'.snap'.length)));
    assert.deepEqual(stale, []);
  });

  for (const name of fixtureNames) {
    it(`tokenises ${name} as its snapshot says`, async () => {
      const grammar = await loadGrammar();
      const actual = renderSnapshot(name, tokenize(grammar, fs.readFileSync(path.join(FIXTURES, name), 'utf8')));
      const snapshotPath = path.join(FIXTURES, `${name}.snap`);
      if (UPDATE) {
        fs.writeFileSync(snapshotPath, actual);
        return;
      }
      assert.ok(fs.existsSync(snapshotPath), `no snapshot ${snapshotPath}: run with UPDATE_SNAPSHOTS=1, then review it`);
      assert.equal(actual, fs.readFileSync(snapshotPath, 'utf8'));
    });
  }

  it('marks something illegal exactly in the fixtures and examples the reader refuses', async () => {
    const grammar = await loadGrammar();
    const examples = path.join(REPOSITORY, 'examples');
    const files = [
      ...fixtureNames.map((name) => path.join(FIXTURES, name)),
      ...(fs.existsSync(examples)
        ? fs
            .readdirSync(examples)
            .filter((name) => name.endsWith('.lights'))
            .map((name) => path.join(examples, name))
        : []),
    ];
    for (const file of files) {
      const name = path.relative(REPOSITORY, file);
      const text = fs.readFileSync(file, 'utf8');
      const illegal = tokenize(grammar, text).filter((token) => token.scopes.some((scope) => scope.startsWith('invalid.')));
      assert.equal(illegal.length === 0, parseLights(text).ok, `${name}: ${JSON.stringify(illegal)}`);
    }
  });
});

describe('grammar: cells of the grid', () => {
  it('gives 0 its own scope and every other state another', async () => {
    const tokens = tokenize(await loadGrammar(), fs.readFileSync(path.join(FIXTURES, 'three-states.lights'), 'utf8'));
    const zero = tokenAt(tokens, 10, 2);
    const two = tokenAt(tokens, 10, 6);
    assert.equal(zero.text, '0');
    assert.deepEqual(zero.scopes, ['string.quoted.triple.basic.lights', GRID, OFF]);
    assert.equal(two.text, '2');
    assert.deepEqual(two.scopes, ['string.quoted.triple.basic.lights', GRID, ON]);
    assert.equal(tokenAt(tokens, 10, 4).text, '1');
    assert.ok(has(tokenAt(tokens, 10, 4), ON));
  });

  it('scopes a hole (a lone .) in grid and target as a hole, and .. or .1 as illegal', async () => {
    const tokens = tokenize(await loadGrammar(), 'version = 2\ngrid = \'\'\'\n. 1 ..\n\'\'\'\ntarget = """\n. 0 .1\n"""');
    const cells = (line: number): (string | undefined)[][] =>
      tokens.filter((token) => token.line === line && token.text.trim() !== '').map((token) => [token.text, token.scopes.at(-1)]);
    assert.deepEqual(cells(2), [
      ['.', 'constant.other.cell.hole.lights'],
      ['1', ON],
      ['..', 'invalid.illegal.cell.lights'],
    ]);
    assert.deepEqual(cells(5), [
      ['.', 'constant.other.cell.hole.lights'],
      ['0', OFF],
      ['.1', 'invalid.illegal.cell.lights'],
    ]);
  });

  it('reads leading zeros as the cell does: 00 is off, 02 is on', async () => {
    const tokens = tokenize(await loadGrammar(), 'grid = """\n00 02 10 0\n"""');
    assert.deepEqual(
      tokens.filter((token) => token.line === 1 && token.text.trim() !== '').map((token) => [token.text, token.scopes.at(-1)]),
      [
        ['00', OFF],
        ['02', ON],
        ['10', ON],
        ['0', OFF],
      ],
    );
  });

  it('marks every other run of characters in the grid illegal, whole', async () => {
    const tokens = tokenize(await loadGrammar(), 'grid = """\n0 x 1x -1 2.0 # 0\n"""');
    assert.deepEqual(
      tokens.filter((token) => token.line === 1 && token.text.trim() !== '').map((token) => [token.text, token.scopes.at(-1)]),
      [
        ['0', OFF],
        ['x', ILLEGAL_CELL],
        ['1x', ILLEGAL_CELL],
        ['-1', ILLEGAL_CELL],
        ['2.0', ILLEGAL_CELL],
        ['#', ILLEGAL_CELL],
        ['0', OFF],
      ],
    );
  });

  it('tokenises cells on the lines of the delimiters and ends the grid at the closing one', async () => {
    const tokens = tokenize(await loadGrammar(), 'grid = """0 1\n1 0"""  # done\nrows = 2');
    assert.deepEqual(
      tokensOf(tokens, '0').map((token) => token.scopes.at(-1)),
      [OFF, OFF],
    );
    assert.ok(has(tokenAt(tokens, 1, 3), 'punctuation.definition.string.end.lights'));
    assert.ok(has(tokenAt(tokens, 1, 8), COMMENT));
    assert.deepEqual(tokenAt(tokens, 2, 0).scopes, [KEY, KNOWN_KEY]);
  });

  it('tokenises a one-line grid, basic or literal, with its escapes', async () => {
    const tokens = tokenize(await loadGrammar(), `grid = "0\\t1 x"\ngrid = '1 0 \\t'`);
    assert.deepEqual(
      tokens.filter((token) => token.line === 0 && has(token, GRID)).map((token) => [token.text, token.scopes.at(-1)]),
      [
        ['0', OFF],
        ['\\t', 'constant.character.escape.lights'],
        ['1', ON],
        [' ', GRID],
        ['x', ILLEGAL_CELL],
      ],
    );
    assert.deepEqual(
      tokens.filter((token) => token.line === 1 && has(token, GRID) && token.text.trim() !== '').map((token) => [token.text, token.scopes.at(-1)]),
      [
        ['1', ON],
        ['0', OFF],
        ['\\t', ILLEGAL_CELL],
      ],
    );
  });

  it("has no escapes in a ''' grid: quotes and backslashes are illegal cells", async () => {
    const tokens = tokenize(await loadGrammar(), `grid = '''\n1 "1" \\t 0\n'''`);
    assert.deepEqual(
      tokens.filter((token) => token.line === 1 && token.text.trim() !== '').map((token) => [token.text, token.scopes]),
      [
        ['1', ['string.quoted.triple.literal.lights', GRID, ON]],
        ['"1"', ['string.quoted.triple.literal.lights', GRID, ILLEGAL_CELL]],
        ['\\t', ['string.quoted.triple.literal.lights', GRID, ILLEGAL_CELL]],
        ['0', ['string.quoted.triple.literal.lights', GRID, OFF]],
      ],
    );
  });

  it('keeps everything after an unterminated grid inside the grid', async () => {
    const tokens = tokenize(await loadGrammar(), fs.readFileSync(path.join(FIXTURES, 'unterminated-grid.lights'), 'utf8'));
    const after = tokens.filter((token) => token.line > 3);
    assert.ok(after.length > 0);
    assert.ok(
      after.every((token) => has(token, GRID)),
      JSON.stringify(after),
    );
    assert.deepEqual(
      tokensOf(after, 'title').map((token) => token.scopes.at(-1)),
      [ILLEGAL_CELL],
    );
  });

  it('treats a trailing \\r (a host that does not strip it) as a blank', async () => {
    const text = fs.readFileSync(path.join(FIXTURES, 'crlf.lights'), 'utf8');
    const keepingReturns = tokenize(await loadGrammar(), text, (all) => all.split('\n'));
    const cells = keepingReturns.filter((token) => has(token, ON) || has(token, OFF)).map((token) => token.text);
    assert.deepEqual(cells, ['0', '1', '2', '3', '0', '1']);
    assert.deepEqual(
      keepingReturns.filter((token) => token.scopes.some((scope) => scope.startsWith('invalid.'))),
      [],
    );
  });
});

describe('grammar: TOML around the grid', () => {
  it('marks the keys of the format apart from unknown keys', async () => {
    const tokens = tokenize(await loadGrammar(), 'rows = 5\n"states" = 3\nauthor = "Ann"\nrows.x = 1\nminmoves = 2');
    assert.deepEqual(tokenAt(tokens, 0, 0).scopes, [KEY, KNOWN_KEY]);
    assert.deepEqual(tokenAt(tokens, 1, 0).scopes, [KEY, KNOWN_KEY]);
    assert.deepEqual(tokenAt(tokens, 2, 0).scopes, [KEY]);
    assert.deepEqual(tokenAt(tokens, 3, 0).scopes, [KEY]);
    assert.deepEqual(tokenAt(tokens, 3, 4).scopes, ['punctuation.separator.dot.lights']);
    assert.deepEqual(tokenAt(tokens, 4, 0).scopes, [KEY]);
    assert.deepEqual(tokenAt(tokens, 0, 5).scopes, ['keyword.operator.assignment.lights']);
  });

  it('scopes a comment after a value as a comment, and a # inside a string as the string', async () => {
    const tokens = tokenize(await loadGrammar(), 'states = 3   # three\ntitle = "a # b" # c');
    assert.deepEqual(tokenAt(tokens, 0, 9).scopes, ['constant.numeric.integer.decimal.lights']);
    assert.deepEqual(tokenAt(tokens, 0, 13).scopes, [COMMENT, 'punctuation.definition.comment.lights']);
    assert.deepEqual(tokenAt(tokens, 0, 15).scopes, [COMMENT]);
    assert.deepEqual(tokenAt(tokens, 1, 11).scopes, ['string.quoted.double.basic.lights']);
    assert.deepEqual(tokenAt(tokens, 1, 16).scopes, [COMMENT, 'punctuation.definition.comment.lights']);
  });

  it('does not take a grid key inside a table, inline table or dotted key for the board', async () => {
    const text = 'meta.grid = "0 1"\ninline = { grid = "0 1" }\n[notes]\ngrid = """\n0 1\n"""\nrows = 3';
    const tokens = tokenize(await loadGrammar(), text);
    assert.deepEqual(
      tokens.filter((token) => has(token, GRID)),
      [],
    );
    assert.deepEqual(tokenAt(tokens, 0, 5).scopes, [KEY]);
    assert.deepEqual(tokenAt(tokens, 1, 11).scopes, ['meta.inline-table.lights', KEY]);
    assert.deepEqual(tokenAt(tokens, 2, 1).scopes, ['meta.section.table.lights', 'entity.name.section.table.lights']);
    assert.deepEqual(tokenAt(tokens, 3, 0).scopes, [KEY]);
    assert.deepEqual(tokenAt(tokens, 4, 0).scopes, ['string.quoted.triple.basic.lights']);
    // After a table header every key belongs to a table, the format's names included.
    assert.deepEqual(tokenAt(tokens, 6, 0).scopes, [KEY]);
  });

  it('scopes the values TOML allows for unknown keys', async () => {
    const lines = [
      'a = "x\\n"',
      "b = 'x\\n'",
      'c = 1_000',
      'd = -2.5e3',
      'e = 0x1F',
      'f = 0o17',
      'g = 0b101',
      'h = true',
      'i = -inf',
      'j = 1979-05-27T07:32:00Z',
      'k = 07:32:00',
      'l = [1, 2]',
      '[[m]]',
    ];
    const tokens = tokenize(await loadGrammar(), lines.join('\n'));
    const innermost = (line: number) => tokenAt(tokens, line, 4).scopes.at(-1);
    assert.deepEqual(
      lines.slice(0, 12).map((_, line) => innermost(line)),
      [
        'punctuation.definition.string.begin.lights',
        'punctuation.definition.string.begin.lights',
        'constant.numeric.integer.decimal.lights',
        'constant.numeric.float.lights',
        'constant.numeric.integer.hexadecimal.lights',
        'constant.numeric.integer.octal.lights',
        'constant.numeric.integer.binary.lights',
        'constant.language.boolean.lights',
        'constant.numeric.float.lights',
        'constant.other.datetime.lights',
        'constant.other.time.lights',
        'punctuation.definition.array.begin.lights',
      ],
    );
    assert.deepEqual(tokenAt(tokens, 0, 6).scopes, ['string.quoted.double.basic.lights', 'constant.character.escape.lights']);
    assert.deepEqual(tokenAt(tokens, 1, 6).scopes, ['string.quoted.single.literal.lights']);
    assert.deepEqual(tokenAt(tokens, 12, 2).scopes, ['meta.section.array-of-tables.lights', 'entity.name.section.table.lights']);
  });
});
