/**
 * Difficulty relative to the board: the rule that turns a board shape's distribution of fewest
 * moves into easy, medium and hard ranges, and the level of a given number of fewest moves. The
 * host computes a shape's distribution; this module only applies the rule, so the webview can use
 * it too. The names ('easy', 'medium', 'hard') are the format's identifiers, never translated.
 * Pure.
 *
 * The rule, "thirds of the solvable states":
 * 1. The lengths taken are the fewest-moves counts m >= 1 that some solvable state needs. The
 *    solved board (m = 0) is left out, unless the board has exactly two such lengths: then 0 is
 *    taken too, as the third level (an already solved board is the easiest puzzle there is).
 * 2. Line the solvable states up by fewest moves. Each length goes to the third of the line that
 *    holds its middle state: with `before` states shorter and `count` of its own, easy when
 *    before + count / 2 < W / 3, hard when it is >= 2 W / 3, else medium (W the states counted).
 * 3. With three or more lengths no level may be empty: easy keeps at least the shortest length,
 *    hard at least the longest, and when medium is empty it takes the shortest hard length (or,
 *    when hard has only one, the longest easy one), so hard stays the hardest.
 * 4. Ranges are contiguous (medium.min = easy.max + 1, hard.min = medium.max + 1) from the
 *    shortest length to the longest, so a count the distribution lacks still has a level.
 * Fewer than three lengths (boards of one or two cells, or a distribution of one or two lengths):
 * two lengths a < b give easy a..b-1 and hard b with no medium; a single length is medium only
 * (no puzzle of the board is easier or harder than another).
 *
 * When only a board's largest fewest moves M is known, {@link difficultyScaleFromMaximum} applies
 * the same rule to every length 0..M counted once: thirds of the lengths.
 */

import * as l10n from './l10n';

/** How hard a puzzle is, relative to the other puzzles of its board shape. */
export type Difficulty = 'easy' | 'medium' | 'hard';

/** Every difficulty, easiest first (the order pickers list them). */
export const DIFFICULTIES: readonly Difficulty[] = ['easy', 'medium', 'hard'];

/** Whether `value` names a difficulty. */
export function isDifficulty(value: unknown): value is Difficulty {
  return DIFFICULTIES.includes(value as Difficulty);
}

/** Fewest-moves counts min..max, both included. */
export interface MovesRange {
  readonly min: number;
  readonly max: number;
}

/**
 * The fewest-moves range of each difficulty on one board shape; null for a level the shape does
 * not have (only with fewer than three distinct lengths, see the module's rule).
 */
export type DifficultyScale = Readonly<Record<Difficulty, MovesRange | null>>;

/**
 * The scale of a distribution: entry m is the number (or any weight proportional to the number)
 * of solvable states whose fewest moves is m. Throws a RangeError when an entry is negative or not
 * finite, or no entry is positive.
 */
export function difficultyScale(distribution: ArrayLike<number>): DifficultyScale {
  const lengths: number[] = [];
  const weights: number[] = [];
  for (let m = 0; m < distribution.length; m++) {
    const weight = distribution[m];
    if (!(weight >= 0) || !Number.isFinite(weight)) throw new RangeError(`distribution entry ${m} must be a finite non-negative number, got ${weight}`);
    if (m > 0 && weight > 0) {
      lengths.push(m);
      weights.push(weight);
    }
  }
  const solved = distribution.length > 0 ? distribution[0] : 0;
  if ((lengths.length === 2 || lengths.length === 0) && solved > 0) {
    lengths.unshift(0);
    weights.unshift(solved);
  }
  const n = lengths.length;
  if (n === 0) throw new RangeError('a distribution needs at least one solvable state');
  if (n === 1) return { easy: null, medium: { min: lengths[0], max: lengths[0] }, hard: null };
  if (n === 2) return { easy: { min: lengths[0], max: lengths[1] - 1 }, medium: null, hard: { min: lengths[1], max: lengths[1] } };

  const total = weights.reduce((sum, weight) => sum + weight, 0);
  // lastEasy: the index of the longest easy length; firstHard: of the shortest hard one.
  let lastEasy = -1;
  let firstHard = n;
  let before = 0;
  for (let i = 0; i < n; i++) {
    // Twice the middle state's position, against twice the thirds, avoids dividing.
    const middle = 2 * before + weights[i];
    if (3 * middle < 2 * total) lastEasy = i;
    else if (3 * middle >= 4 * total && firstHard === n) firstHard = i;
    before += weights[i];
  }
  lastEasy = Math.min(Math.max(lastEasy, 0), n - 3);
  firstHard = Math.max(Math.min(firstHard, n - 1), lastEasy + 2);
  return {
    easy: { min: lengths[0], max: lengths[lastEasy + 1] - 1 },
    medium: { min: lengths[lastEasy + 1], max: lengths[firstHard] - 1 },
    hard: { min: lengths[firstHard], max: lengths[n - 1] },
  };
}

/**
 * The scale of a board of which only the largest fewest moves (`maxMoves`, a non-negative
 * integer) is known: the rule applied to the lengths 0..maxMoves counted once each, so thirds of
 * the lengths (for 15: easy 1-5, medium 6-10, hard 11-15).
 */
export function difficultyScaleFromMaximum(maxMoves: number): DifficultyScale {
  if (!Number.isInteger(maxMoves) || maxMoves < 0) throw new RangeError(`maxMoves must be a non-negative integer, got ${maxMoves}`);
  if (maxMoves < 3) return difficultyScale(new Array<number>(maxMoves + 1).fill(1));
  // The rule in closed form (maxMoves may be millions): length m's doubled middle is 2m - 1 of
  // 2 maxMoves, easy below a third, hard from two thirds; no level comes out empty.
  const lastEasy = Math.ceil((2 * maxMoves + 3) / 6) - 1;
  const firstHard = Math.ceil((4 * maxMoves + 3) / 6);
  return { easy: { min: 1, max: lastEasy }, medium: { min: lastEasy + 1, max: firstHard - 1 }, hard: { min: firstHard, max: maxMoves } };
}

/** The levels the scale has, easiest first (all three for every shape with three or more lengths). */
export function offeredDifficulties(scale: DifficultyScale): Difficulty[] {
  return DIFFICULTIES.filter((difficulty) => scale[difficulty] !== null);
}

/**
 * `wanted` when the scale has it, else the nearest level it has (medium on a scale of easy and
 * hard only: easy, the easier of the two).
 */
export function nearestOfferedDifficulty(scale: DifficultyScale, wanted: Difficulty): Difficulty {
  if (scale[wanted]) return wanted;
  const offered = offeredDifficulties(scale);
  const at = DIFFICULTIES.indexOf(wanted);
  let nearest = offered[0];
  for (const level of offered) {
    if (Math.abs(DIFFICULTIES.indexOf(level) - at) < Math.abs(DIFFICULTIES.indexOf(nearest) - at)) nearest = level;
  }
  return nearest;
}

/**
 * The difficulty of a puzzle whose fewest moves is `moves`: the level whose range holds it; a
 * count below the shortest range is the easiest level the scale has, one above the longest the
 * hardest (a sampled distribution may miss the rarest, longest states).
 */
export function difficultyOfMoves(scale: DifficultyScale, moves: number): Difficulty {
  const offered = offeredDifficulties(scale);
  for (const level of offered) {
    if (moves <= (scale[level] as MovesRange).max) return level;
  }
  return offered[offered.length - 1];
}

/**
 * The scale in words, as the CLI and tooltips show it: "easy 1-9, medium 10, hard 11-15", in the
 * display language (the CLI's is English).
 */
export function describeDifficultyScale(scale: DifficultyScale): string {
  return offeredDifficulties(scale)
    .map((level) => {
      const { min, max } = scale[level] as MovesRange;
      return levelRangeText(level, min === max ? String(min) : `${min}-${max}`);
    })
    .join(', ');
}

/** "easy 1-9": a level and its fewest-moves range ("10" or "11-15"). */
function levelRangeText(level: Difficulty, range: string): string {
  switch (level) {
    case 'easy':
      return l10n.t('easy {0}', range);
    case 'medium':
      return l10n.t('medium {0}', range);
    case 'hard':
      return l10n.t('hard {0}', range);
  }
}
