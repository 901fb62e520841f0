/**
 * Round axis ticks by Heckbert's "nice numbers": Paul S. Heckbert, "Nice Numbers for Graph
 * Labels", Graphics Gems (1990), pp. 61-63 and 657-659 ("loose labeling"). Ticks are spaced 1, 2
 * or 5 times a power of ten apart, and the first and last tick enclose the data, so an axis from
 * 0 to 7350 reads 0, 2000, 4000, 6000, 8000. Pure.
 */

/** A nice number as mantissa (1, 2 or 5) times 10^exponent, kept apart so ticks come out exact. */
interface NiceNumber {
  readonly mantissa: 1 | 2 | 5;
  readonly exponent: number;
}

/**
 * Heckbert's nice number near `value` (> 0 and finite): 1, 2, 5 or 10 times a power of ten.
 * With `round`, the nearest such number (breaks at 1.5, 3 and 7); without, the smallest one that
 * is at least `value`. niceNumber(7350, false) is 10000, niceNumber(2500, true) is 2000.
 */
export function niceNumber(value: number, round: boolean): number {
  return valueOf(nice(value, round));
}

/** What {@link niceTicks} may be asked for besides the range. */
export interface NiceTickOptions {
  /** About how many ticks to place (Heckbert's `nticks`); at least 2. Default 5. */
  readonly count?: number;
  /** Only whole-number steps (for counts): a step below 1 becomes 1. Default false. */
  readonly integers?: boolean;
}

/**
 * The ticks of an axis that covers `min`..`max`, ascending: equally spaced by a nice number,
 * starting at or below `min` and ending at or above `max` (Heckbert's loose labeling). An empty
 * range (`min` = `max`) is widened to `min`..`min + 1`. Throws a RangeError for a range that is
 * not finite or runs backwards.
 *
 * niceTicks(0, 7350) is [0, 2000, 4000, 6000, 8000]; niceTicks(0, 126) is [0, 50, 100, 150].
 */
export function niceTicks(min: number, max: number, options: NiceTickOptions = {}): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max) || max < min) throw new RangeError(`no axis runs from ${min} to ${max}`);
  const count = Math.max(2, Math.round(options.count ?? 5));
  const top = max === min ? min + 1 : max;
  const range = niceNumber(top - min, false);
  let step = nice(range / (count - 1), true);
  if (options.integers === true && step.exponent < 0) step = { mantissa: 1, exponent: 0 };
  const stepValue = valueOf(step);
  const first = Math.floor(min / stepValue);
  const last = Math.ceil(top / stepValue);
  const ticks: number[] = [];
  for (let index = first; index <= last; index++) ticks.push(multiple(index, step));
  return ticks;
}

function nice(value: number, round: boolean): NiceNumber {
  if (!(value > 0) || !Number.isFinite(value)) throw new RangeError(`no nice number for ${value}`);
  let exponent = Math.floor(Math.log10(value));
  // log10 can land one off next to a power of ten; fix the exponent so 1 <= fraction < 10.
  if (valueOf({ mantissa: 1, exponent }) > value) exponent -= 1;
  else if (valueOf({ mantissa: 1, exponent: exponent + 1 }) <= value) exponent += 1;
  const fraction = value / valueOf({ mantissa: 1, exponent });
  const mantissa = round ? (fraction < 1.5 ? 1 : fraction < 3 ? 2 : fraction < 7 ? 5 : 10) : fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return mantissa === 10 ? { mantissa: 1, exponent: exponent + 1 } : { mantissa, exponent };
}

function valueOf(number: NiceNumber): number {
  return multiple(1, number);
}

/** index x the nice number, without the rounding error of multiplying by 10^-n (0.1 * 3 is not 0.3). */
function multiple(index: number, { mantissa, exponent }: NiceNumber): number {
  const whole = index * mantissa;
  return exponent >= 0 ? whole * 10 ** exponent : whole / 10 ** -exponent;
}
