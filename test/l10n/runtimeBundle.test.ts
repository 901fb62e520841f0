import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readStringTable, translationProblems } from './localisationFiles';

const english = readStringTable('l10n/bundle.l10n.json');
const french = readStringTable('l10n/bundle.l10n.fr.json');

describe('l10n: the runtime bundle (vscode.l10n)', () => {
  it('keys every English message by its own text, as vscode.l10n.t looks it up', () => {
    assert.deepEqual(
      Object.entries(english).filter(([key, text]) => key !== text),
      [],
    );
    assert.equal(english['Generating a {0} {1} puzzle'], 'Generating a {0} {1} puzzle');
  });

  it('translates every message into French, with no extra key, keeping the placeholders', () => {
    assert.deepEqual(translationProblems(english, french), []);
    assert.equal(french['Generating a {0} {1} puzzle'], "Génération d'un puzzle {0} de {1}");
    assert.equal(french['random solvable'], 'aléatoire résoluble');
  });
});

describe('l10n: the source and the runtime bundle agree', () => {
  it('has a bundle entry for every message the source passes to vscode.l10n.t, and no entry the source does not use', () => {
    const root = join(__dirname, '..', '..', '..', 'src');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    const used = new Set<string>();
    // A literal first argument, in single or double quotes (the house style writes them so).
    const call = /vscode\.l10n\.t\(\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/g;
    for (const file of files) {
      for (const match of readFileSync(join(root, file), 'utf8').matchAll(call)) used.add((match[1] ?? match[2]).replace(/\\(.)/g, '$1'));
    }
    assert.ok(used.has('New Lights Out Puzzle'), 'the scan finds the New Puzzle form’s title');
    assert.deepEqual(
      [...used].filter((message) => !(message in english)),
      [],
      'messages missing from l10n/bundle.l10n.json',
    );
    assert.deepEqual(
      Object.keys(english).filter((message) => !used.has(message)),
      [],
      'bundle entries no source uses',
    );
  });
});
