import * as assert from 'node:assert/strict';
import { diagnosticText } from '../../../src/webview/state/gridViewTypes';
import { difficultyScale, difficultyScaleFromMaximum } from '../../../src/domain/difficultyScale';
import {
  cellName,
  difficultyChoiceText,
  difficultyScaleText,
  displayLocale,
  formatCount,
  goalWords,
  listText,
  movesRangeText,
  timesText,
} from '../../../src/webview/words/wording';

/** Runs `body` with `document` and `navigator` as a webview would have them, then restores the globals. */
function inPage(locale: string | null, language: string | null, body: () => void): void {
  const scope = globalThis as Record<string, unknown>;
  const saved = { document: Object.getOwnPropertyDescriptor(scope, 'document'), navigator: Object.getOwnPropertyDescriptor(scope, 'navigator') };
  const define = (name: 'document' | 'navigator', value: unknown) => Object.defineProperty(scope, name, { value, configurable: true, writable: true });
  define('document', locale === null ? undefined : { documentElement: { lang: 'en', dataset: { locale } } });
  define('navigator', language === null ? undefined : { language });
  try {
    body();
  } finally {
    for (const name of ['document', 'navigator'] as const) {
      const descriptor = saved[name];
      if (descriptor === undefined) delete scope[name];
      else Object.defineProperty(scope, name, descriptor);
    }
  }
}

describe('webview: wording for people', () => {
  it('names cells from 1 for people', () => {
    assert.equal(cellName(1, 3), 'row 2, column 4');
    assert.equal(cellName(0, 0), 'row 1, column 1');
  });

  it('writes counts below 10,000 plainly and groups larger ones for the language', () => {
    assert.equal(formatCount(0, 'en'), '0');
    assert.equal(formatCount(9999, 'en'), '9999');
    assert.equal(formatCount(10000, 'en'), '10,000');
    assert.equal(formatCount(65536, 'en-US'), '65,536');
    assert.equal(formatCount(1234567, 'de'), '1.234.567');
    assert.equal(formatCount(9999, 'de'), '9999');
    assert.equal(formatCount(-12345, 'en'), '-12,345');
    // Exact counts the host sends as decimal strings, beyond what a number holds exactly.
    assert.equal(formatCount('1267650600228229401496703205376', 'en'), '1,267,650,600,228,229,401,496,703,205,376');
    assert.equal(formatCount(2n ** 20n, 'en'), '1,048,576');
    assert.equal(formatCount('256', 'en'), '256');
    assert.equal(formatCount('about 10^40', 'en'), 'about 10^40');
    assert.equal(formatCount(Number.POSITIVE_INFINITY, 'en'), 'Infinity');
  });

  it('uses US English when there is no navigator or the language is unknown', () => {
    // Node 20 has no navigator, as the unit tests run.
    assert.equal(formatCount(10000), '10,000');
    assert.equal(formatCount(10000, 'not a language tag!'), '10,000');
  });

  it('says how often and lists in prose', () => {
    assert.equal(timesText(1), 'once');
    assert.equal(timesText(2), 'twice');
    assert.equal(timesText(5), '5 times');
    assert.equal(listText([]), '');
    assert.equal(listText(['a']), 'a');
    assert.equal(listText(['a', 'b']), 'a and b');
    assert.equal(listText(['1', '3', '5']), '1, 3 and 5');
  });

  it('speaks of lights for two states and of state numbers otherwise', () => {
    assert.deepEqual(goalWords(2, 0), { goal: 'switch every light off', unit: 'light', offGoal: 'on', atGoal: 'off' });
    assert.deepEqual(goalWords(2, 1), { goal: 'switch every light on', unit: 'light', offGoal: 'off', atGoal: 'on' });
    assert.deepEqual(goalWords(3, 2), { goal: 'bring every cell to state 2', unit: 'cell', offGoal: 'not yet in state 2', atGoal: 'in state 2' });
  });

  it('takes the display language from <html data-locale> first (not lang, which names the words), then the browser, then US English', () => {
    inPage('de', 'fr', () => {
      assert.equal(displayLocale(), 'de');
      assert.equal(formatCount(1_000_000), '1.000.000');
      assert.equal(formatCount('65536'), '65.536');
    });
    inPage('', 'fr-CH', () => assert.equal(displayLocale(), 'fr-CH'));
    inPage(null, 'en-GB', () => assert.equal(formatCount(1_000_000), '1,000,000'));
    inPage(null, null, () => assert.equal(displayLocale(), 'en-US'));
  });

  it('says what each difficulty choice means on a board, from its scale', () => {
    const scale = difficultyScaleFromMaximum(15);
    assert.deepEqual(
      (['any', 'easy', 'medium', 'hard'] as const).map((choice) => difficultyChoiceText(choice, scale)),
      ['any', 'easy: 1-5 moves', 'medium: 6-10 moves', 'hard: 11-15 moves'],
    );
    // Two lengths, 1 and 2 moves: easy and hard, no medium.
    const short = difficultyScale([0, 4, 1]);
    assert.deepEqual(
      (['easy', 'medium', 'hard'] as const).map((choice) => difficultyChoiceText(choice, short)),
      ['easy: 1 move', 'medium: none on this board', 'hard: 2 moves'],
    );
    assert.equal(difficultyScaleText(short), 'Fewest moves of a new puzzle on this board: easy: 1 move; hard: 2 moves');
    assert.deepEqual(
      (['any', 'easy', 'medium', 'hard'] as const).map((choice) => difficultyChoiceText(choice, null)),
      ['any', 'easy', 'medium', 'hard'],
      'the level alone while the scale is not known',
    );
    assert.equal(movesRangeText({ min: 1, max: 1 }), '1 move');
    assert.equal(movesRangeText({ min: 7, max: 7 }), '7 moves');
    assert.equal(movesRangeText({ min: 10_000, max: 20_000 }), '10,000-20,000 moves');
  });

  it('groups large numbers in cell names and problem places, and keeps small ones plain', () => {
    assert.equal(cellName(1999, 0), 'row 2000, column 1');
    assert.equal(cellName(12_344, 99_999), 'row 12,345, column 100,000');
    assert.equal(diagnosticText({ severity: 'error', message: 'not 0 or 1', line: 12_345, column: 7 }), 'line 12,345, column 7: not 0 or 1');
    assert.equal(diagnosticText({ severity: 'error', message: 'x', line: 3, column: 9999 }), 'line 3, column 9999: x');
  });
});
