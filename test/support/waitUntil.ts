import * as assert from 'node:assert/strict';

/** Waits (in short timer turns, up to 5 s) until `done` holds; fails the test when it does not. */
export async function waitUntil(done: () => boolean): Promise<void> {
  for (let turn = 0; !done(); turn++) {
    if (turn >= 500) assert.fail('the condition did not come true within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
