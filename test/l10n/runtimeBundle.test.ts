import * as assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repositoryRoot } from '../support/repositoryRoot';
import { readStringTable, translationProblems } from './localisationFiles';

const english = readStringTable('l10n/bundle.l10n.json');
const french = readStringTable('l10n/bundle.l10n.fr.json');

describe('l10n: the runtime bundle (vscode.l10n)', () => {
  it('keys every English message by its own text, as vscode.l10n.t looks it up', () => {
    assert.deepEqual(
      Object.entries(english).filter(([key, text]) => key !== text),
      [],
    );
    assert.equal(english['Generating an easy {0} puzzle'], 'Generating an easy {0} puzzle');
  });

  it('translates every message into French, with no extra key, keeping the placeholders', () => {
    assert.deepEqual(translationProblems(english, french), []);
    assert.equal(french['Generating an easy {0} puzzle'], 'Génération d’un puzzle facile de {0}');
    assert.equal(french['random solvable'], 'aléatoire résoluble');
  });
});

describe('l10n: the source and the runtime bundle agree', () => {
  // scripts/l10n-bundle.js reads the messages the source passes to vscode.l10n.t and to shared/l10n.ts's l10n.t.
  const { sourceMessages, englishBundle } = createRequire(__filename)(join(repositoryRoot, 'scripts', 'l10n-bundle.js')) as {
    sourceMessages(): { messages: string[]; problems: string[] };
    englishBundle(messages: readonly string[]): Record<string, string>;
  };
  const { messages, problems } = sourceMessages();

  it('finds only literal messages, in the host (vscode.l10n.t) and outside it (l10n.t)', () => {
    assert.deepEqual(problems, []);
    assert.ok(messages.includes('New Lights Out Puzzle'), 'the scan finds the New Puzzle form’s title');
  });

  it('is exactly the source’s messages: none missing from l10n/bundle.l10n.json, none it does not use (node scripts/l10n-bundle.js writes it)', () => {
    assert.deepEqual(
      messages.filter((message) => !(message in english)),
      [],
      'messages missing from l10n/bundle.l10n.json',
    );
    assert.deepEqual(
      Object.keys(english).filter((message) => !messages.includes(message)),
      [],
      'bundle entries no source uses',
    );
    assert.deepEqual(Object.keys(english), Object.keys(englishBundle(messages)), 'the bundle is sorted as the script writes it');
  });
});
