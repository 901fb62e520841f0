import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createPuzzle } from '../../src/core/puzzle';
import { solutionPathView } from '../../src/gridEditor/solutionPathView';
import { teachingView } from '../../src/gridEditor/teachingView';
import { useL10nBundle } from '../../src/domain/l10n';
import type { ChaseWalkthroughView, PuzzleView, SolutionPathView } from '../../src/protocol/protocol';
import { initialGridViewState, reduce, type GridViewState } from '../../src/webview/state/gridViewState';
import {
  chaseCounter,
  chaseIntroText,
  chaseStepText,
  lookupBottomHeading,
  quietCountText,
  quietPatternText,
  solutionsText,
  solutionTitle,
} from '../../src/webview/words/learnWords';
import { pathStepText, pathSummary } from '../../src/webview/state/solutionPathState';
import { markWords, type ProofDisplay } from '../../src/webview/state/unsolvableProof';
import { documentMessage, host, runEvents } from '../support/gridViewFixtures';

const french: unknown = JSON.parse(readFileSync('l10n/bundle.l10n.fr.json', 'utf8'));

const allOn3: PuzzleView = { rows: 3, columns: 3, states: 2, objective: 0, topology: 'plain', grid: new Uint8Array(9).fill(1) };
const core = (view: PuzzleView) => ({ ...createPuzzle(view), grid: Uint8Array.from(view.grid) });
const loaded = (view: PuzzleView): GridViewState => reduce(initialGridViewState(), host(documentMessage(view))).state;
const path: SolutionPathView = solutionPathView(core(allOn3));
const walkthrough: ChaseWalkthroughView = { kind: 'walkthrough', steps: [], outcome: 'solved', bottomRow: [] };
const proof: ProofDisplay = { boardKey: '', states: 3, columns: 1, weights: Uint8Array.from([2]), marked: 1, current: 1, goal: 0 };

describe('webview: the Learn and Path panels in French', () => {
  afterEach(() => useL10nBundle(undefined));

  it('explains light chasing, the bottom-row table, quiet patterns and solutions in French', () => {
    useL10nBundle(french);
    assert.match(chaseIntroText(2, 0), /^Ligne par ligne depuis le haut, appuyez sur la case juste en dessous de chaque lumière allumée\./);
    assert.equal(
      chaseStepText({ kind: 'chase', pass: 2, row: 2, presses: [], board: [] }, 3, 1),
      'Seconde chasse. Toutes les cases de la ligne 3 sont déjà dans l’état 1 : aucun appui dans la ligne 4.',
    );
    assert.equal(chaseCounter({ ...walkthrough, steps: [{ kind: 'chase', pass: 1, row: 0, presses: [], board: [] }] }, 1), 'Fin (après 1 étape)');
    assert.equal(lookupBottomHeading(3, 2), 'Cases pas encore dans l’état 2 dans la ligne du bas');
    assert.equal(
      quietPatternText(),
      'Appuyer sur toutes les cases d’un motif neutre ne change rien ; deux solutions d’une grille diffèrent d’un motif neutre.',
    );
    assert.equal(
      quietCountText({ count: '3', total: 1, generators: [{ pattern: [1], order: 3 }] }, 3),
      'Cette forme de grille a 3 motifs neutres, n’appuyer sur rien compris. Chacun s’obtient en appliquant celui-ci un nombre quelconque de fois :',
    );
    assert.equal(
      solutionsText({ count: '0', solutions: [], limit: 64 }, 2),
      'Cette grille n’a pas de solution : aucune suite d’appuis n’éteint toutes les lumières.',
    );
    assert.equal(solutionTitle(0, 1), 'Solution 1 : 1 appui (celle du chemin de résolution)');
    assert.equal(markWords(proof, 0, 0), 'marquée 2');
  });

  it('sums up the solution path and reads its steps out in French, and in English again without the bundle', () => {
    useL10nBundle(french);
    assert.equal(
      pathSummary(path),
      'Le plus court chemin pour éteindre toutes les lumières demande 5 appuis. Les appuis peuvent se faire dans n’importe quel ordre ; en voici un.',
    );
    const opened = runEvents(loaded(allOn3), { type: 'showPath' });
    const answered = runEvents(opened.state, host({ type: 'pathResult', requestId: 1, version: 1, path }));
    assert.match(answered.announced[0] ?? '', /^Chemin de résolution : Le plus court chemin pour éteindre toutes les lumières demande 5 appuis\./);
    const stepped = runEvents(answered.state, { type: 'pathMove', direction: 1 });
    assert.match(stepped.announced[0] ?? '', /^Étape 2 sur 5\. Appuyer en /);
    const learning = runEvents(answered.state, { type: 'setLearnOpen', open: true });
    const taught = runEvents(learning.state, host({ type: 'teachingResult', requestId: 2, version: 1, teaching: teachingView(core(allOn3)) }));
    assert.deepEqual(taught.announced, ['Panneau Apprendre mis à jour pour cette grille.']);

    useL10nBundle(undefined);
    assert.equal(pathStepText({ view: path, keys: [], position: 0, stale: false }), 'Step 1 of 5. Press row 3, column 3.');
    assert.equal(chaseIntroText(2, 1).slice(0, 40), 'Row by row from the top, press the cell ');
  });
});
