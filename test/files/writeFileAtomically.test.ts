import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { isTemporaryFileOf, NotRegularFileError, temporaryFileName, writeFileAtomically } from '../../src/files/writeFileAtomically';
import { injectWriteFault, type WriteFault } from '../support/writeFaults';

describe('files: writeFileAtomically', () => {
  const folders: string[] = [];
  after(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));
  const EARLIER = Buffer.from('the earlier file\n');

  /** A fresh folder with `target.bin` holding {@link EARLIER} (or nothing with `empty`). */
  function folderWithTarget(empty = false): { folder: string; target: string } {
    const folder = mkdtempSync(join(tmpdir(), 'lights-out-atomic-'));
    folders.push(folder);
    const target = join(folder, 'target.bin');
    if (!empty) writeFileSync(target, EARLIER);
    return { folder, target };
  }

  it('names its temporary file plainly: hidden, beside the target, with its name and a random part', () => {
    const name = temporaryFileName('/data/exports/board.sqlite');
    assert.equal(dirname(name), '/data/exports');
    assert.match(basename(name), /^\.board\.sqlite\.lights-out-[0-9a-f]{8}\.tmp$/);
    assert.ok(isTemporaryFileOf(basename(name), 'board.sqlite'));
    assert.ok(!isTemporaryFileOf(basename(name), 'board.sql'));
    assert.ok(!isTemporaryFileOf('.board.sqlite.lights-out-xyz.tmp', 'board.sqlite'));
    assert.notEqual(temporaryFileName('/a/b'), temporaryFileName('/a/b'));
  });

  it('creates a new file and replaces an earlier one whole, keeping its permission bits', async () => {
    const { folder, target } = folderWithTarget();
    chmodSync(target, 0o640);
    const bytes = randomBytes(3 * (1 << 20) + 17);
    await writeFileAtomically(target, bytes);
    assert.ok(readFileSync(target).equals(bytes));
    assert.equal(statSync(target).mode & 0o777, 0o640);
    assert.deepEqual(readdirSync(folder), ['target.bin']);
    const fresh = join(folder, 'fresh.bin');
    await writeFileAtomically(fresh, new Uint8Array(0));
    assert.equal(readFileSync(fresh).length, 0);
    assert.equal(statSync(fresh).mode & 0o777, 0o666 & ~process.umask());
  });

  it('leaves the target as it was and no temporary file when a step fails', async () => {
    const faults: WriteFault[] = [
      { match: 'target.bin', at: 0, fault: 'ENOSPC' },
      { match: 'target.bin', at: (1 << 20) + 5, fault: 'ENOSPC' },
      { match: 'target.bin', at: 100, fault: 'EROFS' },
      { match: 'target.bin', at: 100, fault: 'EACCES' },
      { match: 'target.bin', at: 100, fault: 'EIO' },
      { match: 'target.bin', openError: 'EACCES' },
      { match: 'target.bin', openError: 'EROFS' },
      { match: 'target.bin', renameError: 'EACCES' },
      { match: 'target.bin', renameError: 'EXDEV' },
    ];
    for (const fault of faults) {
      for (const empty of [false, true]) {
        const { folder, target } = folderWithTarget(empty);
        const restore = injectWriteFault(fault);
        try {
          const code = fault.fault ?? fault.openError ?? fault.renameError;
          await assert.rejects(writeFileAtomically(target, randomBytes(2 << 20)), { code }, JSON.stringify(fault));
        } finally {
          restore();
        }
        assert.deepEqual(readdirSync(folder), empty ? [] : ['target.bin'], `${JSON.stringify(fault)}: nothing else is left`);
        if (!empty) assert.ok(readFileSync(target).equals(EARLIER), `${JSON.stringify(fault)}: the earlier file is kept`);
      }
    }
  });

  it('replaces a symbolic link with the new file and leaves the file it points at alone', async () => {
    const { folder, target } = folderWithTarget(true);
    const elsewhere = folderWithTarget().target;
    symlinkSync(elsewhere, target);
    await writeFileAtomically(target, Buffer.from('new'));
    assert.ok(lstatSync(target).isFile());
    assert.equal(readFileSync(target, 'utf8'), 'new');
    assert.ok(readFileSync(elsewhere).equals(EARLIER));
    // A dangling link too.
    const dangling = join(folder, 'dangling.bin');
    symlinkSync(join(folder, 'nowhere', 'x'), dangling);
    await writeFileAtomically(dangling, Buffer.from('new'));
    assert.equal(readFileSync(dangling, 'utf8'), 'new');
    assert.deepEqual(readdirSync(folder).sort(), ['dangling.bin', 'target.bin']);
  });

  it('never replaces a folder, a FIFO or a device', async () => {
    const { folder } = folderWithTarget(true);
    const inner = join(folder, 'inner');
    mkdirSync(inner);
    await assert.rejects(
      writeFileAtomically(inner, Buffer.from('x')),
      (error: unknown) => error instanceof NotRegularFileError && error.kind === 'a directory',
    );
    await assert.rejects(
      writeFileAtomically('/dev/null', Buffer.from('x')),
      (error: unknown) => error instanceof NotRegularFileError && error.kind === 'a device',
    );
    const fifo = join(folder, 'fifo');
    const made = spawnSync('mkfifo', [fifo]).status === 0;
    if (made) {
      await assert.rejects(writeFileAtomically(fifo, Buffer.from('x')), (error: unknown) => error instanceof NotRegularFileError && /FIFO/.test(error.kind));
      assert.ok(lstatSync(fifo).isFIFO());
    }
    assert.deepEqual(readdirSync(folder).sort(), made ? ['fifo', 'inner'] : ['inner']);
    assert.deepEqual(readdirSync(inner), []);
  });

  it('two writes to one target at once end with one of them whole', async () => {
    const { folder, target } = folderWithTarget();
    const one = randomBytes(3 << 20);
    const two = randomBytes(2 << 20);
    await Promise.all([writeFileAtomically(target, one), writeFileAtomically(target, two)]);
    const final = readFileSync(target);
    assert.ok(final.equals(one) || final.equals(two));
    assert.deepEqual(readdirSync(folder), ['target.bin']);
  });
});
