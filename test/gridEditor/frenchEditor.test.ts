import * as assert from 'node:assert/strict';
import { pressRules } from '../../src/analysis/teaching/pressRules';
import { parseLights, printLights } from '../../src/core/format/format';
import { createPuzzle } from '../../src/core/puzzle';
import { holeEdits } from '../../src/gridEditor/boardDesignIntents';
import { generationProgressMessage, generationTitle } from '../../src/gridEditor/generationProgress';
import { clampedNotice } from '../../src/gridEditor/gridSession';
import { IntentError } from '../../src/gridEditor/gridIntents';
import { countText, resultStatus, solvingStatus } from '../../src/statusBar/puzzleStatus';
import { solutionPathView } from '../../src/gridEditor/solutionPathView';
import { pressRulesParagraphs } from '../../src/gridEditor/teachingView';
import { useL10nBundle } from '../../src/domain/l10n';
import type { SolveResult } from '../../src/solvers/types';
import { readStringTable } from '../l10n/localisationFiles';

const french = readStringTable('l10n/bundle.l10n.fr.json');

const classic = createPuzzle({ rows: 5, columns: 5, states: 2, objective: 0, topology: 'plain' }, 1);
const torus = createPuzzle({ rows: 3, columns: 4, states: 3, objective: 0, topology: 'torus' }, 0);

const solved: SolveResult = {
  solvable: true,
  presses: null,
  totalPresses: 15,
  minimal: true,
  lowerBound: 15,
  solutionCount: 4n,
  quietPatterns: null,
  certificate: null,
  solver: 'internal',
  elapsedMs: 1,
};

/** The words of the editor's host side in both languages: each surface once in English, once in French. */
function words(): Record<string, unknown> {
  const status = resultStatus(classic, solved);
  const text = printLights({ version: 2, puzzle: createPuzzle({ rows: 1, columns: 1, states: 2, objective: 0, topology: 'plain' }), extra: {} });
  const parsed = parseLights(text);
  if (!parsed.ok) throw new Error('the 1x1 board does not parse');
  let holeProblem = '';
  try {
    holeEdits(text, parsed, [0], true);
  } catch (error) {
    if (!(error instanceof IntentError)) throw error;
    holeProblem = error.message;
  }
  const tooLarge = solutionPathView(createPuzzle({ rows: 40, columns: 40, states: 2, objective: 0, topology: 'plain' }));
  return {
    statusText: status.text,
    statusTooltip: status.tooltip,
    solving: solvingStatus(torus).text,
    hugeCount: countText(2n ** 200n),
    title: generationTitle({ rows: 4, columns: 4, topology: 'torus' }, 'hard'),
    step: generationProgressMessage({ stage: 'build' }),
    clamped: clampedNotice('hard', { minMoves: 9, difficulty: 'medium' }),
    hole: holeProblem,
    path: tooLarge.kind === 'unavailable' ? tooLarge.reason : tooLarge.kind,
    firstRule: pressRulesParagraphs(classic, pressRules(classic))[0],
  };
}

describe('editor: the host’s words in the display language (French bundle)', () => {
  afterEach(() => useL10nBundle(undefined));

  it('speaks English without a bundle', () => {
    assert.deepEqual(words(), {
      statusText: '$(lightbulb) 5×5, 2 states · solvable · 4 solutions',
      statusTooltip: 'Fewest presses: 15. Click to solve.',
      solving: '$(lightbulb) 3×4, 3 states, torus · solving…',
      hugeCount: 'about 1.6 × 10^60',
      title: 'Generating a hard 4x4 torus puzzle',
      step: 'Building the board…',
      clamped: 'This board has no hard puzzle; the new one needs 9 moves (medium), the closest found.',
      hole: 'A board needs at least one cell that is not a hole.',
      path: 'The path is listed for boards of up to 1024 cells; this board has 1600 (40 rows of 40 cells). Solve shows which cells to press.',
      firstRule:
        'Here a press changes the cell and the cells above, below, left and right of it: the classic rule, which mathematicians call the sigma-plus game (σ+).',
    });
  });

  it('speaks French with the French bundle, and English again once it is gone', () => {
    const english = words();
    useL10nBundle(french);
    const translated = words();
    assert.deepEqual(translated, {
      statusText: '$(lightbulb) 5×5, 2 états · résoluble · 4 solutions',
      statusTooltip: 'Nombre minimal d’appuis : 15. Cliquez pour résoudre.',
      solving: '$(lightbulb) 3×4, 3 états, tore · résolution…',
      hugeCount: 'environ 1.6 × 10^60',
      title: 'Génération d’un puzzle difficile de 4x4 (tore)',
      step: 'Construction de la grille…',
      clamped: 'Cette grille n’a pas de puzzle difficile ; le nouveau demande 9 coups (moyen), le plus proche trouvé.',
      hole: 'Une grille a besoin d’au moins une case qui ne soit pas un trou.',
      path: 'Le chemin est détaillé pour les grilles d’au plus 1024 cases ; cette grille en a 1600 (40 lignes de 40 cases). Résoudre montre sur quelles cases appuyer.',
      firstRule:
        'Ici, un appui change la case et les cases au-dessus, en dessous, à gauche et à droite : la règle classique, que les mathématiciens appellent le jeu sigma-plus (σ+).',
    });
    useL10nBundle(undefined);
    assert.deepEqual(words(), english);
  });
});
