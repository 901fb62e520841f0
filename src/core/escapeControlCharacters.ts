/**
 * Making text from files and users safe to show on a terminal or in a log: control characters
 * become visible escapes, so a title or a file name cannot move the cursor, recolour the
 * terminal, rewrite a line or start an escape sequence. Pure.
 */

// C0 (U+0000-U+001F), DEL (U+007F) and C1 (U+0080-U+009F, where U+009B alone starts a CSI sequence).
// eslint-disable-next-line no-control-regex -- finding control characters is this module's job
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;
// The same without tab and line feed, which lay out multi-line output.
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_CHARACTERS_BUT_LAYOUT = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * The text with every C0 control character, DEL and C1 control character written as `\u00XX`
 * (ESC as `\u001b`), everything else unchanged. `\u00XX` is also how JSON and TOML strings
 * escape a character, so escaping a JSON or TOML text, where such characters can only stand
 * inside strings, keeps it valid and meaning the same. With `keepLayout`, tab and line feed are
 * kept, for multi-line output whose lines are ours (a report, a grid); without it the text
 * stays on one line, for a single field such as a title or a file name.
 */
export function escapeControlCharacters(text: string, options: { keepLayout?: boolean } = {}): string {
  return text.replace(options.keepLayout ? CONTROL_CHARACTERS_BUT_LAYOUT : CONTROL_CHARACTERS, escapeOne);
}

function escapeOne(character: string): string {
  return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
}
