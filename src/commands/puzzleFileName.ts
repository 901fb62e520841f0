/**
 * File names for new puzzles: a puzzle's title made safe as a file name on every desktop system
 * ("Level 1: 5x5?" becomes "Level 1 5x5.lights"), and made unique among names already taken
 * ("Lights Out 5x5 2.lights"); and the file name a URI ends with. Pure.
 */

/** The last segment of a URI's path ("/a/b/Lights Out.lights" gives "Lights Out.lights"). */
export function uriBaseName(uri: { readonly path: string }): string {
  const trimmed = uri.path.replace(/\/+$/, '');
  return trimmed.slice(trimmed.lastIndexOf('/') + 1);
}

/** The extension of puzzle files. */
export const LIGHTS_EXTENSION = '.lights';

/** The base name used when a title has no character a file name can hold. */
export const FALLBACK_FILE_BASE = 'Lights Out';

/** The longest base name, in characters: well inside the 255 bytes most file systems allow, with room for " 99.lights". */
export const MAX_FILE_BASE_LENGTH = 120;

/** Characters that Windows forbids in file names (and `/`, which no system allows), and control characters. */
const FORBIDDEN = /[\p{Cc}<>:"/\\|?*]/gu;

/** Device names Windows reserves, whatever extension follows them. */
const RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/i;

/**
 * The base name (without extension) of a puzzle file for `title`: forbidden and control
 * characters become spaces, runs of spaces one space, a trailing ".lights" and leading or
 * trailing dots and spaces are dropped (Windows drops trailing ones itself, a leading dot hides a
 * file), the result is cut to {@link MAX_FILE_BASE_LENGTH} characters, and a Windows device name
 * gets " puzzle" added. {@link FALLBACK_FILE_BASE} when nothing is left.
 */
export function puzzleFileBase(title: string): string {
  const trim = (text: string): string => text.replace(/^[.\s]+|[.\s]+$/g, '');
  let base = title
    .replace(FORBIDDEN, ' ')
    .replace(/\s+/g, ' ')
    .replace(/[.\s]+$/, '');
  if (base.toLowerCase().endsWith(LIGHTS_EXTENSION)) base = base.slice(0, -LIGHTS_EXTENSION.length);
  base = trim(base);
  const characters = [...base];
  if (characters.length > MAX_FILE_BASE_LENGTH) base = trim(characters.slice(0, MAX_FILE_BASE_LENGTH).join(''));
  if (base === '') return FALLBACK_FILE_BASE;
  return RESERVED.test(base) ? `${base} puzzle` : base;
}

/** The `n`th candidate name for a base: "base.lights", then "base 2.lights", "base 3.lights", … */
export function candidateFileName(base: string, n: number): string {
  return n <= 1 ? `${base}${LIGHTS_EXTENSION}` : `${base} ${n}${LIGHTS_EXTENSION}`;
}

/**
 * The first candidate file name for `title` that is not in `taken`, compared without regard to
 * case (two names that differ only in case are one file on Windows and macOS).
 */
export function uniqueFileName(title: string, taken: Iterable<string>): string {
  const base = puzzleFileBase(title);
  const lowerTaken = new Set(Array.from(taken, (name) => name.toLowerCase()));
  for (let n = 1; ; n++) {
    const name = candidateFileName(base, n);
    if (!lowerTaken.has(name.toLowerCase())) return name;
  }
}
