import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { decodePuzzleId, encodePuzzleId, PuzzleIdError } from '../../../src/core/puzzleId/puzzleId';
import { EXTENSION_ID, idOfQuery, OPEN_PUZZLE_PATH, puzzleIdOfInput, puzzleLink, readSharedPuzzle } from '../../../src/core/puzzleId/puzzleLink';
import { titledPuzzleArbitrary } from '../../support/sharedPuzzleArbitraries';

const ID = '5x5k2.1.Awy.Hf_X';

/** A check that a call throws a PuzzleIdError whose message matches `pattern`. */
function refusedWith(pattern: RegExp): (error: unknown) => boolean {
  return (error) => error instanceof PuzzleIdError && pattern.test(error.message);
}

describe('core: puzzle links', () => {
  it('makes vscode:// links to the open path of this extension', () => {
    assert.equal(EXTENSION_ID, 'lights-out.lights-out');
    assert.equal(OPEN_PUZZLE_PATH, '/open');
    assert.equal(puzzleLink(ID), 'vscode://lights-out.lights-out/open?id=5x5k2.1.Awy.Hf_X');
    assert.equal(puzzleLink(ID, 'vscode-insiders'), 'vscode-insiders://lights-out.lights-out/open?id=5x5k2.1.Awy.Hf_X');
  });

  it('reads the ID back from its link, for every puzzle, with the same text as a URL', () => {
    fc.assert(
      fc.property(titledPuzzleArbitrary, fc.constantFrom('vscode', 'vscode-insiders', 'code-oss'), (shared, scheme) => {
        const id = encodePuzzleId(shared);
        const link = puzzleLink(id, scheme);
        assert.equal(puzzleIdOfInput(link), id);
        assert.equal(puzzleIdOfInput(id), id);
        assert.equal(new URL(link).searchParams.get('id'), id, 'an ID needs no escaping in a link');
      }),
      { numRuns: 100 },
    );
  });

  it('takes a bare ID as it is, without its blanks', () => {
    assert.equal(puzzleIdOfInput(ID), ID);
    assert.equal(puzzleIdOfInput(`  ${ID}\n`), ID);
    assert.equal(puzzleIdOfInput('5x5k2.1.\nAwy.Hf_X'), ID);
    assert.equal(puzzleIdOfInput(''), '');
  });

  it('takes the ID out of a link of any scheme, percent escapes undone', () => {
    assert.equal(puzzleIdOfInput(`vscode://lights-out.lights-out/open?id=${ID}`), ID);
    assert.equal(puzzleIdOfInput(`vscode-insiders://lights-out.lights-out/open?id=${ID}`), ID);
    assert.equal(puzzleIdOfInput(`VSCODE://Lights-Out.Lights-Out/open?id=${ID}`), ID);
    assert.equal(puzzleIdOfInput('vscode://lights-out.lights-out/open?id=5x5k2%2E1%2eAwy%2EHf%5FX'), ID);
    assert.equal(puzzleIdOfInput(`vscode://lights-out.lights-out/open?from=mail&id=${ID}&x=1#top`), ID);
  });

  it('takes links broken over lines and with blanks inside', () => {
    assert.equal(puzzleIdOfInput(`  vscode://lights-out.lights-\n  out/open?id=5x5k2.1.\r\n  Awy.Hf_X \t`), ID);
    assert.equal(puzzleIdOfInput(`vscode://lights-out.lights-out/open?id=${ID.slice(0, 6)} ${ID.slice(6)}`), ID);
  });

  it('refuses a link to another extension or another path, naming the link puzzles use', () => {
    const otherLink = refusedWith(/does not open a Lights Out puzzle.*vscode:\/\/lights-out\.lights-out\/open/);
    assert.throws(() => puzzleIdOfInput(`vscode://someone.else/open?id=${ID}`), otherLink);
    assert.throws(() => puzzleIdOfInput(`vscode://lights-out.lights-out/settings?id=${ID}`), otherLink);
    assert.throws(() => puzzleIdOfInput(`vscode://lights-out.lights-out?id=${ID}`), otherLink);
    assert.throws(() => puzzleIdOfInput(`https://example.com/open?id=${ID}`), otherLink);
    assert.throws(() => puzzleIdOfInput(`vscode://lights-out.lights-out.evil/open?id=${ID}`), otherLink);
  });

  it('refuses a link without an ID', () => {
    const noId = refusedWith(/holds no puzzle ID/);
    assert.throws(() => puzzleIdOfInput('vscode://lights-out.lights-out/open'), noId);
    assert.throws(() => puzzleIdOfInput('vscode://lights-out.lights-out/open?ids=5x5'), noId);
    assert.throws(() => puzzleIdOfInput('vscode://lights-out.lights-out/open?id=%E0%A4%A'), noId);
    assert.throws(() => idOfQuery('?from=mail'), noId);
    assert.equal(idOfQuery(`?id=${ID}`), ID);
    assert.equal(idOfQuery(`id=${ID}`), ID);
  });

  it('refuses text far too long to be a link before reading it', () => {
    assert.throws(() => puzzleIdOfInput(`vscode://lights-out.lights-out/open?id=${'A'.repeat(30_000)}`), refusedWith(/characters long/));
  });

  it('reads the puzzle of an ID or a link, and says what is wrong with a bad one', () => {
    const classic = decodePuzzleId(ID);
    assert.deepEqual(readSharedPuzzle(ID), classic);
    assert.deepEqual(readSharedPuzzle(puzzleLink(ID)), classic);
    assert.deepEqual(readSharedPuzzle(`${puzzleLink(ID)}\n`), classic);
    assert.throws(() => readSharedPuzzle(puzzleLink('5x5k2.1.Awy.Hf_Y')), refusedWith(/checksum/));
    assert.throws(() => readSharedPuzzle('vscode://lights-out.lights-out/open?id='), refusedWith(/^No puzzle ID/));
    assert.throws(() => readSharedPuzzle('lights-out.lights-out/open?id=5x5k2.1.Awy.Hf_X'), refusedWith(/not a puzzle ID/));
  });
});
