/**
 * docs/puzzle-id.md checked against the code: a second reader of puzzle IDs, written from that
 * page alone (nothing of src/core/puzzleId is used to read), must read what encodePuzzleId writes
 * for every example and level and for random puzzles, refuse the same texts as decodePuzzleId at
 * the same step of the page's list, and read the page's worked examples as the page says.
 */

import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import type { Puzzle } from '../../../src/core/puzzle';
import type { Neighbourhood, Offset, Topology } from '../../../src/domain/topology';
import { decodePuzzleId, encodePuzzleId, PuzzleIdError } from '../../../src/core/puzzleId/puzzleId';
import { repositoryPuzzles, titledPuzzle, titledPuzzleArbitrary, type TitledPuzzle } from '../../support/sharedPuzzleArbitraries';
import { repositoryRoot } from '../../support/repositoryRoot';

// ---- The reader, from docs/puzzle-id.md ----

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const NAMES = ['cross', 'x', 'moore', 'knight'] as const;

/** The steps of the page's list of refusals; steps 9 to 12 all read the data, and are one here. */
type Step = 'empty' | 'length' | 'head' | 'cut' | 'version' | 'characters' | 'checksum' | 'data';

class Refused extends Error {
  constructor(readonly step: Step) {
    super(step);
  }
}

/** The section "The checksum", as its code. */
function specCrc24(text: string): number {
  let crc = 0xb704ce;
  for (const byte of Buffer.from(text, 'latin1')) {
    crc ^= byte << 16;
    for (let bit = 0; bit < 8; bit++) {
      crc <<= 1;
      if (crc & 0x1000000) crc ^= 0x1864cfb;
    }
  }
  return crc & 0xffffff;
}

function specChecksumText(crc: number): string {
  return [18, 12, 6, 0].map((shift) => ALPHABET[(crc >> shift) & 63]).join('');
}

/** bits(n): the binary digits of n - 1, 0 for n = 1. */
function bits(n: number): number {
  return n <= 1 ? 0 : (n - 1).toString(2).length;
}

/** The data's bits, read as the page says. */
class Bits {
  private position = 0;
  constructor(private readonly values: readonly number[]) {}

  get left(): number {
    return this.values.length - this.position;
  }

  take(count: number): number {
    if (count > this.left) throw new Refused('data');
    let value = 0;
    for (let index = 0; index < count; index++) value = value * 2 + this.values[this.position++];
    return value;
  }

  gamma(): number {
    let zeros = 0;
    while (this.take(1) === 0) if (++zeros >= 28) throw new Refused('data');
    return 2 ** zeros + this.take(zeros);
  }
}

function plane(reader: Bits, cells: number, skip: Uint8Array | null, states: number): Uint8Array {
  const values = new Uint8Array(cells);
  const order: number[] = [];
  for (let index = 0; index < cells; index++) if (!skip?.[index]) order.push(index);
  if (reader.take(1) === 0) {
    for (const index of order) {
      values[index] = reader.take(bits(states));
      if (values[index] >= states) throw new Refused('data');
    }
    return values;
  }
  let value = reader.take(bits(states));
  if (value >= states) throw new Refused('data');
  let done = 0;
  for (;;) {
    const length = reader.gamma();
    if (done + length > order.length) throw new Refused('data');
    for (let run = 0; run < length; run++) values[order[done++]] = value;
    if (done === order.length) return values;
    const change = reader.take(bits(states - 1));
    if (change > states - 2) throw new Refused('data');
    value = (value + 1 + change) % states;
  }
}

/** Reads an ID as docs/puzzle-id.md says; throws {@link Refused} at the step that refuses it. */
function specRead(input: string): TitledPuzzle {
  const text = input.trim();
  if (text === '') throw new Refused('empty');
  if (text.length > 8000) throw new Refused('length');
  const parts = text.split('.');
  const head = /^([1-9][0-9]{0,4})x([1-9][0-9]{0,4})k([1-9][0-9]?)([th]?)$/.exec(parts[0]);
  if (!head) throw new Refused('head');
  if (parts.length < 2 || !/^[1-9][0-9]{0,8}$/.test(parts[1])) throw new Refused('cut');
  if (parts[1] !== '1') throw new Refused('version');
  for (const character of text) if (character !== '.' && !ALPHABET.includes(character)) throw new Refused('characters');
  if (parts.length !== 4 || parts[2] === '' || parts[3].length !== 4) throw new Refused('cut');
  if (specChecksumText(specCrc24(text.slice(0, text.lastIndexOf('.')))) !== parts[3]) throw new Refused('checksum');
  const [rows, columns, states] = [Number(head[1]), Number(head[2]), Number(head[3])];
  const topology: Topology = head[4] === 't' ? 'torus' : head[4] === 'h' ? 'hex' : 'plain';
  if (rows > 10000 || columns > 10000 || rows * columns > 100_000_000 || states < 2 || states > 36) throw new Refused('data');
  const cells = rows * columns;
  const reader = new Bits([...parts[2]].flatMap((character) => [...ALPHABET.indexOf(character).toString(2).padStart(6, '0')].map(Number)));
  const flags = reader.take(6);
  if (flags & 1) throw new Refused('data');
  const objective = flags & 32 ? reader.take(bits(states)) : 0;
  if (objective >= states) throw new Refused('data');
  let neighbourhood: Neighbourhood | undefined;
  if (flags & 16) {
    if (reader.take(1) === 0) neighbourhood = NAMES[reader.take(2)];
    else {
      const count = reader.gamma() - 1;
      if (count > 441) throw new Refused('data');
      const offsets: Offset[] = [];
      for (let index = 0; index < count; index++) offsets.push([reader.take(5) - 10, reader.take(5) - 10]);
      neighbourhood = offsets;
    }
  }
  let title: string | undefined;
  if (flags & 2) {
    const length = reader.gamma() - 1;
    if (length > 800) throw new Refused('data');
    const bytes = Uint8Array.from({ length }, () => reader.take(8));
    try {
      title = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    } catch {
      throw new Refused('data');
    }
  }
  let holes: Uint8Array | null = flags & 8 ? plane(reader, cells, null, 2) : null;
  if (holes && !holes.includes(1)) holes = null;
  const grid = plane(reader, cells, holes, states);
  const target = flags & 4 ? plane(reader, cells, holes, states) : null;
  if (reader.left >= 6 || reader.take(reader.left) !== 0) throw new Refused('data');
  if (typeof neighbourhood === 'object') {
    const offsets: readonly Offset[] = neighbourhood;
    const seen = new Set(offsets.map(([row, column]) => `${row},${column}`));
    if (seen.size !== offsets.length || offsets.some(([row, column]) => Math.max(Math.abs(row), Math.abs(column)) > 10)) throw new Refused('data');
  }
  if (neighbourhood !== undefined && topology === 'hex') throw new Refused('data');
  if (holes && !holes.includes(0)) throw new Refused('data');
  if (title !== undefined && [...title].length > 200) throw new Refused('data');
  const puzzle: Puzzle = {
    rows,
    columns,
    states,
    objective,
    topology,
    ...(neighbourhood !== undefined ? { neighbourhood } : {}),
    ...(holes ? { holes } : {}),
    ...(target ? { target } : {}),
    grid,
  };
  return title !== undefined ? { puzzle, title } : { puzzle };
}

// ---- The checks ----

/** The step of the page's list that a message of decodePuzzleId names. */
function stepOfMessage(message: string): Step {
  const steps: [RegExp, Step][] = [
    [/^No puzzle ID/, 'empty'],
    [/characters long/, 'length'],
    [/not a puzzle ID/, 'head'],
    [/incomplete/, 'cut'],
    [/has version/, 'version'],
    [/character IDs never hold/, 'characters'],
    [/checksum/, 'checksum'],
    [/damaged|out of range/, 'data'],
  ];
  const found = steps.find(([pattern]) => pattern.test(message));
  assert.ok(found, `a message of no step: ${message}`);
  return found[1];
}

/** What a reader makes of `text`: the puzzle, or the step that refused it. */
function outcome(read: (text: string) => TitledPuzzle, text: string): TitledPuzzle | Step {
  try {
    return read(text);
  } catch (error) {
    if (error instanceof Refused) return error.step;
    if (error instanceof PuzzleIdError) return stepOfMessage(error.message);
    throw error;
  }
}

/** `body` (head, version and data) with its checksum. */
function withChecksum(body: string): string {
  return `${body}.${specChecksumText(specCrc24(body))}`;
}

const alphabetText = (maxLength: number): fc.Arbitrary<string> => fc.string({ unit: fc.constantFrom(...ALPHABET), minLength: 1, maxLength });

/** IDs that are mostly wrong in the data but carry a checksum that matches, and edits of real IDs. */
const fuzzedIdArbitrary: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 40 }), fc.constantFrom('', 't', 'h'), alphabetText(30))
    .map(([rows, columns, states, topology, data]) => withChecksum(`${rows}x${columns}k${states}${topology}.1.${data}`)),
  fc
    .tuple(titledPuzzleArbitrary, fc.array(fc.tuple(fc.nat(), fc.nat({ max: 63 })), { minLength: 1, maxLength: 3 }), fc.boolean())
    .map(([shared, edits, keepChecksum]) => {
      const id = encodePuzzleId(shared);
      const body = id.slice(0, id.lastIndexOf('.'));
      const dataStart = body.lastIndexOf('.') + 1;
      const characters = [...body];
      for (const [at, value] of edits) characters[dataStart + (at % (body.length - dataStart))] = ALPHABET[value];
      const edited = characters.join('');
      return keepChecksum ? `${edited}${id.slice(body.length)}` : withChecksum(edited);
    }),
  fc.tuple(titledPuzzleArbitrary, fc.nat(), fc.nat()).map(([shared, from, to]) => {
    const id = encodePuzzleId(shared);
    return id.slice(0, from % id.length) + id.slice(to % (id.length + 1));
  }),
  fc.string({ unit: fc.constantFrom(...ALPHABET, '.', 'x', '1', ' '), maxLength: 40 }),
);

describe('core: puzzle IDs as docs/puzzle-id.md specifies them', () => {
  it('computes the checksum of the test vector as the page says', () => {
    assert.equal(specCrc24('123456789'), 0x21cf02);
    assert.equal(specChecksumText(0x21cf02), 'Ic8C');
  });

  it('reads what encodePuzzleId writes for every example and level', () => {
    const puzzles = repositoryPuzzles();
    assert.ok(puzzles.length >= 60, `${puzzles.length} files`);
    for (const { file, shared } of puzzles) assert.deepEqual(specRead(encodePuzzleId(shared)), shared, file);
  });

  it('reads what encodePuzzleId writes for random puzzles', () => {
    fc.assert(
      fc.property(titledPuzzleArbitrary, (shared) => {
        assert.deepEqual(specRead(encodePuzzleId(shared)), shared);
      }),
      { numRuns: 400 },
    );
  });

  it('refuses what decodePuzzleId refuses, at the same step, and reads the rest alike', () => {
    let read = 0;
    fc.assert(
      fc.property(fuzzedIdArbitrary, (id) => {
        const expected = outcome(decodePuzzleId, id);
        assert.deepEqual(outcome(specRead, id), expected, id);
        if (typeof expected !== 'string') read++;
      }),
      { numRuns: 3000 },
    );
    assert.ok(read > 0, 'some fuzzed IDs are read');
  });

  it('refuses at each step of its list as decodePuzzleId does', () => {
    const cases: [string, Step][] = [
      ['   ', 'empty'],
      ['A'.repeat(8001), 'length'],
      ['5x5k2', 'cut'],
      ['5x5k2.1', 'cut'],
      ['hello.1.Awy.Hf_X', 'head'],
      ['5x5k2.2.Awy.Hf_X', 'version'],
      ['5x5k2.1.Aw=.Hf_X', 'characters'],
      ['5x5k2.1.Awy.Hf_', 'cut'],
      ['5x5k2.1..Hf_X', 'cut'],
      ['5x5k2.1.Awy.Hf_Y', 'checksum'],
      [withChecksum('5x5k40.1.Awy'), 'data'],
      [withChecksum('10001x1k2.1.Awy'), 'data'],
      [withChecksum('5x5k2.1.Awy_'), 'data'],
      [withChecksum('5x5k2.1.Awz'), 'data'],
    ];
    for (const [id, step] of cases) {
      assert.equal(outcome(specRead, id), step, id);
      assert.equal(outcome(decodePuzzleId, id), step, id);
    }
  });

  it("writes and reads the page's worked examples as the page shows them", () => {
    const page = readFileSync(join(repositoryRoot, 'docs', 'puzzle-id.md'), 'utf8');
    const board = (rows: number, columns: number, states: number, grid: number[], more: Partial<Puzzle> = {}): Puzzle => ({
      rows,
      columns,
      states,
      objective: 0,
      topology: 'plain',
      grid: Uint8Array.from(grid),
      ...more,
    });
    const examples: [string, TitledPuzzle][] = [
      ['5x5k2.1.Awy.Hf_X', { puzzle: board(5, 5, 2, new Array<number>(25).fill(1)) }],
      [
        '3x3k2.1.akUpSVLKpNLczggpQ.JVME',
        {
          puzzle: board(3, 3, 2, [1, 0, 1, 0, 0, 0, 1, 0, 1], {
            neighbourhood: [
              [0, 0],
              [0, -1],
              [0, 1],
            ],
            holes: Uint8Array.from([0, 0, 0, 0, 1, 0, 0, 0, 0]),
          }),
          title: 'Ring',
        },
      ],
      [
        '3x3k3t.1.EDMQkSEQ.zQly',
        { puzzle: board(3, 3, 3, [0, 1, 2, 1, 2, 0, 2, 0, 1], { topology: 'torus', target: Uint8Array.from([1, 0, 1, 0, 2, 0, 1, 0, 1]) }) },
      ],
      ['1x8k4.1.AjiM.pjGT', { puzzle: board(1, 8, 4, [0, 0, 0, 3, 3, 3, 3, 1]) }],
    ];
    for (const [id, shared] of examples) {
      assert.ok(page.includes(`\`${id}\``), `the page shows ${id}`);
      assert.equal(encodePuzzleId(shared), id);
      assert.deepEqual(specRead(id), titledPuzzle(shared.puzzle, shared.title));
    }
  });
});
