import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { decodeTextFile } from '../../src/core/format/decodeTextFile';
import { parseLights, type FormatDiagnostic } from '../../src/core/format/format';
import { checkShape, PuzzleError } from '../../src/core/puzzle';
import { useL10nBundle } from '../../src/domain/l10n';

const french: unknown = JSON.parse(readFileSync('l10n/bundle.l10n.fr.json', 'utf8'));

/** A file with a cell over the states, a short row and an unknown key. */
const BROKEN = 'rows = 2\ncolumns = 3\nstates = 3\ngrid = """\n0 1 5\n2 1\n"""\nauthor = "Ann"\n';

function problems(text: string): FormatDiagnostic[] {
  const result = parseLights(text);
  return result.ok ? [...result.warnings] : [...result.errors, ...result.warnings];
}

function shapeError(): string {
  try {
    checkShape({ rows: 0, columns: 3, states: 2, objective: 0, topology: 'plain' });
  } catch (error) {
    assert.ok(error instanceof PuzzleError);
    return error.message;
  }
  return 'no error';
}

describe('core: messages in the display language (l10n.t)', () => {
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

  it('says in French what is wrong with a key, a TOML text and a file that is not UTF-8, and English again without the bundle', () => {
    useL10nBundle(french);
    assert.deepEqual(
      problems('rows = 2\ncolumns = "3"\ngrid = """\n0 0\n0 0\n"""\n').map((diagnostic) => diagnostic.message),
      ['"columns" doit être un entier, reçu "3"'],
    );
    assert.match(problems('rows = = 2\n')[0].message, /^TOML non valide : /);
    const refused = decodeTextFile(new Uint8Array([0xff, 0xfe, 0x41, 0x00]));
    assert.ok(!refused.ok && refused.problem.message.startsWith('le fichier est en UTF-16'));
    assert.equal(shapeError(), 'le nombre de lignes doit être un entier >= 1, reçu 0');
    useL10nBundle(undefined);
    assert.equal(shapeError(), 'rows must be an integer >= 1, got 0');
  });
});
