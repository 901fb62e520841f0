import * as assert from 'node:assert/strict';
import { fakeFiles, FakeTabInputCustom, FakeUri, fakeWindow, resetFakeVscode, uninstallFakeVscode, vscodeCalls } from './fakeVscode';
import type * as vscode from 'vscode';
import { BuiltInPuzzles, builtInPuzzleOf, builtInPuzzleUri, LEVEL_BESTS_KEY } from '../../src/commands/builtInPuzzles';

const level = (title: string, minMoves: number): Uint8Array =>
  new TextEncoder().encode(`title = "${title}"\nrows = 1\ncolumns = 2\nminMoves = ${minMoves}\ngrid = "1 0"\n`);

/** A global state kept in a Map. */
function memento(initial: Record<string, unknown> = {}): vscode.Memento & { readonly values: Map<string, unknown> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    keys: () => [...values.keys()],
    get: <T>(key: string, fallback?: T) => (values.has(key) ? (values.get(key) as T) : fallback),
    update: (key: string, value: unknown) => {
      values.set(key, value);
      return Promise.resolve();
    },
  } as unknown as vscode.Memento & { readonly values: Map<string, unknown> };
}

/** The built-in puzzles of an extension at /extension with three levels and one example; what they log. */
function puzzles(state = memento()): { puzzles: BuiltInPuzzles; logged: string[]; state: ReturnType<typeof memento> } {
  fakeFiles.set('/extension/levels', 'folder');
  fakeFiles.set('/extension/levels/02-corners.lights', level('Corners', 4));
  fakeFiles.set('/extension/levels/01-first.lights', level('First Light', 1));
  fakeFiles.set('/extension/levels/03-finale.lights', level('Finale', 12));
  fakeFiles.set('/extension/levels/README.md', new TextEncoder().encode('not a level'));
  fakeFiles.set('/extension/examples', 'folder');
  fakeFiles.set('/extension/examples/torus.lights', level('Torus', 2));
  const logged: string[] = [];
  const log = { info: (line: string) => logged.push(`info ${line}`), error: (line: string) => logged.push(`error ${line}`) };
  return { puzzles: new BuiltInPuzzles(new FakeUri('/extension') as unknown as vscode.Uri, state, log), logged, state };
}

const uri = (path: string, scheme = 'lightsout') => new FakeUri(path, scheme) as unknown as vscode.Uri;

describe('commands: builtInPuzzles', () => {
  beforeEach(() => resetFakeVscode());
  after(() => uninstallFakeVscode());

  it('names each level and example by a read-only address ending with .lights, and nothing else', () => {
    const address = builtInPuzzleUri({ folder: 'levels', fileName: '01-first.lights' });
    assert.deepEqual([address.scheme, address.path], ['lightsout', '/levels/01-first.lights']);
    assert.deepEqual(builtInPuzzleOf(address), { folder: 'levels', fileName: '01-first.lights' });
    assert.deepEqual(builtInPuzzleOf(uri('/examples/torus.lights')), { folder: 'examples', fileName: 'torus.lights' });
    for (const other of [
      uri('/levels/01-first.lights', 'file'),
      uri('/levels/../secret.lights'),
      uri('/levels/a/b.lights'),
      uri('/other/a.lights'),
      uri('/levels/a.txt'),
      uri('/levels/.lights'),
    ])
      assert.equal(builtInPuzzleOf(other), undefined, other.path);
  });

  it('is a read-only file system of the extension’s two folders and their .lights files', async () => {
    const { puzzles: builtIn } = puzzles();
    assert.match(new TextDecoder().decode(await builtIn.readFile(uri('/examples/torus.lights'))), /title = "Torus"/);
    await assert.rejects(
      Promise.resolve().then(() => builtIn.readFile(uri('/examples/missing.lights'))),
      /cannot read/,
    );
    await assert.rejects(
      Promise.resolve().then(() => builtIn.readFile(uri('/elsewhere/a.lights'))),
      /^Error: FileNotFound: \/elsewhere\/a\.lights$/,
    );
    await assert.rejects(
      Promise.resolve().then(() => builtIn.readFile(uri('/levels/../package.json'))),
      /FileNotFound/,
    );
    assert.deepEqual(await builtIn.readDirectory(uri('/')), [
      ['levels', 2],
      ['examples', 2],
    ]);
    assert.deepEqual((await builtIn.readDirectory(uri('/levels'))).map(([name]) => name).sort(), ['01-first.lights', '02-corners.lights', '03-finale.lights']);
    assert.equal((await builtIn.stat(uri('/levels/01-first.lights'))).type, 1);
    assert.equal((await builtIn.stat(uri('/examples'))).type, 2);
    assert.equal((await builtIn.stat(uri('/'))).type, 2);
    for (const write of [
      () => builtIn.writeFile(uri('/levels/01-first.lights')),
      () => builtIn.delete(uri('/levels/01-first.lights')),
      () => builtIn.rename(uri('/levels/01-first.lights')),
      () => builtIn.createDirectory(uri('/levels/new')),
    ])
      assert.throws(write, /NoPermissions/);
  });

  it('tells the grid a level’s number, best and fewest moves, an example as an example, a file as a file; built-in puzzles open in Play', async () => {
    const { puzzles: builtIn } = puzzles(memento({ [LEVEL_BESTS_KEY]: { '02-corners': 6 } }));
    const corners = uri('/levels/02-corners.lights');
    await builtIn.prepare(corners);
    assert.deepEqual(builtIn.contextOf(corners), { kind: 'level', number: 2, count: 3, best: 6, minMoves: 4 });
    assert.deepEqual(builtIn.contextOf(uri('/examples/torus.lights')), { kind: 'example' });
    assert.deepEqual(builtIn.contextOf(uri('/work/a.lights', 'file')), { kind: 'file' });
    assert.equal(builtIn.openIn(corners), 'play');
    assert.equal(builtIn.openIn(uri('/examples/torus.lights')), 'play');
    assert.equal(builtIn.openIn(uri('/work/a.lights', 'file')), undefined);
  });

  it('keeps a won level’s best only when it is better, in the global state', async () => {
    const { puzzles: builtIn, state, logged } = puzzles();
    const first = uri('/levels/01-first.lights');
    await builtIn.prepare(first);
    assert.equal(await builtIn.gameWon(first, 3), true);
    assert.equal(await builtIn.gameWon(first, 5), false);
    assert.equal(await builtIn.gameWon(first, 1), true);
    assert.equal(await builtIn.gameWon(uri('/examples/torus.lights'), 1), false);
    assert.equal(await builtIn.gameWon(uri('/work/a.lights', 'file'), 1), false);
    assert.deepEqual(state.values.get(LEVEL_BESTS_KEY), { '01-first': 1 });
    assert.deepEqual(builtIn.contextOf(first), { kind: 'level', number: 1, count: 3, best: 1, minMoves: 1 });
    assert.deepEqual(logged, [
      'info levels: level 1 (01-first) solved in 3 moves, a new best (fewest 1)',
      'info levels: level 1 (01-first) solved in 1 moves, a new best (fewest 1)',
    ]);
  });

  it('opens the next level in the won level’s group and closes the won level’s tab there', async () => {
    const { puzzles: builtIn } = puzzles();
    const first = uri('/levels/01-first.lights');
    const wonTab = { input: new FakeTabInputCustom(first as unknown as FakeUri, 'lightsOut.grid') };
    const otherTab = { input: new FakeTabInputCustom(new FakeUri('/work/a.lights'), 'lightsOut.grid') };
    fakeWindow.tabGroups = [
      { viewColumn: 1, tabs: [otherTab] },
      { viewColumn: 2, tabs: [otherTab, wonTab] },
    ];
    await builtIn.prepare(first);
    await builtIn.nextLevel(first, 2);
    const [open, close] = vscodeCalls;
    assert.equal(open[0], 'executeCommand');
    assert.equal(open[1], 'vscode.openWith');
    assert.equal((open[2] as FakeUri).toString(), 'lightsout:///levels/02-corners.lights');
    assert.equal(open[3], 'lightsOut.grid');
    assert.deepEqual(open[4], { viewColumn: 2, preview: false });
    assert.deepEqual(close, ['closeTabs', [wonTab]]);
  });

  it('says so after the last level, offering the picker', async () => {
    const { puzzles: builtIn, state } = puzzles();
    const finale = uri('/levels/03-finale.lights');
    await builtIn.prepare(finale);
    await builtIn.nextLevel(finale, 1);
    await state.update(LEVEL_BESTS_KEY, { '01-first': 1, '02-corners': 4, '03-finale': 12 });
    await builtIn.nextLevel(finale, 1);
    assert.deepEqual(vscodeCalls, [
      ['showInformationMessage', 'That was the last level. 0 of 3 levels are solved: the picker shows the others.', 'Show Levels'],
      ['showInformationMessage', 'That was the last level, and all 3 levels are solved. Well done!', 'Show Levels'],
    ]);
  });

  it('reads the levels again after a failed read', async () => {
    const { puzzles: builtIn, logged } = puzzles();
    fakeFiles.delete('/extension/levels');
    await builtIn.prepare(uri('/levels/01-first.lights'));
    assert.deepEqual(logged, ['error levels: could not read the levels: no such folder: /extension/levels']);
    assert.deepEqual(builtIn.contextOf(uri('/levels/01-first.lights')), { kind: 'example' });
    fakeFiles.set('/extension/levels', 'folder');
    assert.equal((await builtIn.levels()).levels.length, 3);
  });
});
