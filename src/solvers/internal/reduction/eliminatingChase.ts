/**
 * The symbolic light chase with online elimination, over Z_q (q = p^e), for boards whose chase
 * frees thousands of presses (holes: about one free press per hole). The plain symbolic chase
 * ({@link chaseSymbolically}) carries every press as a vector over all m free presses and leaves an m x m
 * reduced system: cubic in m. Here a reduced equation is used the moment it completes: when its
 * vector has a unit coefficient (mod p), that free press is solved for (f_c = s . f + s_0) and
 * substituted into every live vector, and its column is recycled. The vectors then only span the
 * free presses still active, about a line of the board, so the chase costs O(N x width) and the
 * equations left over (those with no unit coefficient) form a small square system in the free
 * presses never solved for ({@link eliminatingReduction} turns that into a BoardReduction).
 *
 * Every vector carries a constant: the press's value when the active free presses are 0, for the
 * right-hand side b of the run (0 for the homogeneous run). Vectors are bytes mod q, or bit-packed
 * words for q = 2. Pure.
 */

import type { ChasePlan } from './chasePlan';
import { inverseMod } from '../arithmetic/modular';

/** What one run of the eliminating chase leaves. */
export interface EliminationRun {
  /** Per elimination i: the free press solved for (index into plan.freeCells). */
  readonly pivotFree: Int32Array;
  /** Per elimination i: its terms are [termStart[i], termStart[i + 1]) of termFree / termCoefficient. */
  readonly termStart: Int32Array;
  readonly termFree: Int32Array;
  readonly termCoefficient: Uint8Array;
  /** Per elimination i: the constant s_0 (f = s . f' + s_0). */
  readonly pivotConstant: Uint8Array;
  /** The free presses never solved for (indices into plan.freeCells), in column order: the reduced system's unknowns. */
  readonly remaining: Int32Array;
  /** The left-over equations over `remaining`: remaining.length rows, row-major, entries 0..q-1. */
  readonly matrix: Uint8Array;
  /** Their right-hand sides: b_e minus the equation's constant, mod q. */
  readonly rightHandSide: Int32Array;
  /** For {@link replayConstants}: the slot of every event's vector. */
  readonly eventSlot: Int32Array;
  /** Per reduced-equation event in order: its elimination's index, or -1 - its left-over row. */
  readonly reducedOutcome: Int32Array;
  /** Per elimination: -1 / R_pivot mod q. */
  readonly scale: Int32Array;
  /** Per elimination i: the vectors it substituted into are [logStart[i], logStart[i + 1]) of logSlot, with their pivot coefficients. */
  readonly logStart: Int32Array;
  readonly logSlot: Int32Array;
  readonly logCoefficient: Uint8Array;
  /** The slots the run used. */
  readonly slotCount: number;
}

/** Runs the chase over Z_q with the right-hand side b (null: 0 everywhere; values >= 0). */
export function eliminatingChase(plan: ChasePlan, q: number, p: number, rightHandSide: ArrayLike<number> | null): EliminationRun {
  return new EliminatingChase(plan, q, p, rightHandSide).run();
}

class EliminatingChase {
  private readonly binary: boolean;
  /** Columns each vector may use, and its stride in the pool (bytes, or 32-bit words for q = 2). */
  private columns = 64;
  private stride: number;
  private pool: Uint8Array | Int32Array;
  private constant: Uint8Array;
  private slotCount = 0;
  private readonly freeSlots = new IntList();
  /** Live slots (press vectors still read, and left-over equations), with each slot's place in the list. */
  private live = new Int32Array(1024);
  private liveCount = 0;
  private livePlace = new Int32Array(1024);
  /** The free press held by each column (-1: unused), and the unused columns. */
  private columnFree = new Int32Array(64).fill(-1);
  private readonly freeColumns: number[] = [];
  private usedColumns = 0;
  private readonly pivotFree = new IntList();
  private readonly termStart = new IntList();
  private readonly termFree = new IntList();
  private termCoefficients = new Uint8Array(4096);
  private readonly pivotConstants = new IntList();
  private readonly leftOver = new IntList();
  private readonly leftOverEquation = new IntList();
  private readonly eventSlot = new IntList();
  private readonly reducedOutcome = new IntList();
  private readonly scales = new IntList();
  private readonly logStart = new IntList();
  private readonly logSlot = new IntList();
  private logCoefficient = new Uint8Array(4096);
  private readonly inverse: Uint8Array;
  /** (x mod q) for 0 <= x < modTable.length. */
  private readonly modTable: Uint8Array;
  private accumulator: Int32Array;
  private scratchColumns = new Int32Array(0);
  private scratchValues = new Int32Array(0);
  /** The most presses in one equation. */
  private readonly largest: number;
  /**
   * For q > 2 when an equation's sum fits a byte lane: per half word of two byte lanes, the lanes
   * reduced mod q and negated mod q; else null (one byte at a time).
   */
  private readonly packedTables: { reduce: Uint16Array; negate: Uint16Array } | null;

  constructor(
    private readonly plan: ChasePlan,
    private readonly q: number,
    private readonly p: number,
    private readonly b: ArrayLike<number> | null,
  ) {
    this.binary = q === 2;
    this.stride = this.binary ? this.columns >>> 5 : this.columns;
    this.pool = this.binary ? new Int32Array(64 * this.stride) : new Uint8Array(64 * this.stride);
    this.constant = new Uint8Array(64);
    this.inverse = Uint8Array.from({ length: q }, (_, x) => (x % p === 0 ? 0 : inverseMod(x, q)));
    let largest = 1;
    const { offsets } = plan.table;
    for (let e = 0; e + 1 < offsets.length; e++) largest = Math.max(largest, offsets[e + 1] - offsets[e]);
    this.largest = largest;
    this.modTable = Uint8Array.from({ length: (largest + 2) * q }, (_, x) => x % q);
    this.accumulator = new Int32Array(this.columns);
    this.packedTables = q > 2 && largest * (q - 1) < 256 ? packedTablesOf(q) : null;
    for (let column = 63; column >= 0; column--) this.freeColumns.push(column);
  }

  run(): EliminationRun {
    const { plan, q } = this;
    const { offsets, cells } = plan.table;
    const readers = plan.pressTable.offsets;
    const cellCount = plan.cellCount;
    const slotOf = new Int32Array(cellCount);
    const readersLeft = new Int32Array(cellCount);
    for (let cell = 0; cell < cellCount; cell++) readersLeft[cell] = readers[cell + 1] - readers[cell];
    const sources = new Int32Array(this.largest);
    let freeIndex = 0;
    this.termStart.push(0);
    this.logStart.push(0);
    const { variable, equation } = plan;
    for (let event = 0; event < variable.length; event++) {
      const v = variable[event];
      const e = equation[event];
      if (e < 0) {
        const slot = this.allocate();
        const column = this.takeColumn(freeIndex++);
        this.setUnit(slot, column);
        this.eventSlot.push(slot);
        slotOf[v] = slot;
        if (readersLeft[v] === 0) this.release(slot);
        continue;
      }
      let count = 0;
      for (let j = offsets[e]; j < offsets[e + 1]; j++) {
        const u = cells[j];
        if (u === v) {
          readersLeft[u]--;
          continue;
        }
        sources[count++] = slotOf[u];
      }
      const slot = this.allocate();
      this.eventSlot.push(slot);
      const target = this.b ? this.b[e] % q : 0;
      this.combine(slot, sources, count, target, v >= 0);
      for (let j = offsets[e]; j < offsets[e + 1]; j++) {
        const u = cells[j];
        if (u !== v && --readersLeft[u] === 0) this.release(slotOf[u]);
      }
      if (v >= 0) {
        slotOf[v] = slot;
        if (readersLeft[v] === 0) this.release(slot);
      } else {
        this.eliminate(slot, e);
      }
    }
    return this.result();
  }

  private allocate(): number {
    let slot: number;
    if (this.freeSlots.length > 0) slot = this.freeSlots.values[--this.freeSlots.length];
    else {
      slot = this.slotCount++;
      if (this.slotCount * this.stride > this.pool.length || this.slotCount > this.constant.length) this.growSlots();
    }
    const base = slot * this.stride;
    this.pool.fill(0, base, base + this.stride);
    this.constant[slot] = 0;
    if (this.liveCount === this.live.length) {
      const grown = new Int32Array(2 * this.live.length);
      grown.set(this.live);
      this.live = grown;
    }
    if (slot >= this.livePlace.length) {
      const grown = new Int32Array(Math.max(2 * this.livePlace.length, slot + 1));
      grown.set(this.livePlace);
      this.livePlace = grown;
    }
    this.livePlace[slot] = this.liveCount;
    this.live[this.liveCount++] = slot;
    return slot;
  }

  private release(slot: number): void {
    const place = this.livePlace[slot];
    const last = this.live[--this.liveCount];
    this.live[place] = last;
    this.livePlace[last] = place;
    this.freeSlots.push(slot);
  }

  private growSlots(): void {
    const slots = Math.max(2 * this.constant.length, this.slotCount);
    const pool = this.binary ? new Int32Array(slots * this.stride) : new Uint8Array(slots * this.stride);
    pool.set(this.pool);
    this.pool = pool;
    const constant = new Uint8Array(slots);
    constant.set(this.constant);
    this.constant = constant;
  }

  /** A column for free press `free`, widening every vector when none is unused. */
  private takeColumn(free: number): number {
    if (this.freeColumns.length === 0) this.widen();
    const column = this.freeColumns.pop() as number;
    this.columnFree[column] = free;
    if (column + 1 > this.usedColumns) this.usedColumns = column + 1;
    return column;
  }

  private widen(): void {
    const columns = 2 * this.columns;
    const stride = this.binary ? columns >>> 5 : columns;
    const slots = this.constant.length;
    const pool = this.binary ? new Int32Array(slots * stride) : new Uint8Array(slots * stride);
    for (let slot = 0; slot < this.slotCount; slot++) pool.set(this.pool.subarray(slot * this.stride, (slot + 1) * this.stride), slot * stride);
    this.pool = pool;
    const columnFree = new Int32Array(columns).fill(-1);
    columnFree.set(this.columnFree);
    this.columnFree = columnFree;
    for (let column = columns - 1; column >= this.columns; column--) this.freeColumns.push(column);
    this.columns = columns;
    this.stride = stride;
    this.accumulator = new Int32Array(columns);
  }

  private setUnit(slot: number, column: number): void {
    if (this.binary) (this.pool as Int32Array)[slot * this.stride + (column >>> 5)] = 1 << (column & 31);
    else this.pool[slot * this.stride + column] = 1;
  }

  /** Writes into `dest` the press target - sum of the sources (`isPress`), or an equation's vector: the sum, with constant sum - target. */
  private combine(dest: number, sources: Int32Array, count: number, target: number, isPress: boolean): void {
    const { q, constant } = this;
    let constantSum = 0;
    for (let s = 0; s < count; s++) constantSum += constant[sources[s]];
    if (this.binary) {
      const pool = this.pool as Int32Array;
      const stride = this.stride;
      const words = (this.usedColumns + 31) >>> 5;
      const d = dest * stride;
      for (let s = 0; s < count; s++) {
        const a = sources[s] * stride;
        for (let w = 0; w < words; w++) pool[d + w] ^= pool[a + w];
      }
      constant[dest] = (constantSum + target) & 1;
      return;
    }
    if (this.packedTables) {
      this.combinePacked(dest, sources, count, isPress, this.packedTables);
      constant[dest] = isPress ? (((target - constantSum) % q) + q) % q : (((constantSum - target) % q) + q) % q;
      return;
    }
    const pool = this.pool as Uint8Array;
    const stride = this.stride;
    const width = this.usedColumns;
    const accumulator = this.accumulator;
    accumulator.fill(0, 0, width);
    for (let s = 0; s < count; s++) {
      const a = sources[s] * stride;
      for (let j = 0; j < width; j++) accumulator[j] += pool[a + j];
    }
    const d = dest * stride;
    const modTable = this.modTable;
    // A press is target - sum (its own coefficient 1); an equation's vector is the sum, its constant the sum minus the target.
    if (isPress) {
      const shift = q * (count + 1);
      for (let j = 0; j < width; j++) pool[d + j] = modTable[shift - accumulator[j]];
      constant[dest] = (((target - constantSum) % q) + q) % q;
    } else {
      for (let j = 0; j < width; j++) pool[d + j] = modTable[accumulator[j]];
      constant[dest] = (((constantSum - target) % q) + q) % q;
    }
  }

  /**
   * The same four byte lanes at a time: lane sums stay below 256 (see {@link packedTables}), so
   * 32-bit additions never carry between lanes; each half word is then reduced (or negated) mod q
   * by one table look-up.
   */
  private combinePacked(dest: number, sources: Int32Array, count: number, isPress: boolean, tables: { reduce: Uint16Array; negate: Uint16Array }): void {
    if (count === 0) return;
    const words = new Int32Array(this.pool.buffer);
    const quarter = this.stride >>> 2;
    const width = (this.usedColumns + 3) >>> 2;
    const d = dest * quarter;
    const first = sources[0] * quarter;
    for (let w = 0; w < width; w++) words[d + w] = words[first + w];
    for (let s = 1; s < count; s++) {
      const a = sources[s] * quarter;
      for (let w = 0; w < width; w++) words[d + w] = (words[d + w] + words[a + w]) | 0;
    }
    const table = isPress ? tables.negate : tables.reduce;
    for (let w = 0; w < width; w++) {
      const sum = words[d + w];
      words[d + w] = table[sum & 0xffff] | (table[sum >>> 16] << 16);
    }
  }

  /**
   * Equation vector in `slot` (R . f + R_0 = 0): solves for a unit column and substitutes it into
   * every live vector, or keeps the equation live as a left-over one.
   */
  private eliminate(slot: number, e: number): void {
    const { q, p, binary, stride } = this;
    const base = slot * stride;
    const found = this.nonzeroColumns(base);
    const columns = this.scratchColumns;
    const values = this.scratchValues;
    let pivotIndex = -1;
    for (let i = 0; i < found && pivotIndex < 0; i++) if (values[i] % p !== 0) pivotIndex = i;
    if (pivotIndex < 0) {
      this.reducedOutcome.push(-1 - this.leftOver.length);
      this.leftOver.push(slot);
      this.leftOverEquation.push(e);
      return;
    }
    const pivot = columns[pivotIndex];
    // f_pivot = s . f + s_0 with s_j = -R_j / R_pivot, s_0 = -R_0 / R_pivot.
    const scale = binary ? 1 : (q - this.inverse[values[pivotIndex]]) % q;
    this.reducedOutcome.push(this.pivotFree.length);
    this.scales.push(scale);
    this.pivotFree.push(this.columnFree[pivot]);
    const pivotConstant = (this.constant[slot] * scale) % q;
    this.pivotConstants.push(pivotConstant);
    let termCount = 0;
    for (let i = 0; i < found; i++) {
      if (i === pivotIndex) continue;
      const coefficient = (values[i] * scale) % q;
      columns[termCount] = columns[i];
      values[termCount++] = coefficient;
      this.pushTerm(this.columnFree[columns[i]], coefficient);
    }
    this.termStart.push(this.termFree.length);
    // Substitute into every live vector with a coefficient at the pivot column (the equation itself is dropped).
    this.release(slot);
    const live = this.live;
    const constant = this.constant;
    if (binary) {
      const pool = this.pool as Int32Array;
      const word = pivot >>> 5;
      const bit = 1 << (pivot & 31);
      const words = (this.usedColumns + 31) >>> 5;
      for (let index = 0; index < this.liveCount; index++) {
        const target = live[index];
        const t = target * stride;
        if ((pool[t + word] & bit) === 0) continue;
        this.log(target, 1);
        // Over GF(2) s = R without the pivot: XOR the equation in, which also clears the pivot bit.
        for (let w = 0; w < words; w++) pool[t + w] ^= pool[base + w];
        constant[target] ^= pivotConstant;
      }
    } else {
      const pool = this.pool as Uint8Array;
      for (let index = 0; index < this.liveCount; index++) {
        const target = live[index];
        const t = target * stride;
        const coefficient = pool[t + pivot];
        if (coefficient === 0) continue;
        this.log(target, coefficient);
        pool[t + pivot] = 0;
        for (let i = 0; i < termCount; i++) pool[t + columns[i]] = (pool[t + columns[i]] + coefficient * values[i]) % q;
        constant[target] = (constant[target] + coefficient * pivotConstant) % q;
      }
    }
    this.logStart.push(this.logSlot.length);
    this.columnFree[pivot] = -1;
    this.freeColumns.push(pivot);
  }

  /** Collects the vector's non-zero columns (in order) and their values into the scratch arrays; returns how many. */
  private nonzeroColumns(base: number): number {
    if (this.scratchColumns.length < this.columns) {
      this.scratchColumns = new Int32Array(this.columns);
      this.scratchValues = new Int32Array(this.columns);
    }
    const columns = this.scratchColumns;
    const values = this.scratchValues;
    let found = 0;
    if (this.binary) {
      const pool = this.pool as Int32Array;
      const words = (this.usedColumns + 31) >>> 5;
      for (let w = 0; w < words; w++) {
        let bits = pool[base + w];
        while (bits !== 0) {
          const low = bits & -bits;
          columns[found] = (w << 5) + 31 - Math.clz32(low);
          values[found++] = 1;
          bits ^= low;
        }
      }
      return found;
    }
    const pool = this.pool as Uint8Array;
    const words = new Int32Array(pool.buffer);
    const quarter = base >>> 2;
    const width = (this.usedColumns + 3) >>> 2;
    for (let w = 0; w < width; w++) {
      if (words[quarter + w] === 0) continue;
      for (let column = 4 * w; column < 4 * w + 4; column++) {
        const value = pool[base + column];
        if (value === 0) continue;
        columns[found] = column;
        values[found++] = value;
      }
    }
    return found;
  }

  private log(slot: number, coefficient: number): void {
    const index = this.logSlot.length;
    this.logSlot.push(slot);
    if (index >= this.logCoefficient.length) {
      const grown = new Uint8Array(2 * this.logCoefficient.length);
      grown.set(this.logCoefficient);
      this.logCoefficient = grown;
    }
    this.logCoefficient[index] = coefficient;
  }

  private pushTerm(free: number, coefficient: number): void {
    const index = this.termFree.length;
    this.termFree.push(free);
    if (index >= this.termCoefficients.length) {
      const grown = new Uint8Array(2 * this.termCoefficients.length);
      grown.set(this.termCoefficients);
      this.termCoefficients = grown;
    }
    this.termCoefficients[index] = coefficient;
  }

  private result(): EliminationRun {
    const { q, binary, stride } = this;
    const remainingColumns: number[] = [];
    for (let column = 0; column < this.usedColumns; column++) if (this.columnFree[column] >= 0) remainingColumns.push(column);
    const size = remainingColumns.length;
    if (size !== this.leftOver.length) throw new Error(`internal solver: the eliminating chase left ${this.leftOver.length} equations in ${size} free presses`);
    const matrix = new Uint8Array(size * size);
    const rightHandSide = new Int32Array(size);
    for (let row = 0; row < size; row++) {
      const slot = this.leftOver.values[row];
      const base = slot * stride;
      remainingColumns.forEach((column, j) => {
        matrix[row * size + j] = binary ? ((this.pool as Int32Array)[base + (column >>> 5)] >>> (column & 31)) & 1 : this.pool[base + column];
      });
      // R . f + R_0 = 0, so R . f = -R_0.
      rightHandSide[row] = (q - this.constant[slot]) % q;
    }
    return {
      pivotFree: this.pivotFree.toArray(),
      termStart: this.termStart.toArray(),
      termFree: this.termFree.toArray(),
      termCoefficient: this.termCoefficients.slice(0, this.termFree.length),
      pivotConstant: Uint8Array.from(this.pivotConstants.toArray()),
      remaining: Int32Array.from(remainingColumns, (column) => this.columnFree[column]),
      matrix,
      rightHandSide,
      eventSlot: this.eventSlot.toArray(),
      reducedOutcome: this.reducedOutcome.toArray(),
      scale: this.scales.toArray(),
      logStart: this.logStart.toArray(),
      logSlot: this.logSlot.toArray(),
      logCoefficient: this.logCoefficient.slice(0, this.logSlot.length),
      slotCount: this.slotCount,
    };
  }
}

const packedTableCache = new Map<number, { reduce: Uint16Array; negate: Uint16Array }>();

/** The half-word tables that reduce and negate byte lanes mod q (built once per q). */
function packedTablesOf(q: number): { reduce: Uint16Array; negate: Uint16Array } {
  let tables = packedTableCache.get(q);
  if (!tables) {
    tables = { reduce: halfWordTable((sum) => sum % q), negate: halfWordTable((sum) => (q - (sum % q)) % q) };
    packedTableCache.set(q, tables);
  }
  return tables;
}

/** Maps each half word of two byte lanes to the half word of `reduce(lane)` in both lanes. */
function halfWordTable(reduce: (sum: number) => number): Uint16Array {
  const table = new Uint16Array(1 << 16);
  for (let half = 0; half < 1 << 16; half++) table[half] = reduce(half & 0xff) | (reduce(half >>> 8) << 8);
  return table;
}

/** Growable Int32 list. */
class IntList {
  values = new Int32Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = new Int32Array(2 * this.values.length);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }
  toArray(): Int32Array {
    return this.values.slice(0, this.length);
  }
}
