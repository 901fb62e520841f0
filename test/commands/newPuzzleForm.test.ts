import * as assert from 'node:assert/strict';
import type { BoardShape } from '../../src/core/puzzle';
import {
  acceptAnswer,
  currentStep,
  defaultTitle,
  difficultiesOffered,
  EDITOR_LIMITS,
  formShape,
  goBack,
  inputProblem,
  isComplete,
  NEW_PUZZLE_STEPS,
  readSize,
  SHAPE_STEPS,
  startForm,
  startItems,
  stepView,
  topologyItems,
  type FormState,
} from '../../src/commands/newPuzzleForm';
import { useL10nBundle } from '../../src/domain/l10n';
import { readStringTable } from '../l10n/localisationFiles';

const DEFAULTS: BoardShape = { rows: 4, columns: 6, states: 3, objective: 1, topology: 'torus' };

/** Answers the current step, failing the test when the answer is refused. */
function answer(state: FormState, value: string): FormState {
  const result = acceptAnswer(state, value);
  if (!result.ok) assert.fail(`"${value}" refused at ${currentStep(state)}: ${result.problem}`);
  return result.state;
}

/** The value an input step shows, or the active id of a pick step. */
function shownValue(state: FormState): string {
  const view = stepView(state);
  return view.kind === 'input' ? view.value : view.activeId;
}

describe('commands: the New Puzzle form', () => {
  describe('steps and defaults', () => {
    it('starts at the title with the defaults, in six steps', () => {
      const form = startForm(NEW_PUZZLE_STEPS, DEFAULTS);
      assert.deepEqual(NEW_PUZZLE_STEPS, ['title', 'size', 'states', 'objective', 'topology', 'start']);
      assert.deepEqual(form.answers, { rows: 4, columns: 6, states: 3, objective: 1, topology: 'torus', title: 'Lights Out 4x6', start: 'random' });
      assert.deepEqual(stepView(form), {
        kind: 'input',
        step: 'title',
        number: 1,
        total: 6,
        prompt: 'Title of the puzzle: the editor tab and the file name show it',
        value: 'Lights Out 4x6',
        placeholder: 'Lights Out 4x6',
      });
    });

    it('walks every step with Enter on the defaults and ends with the defaults', () => {
      let form = startForm(NEW_PUZZLE_STEPS, DEFAULTS);
      const shown: string[] = [];
      while (!isComplete(form)) {
        const view = stepView(form);
        shown.push(`${view.number}/${view.total} ${view.step}: ${view.kind === 'input' ? view.value : view.activeId}`);
        form = answer(form, view.kind === 'input' ? view.value : view.activeId);
      }
      assert.deepEqual(shown, ['1/6 title: Lights Out 4x6', '2/6 size: 4x6', '3/6 states: 3', '4/6 objective: 1', '5/6 topology: torus', '6/6 start: random']);
      assert.deepEqual(form.answers, { rows: 4, columns: 6, states: 3, objective: 1, topology: 'torus', title: 'Lights Out 4x6', start: 'random' });
      assert.equal(currentStep(form), undefined);
      assert.throws(() => stepView(form), /complete/);
    });

    it('asks only for the shape in the shape form', () => {
      let form = startForm(SHAPE_STEPS, DEFAULTS);
      assert.deepEqual(SHAPE_STEPS, ['size', 'states', 'objective', 'topology']);
      assert.equal(stepView(form).step, 'size');
      assert.equal(stepView(form).total, 4);
      form = answer(answer(answer(answer(form, '7 x 3'), '2'), '0'), 'hex');
      assert.equal(isComplete(form), true);
      assert.deepEqual(formShape(form.answers), { rows: 7, columns: 3, states: 2, objective: 0, topology: 'hex' });
    });

    it('brings defaults outside the limits inside them', () => {
      const form = startForm(SHAPE_STEPS, { rows: 5000, columns: 5000, states: 99, objective: 50, topology: 'plain' }, { maxSide: 100, maxCells: 1000 });
      assert.deepEqual(formShape(form.answers), { rows: 100, columns: 10, states: 36, objective: 35, topology: 'plain' });
      assert.equal(defaultTitle({ rows: 100, columns: 10 }), 'Lights Out 100x10');
    });
  });

  describe('reading and checking each answer', () => {
    it('reads sizes written in several ways', () => {
      assert.deepEqual(readSize('5x5'), { ok: true, rows: 5, columns: 5 });
      assert.deepEqual(readSize(' 5 x 7 '), { ok: true, rows: 5, columns: 7 });
      assert.deepEqual(readSize('5X7'), { ok: true, rows: 5, columns: 7 });
      assert.deepEqual(readSize('3×4'), { ok: true, rows: 3, columns: 4 });
      assert.deepEqual(readSize('3*4'), { ok: true, rows: 3, columns: 4 });
      assert.deepEqual(readSize('9'), { ok: true, rows: 9, columns: 9 });
      assert.deepEqual(readSize('2000x2000'), { ok: true, rows: 2000, columns: 2000 });
    });

    it('refuses malformed sizes and sizes over the editor limits', () => {
      const shapeProblem = 'Enter the size as rows x columns, e.g. 5x5 or 5 x 7.';
      for (const text of ['', 'x', '5x', 'x5', '5 by 5', '5x5x5', '-1x5', '2.5x3', 'five']) {
        assert.deepEqual(readSize(text), { ok: false, problem: shapeProblem }, text);
      }
      const sideProblem = 'Rows and columns must each be from 1 to 2,000.';
      assert.deepEqual(readSize('0x5'), { ok: false, problem: sideProblem });
      assert.deepEqual(readSize('5x0'), { ok: false, problem: sideProblem });
      assert.deepEqual(readSize('2001x1'), { ok: false, problem: sideProblem });
      assert.deepEqual(readSize('99999999999999999999x1'), { ok: false, problem: sideProblem });
      assert.deepEqual(readSize('30x40', { maxSide: 100, maxCells: 1000 }), { ok: false, problem: 'A board has at most 1,000 cells; 30 x 40 has 1,200.' });
      assert.deepEqual(EDITOR_LIMITS, { maxSide: 2000, maxCells: 4_000_000 });
    });

    it('checks the input of the step shown, live', () => {
      let form = startForm(NEW_PUZZLE_STEPS, DEFAULTS);
      assert.equal(inputProblem(form, '   '), 'Enter a title for the puzzle.');
      assert.equal(inputProblem(form, 'x'.repeat(200)), undefined);
      assert.equal(inputProblem(form, 'x'.repeat(201)), 'A title has at most 200 characters; this one has 201.');
      form = answer(form, '  My puzzle  ');
      assert.equal(form.answers.title, 'My puzzle');
      assert.equal(inputProblem(form, '3 x 3'), undefined);
      assert.equal(inputProblem(form, '3 x'), 'Enter the size as rows x columns, e.g. 5x5 or 5 x 7.');
      form = answer(form, '3x3');
      assert.equal(inputProblem(form, '1'), 'Enter a whole number from 2 to 36.');
      assert.equal(inputProblem(form, '37'), 'Enter a whole number from 2 to 36.');
      assert.equal(inputProblem(form, '2.0'), 'Enter a whole number from 2 to 36.');
      assert.equal(inputProblem(form, ' 36 '), undefined);
      form = answer(form, '5');
      const objectiveView = stepView(form);
      assert.equal(objectiveView.kind === 'input' && objectiveView.prompt, 'Objective state: the state every cell must reach (0..4)');
      assert.equal(inputProblem(form, '5'), 'Enter a whole number from 0 to 4.');
      assert.equal(inputProblem(form, '4'), undefined);
      assert.deepEqual(acceptAnswer(form, '-1'), { ok: false, problem: 'Enter a whole number from 0 to 4.' });
      assert.equal(currentStep(form), 'objective', 'a refused answer stays on its step');
    });

    it('refuses picks that are not offered', () => {
      let form = startForm(NEW_PUZZLE_STEPS, DEFAULTS);
      form = answer(answer(answer(answer(form, 'T'), '30 x 30'), '2'), '0');
      assert.deepEqual(acceptAnswer(form, 'square'), { ok: false, problem: 'Pick one of plain, torus, hex.' });
      form = answer(form, 'plain');
      assert.deepEqual(acceptAnswer(form, 'easy'), { ok: false, problem: 'Pick one of solved, random.' });
      assert.equal(answer(form, 'solved').answers.start, 'solved');
    });
  });

  describe('the pick steps', () => {
    it('lists the topologies in the documented order, explained in words, with the current one active', () => {
      const form = answer(answer(answer(answer(startForm(NEW_PUZZLE_STEPS, DEFAULTS), 'T'), '4x6'), '3'), '1');
      const view = stepView(form);
      assert.equal(view.kind, 'pick');
      if (view.kind !== 'pick') return;
      assert.equal(view.activeId, 'torus');
      assert.equal(view.placeholder, 'Topology: how the cells are connected');
      assert.deepEqual(
        view.items.map((item) => item.id),
        ['plain', 'torus', 'hex'],
      );
      assert.deepEqual(topologyItems()[0], {
        id: 'plain',
        label: 'plain',
        detail: 'square cells; a press changes the cell and the cells above, below, left and right of it',
      });
    });

    it('offers the difficulty levels only up to 400 cells', () => {
      assert.deepEqual(startItems({ rows: 20, columns: 20 }), [
        { id: 'solved', label: 'All off', description: 'every cell at the objective' },
        { id: 'random', label: 'Random solvable', description: 'a random board that can be solved' },
        { id: 'easy', label: 'Random solvable: easy', description: 'among the third of this board’s puzzles that need the fewest moves' },
        { id: 'medium', label: 'Random solvable: medium', description: 'among the middle third of this board’s puzzles by fewest moves' },
        { id: 'hard', label: 'Random solvable: hard', description: 'among the third of this board’s puzzles that need the most moves' },
      ]);
      assert.deepEqual(
        startItems({ rows: 20, columns: 21 }).map((item) => item.id),
        ['solved', 'random'],
      );
      assert.equal(difficultiesOffered({ rows: 1, columns: 400 }), true);
      assert.equal(difficultiesOffered({ rows: 1, columns: 401 }), false);
    });

    it('says why the difficulties are missing on a large board, and falls back to random', () => {
      let form = startForm(NEW_PUZZLE_STEPS, { ...DEFAULTS, rows: 5, columns: 5 });
      form = answer(answer(answer(answer(answer(form, 'T'), '5x5'), '2'), '0'), 'plain');
      form = answer(form, 'hard');
      assert.equal(isComplete(form), true);
      // Back to the size, a board too large for difficulties, then on to the start again.
      form = goBack(goBack(goBack(goBack(goBack(form)))));
      assert.equal(currentStep(form), 'size');
      form = answer(answer(answer(answer(form, '21x20'), '2'), '0'), 'plain');
      const view = stepView(form);
      assert.equal(view.kind === 'pick' && view.activeId, 'random');
      assert.equal(view.kind === 'pick' && view.placeholder, 'Start with (difficulty levels are offered for boards of at most 400 cells)');
    });
  });

  describe('Back', () => {
    it('keeps every answer given and the text left on the step', () => {
      let form = startForm(NEW_PUZZLE_STEPS, DEFAULTS);
      form = answer(answer(answer(form, 'Corner case'), '3x5'), '4');
      assert.equal(currentStep(form), 'objective');
      form = goBack(form, '9');
      assert.equal(currentStep(form), 'states');
      assert.equal(shownValue(form), '4');
      form = goBack(form, '4');
      form = goBack(form, '3x5');
      assert.equal(currentStep(form), 'title');
      assert.equal(shownValue(form), 'Corner case');
      assert.equal(stepView(form).number, 1);
      assert.equal(currentStep(goBack(form)), 'title', 'Back on the first step stays there');
      form = answer(answer(form, 'Corner case'), '3x5');
      assert.equal(shownValue(form), '4');
      form = answer(form, '4');
      assert.equal(shownValue(form), '9', 'the draft left with Back returns');
      assert.equal(inputProblem(form, '9'), 'Enter a whole number from 0 to 3.');
    });

    it('drops a draft objective when the states change, and lowers an objective that no longer exists', () => {
      let form = startForm(NEW_PUZZLE_STEPS, { ...DEFAULTS, states: 5, objective: 4 });
      form = answer(answer(answer(form, 'T'), '3x3'), '5');
      form = goBack(form, '3');
      form = answer(form, '3');
      assert.equal(form.answers.objective, 2);
      assert.equal(shownValue(form), '2');
    });

    it('renames a default title when the size changes, and keeps a title the user wrote', () => {
      let form = startForm(NEW_PUZZLE_STEPS, DEFAULTS);
      form = answer(answer(form, 'Lights Out 4x6'), '7 x 7');
      assert.equal(form.answers.title, 'Lights Out 7x7');
      form = goBack(goBack(form));
      assert.equal(shownValue(form), 'Lights Out 7x7');
      form = answer(answer(form, 'Garden'), '9x9');
      assert.equal(form.answers.title, 'Garden');
    });
  });
});

describe('commands: the New Puzzle form in the display language', () => {
  afterEach(() => useL10nBundle(undefined));

  /** The words of the title and size steps, a refused size, the torus and the hard start, as the user reads them. */
  function words(): Record<string, unknown> {
    const form = startForm(NEW_PUZZLE_STEPS, { rows: 5, columns: 5, states: 2, objective: 0, topology: 'plain' });
    const title = stepView(form);
    const size = acceptAnswer(form, 'Mine');
    if (!size.ok) throw new Error(size.problem);
    const sizeView = stepView(size.state);
    const refused = acceptAnswer(size.state, '0x5');
    return {
      prompt: title.kind === 'input' ? title.prompt : title.kind,
      sizePlaceholder: sizeView.kind === 'input' ? sizeView.placeholder : sizeView.kind,
      sizeProblem: refused.ok ? '' : refused.problem,
      torus: topologyItems()[1],
      hard: startItems({ rows: 5, columns: 5 })[4],
    };
  }

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
    });
    const french = readStringTable('l10n/bundle.l10n.fr.json');
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
    useL10nBundle(undefined);
    assert.deepEqual(words(), english);
  });
});
