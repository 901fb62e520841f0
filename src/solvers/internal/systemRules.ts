/**
 * Which boards leave the structured paths of the classic rules (polynomial parts, the binary plain fast
 * path, the plain and torus reductions): a board with a hole or a neighbourhood other than the
 * cross goes to the general chase over its own rules ({@link buildRulesChasePlan}). Also the cache key of
 * such rules. Pure.
 */

import type { BoardShape } from '../../core/puzzle';
import { isSymmetricNeighbourhood, negatedOffsets, neighbourhoodKey, type CellRules } from '../../domain/topology';

/** The shape fields the press rules depend on. */
export type RulesShape = Pick<BoardShape, 'rows' | 'columns' | 'topology' | 'neighbourhood' | 'holes'>;

/**
 * The board's rules when it needs the general chase, else null (a classic board: the cross, named,
 * absent or listed, and no hole). Hex boards keep their six neighbours; holes are null when there
 * are none.
 */
export function generalRules(shape: RulesShape): CellRules | null {
  const holes = shape.holes && shape.holes.includes(1) ? shape.holes : null;
  const neighbourhood = shape.topology === 'hex' || neighbourhoodKey(shape.neighbourhood) === 'cross' ? undefined : shape.neighbourhood;
  if (!holes && neighbourhood === undefined) return null;
  return { rows: shape.rows, columns: shape.columns, topology: shape.topology, neighbourhood, holes };
}

/** True when the rules' press matrix is symmetric (a changes b exactly when b changes a). */
export function symmetricRules(rules: CellRules): boolean {
  return rules.topology === 'hex' || isSymmetricNeighbourhood(rules.neighbourhood);
}

/** The rules of the transposed press matrix: the neighbourhood negated, the same holes. */
export function transposedRules(rules: CellRules): CellRules {
  return { ...rules, neighbourhood: negatedOffsets(rules.neighbourhood) };
}

/**
 * A cache key of the rules: the neighbourhood's canonical text and the holes' count and hash
 * (FNV-1a over the hole positions). Equal keys may still differ in holes: compare with {@link sameHoles}.
 */
export function rulesKey(rules: CellRules): string {
  const { holes } = rules;
  let hash = 0x811c9dc5;
  let count = 0;
  if (holes) {
    for (let index = 0; index < holes.length; index++) {
      if (holes[index] === 0) continue;
      count++;
      hash = Math.imul(hash ^ index, 0x01000193) >>> 0;
    }
  }
  return `${neighbourhoodKey(rules.neighbourhood)}:${count}:${hash.toString(16)}`;
}

/** True when the two hole arrays mark the same cells (null and all zeros alike). */
export function sameHoles(a: Uint8Array | null | undefined, b: Uint8Array | null | undefined): boolean {
  if (!a || !b) return (!a || !a.includes(1)) && (!b || !b.includes(1));
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) if ((a[index] !== 0) !== (b[index] !== 0)) return false;
  return true;
}
