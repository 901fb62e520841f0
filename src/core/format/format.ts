/**
 * The `.lights` file format: a small TOML document describing one puzzle (see
 * docs/lights-format.md for the full specification). {@link parseLights} reads a file into a
 * {@link LightsDocument} and reports every problem it finds with a precise position;
 * {@link printLights} writes the canonical text of a document. This module is the format's
 * public face; the work is split by step: the model (formatDocument.ts), reading (formatRead.ts,
 * formatNesting.ts, formatGrid.ts, formatNeighbourhood.ts), validating (formatValidate.ts),
 * writing (formatWrite.ts), locating (formatLocate.ts, formatLayout.ts), and minimal edits of an
 * existing text (formatEdits.ts). Versions 1 and 2 are read; version 2 adds holes, a
 * neighbourhood and a target. Pure: no I/O, no vscode.
 */

export {
  DIFFICULTIES,
  FORMAT_VERSION,
  type Difficulty,
  type FailedLights,
  type FormatDiagnostic,
  type GridRowLocation,
  type LightsDocument,
  type LightsLayout,
  type ParsedLights,
  type ParseResult,
} from './formatDocument';
export { parseLights } from './formatRead';
export { printLights } from './formatWrite';
export { formatDiagnostic } from './formatLocate';
