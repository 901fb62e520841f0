/**
 * The words of the domain vocabulary as people read them, in the display language: the labels
 * and descriptions of the topologies, the difficulties and the named neighbourhoods, for
 * settings, pickers, hovers, tooltips and messages. The names they are for ('plain', 'moore',
 * 'easy') are the format's identifiers, never translated. Each word is looked up when it is asked
 * for, never kept in a module-level constant; the command-line tool sets no bundle and reads
 * English. Pure.
 */

import * as l10n from './l10n';
import { DIFFICULTIES, type Difficulty } from './difficultyScale';
import { NEIGHBOURHOOD_NAMES, TOPOLOGIES, type NeighbourhoodName, type Topology } from './topology';

/** A frozen record of `describe(name)` for each of `names`, in order, each entry looked up when it is read. */
function describedWhenRead<Name extends string>(names: readonly Name[], describe: (name: Name) => string): Readonly<Record<Name, string>> {
  const record = {} as Record<Name, string>;
  for (const name of names) Object.defineProperty(record, name, { get: () => describe(name), enumerable: true });
  return Object.freeze(record);
}

/** A topology's name as people read it, in the display language ("plain", "torus", "hex" in English). */
export function topologyLabel(topology: Topology): string {
  switch (topology) {
    case 'plain':
      return l10n.t('plain');
    case 'torus':
      return l10n.t('torus');
    case 'hex':
      return l10n.t('hex');
  }
}

/** What a topology means, in words for people (settings, pickers, tooltips), in the display language. */
export function topologyDescription(topology: Topology): string {
  switch (topology) {
    case 'plain':
      return l10n.t('square cells; a press changes the cell and the cells above, below, left and right of it');
    case 'torus':
      return l10n.t('square cells whose edges wrap around: the top row neighbours the bottom row, the left column the right column');
    case 'hex':
      return l10n.t('hexagonal cells (odd rows shifted half a cell right); a press changes the cell and its six neighbours');
  }
}

/**
 * What each topology means ({@link topologyDescription}): each entry is looked up in the display
 * language when it is read, so read it when the words are shown, not into a module-level constant.
 */
export const TOPOLOGY_DESCRIPTIONS: Readonly<Record<Topology, string>> = describedWhenRead(TOPOLOGIES, topologyDescription);

/** A difficulty's name as people read it, in the display language ("easy", "medium", "hard" in English). */
export function difficultyLabel(difficulty: Difficulty): string {
  switch (difficulty) {
    case 'easy':
      return l10n.t('easy');
    case 'medium':
      return l10n.t('medium');
    case 'hard':
      return l10n.t('hard');
  }
}

/** What a difficulty means, in words for people, in the display language. */
export function difficultyDescription(difficulty: Difficulty): string {
  switch (difficulty) {
    case 'easy':
      return l10n.t('among the third of this board’s puzzles that need the fewest moves');
    case 'medium':
      return l10n.t('among the middle third of this board’s puzzles by fewest moves');
    case 'hard':
      return l10n.t('among the third of this board’s puzzles that need the most moves');
  }
}

/** What each difficulty means ({@link difficultyDescription}), looked up in the display language when an entry is read. */
export const DIFFICULTY_DESCRIPTIONS: Readonly<Record<Difficulty, string>> = describedWhenRead(DIFFICULTIES, difficultyDescription);

/** A named neighbourhood as people read it, in the display language ("cross", "x", "moore", "knight" in English). */
export function neighbourhoodLabel(name: NeighbourhoodName): string {
  switch (name) {
    case 'cross':
      return l10n.t('cross');
    case 'x':
      return l10n.t('x');
    case 'moore':
      return l10n.t('moore');
    case 'knight':
      return l10n.t('knight');
  }
}

/**
 * A named neighbourhood other than the classic cross as a phrase for a list of a board's facts
 * ("knight neighbourhood"), in the display language.
 */
export function neighbourhoodPhrase(name: Exclude<NeighbourhoodName, 'cross'>): string {
  switch (name) {
    case 'x':
      return l10n.t('x neighbourhood');
    case 'moore':
      return l10n.t('moore neighbourhood');
    case 'knight':
      return l10n.t('knight neighbourhood');
  }
}

/** What a named neighbourhood means, in words for people, in the display language. */
export function neighbourhoodDescription(name: NeighbourhoodName): string {
  switch (name) {
    case 'cross':
      return l10n.t('the cell and the cells above, below, left and right of it');
    case 'x':
      return l10n.t('the cell and its four diagonal neighbours');
    case 'moore':
      return l10n.t('the cell and all eight cells around it');
    case 'knight':
      return l10n.t('the cell and the eight cells a chess knight reaches from it');
  }
}

/** What each named neighbourhood means ({@link neighbourhoodDescription}), looked up in the display language when an entry is read. */
export const NEIGHBOURHOOD_DESCRIPTIONS: Readonly<Record<NeighbourhoodName, string>> = describedWhenRead(NEIGHBOURHOOD_NAMES, neighbourhoodDescription);
