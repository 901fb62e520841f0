/**
 * Decoding a text file's bytes (a `.lights` file, a settings.toml) as UTF-8, with a clear message
 * for the usual wrong encoding: UTF-16, which Windows tools write (Notepad's "Unicode",
 * PowerShell 5's `>`), and which would otherwise surface as a puzzling TOML error. Pure: the
 * readers (the command line, the Import settings command) bring the bytes.
 */

import * as l10n from '../../domain/l10n';

/** Where and why a file's bytes are not UTF-8 text; line and column are 0-based, like FormatDiagnostic's. */
export interface TextEncodingProblem {
  readonly message: string;
  readonly line: number;
  readonly column: number;
}

/** The file's text, or why it is not UTF-8 text. */
export type DecodedText = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly problem: TextEncodingProblem };

/**
 * Decodes `bytes` as UTF-8. A UTF-16 byte order mark (FF FE or FE FF) or a NUL byte anywhere is
 * refused with a message saying the file must be UTF-8, at 0:0 for the mark and at the NUL
 * otherwise (its line, and its column in UTF-16 code units of the text before it). A UTF-8 byte
 * order mark is kept for the parsers (smol-toml and parseLights accept it); other invalid
 * sequences become U+FFFD.
 */
export function decodeTextFile(bytes: Uint8Array): DecodedText {
  if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))) {
    const message =
      bytes[0] === 0xff
        ? l10n.t('the file is UTF-16 (little-endian, byte order mark FF FE); it must be UTF-8: save it again with the UTF-8 encoding')
        : l10n.t('the file is UTF-16 (big-endian, byte order mark FE FF); it must be UTF-8: save it again with the UTF-8 encoding');
    return { ok: false, problem: { message, line: 0, column: 0 } };
  }
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  const nul = bytes.indexOf(0);
  if (nul >= 0) {
    const before = decoder.decode(bytes.subarray(0, nul));
    // Like the format's positions, a UTF-8 byte order mark does not count as a column.
    const lineStart = before.lastIndexOf('\n') + 1 || (before.charCodeAt(0) === 0xfeff ? 1 : 0);
    let line = 0;
    for (let index = before.indexOf('\n'); index >= 0; index = before.indexOf('\n', index + 1)) line++;
    return {
      ok: false,
      problem: {
        message: l10n.t('the file holds a NUL byte, as UTF-16 text does; it must be UTF-8: save it again with the UTF-8 encoding'),
        line,
        column: before.length - lineStart,
      },
    };
  }
  return { ok: true, text: decoder.decode(bytes) };
}
