import * as assert from 'node:assert/strict';
import { parseLights } from '../../src/core/format/formatRead';
import type { ParsedLights } from '../../src/core/format/formatDocument';
import { applyTextEdits } from '../../src/core/format/formatEdits';
import { clearTargetEdits, holeEdits, neighbourhoodEdits, targetEdits } from '../../src/gridEditor/boardDesignIntents';
import { IntentError, pressEdits, randomizeOutcome } from '../../src/gridEditor/gridIntents';
import { isWebviewMessage } from '../../src/protocol/protocol';
import { createPuzzle } from '../../src/core/puzzle';
import { printLights } from '../../src/core/format/formatWrite';
import { useL10nBundle } from '../../src/domain/l10n';
import { readStringTable } from '../l10n/localisationFiles';

const plain = `# a comment stays
title = "T"
rows = 3
columns = 3
minMoves = 5
grid = """
0 1 0
1 1 1
0 1 0
"""
`;

function parsed(source: string): ParsedLights {
  const result = parseLights(source);
  if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('; '));
  return result;
}

/** The text after the edits an intent makes (parsed, so it must stay a valid file). */
function after(source: string, edits: (text: string, parse: ParsedLights) => ReturnType<typeof holeEdits>): string {
  const next = applyTextEdits(source, edits(source, parsed(source)));
  parsed(next);
  return next;
}

describe('editor: board design intents (format version 2)', () => {
  it('a hole drag is one edit: its cells become "." in the grid, the file says version 2, comments stay and the stale minMoves goes', () => {
    const next = after(plain, (text, parse) => holeEdits(text, parse, Uint32Array.from([0, 4, 8]), true));
    assert.equal(next, '# a comment stays\nversion = 2\ntitle = "T"\nrows = 3\ncolumns = 3\ngrid = """\n. 1 0\n1 . 1\n0 1 .\n"""\n');
    const holes = parsed(next).document.puzzle.holes;
    assert.deepEqual(Array.from(holes ?? []), [1, 0, 0, 0, 1, 0, 0, 0, 1]);
  });

  it('removing holes makes the cells again at the objective; cells already as asked change nothing', () => {
    const holed = after(plain, (text, parse) => holeEdits(text, parse, [0, 4], true));
    assert.deepEqual(holeEdits(holed, parsed(holed), [0, 4], true), []);
    const back = after(holed, (text, parse) => holeEdits(text, parse, [4], false));
    assert.deepEqual(Array.from(parsed(back).document.puzzle.grid), [0, 1, 0, 1, 0, 1, 0, 1, 0]);
    assert.deepEqual(Array.from(parsed(back).document.puzzle.holes ?? []), [1, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('refuses to make every cell a hole and a setup press on a hole', () => {
    assert.throws(() => holeEdits(plain, parsed(plain), [0, 1, 2, 3, 4, 5, 6, 7, 8], true), IntentError);
    const holed = after(plain, (text, parse) => holeEdits(text, parse, [4], true));
    assert.throws(() => pressEdits(holed, parsed(holed), 1, 1, 1, false), /row 2, column 2 is a hole/);
  });

  it('a setup press on a holed board keeps the holes', () => {
    const holed = after(plain, (text, parse) => holeEdits(text, parse, [4], true));
    const pressed = after(holed, (text, parse) => pressEdits(text, parse, 0, 0, 1, false));
    assert.match(pressed, /grid = """\n1 1 0\n1 \. 1\n0 1 0\n"""/);
  });

  it('picking a neighbourhood writes the key; picking cross on a file without one keeps it absent', () => {
    assert.deepEqual(neighbourhoodEdits(plain, parsed(plain), 'cross'), []);
    const knight = after(plain, (text, parse) => neighbourhoodEdits(text, parse, 'knight'));
    assert.match(knight, /^version = 2$/m);
    assert.match(knight, /^neighbourhood = "knight"$/m);
    assert.equal(parsed(knight).document.puzzle.neighbourhood, 'knight');
    const custom = after(knight, (text, parse) =>
      neighbourhoodEdits(text, parse, [
        [0, 1],
        [1, 0],
      ]),
    );
    assert.deepEqual(parsed(custom).document.puzzle.neighbourhood, [
      [0, 1],
      [1, 0],
    ]);
  });

  it('refuses a neighbourhood on a hex board', () => {
    const hex = plain.replace('rows = 3', 'rows = 3\ntopology = "hex"');
    assert.throws(() => neighbourhoodEdits(hex, parsed(hex), 'moore'), /hex board has its own six neighbours/);
  });

  it('the first target edit gives the board a target (the objective everywhere, 0 at holes) and cycles the cell; Clear target removes it', () => {
    const holed = after(plain, (text, parse) => holeEdits(text, parse, [4], true));
    const painted = after(holed, (text, parse) => targetEdits(text, parse, 0, 2, 1));
    assert.deepEqual(Array.from(parsed(painted).document.puzzle.target ?? []), [0, 0, 1, 0, 0, 0, 0, 0, 0]);
    const back = after(painted, (text, parse) => targetEdits(text, parse, 0, 2, -1));
    assert.deepEqual(Array.from(parsed(back).document.puzzle.target ?? []), [0, 0, 0, 0, 0, 0, 0, 0, 0]);
    assert.throws(() => targetEdits(painted, parsed(painted), 1, 1, 1), /row 2, column 2 is a hole/);
    const cleared = after(painted, (text, parse) => clearTargetEdits(text, parse));
    assert.equal(parsed(cleared).document.puzzle.target ?? null, null);
    assert.doesNotMatch(cleared, /target/);
    assert.deepEqual(clearTargetEdits(cleared, parsed(cleared)), []);
  });

  it('checks the design messages from the webview', () => {
    assert.equal(isWebviewMessage({ type: 'holes', cells: Uint32Array.of(1, 2), hole: true }), true);
    assert.equal(isWebviewMessage({ type: 'holes', cells: [1, 2], hole: true }), false);
    assert.equal(isWebviewMessage({ type: 'neighbourhood', neighbourhood: 'knight' }), true);
    assert.equal(isWebviewMessage({ type: 'neighbourhood', neighbourhood: [[0, 11]] }), false);
    assert.equal(isWebviewMessage({ type: 'target', row: 0, col: 1, delta: -1 }), true);
    assert.equal(isWebviewMessage({ type: 'target', row: 0, col: 1, delta: 2 }), false);
    assert.equal(isWebviewMessage({ type: 'clearTarget' }), true);
  });

  it('Randomize keeps the holes, the neighbourhood and the target', () => {
    const designed =
      'version = 2\nrows = 3\ncolumns = 3\nneighbourhood = "knight"\ngrid = """\n. 1 0\n1 . 1\n0 1 0\n"""\ntarget = """\n. 1 0\n0 . 0\n0 0 0\n"""\n';
    const next = parsed(applyTextEdits(designed, randomizeOutcome(designed, parsed(designed), 'seed1').edits)).document.puzzle;
    assert.equal(next.neighbourhood, 'knight');
    assert.deepEqual(Array.from(next.holes ?? []), [1, 0, 0, 0, 1, 0, 0, 0, 0]);
    assert.deepEqual(Array.from(next.target ?? []), [0, 1, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('refuses a board of holes only in the display language (French bundle), and in English again without it', () => {
    const text = printLights({ version: 2, puzzle: createPuzzle({ rows: 1, columns: 1, states: 2, objective: 0, topology: 'plain' }), extra: {} });
    const refusal = (): string => {
      try {
        holeEdits(text, parsed(text), [0], true);
      } catch (error) {
        if (error instanceof IntentError) return error.message;
        throw error;
      }
      return assert.fail('the last cell became a hole');
    };
    useL10nBundle(readStringTable('l10n/bundle.l10n.fr.json'));
    try {
      assert.equal(refusal(), 'Une grille a besoin d’au moins une case qui ne soit pas un trou.');
    } finally {
      useL10nBundle(undefined);
    }
    assert.equal(refusal(), 'A board needs at least one cell that is not a hole.');
  });
});
