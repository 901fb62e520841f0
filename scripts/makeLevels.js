// `node scripts/makeLevels.js`: writes the built-in levels of Play Levels into levels/, one
// canonical .lights file per level ("07-four-by-four.lights"), from the plan below: each level's
// board (size, states, rules, holes, target picture) and its fewest moves. The boards come from
// the extension's own generator with a fixed seed per level, so a run writes the same files
// again; the generator certifies each board's fewest moves with the internal engine, and
// test/levels/levelList.test.ts proves them again. Compiles the project with tsc first (the
// engine is loaded from out/). A level the generator cannot make with exactly its fewest moves
// stops the run with the reason.
'use strict';
const childProcess = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const REPOSITORY = path.resolve(__dirname, '..');
const LEVELS = path.join(REPOSITORY, 'levels');

/** The pressed cell's four orthogonal neighbours, not the cell itself: Sutner's sigma game. */
const SIGMA = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
];

/** A board mask from rows of "#" (a cell) and "." (a hole), separated by spaces. */
function holes(...rows) {
  return Uint8Array.from(rows.flatMap((row) => row.split(' ').map((cell) => (cell === '.' ? 1 : 0))));
}

/** A target picture from rows of digits separated by spaces ("." at a hole reads 0). */
function picture(...rows) {
  return Uint8Array.from(rows.flatMap((row) => row.split(' ').map((cell) => (cell === '.' ? 0 : Number(cell)))));
}

/**
 * The levels in order. Chapters bring one new thing each (three states, holes, a torus, hex
 * cells, other neighbourhoods, pictures, more states) and grow the board and the fewest moves
 * within; the last chapter mixes them on the largest boards.
 */
const PLAN = [
  // Plain boards, two states.
  { name: 'First Light', rows: 3, columns: 3, moves: 1 },
  { name: 'Two Presses', rows: 3, columns: 3, moves: 2 },
  { name: 'Three in a Row', rows: 3, columns: 3, moves: 3 },
  { name: 'Nine Cells', rows: 3, columns: 3, moves: 4 },
  { name: 'Four by Four', rows: 4, columns: 4, moves: 4 },
  { name: 'Checkered', rows: 4, columns: 4, moves: 5 },
  { name: 'Sixteen Switches', rows: 4, columns: 4, moves: 6 },
  { name: 'The Classic', rows: 5, columns: 5, moves: 6 },
  { name: 'Night Shift', rows: 5, columns: 5, moves: 8 },
  { name: 'Power Cut', rows: 5, columns: 5, moves: 10 },
  // Three states: a press turns a cell one step further, 0 -> 1 -> 2 -> 0.
  { name: 'Dimmer', rows: 3, columns: 3, states: 3, moves: 2 },
  { name: 'Three Colours', rows: 3, columns: 3, states: 3, moves: 4 },
  { name: 'Traffic Lights', rows: 4, columns: 4, states: 3, moves: 5 },
  { name: 'Round and Round', rows: 4, columns: 4, states: 3, moves: 7 },
  { name: 'Twilight', rows: 5, columns: 5, states: 3, moves: 9 },
  // Holes: cells that are not part of the board.
  { name: 'Window', rows: 4, columns: 4, holes: holes('# # # #', '# . . #', '# . . #', '# # # #'), moves: 3 },
  { name: 'Rounded Corners', rows: 5, columns: 5, holes: holes('. # # # .', '# # # # #', '# # # # #', '# # # # #', '. # # # .'), moves: 5 },
  { name: 'Diamond', rows: 5, columns: 5, holes: holes('. . # . .', '. # # # .', '# # # # #', '. # # # .', '. . # . .'), moves: 6 },
  {
    name: 'Doughnut',
    rows: 6,
    columns: 6,
    holes: holes('. # # # # .', '# # # # # #', '# # . . # #', '# # . . # #', '# # # # # #', '. # # # # .'),
    moves: 8,
  },
  // A torus: the edges wrap around.
  { name: 'Wrap Around', rows: 4, columns: 4, topology: 'torus', moves: 3 },
  { name: 'Doughnut World', rows: 5, columns: 5, topology: 'torus', moves: 5 },
  { name: 'No Edges', rows: 5, columns: 5, topology: 'torus', moves: 7 },
  { name: 'Endless Corridor', rows: 6, columns: 6, topology: 'torus', moves: 8 },
  // Hexagonal cells: six neighbours.
  { name: 'Honeycomb', rows: 4, columns: 4, topology: 'hex', moves: 3 },
  { name: 'Beehive', rows: 5, columns: 5, topology: 'hex', moves: 5 },
  { name: 'Bee Dance', rows: 5, columns: 5, topology: 'hex', moves: 7 },
  { name: 'Hexagon Hall', rows: 6, columns: 6, topology: 'hex', moves: 9 },
  // Diagonal neighbours only.
  { name: 'Bishop', rows: 4, columns: 4, neighbourhood: 'x', moves: 3 },
  { name: 'Crossroads', rows: 5, columns: 5, neighbourhood: 'x', moves: 5 },
  { name: 'Saltire', rows: 6, columns: 6, neighbourhood: 'x', moves: 7 },
  // All eight cells around.
  { name: 'King', rows: 4, columns: 4, neighbourhood: 'moore', moves: 3 },
  { name: 'Neighbourhood Watch', rows: 5, columns: 5, neighbourhood: 'moore', moves: 5 },
  { name: 'Crowd', rows: 6, columns: 6, neighbourhood: 'moore', moves: 7 },
  // A knight's jumps.
  { name: 'Knight', rows: 4, columns: 4, neighbourhood: 'knight', moves: 3 },
  { name: 'Gallop', rows: 5, columns: 5, neighbourhood: 'knight', moves: 5 },
  { name: 'Cavalry', rows: 6, columns: 6, neighbourhood: 'knight', moves: 7 },
  // The sigma game: a press changes the four cells around it, not itself.
  { name: 'Hands Off', rows: 4, columns: 4, neighbourhood: SIGMA, moves: 3 },
  { name: 'Not Me', rows: 5, columns: 5, neighbourhood: SIGMA, moves: 5 },
  { name: 'Sigma', rows: 6, columns: 6, neighbourhood: SIGMA, moves: 7 },
  // A picture to reach: each cell has its own goal.
  { name: 'Heart', rows: 5, columns: 5, target: picture('0 1 0 1 0', '1 1 1 1 1', '1 1 1 1 1', '0 1 1 1 0', '0 0 1 0 0'), moves: 5 },
  { name: 'Smile', rows: 5, columns: 5, target: picture('0 1 0 1 0', '0 1 0 1 0', '0 0 0 0 0', '1 0 0 0 1', '0 1 1 1 0'), moves: 7 },
  {
    name: 'Chessboard',
    rows: 6,
    columns: 6,
    target: picture('1 0 1 0 1 0', '0 1 0 1 0 1', '1 0 1 0 1 0', '0 1 0 1 0 1', '1 0 1 0 1 0', '0 1 0 1 0 1'),
    moves: 9,
  },
  // Four and five states.
  { name: 'Four Seasons', rows: 4, columns: 4, states: 4, moves: 6 },
  { name: 'Quarter Turns', rows: 5, columns: 5, states: 4, moves: 10 },
  { name: 'Five Alive', rows: 5, columns: 5, states: 5, moves: 12 },
  // Everything together, on the largest boards.
  { name: 'Spin Cycle', rows: 6, columns: 6, states: 3, topology: 'torus', moves: 12 },
  {
    name: 'Broken Honeycomb',
    rows: 6,
    columns: 6,
    states: 3,
    topology: 'hex',
    holes: holes('. # # # # .', '# # # # # #', '# # . . # #', '# # # # # #', '# # # # # #', '. # # # # .'),
    moves: 12,
  },
  { name: 'Knight Watch', rows: 6, columns: 6, states: 3, neighbourhood: 'knight', moves: 14 },
  {
    name: 'Big Heart',
    rows: 7,
    columns: 7,
    holes: holes('. # # . # # .', '# # # # # # #', '# # # # # # #', '# # # # # # #', '. # # # # # .', '. . # # # . .', '. . . # . . .'),
    moves: 14,
  },
  { name: 'Lights Out', rows: 8, columns: 8, states: 3, moves: 22 },
];

/** The file name of level `number` (1-based) named `name`: "07-sixteen-switches.lights". */
function fileName(number, name) {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${String(number).padStart(2, '0')}-${slug}.lights`;
}

function compile() {
  const result = childProcess.spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.json'], {
    cwd: REPOSITORY,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`tsc -p tsconfig.json failed (exit ${result.status})`);
}

function main() {
  if (!process.argv.includes('--no-compile')) compile();
  const { generatePuzzle } = require('../out/src/analysis/generatePuzzle.js');
  const { printLights } = require('../out/src/core/format/formatWrite.js');
  fs.rmSync(LEVELS, { recursive: true, force: true });
  fs.mkdirSync(LEVELS, { recursive: true });
  PLAN.forEach((level, index) => {
    const number = index + 1;
    const shape = {
      rows: level.rows,
      columns: level.columns,
      states: level.states ?? 2,
      objective: 0,
      topology: level.topology ?? 'plain',
      ...(level.neighbourhood !== undefined ? { neighbourhood: level.neighbourhood } : {}),
      ...(level.holes !== undefined ? { holes: level.holes } : {}),
      ...(level.target !== undefined ? { target: level.target } : {}),
    };
    const started = Date.now();
    const made = generatePuzzle(shape, { seed: `lights-out-level-${number}`, moves: level.moves });
    if (made.minMoves !== level.moves) {
      throw new Error(`level ${number} (${level.name}): the generator made a board of ${made.minMoves} moves, not ${level.moves}`);
    }
    const text = printLights({ puzzle: made.puzzle, version: 1, title: level.name, minMoves: made.minMoves, extra: {} });
    const file = path.join(LEVELS, fileName(number, level.name));
    fs.writeFileSync(file, text);
    process.stdout.write(`${path.relative(REPOSITORY, file)}: ${made.minMoves} moves (${Date.now() - started} ms)\n`);
  });
}

main();
