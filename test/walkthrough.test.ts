/**
 * The Get Started walkthrough of package.json as VS Code shows it. A step's description is not
 * markdown: VS Code renders links, and a mark doubled around text (``code``, **bold**, __italic__);
 * a single backtick, or one escaped with a backslash, shows as itself. Each step's picture has a
 * file for each kind of theme, and the words are the ones a player sees, in English and French.
 */

import * as assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readRepositoryJson, readStringTable } from './l10n/localisationFiles';
import { repositoryRoot } from './support/repositoryRoot';

/** The kinds of theme of a walkthrough picture (package.json `media.image`), as VS Code requires them. */
const THEME_KINDS = ['light', 'dark', 'hc', 'hcLight'] as const;
type ThemeKind = (typeof THEME_KINDS)[number];

interface WalkthroughStep {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly media: { readonly image: string | Readonly<Record<ThemeKind, string>>; readonly altText: string };
  readonly completionEvents: readonly string[];
}

interface Walkthrough {
  readonly title: string;
  readonly description: string;
  readonly steps: readonly WalkthroughStep[];
}

const [walkthrough] = (readRepositoryJson('package.json') as { contributes: { walkthroughs: Walkthrough[] } }).contributes.walkthroughs;
const tables = { English: readStringTable('package.nls.json'), French: readStringTable('package.nls.fr.json') };

/** `text` with a `%key%` reference replaced by its string in `table`. */
function resolve(text: string, table: Record<string, string>): string {
  const key = /^%([^%]+)%$/.exec(text)?.[1];
  if (key === undefined) return text;
  const resolved = table[key];
  if (resolved === undefined) throw new Error(`%${key}% has no text in the string table`);
  return resolved;
}

/** The words of the walkthrough a user reads in `table`'s language: titles, descriptions (without link targets) and pictures' texts. */
function shownTexts(table: Record<string, string>): string[] {
  return [
    walkthrough.title,
    walkthrough.description,
    ...walkthrough.steps.flatMap((step) => [step.title, step.description.replace(/\]\([^)]*\)/g, ']'), step.media.altText]),
  ].map((text) => resolve(text, table));
}

/**
 * The marks of `description` that VS Code's walkthrough shows as they are typed, or leaves open
 * (each line is rendered on its own): an escaped backtick, a run of one or three or more
 * backticks, a line with an odd number of ``.
 */
function literalMarks(description: string): string[] {
  return description.split('\n').flatMap((line) => {
    const marks = [...line.matchAll(/\\`|`+/g)].map((match) => match[0]);
    const wrong = marks.filter((mark) => mark !== '``');
    const doubled = marks.length - wrong.length;
    return doubled % 2 === 1 ? [...wrong, `an unclosed \`\` in "${line}"`] : wrong;
  });
}

/** Words that name the machinery rather than what a player sees, by language (matched as whole words, in any case). */
const JARGON: Readonly<Record<keyof typeof tables, readonly string[]>> = {
  English: [
    'objective',
    'a board of',
    'toggle',
    'Z_k',
    'GF(2)',
    'kernel',
    'null space',
    'matrix',
    'rank',
    'modulo',
    'engine',
    'solver',
    'clingo',
    'status line',
    'webview',
  ],
  French: [
    'objectif',
    'état cible',
    'basculer',
    'Z_k',
    'GF(2)',
    'noyau',
    'matrice',
    'rang',
    'modulo',
    'moteur',
    'solveur',
    'clingo',
    "ligne d'état",
    'webview',
  ],
};

/** The entries of `words` that `text` holds as whole words, in any case. */
function jargonIn(text: string, words: readonly string[]): string[] {
  const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return words.filter((word) => new RegExp(`(^|[^\\p{L}\\d_])${escape(word)}($|[^\\p{L}\\d_])`, 'iu').test(text));
}

/** The mean luminance (0-255) of the PNG file at `relativePath`, through the screenshot script's decoder. */
function meanLuminance(relativePath: string): number {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS script of the repository, outside the compiled tree
  const { decodePng } = require(join(repositoryRoot, 'scripts', 'animatedGif.js')) as {
    decodePng(bytes: Buffer): { width: number; height: number; rgba: Uint8Array };
  };
  const { rgba } = decodePng(readFileSync(join(repositoryRoot, relativePath)));
  let sum = 0;
  for (let index = 0; index < rgba.length; index += 4) sum += 0.2126 * rgba[index] + 0.7152 * rgba[index + 1] + 0.0722 * rgba[index + 2];
  return sum / (rgba.length / 4);
}

/** The steps that act on an open grid, and so offer to open an example when there is none. */
const STEPS_ON_A_GRID = ['play', 'hint', 'solve', 'learn'];

describe('the Get Started walkthrough', () => {
  it('completes each step when its button runs its command, or when a grid is in Play', () => {
    assert.deepEqual(
      walkthrough.steps.map((step) => [step.id, step.completionEvents]),
      [
        ['openExample', ['onCommand:lightsOut.openExample']],
        ['play', ['onContext:lightsOut.playing']],
        ['hint', ['onCommand:lightsOut.hint']],
        ['solve', ['onCommand:lightsOut.solve']],
        ['learn', ['onCommand:lightsOut.openLearn']],
        ['newPuzzle', ['onCommand:lightsOut.newPuzzle']],
      ],
    );
  });

  for (const [language, table] of Object.entries(tables)) {
    it(`writes code the way the walkthrough renders it, in ${language}`, () => {
      const problems = walkthrough.steps.flatMap((step) => literalMarks(resolve(step.description, table)).map((mark) => `${step.id}: ${mark}`));
      assert.deepEqual(problems, []);
      assert.match(resolve(walkthrough.steps[0].description, table), /``\.lights``/);
    });

    it(`uses plain words, in ${language}`, () => {
      const found = shownTexts(table).flatMap((text) => jargonIn(text, JARGON[language as keyof typeof tables]).map((word) => `"${word}" in "${text}"`));
      assert.deepEqual(found, []);
    });

    it(`offers to open an example in every step that acts on a grid, and never toggles Play off, in ${language}`, () => {
      for (const id of STEPS_ON_A_GRID) {
        const step = walkthrough.steps.find((candidate) => candidate.id === id);
        assert.ok(step, `no step ${id}`);
        assert.match(resolve(step.description, table), /\]\(command:lightsOut\.openExample\)/, `step ${id}`);
      }
      // A file opens in Play, where Switch Between Setup and Play would leave it.
      assert.deepEqual(
        walkthrough.steps.filter((step) => resolve(step.description, table).includes('command:lightsOut.togglePlayMode')).map((step) => step.id),
        [],
      );
    });
  }

  it('has a picture of each step for each kind of theme, lighter in the light themes', () => {
    const problems: string[] = [];
    for (const step of walkthrough.steps) {
      const { image } = step.media;
      if (typeof image === 'string') {
        problems.push(`${step.id}: one picture for every theme (${image})`);
        continue;
      }
      const files = THEME_KINDS.map((kind) => image[kind]);
      if (new Set(files).size !== files.length) problems.push(`${step.id}: the same file for two kinds of theme`);
      const missing = files.filter((file) => file === undefined || !existsSync(join(repositoryRoot, file)));
      problems.push(...missing.map((file) => `${step.id}: no file ${file}`));
      if (missing.length > 0) continue;
      if (!(meanLuminance(image.light) > meanLuminance(image.dark))) problems.push(`${step.id}: ${image.light} is not lighter than ${image.dark}`);
      if (!(meanLuminance(image.hcLight) > meanLuminance(image.hc))) problems.push(`${step.id}: ${image.hcLight} is not lighter than ${image.hc}`);
    }
    assert.deepEqual(problems, []);
  });
});

describe('the walkthrough checks themselves', () => {
  it('find single, escaped and unclosed backticks, and leave doubled ones and other text alone', () => {
    assert.deepEqual(literalMarks('A ``.lights`` file, **bold**.\n[Open](command:x.y)'), []);
    assert.deepEqual(literalMarks('A `.lights` file'), ['`', '`']);
    assert.deepEqual(literalMarks('A \\`.lights\\` file'), ['\\`', '\\`']);
    assert.deepEqual(literalMarks('A ```x``` and ``y'), ['```', '```', 'an unclosed `` in "A ```x``` and ``y"']);
    assert.deepEqual(literalMarks('``a\nb``'), ['an unclosed `` in "``a"', 'an unclosed `` in "b``"']);
  });

  it('find jargon as whole words in any case, not inside other words', () => {
    assert.deepEqual(jargonIn('The goal is a board of the Objective state.', JARGON.English), ['objective', 'a board of']);
    assert.deepEqual(jargonIn('Frank pranks a tank; the grid of lights', JARGON.English), []);
    assert.deepEqual(jargonIn("L'état cible, au rang 2.", JARGON.French), ['état cible', 'rang']);
    assert.deepEqual(jargonIn('Il arrange les cases.', JARGON.French), []);
  });
});
