/**
 * fast-check arbitraries for puzzle ID tests: valid puzzles with their titles, over every feature
 * an ID carries (small boards and long thin ones, 2 to 36 states, every topology, objective,
 * target, holes from none to all but one cell, every named neighbourhood and offset lists, titles
 * empty, Unicode, 200 code points or none), with busy, sparse and striped planes so that both
 * plane encodings are used. Holes and targets are absent, never empty or null, when a puzzle has
 * none: decoding an ID gives them back that way.
 */

import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_TITLE_LENGTH } from '../../src/domain/limits';
import { NEIGHBOURHOOD_NAMES, type Neighbourhood, type Topology } from '../../src/domain/topology';
import type { Puzzle } from '../../src/core/puzzle';
import { parseLights } from '../../src/core/format/formatRead';
import { offsetListArbitrary, version2DocumentArbitrary } from './lightsArbitraries';
import { repositoryRoot } from './repositoryRoot';

/** A puzzle and its title, as an ID holds them. */
export interface TitledPuzzle {
  readonly puzzle: Puzzle;
  readonly title?: string;
}

/** A board size: mostly small, sometimes one or two rows or columns long. */
const sizeArbitrary = fc.oneof(
  { weight: 3, arbitrary: fc.record({ rows: fc.integer({ min: 1, max: 6 }), columns: fc.integer({ min: 1, max: 6 }) }) },
  { weight: 1, arbitrary: fc.record({ rows: fc.integer({ min: 1, max: 2 }), columns: fc.integer({ min: 7, max: 300 }) }) },
  { weight: 1, arbitrary: fc.record({ rows: fc.integer({ min: 7, max: 300 }), columns: fc.integer({ min: 1, max: 2 }) }) },
);

/** How a plane's values are laid out, decided from seeds so that one record fits any size. */
interface PlaneSeeds {
  readonly kind: 'busy' | 'sparse' | 'stripes';
  readonly background: number;
  readonly seeds: readonly number[];
}

const planeSeedsArbitrary: fc.Arbitrary<PlaneSeeds> = fc.record({
  kind: fc.constantFrom<PlaneSeeds['kind']>('busy', 'sparse', 'stripes'),
  background: fc.nat(),
  seeds: fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
});

/**
 * `cells` values in 0..states-1: busy (every cell its own seed), sparse (a background with a few
 * spots) or stripes (runs of seeded lengths).
 */
function planeValues(cells: number, states: number, { kind, background, seeds }: PlaneSeeds): Uint8Array {
  const values = new Uint8Array(cells);
  if (kind === 'busy') {
    for (let index = 0; index < cells; index++) values[index] = (seeds[index % seeds.length] + index * (background % 7)) % states;
  } else if (kind === 'sparse') {
    values.fill(background % states);
    for (let spot = 0; spot + 1 < seeds.length && spot < 10; spot += 2) values[seeds[spot] % cells] = seeds[spot + 1] % states;
  } else {
    let index = 0;
    for (let stripe = 0; index < cells; stripe++) {
      const seed = seeds[stripe % seeds.length];
      const length = 1 + (seed % 23);
      values.fill((background + stripe + seed) % states, index, Math.min(cells, index + length));
      index += length;
    }
  }
  return values;
}

/** Where the holes are: none, a few, about half, or all cells but a few. */
const holesArbitrary = fc.option(
  fc.record({ density: fc.constantFrom(0.1, 0.5, 0.95, 1), seed: fc.nat(), keep: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }) }),
  { nil: null },
);

/** 1 at holes, at least one cell kept, or null when no cell is a hole. */
function holesOf(cells: number, layout: { density: number; seed: number; keep: readonly number[] } | null): Uint8Array | null {
  if (layout === null) return null;
  const holes = new Uint8Array(cells);
  let state = layout.seed | 1;
  for (let index = 0; index < cells; index++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    holes[index] = state / 2 ** 32 < layout.density ? 1 : 0;
  }
  for (const kept of layout.keep) holes[kept % cells] = 0;
  return holes.includes(1) ? holes : null;
}

/** A title: none, empty, short Unicode text, or exactly 200 code points. */
export const titleArbitrary: fc.Arbitrary<string | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.constant(''),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }),
  fc.string({ unit: 'binary', minLength: MAX_TITLE_LENGTH, maxLength: MAX_TITLE_LENGTH }),
  fc.string({ unit: 'grapheme-ascii', minLength: MAX_TITLE_LENGTH, maxLength: MAX_TITLE_LENGTH }),
);

/** A neighbourhood for a square board: none, each name, or an offset list. */
const neighbourhoodArbitrary: fc.Arbitrary<Neighbourhood | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom(...NEIGHBOURHOOD_NAMES),
  offsetListArbitrary,
);

/** A valid puzzle built feature by feature, with a title or none, its states drawn from `states`. */
const builtArbitrary = (states: fc.Arbitrary<number>): fc.Arbitrary<TitledPuzzle> =>
  fc
    .record({
      size: sizeArbitrary,
      states,
      objectiveSeed: fc.nat(),
      topology: fc.constantFrom<Topology>('plain', 'torus', 'hex'),
      neighbourhood: neighbourhoodArbitrary,
      holes: holesArbitrary,
      grid: planeSeedsArbitrary,
      target: fc.option(planeSeedsArbitrary, { nil: null }),
      title: titleArbitrary,
    })
    .map(({ size, states, objectiveSeed, topology, neighbourhood, holes: holeLayout, grid: gridSeeds, target: targetSeeds, title }) => {
      const cells = size.rows * size.columns;
      const holes = holesOf(cells, holeLayout);
      const atHoles = (values: Uint8Array): Uint8Array => (holes ? values.map((value, index) => (holes[index] ? 0 : value)) : values);
      const target = targetSeeds === null ? null : atHoles(planeValues(cells, states, targetSeeds));
      const kept = topology === 'hex' ? undefined : neighbourhood;
      const puzzle: Puzzle = {
        rows: size.rows,
        columns: size.columns,
        states,
        objective: objectiveSeed % states,
        topology,
        ...(kept !== undefined ? { neighbourhood: kept } : {}),
        ...(holes ? { holes } : {}),
        ...(target ? { target } : {}),
        grid: atHoles(planeValues(cells, states, gridSeeds)),
      };
      return title !== undefined ? { puzzle, title } : { puzzle };
    });

/** `puzzle` and `title` as an ID gives them back: holes only when there is one, a target only when there is one. */
export function titledPuzzle(puzzle: Puzzle, title: string | undefined): TitledPuzzle {
  const { holes, target, ...rest } = puzzle;
  const shown: Puzzle = { ...rest, ...(holes && holes.includes(1) ? { holes } : {}), ...(target ? { target } : {}) };
  return title !== undefined ? { puzzle: shown, title } : { puzzle: shown };
}

/** A valid document's puzzle from the `.lights` tests' arbitrary, with its title. */
const documentPuzzleArbitrary: fc.Arbitrary<TitledPuzzle> = version2DocumentArbitrary(7).map((document) => titledPuzzle(document.puzzle, document.title));

/** Every puzzle of the repository's examples/ and levels/ folders, by file (`examples/4x4.lights`). */
export function repositoryPuzzles(): { readonly file: string; readonly shared: TitledPuzzle }[] {
  return ['examples', 'levels'].flatMap((folder) =>
    readdirSync(join(repositoryRoot, folder))
      .filter((name) => name.endsWith('.lights'))
      .sort()
      .map((name) => {
        const result = parseLights(readFileSync(join(repositoryRoot, folder, name), 'utf8'));
        if (!result.ok) throw new Error(`${folder}/${name} does not parse: ${result.errors[0].message}`);
        return { file: `${folder}/${name}`, shared: titledPuzzle(result.document.puzzle, result.document.title) };
      }),
  );
}

/** A valid puzzle with its title (or none) over every feature a puzzle ID carries. */
export const titledPuzzleArbitrary: fc.Arbitrary<TitledPuzzle> = fc.oneof(
  { weight: 3, arbitrary: builtArbitrary(fc.oneof(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 2, max: 36 }))) },
  { weight: 1, arbitrary: documentPuzzleArbitrary },
);

/** A valid puzzle with its title (or none) over every feature a puzzle ID carries, with `states` states. */
export function titledPuzzleArbitraryOf(states: number): fc.Arbitrary<TitledPuzzle> {
  return builtArbitrary(fc.constant(states));
}
