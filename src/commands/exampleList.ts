/**
 * The list of bundled example puzzles that Open Example offers: one entry per `.lights` file of
 * the extension's examples/ folder, named by the file's title (else its name) and described by
 * its board (size, states, topology, neighbourhood). Pure: the command reads the files.
 */

import { parseLights } from '../core/format/formatRead';
import type { BoardShape } from '../core/puzzle';
import * as l10n from '../domain/l10n';
import { neighbourhoodPhrase, topologyLabel } from '../domain/vocabularyWords';
import { LIGHTS_EXTENSION } from './puzzleFileName';

/** One bundled example, as the Quick Pick shows it. */
export interface ExampleEntry {
  /** The file's name in examples/ ("torus-5x5.lights"). */
  readonly fileName: string;
  /** The puzzle's title, else the file's name without ".lights". */
  readonly label: string;
  /** The board in words ("5x5, 2 states, torus"), or why the file is not a puzzle. */
  readonly detail: string;
  /** The file's text, opened as the new document's contents. */
  readonly text: string;
}

/** Whether `fileName` names a puzzle file (ends with ".lights", in any case). */
export function isExampleFileName(fileName: string): boolean {
  return fileName.toLowerCase().endsWith(LIGHTS_EXTENSION) && fileName.length > LIGHTS_EXTENSION.length;
}

/** The entry of the example file `fileName` whose text is `text`. */
export function exampleEntry(fileName: string, text: string): ExampleEntry {
  const base = isExampleFileName(fileName) ? fileName.slice(0, -LIGHTS_EXTENSION.length) : fileName;
  const parsed = parseLights(text);
  if (!parsed.ok) return { fileName, label: base, detail: l10n.t('Not a valid puzzle: {0}', parsed.errors[0].message), text };
  const { document } = parsed;
  const title = document.title?.trim();
  return { fileName, label: title !== undefined && title !== '' ? title : base, detail: boardWords(document.puzzle), text };
}

/** The entries of `files` ([name, text] pairs), keeping only `.lights` files, ordered by label (numbers in order: "4x4" before "10x10"). */
export function exampleEntries(files: readonly (readonly [fileName: string, text: string])[]): ExampleEntry[] {
  return files
    .filter(([fileName]) => isExampleFileName(fileName))
    .map(([fileName, text]) => exampleEntry(fileName, text))
    .sort((a, b) => a.label.localeCompare(b.label, 'en', { numeric: true, sensitivity: 'base' }) || a.fileName.localeCompare(b.fileName, 'en'));
}

/** A board's shape in words: "6x6, 2 states, plain, knight neighbourhood, with holes, with a target picture". */
export function boardWords(shape: BoardShape): string {
  const parts = [`${shape.rows}x${shape.columns}`, l10n.t('{0} states', shape.states), topologyLabel(shape.topology)];
  const { neighbourhood } = shape;
  if (typeof neighbourhood === 'string') {
    if (neighbourhood !== 'cross') parts.push(neighbourhoodPhrase(neighbourhood));
  } else if (neighbourhood !== undefined) {
    parts.push(l10n.t('custom neighbourhood of {0} cells', neighbourhood.length));
  }
  if (shape.holes?.includes(1)) parts.push(l10n.t('with holes'));
  if (shape.target) parts.push(l10n.t('with a target picture'));
  return parts.join(', ');
}
