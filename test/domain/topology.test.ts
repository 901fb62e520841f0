import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { useL10nBundle } from '../../src/domain/l10n';
import {
  sameBoardRules,
  type BoardRules,
  isNeighbourhoodName,
  isSymmetricNeighbourhood,
  isTopology,
  NAMED_OFFSETS,
  NEIGHBOURHOOD_NAMES,
  negatedOffsets,
  neighbourhood,
  neighbourhoodCapacity,
  neighbourhoodInto,
  neighbourhoodKey,
  neighbourhoodOffsets,
  neighbourhoodProblem,
  neighbourTable,
  pressers as pressersOf,
  pressersInto,
  sameNeighbourhood,
  SIGMA_KEY,
  TOPOLOGIES,
  type CellRules,
  type Offset,
} from '../../src/domain/topology';

const french: unknown = JSON.parse(readFileSync('l10n/bundle.l10n.fr.json', 'utf8'));

/** The cells a press of (row, column) changes, as sorted "row,column" strings (1-based rows and columns read better in failures). */
function changed(rules: CellRules, row: number, column: number): string[] {
  const out = new Int32Array(neighbourhoodCapacity(rules));
  const count = neighbourhoodInto(rules, row * rules.columns + column, out);
  return Array.from(out.subarray(0, count), (cell) => `${Math.floor(cell / rules.columns)},${cell % rules.columns}`).sort();
}

function pressers(rules: CellRules, index: number): number[] {
  const out = new Int32Array(neighbourhoodCapacity(rules));
  return Array.from(out.subarray(0, pressersInto(rules, index, out))).sort((a, b) => a - b);
}

describe('topology: neighbourhoodInto for each name', () => {
  const plain = (neighbourhood: CellRules['neighbourhood']): CellRules => ({ rows: 5, columns: 5, topology: 'plain', neighbourhood });

  it('cross, x, moore and knight in the middle of a plain 5x5 board', () => {
    assert.deepEqual(changed(plain('cross'), 2, 2), ['1,2', '2,1', '2,2', '2,3', '3,2']);
    assert.deepEqual(changed(plain('x'), 2, 2), ['1,1', '1,3', '2,2', '3,1', '3,3']);
    assert.deepEqual(changed(plain('moore'), 2, 2), ['1,1', '1,2', '1,3', '2,1', '2,2', '2,3', '3,1', '3,2', '3,3']);
    assert.deepEqual(changed(plain('knight'), 2, 2), ['0,1', '0,3', '1,0', '1,4', '2,2', '3,0', '3,4', '4,1', '4,3']);
  });

  it('drops offsets off a plain board at the corner', () => {
    assert.deepEqual(changed(plain('x'), 0, 0), ['0,0', '1,1']);
    assert.deepEqual(changed(plain('knight'), 0, 0), ['0,0', '1,2', '2,1']);
    assert.deepEqual(changed(plain(undefined), 0, 0), ['0,0', '0,1', '1,0']);
  });

  it('wraps on a torus, and merges offsets that land on one cell of a small torus', () => {
    assert.deepEqual(changed({ rows: 5, columns: 5, topology: 'torus', neighbourhood: 'x' }, 0, 0), ['0,0', '1,1', '1,4', '4,1', '4,4']);
    // 2x2 torus: the eight moore offsets land on the four cells, each once.
    assert.deepEqual(changed({ rows: 2, columns: 2, topology: 'torus', neighbourhood: 'moore' }, 0, 0), ['0,0', '0,1', '1,0', '1,1']);
    // 3x3 torus: a knight move (-2, -1) from (0, 0) is (1, 2).
    assert.deepEqual(changed({ rows: 3, columns: 3, topology: 'torus', neighbourhood: 'knight' }, 0, 0), ['0,0', '1,1', '1,2', '2,1', '2,2']);
  });

  it('skips holes, and a hole changes nothing', () => {
    const holes = Uint8Array.from([0, 1, 0, 1, 0, 0, 0, 0, 1]);
    const rules: CellRules = { rows: 3, columns: 3, topology: 'torus', neighbourhood: 'moore', holes };
    assert.deepEqual(changed(rules, 1, 1), ['0,0', '0,2', '1,1', '1,2', '2,0', '2,1']);
    assert.deepEqual(changed(rules, 0, 1), []);
    assert.deepEqual(changed({ rows: 3, columns: 3, topology: 'plain', holes }, 0, 0), ['0,0']);
  });

  it('changes the pressed cell only when a list has [0, 0] (the sigma game)', () => {
    const sigma: Offset[] = [
      [-1, 0],
      [1, 0],
      [0, -1],
      [0, 1],
    ];
    assert.deepEqual(changed(plain(sigma), 2, 2), ['1,2', '2,1', '2,3', '3,2']);
    assert.deepEqual(changed(plain([]), 2, 2), []);
  });
});

describe('topology: pressersInto is the transpose of neighbourhoodInto', () => {
  it('for random (asymmetric) offset lists, topologies and holes', () => {
    const offset = fc.tuple(fc.integer({ min: -3, max: 3 }), fc.integer({ min: -3, max: 3 }));
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom<CellRules['topology']>('plain', 'torus'),
        fc.uniqueArray(offset, { maxLength: 7, selector: ([r, c]) => `${r},${c}` }),
        fc.array(fc.boolean(), { minLength: 25, maxLength: 25 }),
        (rows, columns, topology, offsets, holeFlags) => {
          const holes = Uint8Array.from(holeFlags.slice(0, rows * columns), (hole) => (hole ? 1 : 0));
          const rules: CellRules = { rows, columns, topology, neighbourhood: offsets, holes };
          const cells = rows * columns;
          const forward = Array.from({ length: cells }, (_, j) => {
            const out = new Int32Array(neighbourhoodCapacity(rules));
            return new Set(out.subarray(0, neighbourhoodInto(rules, j, out)));
          });
          for (let i = 0; i < cells; i++) {
            const expected = forward.flatMap((set, j) => (set.has(i) ? [j] : []));
            assert.deepEqual(pressers(rules, i), expected);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a one-offset list [[0, 1]] changes the right neighbour, pressed from the left', () => {
    const rules: CellRules = { rows: 1, columns: 3, topology: 'plain', neighbourhood: [[0, 1]] };
    assert.deepEqual(changed(rules, 0, 0), ['0,1']);
    assert.deepEqual(pressers(rules, 1), [0]);
    assert.deepEqual(pressers(rules, 0), []);
  });
});

describe('topology: neighbourhood rules and names', () => {
  it('says what is wrong with a neighbourhood, in words', () => {
    assert.equal(neighbourhoodProblem('moore'), null);
    assert.equal(neighbourhoodProblem([]), null);
    assert.equal(neighbourhoodProblem([[-10, 10]]), null);
    assert.equal(
      neighbourhoodProblem('hexagon'),
      'neighbourhood must be one of "cross", "x", "moore", "knight" or a list of [row, column] offsets, got "hexagon"',
    );
    assert.equal(neighbourhoodProblem(3), 'neighbourhood must be a name or a list of [row, column] offsets');
    assert.equal(neighbourhoodProblem([[1]]), 'offset 1 of neighbourhood must be a pair [row, column]');
    assert.equal(neighbourhoodProblem([[0, 0.5]]), 'offset 1 of neighbourhood must hold two integers');
    assert.equal(
      neighbourhoodProblem([
        [0, 0],
        [11, 0],
      ]),
      'offset 2 of neighbourhood is [11, 0]: offsets must lie in -10..10',
    );
    assert.equal(
      neighbourhoodProblem([
        [1, 0],
        [0, 1],
        [1, 0],
      ]),
      'offset 3 of neighbourhood repeats [1, 0]',
    );
  });

  it('knows symmetric lists, negates offsets, and names a list equal to a named set', () => {
    assert.equal(isSymmetricNeighbourhood('knight'), true);
    assert.equal(isSymmetricNeighbourhood([[0, 1]]), false);
    assert.equal(
      isSymmetricNeighbourhood([
        [0, 1],
        [0, -1],
      ]),
      true,
    );
    assert.deepEqual(
      negatedOffsets([
        [0, 1],
        [-2, 0],
      ]),
      [
        [0, -1],
        [2, 0],
      ],
    );
    assert.equal(
      neighbourhoodKey([
        [1, 1],
        [0, 0],
        [-1, -1],
        [1, -1],
        [-1, 1],
      ]),
      'x',
    );
    assert.equal(
      neighbourhoodKey([
        [0, 1],
        [-1, 0],
      ]),
      '-1,0;0,1',
    );
    assert.equal(neighbourhoodKey(undefined), 'cross');
    assert.equal(sameNeighbourhood(undefined, 'cross'), true);
    assert.equal(
      sameNeighbourhood(
        [
          [0, 1],
          [-1, 0],
        ],
        [
          [-1, 0],
          [0, 1],
        ],
      ),
      true,
    );
    assert.equal(sameNeighbourhood('x', 'moore'), false);
  });
});

describe('topology: names and guards', () => {
  it('lists the topologies and neighbourhoods in documented order, and tells names from other values', () => {
    assert.deepEqual(TOPOLOGIES, ['plain', 'torus', 'hex']);
    assert.deepEqual(NEIGHBOURHOOD_NAMES, ['cross', 'x', 'moore', 'knight']);
    assert.ok(TOPOLOGIES.every(isTopology));
    assert.ok(NEIGHBOURHOOD_NAMES.every(isNeighbourhoodName));
    for (const value of ['Plain', 'square', '', undefined, null, 3, ['plain']]) assert.equal(isTopology(value), false, String(value));
    for (const value of ['Cross', 'sigma', '', undefined, [[0, 1]]]) assert.equal(isNeighbourhoodName(value), false, String(value));
  });

  it('gives a name its offsets, the pressed cell first, and an absent neighbourhood the cross', () => {
    assert.equal(neighbourhoodOffsets(undefined), NAMED_OFFSETS.cross);
    for (const name of NEIGHBOURHOOD_NAMES) assert.deepEqual(NAMED_OFFSETS[name][0], [0, 0], name);
    assert.deepEqual(neighbourhoodOffsets([[2, 1]]), [[2, 1]]);
    assert.equal(
      neighbourhoodKey([
        [-1, 0],
        [0, -1],
        [0, 1],
        [1, 0],
      ]),
      SIGMA_KEY,
    );
  });
});

describe('topology: neighbourhood, pressers and neighbourTable', () => {
  it('lists the cells a press changes on plain, torus and hex boards', () => {
    assert.deepEqual(neighbourhood({ rows: 3, columns: 3, topology: 'plain' }, 0), [0, 1, 3]);
    assert.deepEqual(neighbourhood({ rows: 3, columns: 3, topology: 'torus' }, 0), [0, 6, 2, 1, 3]);
    // Cell (1, 1) of a hex board sits in an odd row: its upper and lower neighbours lean right.
    assert.deepEqual(neighbourhood({ rows: 3, columns: 3, topology: 'hex' }, 4), [4, 3, 5, 1, 2, 7, 8]);
    assert.deepEqual(neighbourhood({ rows: 2, columns: 2, topology: 'plain', holes: Uint8Array.of(0, 1, 0, 0) }, 1), []);
  });

  it('lists the pressers of a cell: the transpose of its neighbourhood', () => {
    const rules: CellRules = { rows: 3, columns: 4, topology: 'plain', neighbourhood: [[0, 1]] };
    assert.deepEqual(neighbourhood(rules, 5), [6]);
    assert.deepEqual(pressersOf(rules, 5), [4]);
  });

  it('flattens every neighbourhood of a board into one table', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom(...TOPOLOGIES),
        fc.constantFrom(...NEIGHBOURHOOD_NAMES),
        (rows, columns, topology, name) => {
          const rules: CellRules = { rows, columns, topology, neighbourhood: topology === 'hex' ? undefined : name };
          const table = neighbourTable(rules);
          assert.equal(table.offsets.length, rows * columns + 1);
          assert.equal(table.offsets[0], 0);
          for (let cell = 0; cell < rows * columns; cell++) {
            assert.deepEqual(Array.from(table.cells.subarray(table.offsets[cell], table.offsets[cell + 1])), neighbourhood(rules, cell));
          }
        },
      ),
    );
  });
});

describe('topology: the neighbourhood rule in the display language', () => {
  afterEach(() => useL10nBundle(undefined));

  it('says what is wrong with a neighbourhood in French with the French bundle, and in English without', () => {
    useL10nBundle(french);
    assert.equal(neighbourhoodProblem([[1]]), 'le décalage 1 du voisinage doit être une paire [ligne, colonne]');
    useL10nBundle(undefined);
    assert.equal(neighbourhoodProblem([[1]]), 'offset 1 of neighbourhood must be a pair [row, column]');
  });
});

describe('topology: sameBoardRules', () => {
  const rules: BoardRules = { rows: 2, columns: 3, states: 3, objective: 1, topology: 'plain', neighbourhood: 'cross', holes: Uint8Array.of(0, 1, 0, 0, 0, 0) };

  it('holds for the same rules written otherwise (a neighbourhood named or listed, absent holes as null or undefined)', () => {
    assert.equal(
      sameBoardRules(rules, {
        ...rules,
        neighbourhood: [
          [0, 0],
          [-1, 0],
          [1, 0],
          [0, -1],
          [0, 1],
        ],
        holes: Uint8Array.of(0, 1, 0, 0, 0, 0),
      }),
      true,
    );
    assert.equal(sameBoardRules({ ...rules, holes: null, target: undefined }, { ...rules, holes: undefined, target: null }), true);
  });

  it('fails when any one rule differs', () => {
    const changes: Partial<BoardRules>[] = [
      { rows: 3 },
      { columns: 2 },
      { states: 2 },
      { objective: 0 },
      { topology: 'torus' },
      { neighbourhood: 'moore' },
      { holes: Uint8Array.of(0, 0, 0, 0, 0, 0) },
      { target: Uint8Array.of(1, 0, 1, 1, 1, 1) },
    ];
    for (const change of changes) assert.equal(sameBoardRules(rules, { ...rules, ...change }), false, JSON.stringify(change));
  });
});
