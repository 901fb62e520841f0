import * as assert from 'node:assert/strict';
import { boardWords, exampleEntry } from '../../src/commands/exampleList';
import { acceptAnswer, NEW_PUZZLE_STEPS, startForm, startItems, stepView, topologyItems } from '../../src/commands/newPuzzleForm';
import { importRustSolverSettings, settingsFileProblem } from '../../src/commands/rustSolverSettings';
import { useL10nBundle } from '../../src/domain/l10n';
import { readStringTable } from '../l10n/localisationFiles';

const french = readStringTable('l10n/bundle.l10n.fr.json');

/** The New Puzzle form, Open Example's list and Import Settings' problems, as the user reads them. */
function words(): Record<string, unknown> {
  const form = startForm(NEW_PUZZLE_STEPS, { rows: 5, columns: 5, states: 2, objective: 0, topology: 'plain' });
  const title = stepView(form);
  const size = acceptAnswer(form, 'Mine');
  if (!size.ok) throw new Error(size.problem);
  const refused = acceptAnswer(size.state, '0x5');
  return {
    prompt: title.kind === 'input' ? title.prompt : title.kind,
    sizePlaceholder: stepView(size.state).kind === 'input' ? (stepView(size.state) as { placeholder: string }).placeholder : '',
    sizeProblem: refused.ok ? '' : refused.problem,
    torus: topologyItems()[1],
    hard: startItems({ rows: 5, columns: 5 })[4],
    board: boardWords({ rows: 6, columns: 6, states: 3, objective: 0, topology: 'torus', neighbourhood: 'knight', holes: Uint8Array.of(1, 0) }),
    broken: exampleEntry('broken.lights', 'rows = 0').label,
    folder: settingsFileProblem('directory', 0),
    solver: importRustSolverSettings('solver = "fast"').errors,
  };
}

describe('commands: the words of New Puzzle, Open Example and Import Settings in the display language', () => {
  afterEach(() => useL10nBundle(undefined));

  it('speaks English without a bundle, French with the French bundle, and English again once it is gone', () => {
    const english = words();
    assert.deepEqual(english, {
      prompt: 'Title of the puzzle: the editor tab and the file name show it',
      sizePlaceholder: 'rows x columns',
      sizeProblem: 'Rows and columns must each be from 1 to 2,000.',
      torus: {
        id: 'torus',
        label: 'torus',
        detail: 'square cells whose edges wrap around: the top row neighbours the bottom row, the left column the right column',
      },
      hard: { id: 'hard', label: 'Random solvable: hard', description: 'among the third of this board’s puzzles that need the most moves' },
      board: '6x6, 3 states, torus, knight neighbourhood, with holes',
      broken: 'broken',
      folder: 'it is a folder, not a file',
      solver: ['"solver" must be "internal" or "clingo", got "fast"'],
    });
    useL10nBundle(french);
    const translated = words();
    assert.equal(translated.prompt, 'Titre du puzzle : l’onglet de l’éditeur et le nom du fichier l’affichent');
    assert.equal(translated.sizePlaceholder, 'lignes x colonnes');
    assert.equal(translated.sizeProblem, 'Les lignes et les colonnes doivent chacune aller de 1 à 2,000.');
    assert.deepEqual(translated.torus, { id: 'torus', label: french['torus'], detail: french[(english.torus as { detail: string }).detail] });
    assert.deepEqual(translated.hard, {
      id: 'hard',
      label: 'Aléatoire résoluble : difficile',
      description: french[(english.hard as { description: string }).description],
    });
    assert.equal(translated.board, '6x6, 3 états, tore, voisinage du cavalier, avec des trous');
    assert.equal(translated.broken, 'broken', 'the file name is no word to translate');
    assert.equal(translated.folder, 'c’est un dossier, pas un fichier');
    assert.deepEqual(translated.solver, ['"solver" doit être "internal" ou "clingo", reçu "fast"']);
    useL10nBundle(undefined);
    assert.deepEqual(words(), english);
  });
});
