/**
 * The report's numbers written for the display language (Intl.NumberFormat with the webview's
 * navigator.language): counts of 10,000 and more grouped by thousands the way the language
 * groups them (33,554,432 in English, 33.554.432 in German), smaller ones not (7350), shares
 * as percentages, decimals and durations. Pure: the language is a parameter.
 */

/** Formatting of the report's numbers in one language. */
export interface ReportNumberFormat {
  /** The BCP 47 language tag in use (the one asked for, or "en" when that one is not valid). */
  readonly locale: string;
  /** A count, also a decimal string or bigint of any size: "7350", "33,554,432". */
  count(value: number | bigint | string): string;
  /** `part / whole` as a percentage with 3 significant digits: "25%", "11.7%", "0.0000119%". */
  share(part: bigint, whole: bigint): string;
  /** `value` with exactly `digits` decimals: "9.90". */
  decimal(value: number, digits: number): string;
  /** A duration: "212 ms" under a second, "1.5 s" from there. */
  duration(elapsedMs: number): string;
}

/** Counts from here up are grouped by thousands; shorter ones read well without. */
const GROUPING_FROM = 10_000;

/** The formats of `locale` (navigator.language in the webview); an invalid tag falls back to "en". */
export function reportNumberFormat(locale: string): ReportNumberFormat {
  const tag = supportedLocale(locale);
  const grouped = new Intl.NumberFormat(tag, { useGrouping: true, maximumFractionDigits: 0 });
  const ungrouped = new Intl.NumberFormat(tag, { useGrouping: false, maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumSignificantDigits: 3 });
  const milliseconds = new Intl.NumberFormat(tag, { style: 'unit', unit: 'millisecond', unitDisplay: 'short', maximumFractionDigits: 0 });
  const seconds = new Intl.NumberFormat(tag, { style: 'unit', unit: 'second', unitDisplay: 'short', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return {
    locale: tag,
    count(value) {
      const exact = typeof value === 'string' ? BigInt(value) : value;
      return (exact >= GROUPING_FROM ? grouped : ungrouped).format(exact);
    },
    share(part, whole) {
      // Number() of each count loses at most one part in 2^53, far below the 3 digits shown.
      return percent.format(whole === 0n ? 0 : Number(part) / Number(whole));
    },
    decimal(value, digits) {
      return new Intl.NumberFormat(tag, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: Math.abs(value) >= GROUPING_FROM }).format(
        value,
      );
    },
    duration(elapsedMs) {
      return elapsedMs < 1000 ? milliseconds.format(Math.round(elapsedMs)) : seconds.format(elapsedMs / 1000);
    },
  };
}

function supportedLocale(locale: string): string {
  try {
    return Intl.NumberFormat.supportedLocalesOf([locale]).length > 0 ? locale : 'en';
  } catch {
    // A malformed tag throws a RangeError.
    return 'en';
  }
}
