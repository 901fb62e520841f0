/**
 * Passes a running solve's progress to its grid panel as `progress` messages. Free of the vscode
 * module.
 */

import type { SolveProgress } from '../solvers/types';
import type { HostMessage, SolveProgressView } from '../protocol/protocol';

/**
 * The progress of one solve for the panel: nothing until {@link start} (the solve is taking a
 * while), then the message with the engine's latest report, again whenever the report changes
 * what the panel shows (the phase, the whole percent, the best or the bound); nothing after
 * {@link stop}.
 */
export class SolveProgressForwarder {
  private started = false;
  private stopped = false;
  private latest: SolveProgressView | undefined;
  private lastShown = '';

  constructor(
    private readonly panel: { post(message: HostMessage): void },
    private readonly requestId: number,
    private readonly message: string,
  ) {}

  /** The solve is taking a while: show the message (with the latest report) from now on. */
  start(): void {
    if (this.stopped) return;
    this.started = true;
    this.post();
  }

  /** The engine's report (its onProgress). */
  report(progress: SolveProgress): void {
    if (this.stopped) return;
    const fraction = Number.isFinite(progress.fraction) ? Math.min(1, Math.max(0, progress.fraction)) : 0;
    this.latest = {
      phase: progress.phase,
      fraction,
      ...(progress.bestTotal !== undefined ? { bestTotal: progress.bestTotal } : {}),
      ...(progress.lowerBound !== undefined ? { lowerBound: progress.lowerBound } : {}),
    };
    if (this.started) this.post();
  }

  /** The solve ended: later reports are dropped. */
  stop(): void {
    this.stopped = true;
  }

  private post(): void {
    const latest = this.latest;
    const shown = latest ? `${latest.phase} ${Math.floor(latest.fraction * 100)} ${latest.bestTotal} ${latest.lowerBound}` : 'none';
    if (shown === this.lastShown) return;
    this.lastShown = shown;
    this.panel.post({ type: 'progress', requestId: this.requestId, message: this.message, ...(latest ? { solve: latest } : {}) });
  }
}
