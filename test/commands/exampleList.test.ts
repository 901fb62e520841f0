import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { boardWords, exampleEntries, exampleEntry, isExampleFileName } from '../../src/commands/exampleList';
import { useL10nBundle } from '../../src/domain/l10n';
import { readStringTable } from '../l10n/localisationFiles';

const plain = 'title = "Tiny"\nrows = 2\ncolumns = 3\nstates = 3\nobjective = 0\ntopology = "torus"\ngrid = """\n0 1 2\n2 1 0\n"""\n';
const untitled = 'rows = 1\ncolumns = 2\nstates = 2\nobjective = 0\ntopology = "plain"\ngrid = """\n1 0\n"""\n';

describe('commands: the list of example puzzles', () => {
  it('names an example by its title and describes its board', () => {
    assert.deepEqual(exampleEntry('tiny.lights', plain), { fileName: 'tiny.lights', label: 'Tiny', detail: '2x3, 3 states, torus', text: plain });
  });

  it('names an example without a title by its file name', () => {
    assert.equal(exampleEntry('one-row.lights', untitled).label, 'one-row');
    assert.equal(exampleEntry('one-row.lights', untitled).detail, '1x2, 2 states, plain');
  });

  it('says why a file is not a puzzle, and still lists it by name', () => {
    const entry = exampleEntry('broken.lights', 'rows = 2\n');
    assert.equal(entry.label, 'broken');
    assert.match(entry.detail, /^Not a valid puzzle: /);
  });

  it('keeps only .lights files and orders them by label, numbers in order', () => {
    const entries = exampleEntries([
      ['b.lights', plain.replace('Tiny', '10x10 board')],
      ['README.md', '# not a puzzle'],
      ['a.LIGHTS', plain.replace('Tiny', '4x4 board')],
      ['c.lights', plain.replace('Tiny', 'apple')],
    ]);
    assert.deepEqual(
      entries.map((entry) => [entry.fileName, entry.label]),
      [
        ['a.LIGHTS', '4x4 board'],
        ['b.lights', '10x10 board'],
        ['c.lights', 'apple'],
      ],
    );
    assert.equal(isExampleFileName('.lights'), false);
  });

  it('describes neighbourhoods, holes and targets', () => {
    const shape = { rows: 3, columns: 3, states: 2, objective: 0, topology: 'plain' } as const;
    assert.equal(boardWords({ ...shape, neighbourhood: 'cross' }), '3x3, 2 states, plain');
    assert.equal(boardWords({ ...shape, neighbourhood: 'knight' }), '3x3, 2 states, plain, knight neighbourhood');
    assert.equal(
      boardWords({
        ...shape,
        neighbourhood: [
          [-1, 0],
          [1, 0],
        ],
      }),
      '3x3, 2 states, plain, custom neighbourhood of 2 cells',
    );
    assert.equal(boardWords({ ...shape, holes: new Uint8Array(9) }), '3x3, 2 states, plain');
    assert.equal(
      boardWords({ ...shape, holes: Uint8Array.of(1, 0, 0, 0, 0, 0, 0, 0, 0), target: new Uint8Array(9) }),
      '3x3, 2 states, plain, with holes, with a target picture',
    );
  });

  it('lists every bundled example as a valid puzzle under its title', () => {
    const folder = join(__dirname, '..', '..', '..', 'examples');
    const entries = exampleEntries(readdirSync(folder).map((name) => [name, readFileSync(join(folder, name), 'utf8')] as const));
    assert.deepEqual(
      entries.filter((entry) => entry.detail.startsWith('Not a valid puzzle')).map((entry) => entry.fileName),
      [],
    );
    const byFile = new Map(entries.map((entry) => [entry.fileName, entry]));
    assert.deepEqual([byFile.get('hex-6x6.lights')?.label, byFile.get('hex-6x6.lights')?.detail], ['Hex 6x6', '6x6, 2 states, hex']);
    assert.deepEqual(
      [byFile.get('knight-6x6.lights')?.label, byFile.get('knight-6x6.lights')?.detail],
      ['Knight moves', '6x6, 2 states, plain, knight neighbourhood'],
    );
    assert.equal(byFile.get('heart-holes.lights')?.detail, '8x9, 2 states, plain, with holes');
    assert.equal(byFile.get('sigma-5x5.lights')?.detail, '5x5, 2 states, plain, custom neighbourhood of 4 cells');
  });
});

describe('commands: the example list in the display language', () => {
  afterEach(() => useL10nBundle(undefined));

  it('describes a board in French with the French bundle, and never translates a file name', () => {
    const board = { rows: 6, columns: 6, states: 3, objective: 0, topology: 'torus', neighbourhood: 'knight', holes: Uint8Array.of(1, 0) } as const;
    assert.equal(boardWords(board), '6x6, 3 states, torus, knight neighbourhood, with holes');
    useL10nBundle(readStringTable('l10n/bundle.l10n.fr.json'));
    assert.equal(boardWords(board), '6x6, 3 états, tore, voisinage du cavalier, avec des trous');
    assert.equal(exampleEntry('broken.lights', 'rows = 0').label, 'broken', 'the file name is no word to translate');
    useL10nBundle(undefined);
    assert.equal(boardWords(board), '6x6, 3 states, torus, knight neighbourhood, with holes');
  });
});
