/**
 * The one form of every seconds flag of the command line (--timeout, --min-timeout). Its own small
 * module: the process's launcher reads --timeout before it loads the commands.
 */

import { usageError } from './cliError';

/** The longest time a flag such as --timeout or --min-timeout can give: a day, in seconds. */
export const MAX_FLAG_SECONDS = 86400;

/**
 * The one form every seconds flag (--timeout, --min-timeout) accepts: decimal digits with at most
 * three decimals after a point (5, 0.5, 0.001, 86400). Exponents (1e3), hexadecimal (0x10), a bare
 * point (.5, 5.), signs and spaces are refused, so a value means the same to every flag.
 */
const SECONDS_FORM = /^\d+(\.\d{1,3})?$/;

/**
 * Parses a number of seconds in [0, {@link MAX_FLAG_SECONDS}] given to `--name` in the form of
 * {@link SECONDS_FORM}, or throws one usage error naming the flag, the form and the range. What 0
 * means is the flag's: no time for --min-timeout, no limit for --timeout.
 */
export function secondsFlag(name: string, value: string): number {
  const seconds = Number(value);
  if (!SECONDS_FORM.test(value) || seconds > MAX_FLAG_SECONDS)
    throw usageError(`--${name} must be seconds from 0 to ${MAX_FLAG_SECONDS} in digits, at most 3 decimals (such as 5 or 0.5), got "${value}"`);
  return seconds;
}
