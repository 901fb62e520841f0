/**
 * Where the answers of one `lights-out solve` go: each board's answer written as soon as it is
 * known and a line at a time (a 10000x10000 press grid is never one string), the readable
 * reports one after the other, and with --json one object for one board or, for several files,
 * one array whose members are written as their boards are solved.
 */

import type { Puzzle } from '../core/puzzle';
import type { SolveResult } from '../solvers/types';
import { TextStream, type CommandOutput } from './output';
import { enginesAgree, streamedSolveJson, writeJson, type BothJson, type JsonGrid } from './solveJson';
import { readableBothLines, readableResultLines } from './solveReport';
import type { Board } from './solveSession';

/** Writes the answers of one command line; `end()` closes the JSON array once every board is written. */
export class SolveAnswers {
  private readonly stream: TextStream;
  private written = 0;

  /**
   * `json`: the answers as JSON; `array`: as one JSON array (several files), else one object.
   * `includeGrids: false` leaves the press and certificate grids out (--no-presses).
   */
  constructor(
    out: CommandOutput,
    private readonly json: boolean,
    private readonly array: boolean,
    private readonly includeGrids: boolean,
  ) {
    this.stream = new TextStream(out);
  }

  /** Writes one engine's answer for `board`. */
  answer({ label, title, puzzle }: Board, result: SolveResult): void {
    if (this.json) this.writeMember(streamedSolveJson(puzzle, result, this.includeGrids));
    else this.writeLines(readableResultLines(label, title, puzzle, result, this.includeGrids));
  }

  /** Writes the answers of `--solver both` for `board`: the internal engine's, clingo's (or its failure), and whether they agree. */
  both({ label, title, puzzle }: Board, internal: SolveResult, clingo: SolveResult | { error: string }): boolean {
    const agree = !('error' in clingo) && enginesAgree(internal, clingo);
    if (this.json) this.writeMember(bothJson(puzzle, internal, clingo, agree, this.includeGrids));
    else this.writeLines(readableBothLines(label, title, puzzle, internal, clingo, agree, this.includeGrids));
    return agree;
  }

  /**
   * Closes the JSON array and writes what is left. After a failure it is not called: the array
   * stays open, so that an incomplete answer cannot be read as a whole one.
   */
  end(): void {
    if (this.array) {
      if (this.written === 0) this.stream.write('[');
      this.stream.write(']');
    }
    this.stream.end();
  }

  private writeMember(value: unknown): void {
    if (this.array) this.stream.write(this.written === 0 ? '[' : ',');
    writeJson(this.stream, value);
    this.written++;
    // Each answer is out before the next board is read.
    this.stream.end();
  }

  private writeLines(lines: Iterable<string>): void {
    for (const line of lines) this.stream.line(line);
    this.written++;
    this.stream.end();
  }
}

function bothJson(puzzle: Puzzle, internal: SolveResult, clingo: SolveResult | { error: string }, agree: boolean, includeGrids: boolean): BothJson<JsonGrid> {
  const internalJson = streamedSolveJson(puzzle, internal, includeGrids);
  return {
    ...internalJson,
    engines: { internal: internalJson, clingo: 'error' in clingo ? clingo : streamedSolveJson(puzzle, clingo, includeGrids) },
    agree,
  };
}
