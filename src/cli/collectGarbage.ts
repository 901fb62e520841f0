/**
 * A full garbage collection on request, for a command that works through one large input after
 * another: the memory of the input it is done with (its typed arrays live outside the JavaScript
 * heap, which V8 collects only after tens of megabytes of them are dropped) is given back before
 * the next is read, so the peak stays that of one input.
 */

import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let collector: (() => void) | null = null;

/** Collects garbage now (V8's `gc`, exposed once on first use). */
export function collectGarbage(): void {
  if (collector === null) {
    setFlagsFromString('--expose-gc');
    collector = runInNewContext('gc') as () => void;
  }
  collector();
}
