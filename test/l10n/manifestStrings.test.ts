import * as assert from 'node:assert/strict';
import { invariantParts, readRepositoryJson, readStringTable, translationProblems } from './localisationFiles';

const KEY_REFERENCE = /^%([^%]+)%$/;

/** Every string of `value` with its JSON path, depth first. */
function stringsOf(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${path}[${index}]`));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, item]) => stringsOf(item, path === '' ? key : `${path}.${key}`));
  return [];
}

/** The manifest with every `%key%` string replaced by its text in `table`, as VS Code does; throws on an unknown key. */
function resolveManifest(value: unknown, table: Record<string, string>): unknown {
  if (typeof value === 'string') {
    const key = KEY_REFERENCE.exec(value)?.[1];
    if (key === undefined) return value;
    const text = table[key];
    if (text === undefined) throw new Error(`%${key}% has no text in the string table`);
    return text;
  }
  if (Array.isArray(value)) return value.map((item) => resolveManifest(item, table));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveManifest(item, table)]));
  return value;
}

interface Manifest {
  displayName: string;
  l10n: string;
  contributes: {
    languages: { aliases: string[] }[];
    customEditors: { displayName: string }[];
    commands: { command: string; title: string; category: string }[];
    walkthroughs: { title: string; description: string; steps: { id: string; title: string; description: string; media: { altText: string } }[] }[];
    configuration: { title: string; properties: Record<string, { markdownDescription?: string; description?: string; enumDescriptions?: string[] }> };
  };
}

const manifest = readRepositoryJson('package.json') as Manifest;
const english = readStringTable('package.nls.json');
const french = readStringTable('package.nls.fr.json');

describe('l10n: the manifest strings', () => {
  it('takes every user-visible string of package.json from the string table', () => {
    const { contributes } = manifest;
    const visible = [
      manifest.displayName,
      ...contributes.languages.map((language) => language.aliases[0]),
      ...contributes.customEditors.map((editor) => editor.displayName),
      ...contributes.commands.flatMap((command) => [command.title, command.category]),
      ...contributes.walkthroughs.flatMap((walkthrough) => [
        walkthrough.title,
        walkthrough.description,
        ...walkthrough.steps.flatMap((step) => [step.title, step.description, step.media.altText]),
      ]),
      contributes.configuration.title,
      ...Object.values(contributes.configuration.properties).flatMap((property) => [
        ...(property.markdownDescription === undefined ? [] : [property.markdownDescription]),
        ...(property.description === undefined ? [] : [property.description]),
        ...(property.enumDescriptions ?? []),
      ]),
    ];
    assert.equal(visible.length, 87);
    assert.deepEqual(
      visible.filter((text) => !KEY_REFERENCE.test(text)),
      [],
    );
    assert.equal(manifest.l10n, './l10n');
  });

  it('resolves every %key% of package.json, and uses every key of package.nls.json', () => {
    const references = stringsOf(manifest)
      .map(([, text]) => KEY_REFERENCE.exec(text)?.[1])
      .filter((key) => key !== undefined);
    assert.deepEqual(
      references.filter((key) => !(key in english)),
      [],
    );
    assert.deepEqual(
      Object.keys(english).filter((key) => !references.includes(key)),
      [],
    );
  });

  it('resolves to the English strings the extension always showed', () => {
    const resolved = resolveManifest(manifest, english) as Manifest & { description: string; capabilities: { untrustedWorkspaces: { description: string } } };
    const titles = Object.fromEntries(resolved.contributes.commands.map((command) => [command.command, `${command.category}: ${command.title}`]));
    assert.deepEqual(titles, {
      'lightsOut.newPuzzle': 'Lights Out: New Puzzle',
      'lightsOut.openExample': 'Lights Out: Open Example',
      'lightsOut.solve': 'Lights Out: Solve',
      'lightsOut.newGame': 'Lights Out: New Game',
      'lightsOut.randomize': 'Lights Out: Randomize',
      'lightsOut.togglePlayMode': 'Lights Out: Switch Between Setup and Play',
      'lightsOut.hint': 'Lights Out: Hint',
      'lightsOut.reset': 'Lights Out: Reset Game',
      'lightsOut.undoMove': 'Lights Out: Undo Move',
      'lightsOut.redoMove': 'Lights Out: Redo Move',
      'lightsOut.keepPosition': 'Lights Out: Keep This Position',
      'lightsOut.share': 'Lights Out: Share Puzzle...',
      'lightsOut.showSolutionPath': 'Lights Out: Show Solution Path',
      'lightsOut.openLearn': 'Lights Out: Open Learn Panel',
      'lightsOut.analyzeBoardShape': 'Lights Out: Analyze Board Shape',
      'lightsOut.openAsText': 'Lights Out: Open as Text',
      'lightsOut.openAsGrid': 'Lights Out: Open as Grid',
      'lightsOut.importSettings': 'Lights Out: Import settings.toml of the Rust Solver',
      'lightsOut.exportPicture': 'Lights Out: Export Board as Picture',
      'lightsOut.copyPuzzleId': 'Lights Out: Copy Puzzle ID',
      'lightsOut.copyPuzzleLink': 'Lights Out: Copy Puzzle Link',
      'lightsOut.openPuzzleFromId': 'Lights Out: Open Puzzle from ID or Link...',
      'lightsOut.playLevels': 'Lights Out: Play Levels',
    });
    assert.equal(resolved.displayName, 'Lights Out');
    assert.equal(
      resolved.description,
      'Open, play and solve Lights Out puzzles (.lights files): boards up to 10000 x 10000, 2 to 36 states per cell, plain, torus and hex boards.',
    );
    assert.equal(
      resolved.capabilities.untrustedWorkspaces.description,
      'In Restricted Mode the grid editor and the internal solver work fully; the clingo executable path from workspace settings is ignored.',
    );
    assert.deepEqual(resolved.contributes.languages[0].aliases, ['Lights Out', 'lights']);
    assert.equal(resolved.contributes.customEditors[0].displayName, 'Lights Out Grid');
    const [walkthrough] = resolved.contributes.walkthroughs;
    assert.equal(walkthrough.title, 'Get Started with Lights Out');
    assert.deepEqual(
      walkthrough.steps.map((step) => step.title),
      ['Open a puzzle', 'Play it', 'Ask for a hint', 'Solve it', 'Learn how it is solved', 'Make a new puzzle'],
    );
    assert.equal(
      walkthrough.steps[1].description,
      'Click a cell to press it: the cell and its neighbours change. You win when the board matches the goal written above it, most often every light off. **New game** deals another puzzle on the same board, and playing never changes your file. In Setup, click **Play** first.\n[Open an Example](command:lightsOut.openExample)',
    );
    assert.equal(
      walkthrough.steps[4].description,
      "**Learn** on the grid's toolbar opens a panel beside the board: how to win by hand with light chasing (clearing the board row by row), step by step, then what each press changes and every solution of the board. No puzzle open? [Open an example](command:lightsOut.openExample) first.\n[Open the Learn Panel](command:lightsOut.openLearn)",
    );
    assert.equal(walkthrough.steps[2].media.altText, 'A hint: one cell of the board is ringed and a sentence names it by row and column.');
    const { properties } = resolved.contributes.configuration;
    assert.equal(resolved.contributes.configuration.title, 'Lights Out');
    assert.equal(properties['lightsOut.defaults.rows'].markdownDescription, 'Rows of a new puzzle (**New Puzzle**).');
    assert.deepEqual(properties['lightsOut.defaults.topology'].enumDescriptions, [
      '4 orthogonal neighbours, no wrap-around',
      '4 orthogonal neighbours, edges wrap around',
      'hexagonal cells (odd rows shifted right), 6 neighbours',
    ]);
    assert.deepEqual(properties['lightsOut.solver'].enumDescriptions, ['Exact linear algebra over Z_k, built in', 'Answer set programming with clingo']);
  });
});

describe('l10n: the French manifest strings', () => {
  it('translates every key of package.nls.json, with no extra key, keeping placeholders, link targets and code', () => {
    assert.deepEqual(translationProblems(english, french), []);
  });

  it('really is French where the English is not a name', () => {
    assert.equal(french['command.solve.title'], 'Résoudre');
    assert.equal(french['command.hint.title'], 'Indice');
    assert.equal(french['command.category'], 'Lights Out');
    const unchanged = Object.keys(english).filter((key) => english[key] === french[key]);
    assert.deepEqual(unchanged, ['displayName', 'language.lights.alias', 'command.category', 'configuration.title']);
  });

  it('keeps the walkthrough links to the same commands', () => {
    assert.deepEqual(invariantParts(french['walkthrough.gettingStarted.step.openExample.description']), [
      '(command:lightsOut.openExample)',
      '(command:workbench.action.files.openFile)',
      '``.lights``',
    ]);
  });
});

describe('l10n: the completeness check itself', () => {
  it('reports missing, empty and extra keys and changed placeholders, link targets and code', () => {
    assert.deepEqual(
      translationProblems(
        { a: 'Press {0}', b: 'Go [there](command:x.y)', c: 'Run `clingo`', d: 'Plain', f: 'A ``.lights`` file' },
        { a: 'Appuyez sur {1}', b: 'Allez [là](command:x.z)', c: 'Lancez clingo', e: 'Extra', f: 'Un fichier `.lights`' },
      ),
      [
        'a: keeps ["{1}"], the English has ["{0}"]',
        'b: keeps ["(command:x.z)"], the English has ["(command:x.y)"]',
        'c: keeps [], the English has ["`clingo`"]',
        'missing: d',
        'f: keeps ["`.lights`"], the English has ["``.lights``"]',
        'extra: e',
      ],
    );
    assert.deepEqual(translationProblems({ a: 'Text' }, { a: '  ' }), ['empty: a']);
  });
});
