import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { PuzzleError, type Puzzle } from '../../../src/core/puzzle';
import { createRandom } from '../../../src/core/random';
import { MAX_TITLE_LENGTH } from '../../../src/domain/limits';
import { NEIGHBOURHOOD_NAMES } from '../../../src/domain/topology';
import { decodePuzzleId, encodePuzzleId, MAX_PUZZLE_ID_LENGTH, PUZZLE_ID_VERSION, PuzzleIdError, puzzleIdHead } from '../../../src/core/puzzleId/puzzleId';
import { BitWriter, checksumText, crc24, ID_ALPHABET } from '../../../src/core/puzzleId/puzzleIdText';
import { mutate, mutationArbitrary } from '../../support/lightsArbitraries';
import { repositoryPuzzles, titledPuzzle, titledPuzzleArbitrary, titledPuzzleArbitraryOf, type TitledPuzzle } from '../../support/sharedPuzzleArbitraries';

const CLASSIC = '5x5k2.1.Awy.Hf_X';

/** A plain board of `rows` x `columns` with the given cells (0 elsewhere). */
function board(rows: number, columns: number, states: number, cells: ArrayLike<number> = [], more: Partial<Puzzle> = {}): Puzzle {
  const grid = new Uint8Array(rows * columns);
  grid.set(cells);
  return { rows, columns, states, objective: 0, topology: 'plain', grid, ...more };
}

/** `body` (head, version and data) with its checksum. */
function withChecksum(body: string): string {
  return `${body}.${checksumText(crc24(body))}`;
}

/** A version 1 ID of `head` whose data `write` writes, with a checksum that matches. */
function craft(head: string, write: (writer: BitWriter) => void): string {
  const writer = new BitWriter();
  write(writer);
  return withChecksum(`${head}.1.${writer.text()}`);
}

/** A check that a call throws a PuzzleIdError whose message matches `pattern`. */
function refusedWith(pattern: RegExp): (error: unknown) => boolean {
  return (error) => {
    assert.ok(error instanceof PuzzleIdError, String(error));
    assert.match(error.message, pattern);
    return true;
  };
}

/** What decoding `text` does: the puzzle, or a PuzzleIdError; any other error fails the test. */
function decodeOrRefuse(text: string): TitledPuzzle | null {
  try {
    return decodePuzzleId(text);
  } catch (error) {
    if (error instanceof PuzzleIdError) return null;
    throw error;
  }
}

/** A whole-board pseudo-random plane of `cells` values in 0..states-1, filled fast. */
function randomPlane(cells: number, states: number, seed: string): Uint8Array {
  const random = createRandom(seed);
  const values = new Uint8Array(cells);
  const block = Math.min(cells, 1 << 16);
  for (let index = 0; index < block; index++) values[index] = random.nextInt(states);
  // Repeated 64 KiB blocks are as busy as a random board for runs, and quick to make.
  for (let filled = block; filled < cells; filled *= 2) values.copyWithin(filled, 0, Math.min(filled, cells - filled));
  return values;
}

/** A few IDs to damage: every example and level, and some random puzzles of short IDs. */
function idsToDamage(): string[] {
  const random = fc
    .sample(titledPuzzleArbitrary, { seed: 28, numRuns: 200 })
    .map((shared) => encodePuzzleId(shared))
    .filter((id) => id.length <= 80)
    .slice(0, 12);
  return [CLASSIC, ...repositoryPuzzles().map(({ shared }) => encodePuzzleId(shared)), ...random];
}

describe('core: puzzle IDs', () => {
  describe('round trip', () => {
    it('decodes every puzzle to itself, over every feature', () => {
      const seen = new Set<string>();
      fc.assert(
        fc.property(titledPuzzleArbitrary, (shared) => {
          const id = encodePuzzleId(shared);
          assert.ok(id.length <= MAX_PUZZLE_ID_LENGTH);
          assert.deepEqual(decodePuzzleId(id), shared);
          const { puzzle, title } = shared;
          seen.add(`topology ${puzzle.topology}`);
          seen.add(`states ${puzzle.states}`);
          if (puzzle.rows === 1 || puzzle.columns === 1) seen.add('a line');
          if (puzzle.rows * puzzle.columns > 50) seen.add('long');
          if (puzzle.objective !== 0) seen.add('objective');
          if (puzzle.target) seen.add('target');
          if (puzzle.holes) seen.add(puzzle.holes.reduce((sum, hole) => sum + hole, 0) * 2 > puzzle.holes.length ? 'mostly holes' : 'holes');
          if (typeof puzzle.neighbourhood === 'string') seen.add(`neighbourhood ${puzzle.neighbourhood}`);
          if (typeof puzzle.neighbourhood === 'object') seen.add(puzzle.neighbourhood.length === 0 ? 'no offsets' : 'offsets');
          if (title === '') seen.add('empty title');
          else if (title !== undefined) seen.add([...title].length === MAX_TITLE_LENGTH ? 'longest title' : 'title');
          if (title !== undefined && /[^\x20-\x7e]/.test(title)) seen.add('Unicode title');
        }),
        { numRuns: 800 },
      );
      const wanted = [
        'topology plain',
        'topology torus',
        'topology hex',
        'states 2',
        'states 3',
        'a line',
        'long',
        'objective',
        'target',
        'holes',
        'mostly holes',
        ...NEIGHBOURHOOD_NAMES.map((name) => `neighbourhood ${name}`),
        'offsets',
        'empty title',
        'title',
        'longest title',
        'Unicode title',
      ];
      assert.deepEqual(
        wanted.filter((feature) => !seen.has(feature)),
        [],
      );
    });

    it('decodes every puzzle to itself for every number of states, 2 to 36', () => {
      for (let states = 2; states <= 36; states++) {
        fc.assert(
          fc.property(titledPuzzleArbitraryOf(states), (shared) => {
            assert.deepEqual(decodePuzzleId(encodePuzzleId(shared)), shared);
          }),
          { numRuns: 15 },
        );
      }
    });

    it('decodes every example and level to itself', () => {
      for (const { file, shared } of repositoryPuzzles()) assert.deepEqual(decodePuzzleId(encodePuzzleId(shared)), shared, file);
    });

    it('keeps what a puzzle says and leaves out what it does not', () => {
      const cases: TitledPuzzle[] = [
        { puzzle: board(1, 1, 2) },
        { puzzle: board(1, 1, 36, [35], { objective: 35 }) },
        { puzzle: board(3, 3, 2), title: '' },
        { puzzle: board(3, 3, 2, [1]), title: 'Ünïcödé 😀 \u0000 "quotes" \\' },
        { puzzle: board(3, 3, 2, [], { neighbourhood: 'cross' }) },
        { puzzle: board(3, 3, 2, [], { neighbourhood: [] }) },
        {
          puzzle: board(2, 2, 3, [0, 0, 0, 2], {
            neighbourhood: [
              [10, -10],
              [-10, 10],
            ],
          }),
        },
        { puzzle: board(2, 3, 2, [0, 0, 0, 0, 0, 1], { holes: Uint8Array.from([1, 1, 1, 1, 1, 0]) }) },
        { puzzle: board(2, 2, 5, [1, 2, 3, 4], { topology: 'torus', objective: 3, target: Uint8Array.from([4, 3, 2, 1]) }) },
        { puzzle: board(2, 2, 2, [], { topology: 'hex', target: new Uint8Array(4) }) },
      ];
      for (const shared of cases) assert.deepEqual(decodePuzzleId(encodePuzzleId(shared)), shared, JSON.stringify(shared));
      const plain = board(2, 2, 2, [1]);
      const noHoles = encodePuzzleId({ puzzle: { ...plain, holes: new Uint8Array(4), target: null } });
      assert.equal(noHoles, encodePuzzleId({ puzzle: plain }), 'a holes array without a hole, and a null target, are left out');
      assert.notEqual(encodePuzzleId({ puzzle: plain, title: '' }), encodePuzzleId({ puzzle: plain }), 'an empty title is not no title');
      assert.notEqual(encodePuzzleId({ puzzle: { ...plain, neighbourhood: 'cross' } }), encodePuzzleId({ puzzle: plain }));
    });

    it('keeps a title that starts with a byte order mark', () => {
      for (const title of ['\uFEFF', '\uFEFFLights', 'a\uFEFF'])
        assert.deepEqual(decodePuzzleId(encodePuzzleId({ puzzle: board(1, 1, 2), title })).title, title);
    });

    it('reads the classic board from its ID, with blanks around it', () => {
      assert.deepEqual(decodePuzzleId(` \t${CLASSIC}\r\n`), { puzzle: board(5, 5, 2, new Array<number>(25).fill(1)) });
      assert.equal(PUZZLE_ID_VERSION, 1);
    });

    it('refuses to write a puzzle a file cannot hold, as the file does', () => {
      assert.throws(() => encodePuzzleId({ puzzle: board(1, 2, 2, [0, 2]) }), PuzzleError);
      assert.throws(() => encodePuzzleId({ puzzle: board(1, 1, 2), title: 'x'.repeat(MAX_TITLE_LENGTH + 1) }), PuzzleError);
      assert.throws(() => encodePuzzleId({ puzzle: board(1, 1, 2, [], { holes: Uint8Array.from([1]) }) }), PuzzleError);
      assert.throws(() => encodePuzzleId({ puzzle: board(2, 2, 2, [], { topology: 'hex', neighbourhood: 'x' }) }), PuzzleError);
    });
  });

  describe('size', () => {
    it('writes every 5x5 two-state plain puzzle in at most 24 characters', () => {
      fc.assert(
        fc.property(fc.array(fc.nat({ max: 1 }), { minLength: 25, maxLength: 25 }), fc.nat({ max: 1 }), (cells, objective) => {
          const id = encodePuzzleId({ puzzle: board(5, 5, 2, cells, { objective }) });
          assert.ok(id.length <= 24, `${id} is ${id.length} characters`);
        }),
      );
      assert.equal(encodePuzzleId({ puzzle: board(5, 5, 2, new Array<number>(25).fill(1)) }), CLASSIC);
      const busiest = encodePuzzleId({
        puzzle: board(
          5,
          5,
          2,
          new Array<number>(25).fill(0).map((_, index) => index % 2),
          { objective: 1 },
        ),
      });
      assert.equal(busiest.length, 19);
    });

    it('keeps sparse and holed boards short by writing runs', () => {
      const sparse = board(100, 100, 2);
      for (const index of [0, 1234, 5000, 7777, 9999]) sparse.grid[index] = 1;
      const sparseId = encodePuzzleId({ puzzle: sparse });
      assert.ok(sparseId.length <= 40, `${sparseId.length} characters`);
      assert.deepEqual(decodePuzzleId(sparseId).puzzle, sparse);

      // A 1000 x 1000 board that is all holes but a 10 x 10 square of three states.
      const holes = new Uint8Array(1_000_000).fill(1);
      const grid = new Uint8Array(1_000_000);
      for (let row = 500; row < 510; row++)
        for (let column = 500; column < 510; column++) {
          holes[row * 1000 + column] = 0;
          grid[row * 1000 + column] = (row + column) % 3;
        }
      const holed = board(1000, 1000, 3, grid, { holes });
      const holedId = encodePuzzleId({ puzzle: holed });
      assert.ok(holedId.length <= 150, `${holedId.length} characters`);
      assert.deepEqual(decodePuzzleId(holedId).puzzle, holed);

      const line = board(1, 10_000, 7, new Uint8Array(10_000).fill(6), { objective: 6 });
      assert.ok(encodePuzzleId({ puzzle: line }).length <= 30);
    });

    it('writes the largest busy boards that fit, and refuses a side longer', () => {
      for (const [side, states] of [
        [218, 2],
        [89, 36],
      ]) {
        const fits = board(side, side, states, randomPlane(side * side, states, `fits ${side}`));
        const id = encodePuzzleId({ puzzle: fits });
        assert.ok(id.length <= MAX_PUZZLE_ID_LENGTH && id.length > MAX_PUZZLE_ID_LENGTH - 100, `${id.length} characters`);
        assert.deepEqual(decodePuzzleId(id).puzzle, fits);
        const over = board(side + 1, side + 1, states, randomPlane((side + 1) ** 2, states, `over ${side}`));
        assert.throws(() => encodePuzzleId({ puzzle: over }), refusedWith(/too large for an ID .*share the \.lights file instead/));
      }
    });

    it('refuses a board whose ID would be over 8,000 characters, saying to share the file', () => {
      const tooLarge = board(300, 300, 4, randomPlane(90_000, 4, 'large'));
      assert.throws(
        () => encodePuzzleId({ puzzle: tooLarge }),
        refusedWith(/^The 300x300 puzzle is too large for an ID \(at most 8000 characters\): share the \.lights file instead\.$/),
      );
      const withTitle = board(210, 210, 2, randomPlane(44_100, 2, 'titled'));
      encodePuzzleId({ puzzle: withTitle });
      assert.throws(() => encodePuzzleId({ puzzle: withTitle, title: '😀'.repeat(MAX_TITLE_LENGTH) }), refusedWith(/share the \.lights file/));
    });

    it('refuses the largest random board (10000 x 10000) without writing it out', () => {
      const largest: Puzzle = { rows: 10_000, columns: 10_000, states: 2, objective: 0, topology: 'plain', grid: randomPlane(100_000_000, 2, 'largest') };
      assert.throws(() => encodePuzzleId({ puzzle: largest }), refusedWith(/^The 10000x10000 puzzle is too large/));
    });
  });

  describe('damaged IDs', () => {
    const ids = idsToDamage();
    const characters = [...ID_ALPHABET, '.'];

    it('has IDs to damage from the examples, the levels and random puzzles', () => {
      assert.ok(ids.length >= 70, `${ids.length} IDs`);
      for (const id of ids) assert.ok(decodePuzzleId(id));
    });

    it('refuses every change of one character', () => {
      let changes = 0;
      for (const id of ids.filter((text) => text.length <= 100))
        for (let index = 0; index < id.length; index++)
          for (const character of characters) {
            if (character === id[index]) continue;
            const changed = id.slice(0, index) + character + id.slice(index + 1);
            // A loop of try/catch: assert.throws would double the time of these 200,000 reads.
            try {
              decodePuzzleId(changed);
            } catch (error) {
              if (!(error instanceof PuzzleIdError)) throw error;
              changes++;
              continue;
            }
            assert.fail(`${changed} (from ${id}) was read`);
          }
      assert.ok(changes > 100_000, `${changes} changes`);
    });

    it('refuses every cut, at the end or at the start', () => {
      for (const id of ids)
        for (let length = 0; length < id.length; length++) {
          assert.throws(() => decodePuzzleId(id.slice(0, length)), PuzzleIdError, id.slice(0, length));
          assert.throws(() => decodePuzzleId(id.slice(id.length - length)), PuzzleIdError, id.slice(id.length - length));
        }
    });

    it('refuses every swap of two different neighbouring characters', () => {
      for (const id of ids)
        for (let index = 0; index + 1 < id.length; index++) {
          if (id[index] === id[index + 1]) continue;
          const swapped = id.slice(0, index) + id[index + 1] + id[index] + id.slice(index + 2);
          assert.throws(() => decodePuzzleId(swapped), PuzzleIdError, swapped);
        }
    });
  });

  describe('fuzzing: nothing but a PuzzleIdError, and what is read is a puzzle', () => {
    /** Decodes `text`; when it reads, the puzzle must be valid and write an ID that reads the same. */
    function check(text: string): void {
      const shared = decodeOrRefuse(text);
      if (shared !== null) assert.deepEqual(decodePuzzleId(encodePuzzleId(shared)), shared);
    }

    it('random strings', () => {
      fc.assert(
        fc.property(
          fc.oneof(
            fc.string({ unit: 'binary', maxLength: 60 }),
            fc.string({ unit: fc.constantFrom(...ID_ALPHABET, '.', ' ', '\n', '%', '='), maxLength: 60 }),
            fc.string({ unit: 'grapheme', maxLength: 20 }).map((text) => `5x5k2.1.${text}`),
          ),
          check,
        ),
        { numRuns: 2000 },
      );
    });

    it('random bytes read as latin1', () => {
      fc.assert(
        fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => check(Buffer.from(bytes).toString('latin1'))),
        { numRuns: 2000 },
      );
    });

    it('valid IDs with random edits', () => {
      const pieces = fc.constantFrom(...ID_ALPHABET, '.', '..', 'x', 'k', '1', '.1.', '\n', ' ', 'é');
      const edit = fc.oneof(
        mutationArbitrary,
        fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), text: pieces }),
        fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), text: pieces }),
      );
      fc.assert(
        fc.property(titledPuzzleArbitrary, fc.array(edit, { minLength: 1, maxLength: 4 }), (shared, edits) => {
          check(edits.reduce((text, mutation) => mutate(text, mutation), encodePuzzleId(shared)));
        }),
        { numRuns: 500 },
      );
    });

    it('IDs with random data and a checksum that matches, so that the data is read', () => {
      let read = 0;
      const random = fc
        .tuple(
          fc.integer({ min: 1, max: 12 }),
          fc.integer({ min: 1, max: 12 }),
          fc.integer({ min: 1, max: 40 }),
          fc.constantFrom('', 't', 'h'),
          fc.string({ unit: fc.constantFrom(...ID_ALPHABET), minLength: 1, maxLength: 40 }),
        )
        .map(([rows, columns, states, topology, data]) => withChecksum(`${rows}x${columns}k${states}${topology}.1.${data}`));
      // Real data with a few characters changed: past the flags, into the fields and planes.
      const edited = fc
        .tuple(titledPuzzleArbitrary, fc.array(fc.tuple(fc.nat(), fc.nat({ max: 63 })), { minLength: 1, maxLength: 3 }))
        .map(([shared, edits]) => {
          const id = encodePuzzleId(shared);
          const body = id.slice(0, id.lastIndexOf('.'));
          const start = body.lastIndexOf('.') + 1;
          const data = [...body.slice(start)];
          for (const [at, value] of edits) data[at % data.length] = ID_ALPHABET[value];
          return withChecksum(body.slice(0, start) + data.join(''));
        });
      fc.assert(
        fc.property(fc.oneof(random, edited), (id) => {
          check(id);
          if (decodeOrRefuse(id) !== null) read++;
        }),
        { numRuns: 3000 },
      );
      assert.ok(read > 0, 'some of them are puzzles');
    });
  });

  describe('messages', () => {
    const rejects = (id: string, pattern: RegExp): void => {
      assert.throws(() => decodePuzzleId(id), refusedWith(pattern), id);
    };

    it('says when there is no ID, or the text is not one', () => {
      rejects('', /^No puzzle ID given: an ID looks like 5x5k2\.1\.Awy\.Hf_X \(a link to a puzzle works too\)\.$/);
      rejects(' \n\t', /^No puzzle ID/);
      rejects('hello', /^This is not a puzzle ID: an ID starts with the size and the states, such as 5x5k2\.$/);
      rejects('https://example.com', /^This is not a puzzle ID/);
      rejects('05x5k2.1.Awy.Hf_X', /^This is not a puzzle ID/);
      rejects('5x5k100.1.Awy.Hf_X', /^This is not a puzzle ID/);
    });

    it('says when the text is too long', () => {
      rejects('A'.repeat(8001), /^This text is 8001 characters long; a puzzle ID has at most 8000\.$/);
      rejects(`5x5k2.1.${'A'.repeat(8000)}.AAAA`, /characters long/);
    });

    it('says when the version is unknown', () => {
      rejects('5x5k2.2.Awy.Hf_X', /^The puzzle ID has version 2, which this Lights Out cannot read \(it reads version 1\): update the extension\.$/);
      rejects(withChecksum('5x5k2.123456789.Awy'), /version 123456789/);
    });

    it('says when the ID is cut short or holds a foreign character', () => {
      const incomplete = /^The puzzle ID is incomplete: it was cut short or changed\. Copy it again whole\.$/;
      for (const id of ['5x5k2', '5x5k2.', '5x5k2.1', '5x5k2.1.Awy', '5x5k2.1.Awy.Hf_', '5x5k2.1..Hf_X', '5x5k2.1.Awy.Hf_X.', '5x5k2.01.Awy.Hf_X'])
        rejects(id, incomplete);
      rejects('5x5k2.1.Aw+.Hf_X', /^The puzzle ID has a character IDs never hold \("\+", character 11\): it was mistyped or changed\.$/);
      rejects('5x5k2.1.Awy.Hf X', /character IDs never hold \(" ", character 15\)/);
    });

    it('says when the checksum does not match', () => {
      rejects('5x5k2.1.Awy.Hf_Y', /^The puzzle ID does not match its checksum: it was mistyped, cut short or changed\. Copy it again whole\.$/);
      rejects('5x5k3.1.Awy.Hf_X', /checksum/);
    });

    it('names a value out of range in an ID whose checksum matches', () => {
      const outOfRange = (detail: string): RegExp => new RegExp(`^The puzzle ID holds a value out of range: ${detail}\\.$`);
      rejects(withChecksum('5x5k40.1.Awy'), outOfRange('states must be an integer in 2\\.\\.36, got 40'));
      rejects(withChecksum('5x5k1.1.Awy'), outOfRange('states must be an integer in 2\\.\\.36, got 1'));
      rejects(withChecksum('10001x1k2.1.Awy'), outOfRange('a 10001x1 board is over the limits of 10000 rows, 10000 columns and 100000000 cells'));
      rejects(withChecksum('10000x10001k2.1.Awy'), /over the limits/);
      rejects(
        craft('1x2k3', (writer) => {
          writer.write(0, 6);
          writer.write(0, 1);
          writer.write(1, 2);
          writer.write(3, 2);
        }),
        outOfRange('a cell holds state 3, outside 0\\.\\.2'),
      );
      rejects(
        craft('1x1k3', (writer) => {
          writer.write(0b100000, 6);
          writer.write(3, 2);
          writer.write(0, 3);
        }),
        outOfRange('objective must be an integer in 0\\.\\.2, got 3'),
      );
      rejects(
        craft('3x3k2', (writer) => {
          writer.write(0b010000, 6);
          writer.write(1, 1);
          writer.writeGamma(2);
          writer.write(21, 5);
          writer.write(10, 5);
          writer.write(0, 1);
          writer.write(0, 9);
        }),
        outOfRange('offset 1 of neighbourhood is \\[11, 0\\]: offsets must lie in -10\\.\\.10'),
      );
      rejects(
        craft('1x1k2', (writer) => {
          writer.write(0b010000, 6);
          writer.write(1, 1);
          writer.writeGamma(3);
          for (let part = 0; part < 4; part++) writer.write(10, 5);
          writer.write(0, 2);
        }),
        outOfRange('offset 2 of neighbourhood repeats \\[0, 0\\]'),
      );
      rejects(
        craft('3x3k2h', (writer) => {
          writer.write(0b010000, 6);
          writer.write(0, 3);
          writer.write(0, 10);
        }),
        outOfRange('a hex board has its own six neighbours and takes no neighbourhood'),
      );
      rejects(
        craft('2x2k2', (writer) => {
          writer.write(0b001000, 6);
          writer.write(1, 1);
          writer.write(1, 1);
          writer.writeGamma(4);
          writer.write(0, 1);
        }),
        outOfRange('a board made only of holes cannot be written: it needs at least one cell'),
      );
      rejects(
        craft('1x1k2', (writer) => {
          writer.write(0b010000, 6);
          writer.write(1, 1);
          writer.writeGamma(443);
        }),
        outOfRange('a neighbourhood of 442 offsets: at most 441 can be listed'),
      );
      rejects(
        craft('1x1k2', (writer) => {
          writer.write(0b000010, 6);
          writer.writeGamma(802);
        }),
        outOfRange('title must be a string of at most 200 characters'),
      );
      rejects(
        craft('1x1k2', (writer) => {
          writer.write(0b000010, 6);
          writer.writeGamma(202);
          for (let byte = 0; byte < 201; byte++) writer.write(0x41, 8);
          writer.write(0, 2);
        }),
        outOfRange('title must be a string of at most 200 characters'),
      );
    });

    it('says the ID is damaged when its data does not hold together', () => {
      const damaged = (detail: string): RegExp => new RegExp(`^The puzzle ID is damaged: ${detail}\\.$`);
      rejects(withChecksum('5x5k2.1.A'), damaged('the data ends too early'));
      rejects(withChecksum('5x5k2.1.Ag'), damaged('the data ends too early'));
      rejects(withChecksum('5x5k2.1.Awy_'), damaged('data follows the puzzle'));
      rejects(withChecksum('5x5k2.1.Awz'), damaged('the padding bits are not 0'));
      rejects(withChecksum('5x5k2.1.Bwy'), damaged('a flag this version does not know is set'));
      rejects(withChecksum('5x5k2.1.AwAAAAAAAAAA'), damaged('a length is too long'));
      rejects(
        craft('1x2k2', (writer) => {
          writer.write(0, 6);
          writer.write(1, 1);
          writer.write(0, 1);
          writer.writeGamma(3);
        }),
        damaged('a run of cells goes past the last cell'),
      );
      rejects(
        craft('1x2k4', (writer) => {
          writer.write(0, 6);
          writer.write(1, 1);
          writer.write(0, 2);
          writer.writeGamma(1);
          writer.write(3, 2);
          writer.writeGamma(1);
        }),
        damaged('a run of cells has a state out of range'),
      );
      rejects(
        craft('1x1k2', (writer) => {
          writer.write(0b000010, 6);
          writer.writeGamma(2);
          writer.write(0xff, 8);
          writer.write(0, 2);
        }),
        damaged('the title is not UTF-8 text'),
      );
    });

    it('gives the head of an ID that passes every check on its text, before reading the data', () => {
      assert.deepEqual(puzzleIdHead(` ${CLASSIC} `), { rows: 5, columns: 5, states: 2, topology: 'plain' });
      assert.deepEqual(puzzleIdHead(withChecksum('10000x10000k36h.1.A')), { rows: 10_000, columns: 10_000, states: 36, topology: 'hex' });
      assert.deepEqual(puzzleIdHead(withChecksum('3x4k3t.1._')), { rows: 3, columns: 4, states: 3, topology: 'torus' });
      assert.throws(() => puzzleIdHead('5x5k2.1.Awy.Hf_Y'), refusedWith(/checksum/));
      assert.throws(() => puzzleIdHead(withChecksum('10001x1k2.1.A')), refusedWith(/over the limits/));
      assert.throws(() => puzzleIdHead(''), refusedWith(/^No puzzle ID/));
    });

    it('reads a holes plane without a hole as no holes', () => {
      const id = craft('1x2k2', (writer) => {
        writer.write(0b001000, 6);
        writer.write(0, 1);
        writer.write(0, 2);
        writer.write(0, 1);
        writer.write(1, 2);
      });
      assert.deepEqual(decodePuzzleId(id), titledPuzzle(board(1, 2, 2, [0, 1]), undefined));
    });
  });
});
