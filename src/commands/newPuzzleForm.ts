/**
 * The steps of the New Lights Out Puzzle form (and of its shape-only variant, which Analyze Board
 * Shape asks): what each step shows, how its answer is read and checked, the step order, Back,
 * and the answers at the end. A form is a value ({@link FormState}); every function returns a new
 * one. The QuickInput driver (`runQuickInputForm`) only shows what {@link stepView} describes and
 * reports what the user did. Pure: no vscode.
 */

import { groupDigits } from '../analysis/analysisLimits';
import { MAX_STATES, MAX_TITLE_LENGTH, MIN_STATES } from '../domain/limits';
import { TOPOLOGIES, type Topology } from '../domain/topology';
import type { BoardShape } from '../core/puzzle';
import { MAX_DIFFICULTY_CELLS, MAX_EDITOR_CELLS, MAX_EDITOR_SIDE } from '../protocol/protocol';
import { DIFFICULTIES, type Difficulty } from '../domain/difficultyScale';
import { difficultyDescription, difficultyLabel, topologyDescription, topologyLabel } from '../domain/vocabularyWords';
import * as l10n from '../domain/l10n';

/** One question of the form. */
export type FormStep = 'title' | 'size' | 'states' | 'objective' | 'topology' | 'start';

/** The steps of New Puzzle, in order. */
export const NEW_PUZZLE_STEPS: readonly FormStep[] = ['title', 'size', 'states', 'objective', 'topology', 'start'];

/** The steps that ask for a board shape only (Analyze Board Shape), in order. */
export const SHAPE_STEPS: readonly FormStep[] = ['size', 'states', 'objective', 'topology'];

/** How the new board starts: every cell at the objective, a random solvable board, or one of a difficulty. */
export type StartChoice = 'solved' | 'random' | Difficulty;

/** The largest sides and cell count the size step accepts. */
export interface ShapeLimits {
  readonly maxSide: number;
  readonly maxCells: number;
}

/** The grid editor's limits: {@link MAX_EDITOR_SIDE} per side, {@link MAX_EDITOR_CELLS} cells. */
export const EDITOR_LIMITS: ShapeLimits = { maxSide: MAX_EDITOR_SIDE, maxCells: MAX_EDITOR_CELLS };

/** Everything the form asks for; each field always holds a valid answer. */
export interface FormAnswers extends BoardShape {
  /** The puzzle's title, trimmed, 1..{@link MAX_TITLE_LENGTH} characters. */
  readonly title: string;
  readonly start: StartChoice;
}

/** A form in progress. */
export interface FormState {
  readonly steps: readonly FormStep[];
  /** The step shown: an index into `steps`; `steps.length` once the last step is answered. */
  readonly index: number;
  readonly answers: FormAnswers;
  /** Text typed into an input step and left with Back, shown again when the step returns. */
  readonly drafts: Readonly<Partial<Record<FormStep, string>>>;
  readonly limits: ShapeLimits;
}

/** An input box step: a prompt and a pre-filled value. */
export interface InputStepView {
  readonly kind: 'input';
  readonly step: FormStep;
  /** 1-based position of the step, and how many steps there are. */
  readonly number: number;
  readonly total: number;
  readonly prompt: string;
  readonly value: string;
  readonly placeholder: string;
}

/** One choice of a pick step. */
export interface PickItem {
  readonly id: string;
  readonly label: string;
  readonly description?: string;
  readonly detail?: string;
}

/** A quick pick step: its choices, in order, and the one highlighted at first. */
export interface PickStepView {
  readonly kind: 'pick';
  readonly step: FormStep;
  readonly number: number;
  readonly total: number;
  readonly placeholder: string;
  readonly items: readonly PickItem[];
  readonly activeId: string;
}

/** What a step shows. */
export type StepView = InputStepView | PickStepView;

/** The outcome of answering a step: the form moved on, or why the answer is refused. */
export type AcceptResult = { readonly ok: true; readonly state: FormState } | { readonly ok: false; readonly problem: string };

/** The title offered before the user types one: "Lights Out 5x5". */
export function defaultTitle(shape: Pick<BoardShape, 'rows' | 'columns'>): string {
  return `Lights Out ${sizeText(shape)}`;
}

/** A size as the size step shows it: "5x7". */
export function sizeText(shape: Pick<BoardShape, 'rows' | 'columns'>): string {
  return `${shape.rows}x${shape.columns}`;
}

/** The shape of a form's answers. */
export function formShape(answers: FormAnswers): BoardShape {
  return { rows: answers.rows, columns: answers.columns, states: answers.states, objective: answers.objective, topology: answers.topology };
}

/**
 * A new form at its first step. The answers start from `defaults` (brought within `limits`), the
 * title from {@link defaultTitle}, the start as a random solvable board.
 */
export function startForm(steps: readonly FormStep[], defaults: BoardShape, limits: ShapeLimits = EDITOR_LIMITS): FormState {
  const rows = clamp(defaults.rows, 1, limits.maxSide);
  const columns = clamp(defaults.columns, 1, Math.min(limits.maxSide, Math.floor(limits.maxCells / rows)));
  const states = clamp(defaults.states, MIN_STATES, MAX_STATES);
  const shape: BoardShape = { rows, columns, states, objective: clamp(defaults.objective, 0, states - 1), topology: defaults.topology };
  return { steps, index: 0, answers: { ...shape, title: defaultTitle(shape), start: 'random' }, drafts: {}, limits };
}

/** Whether every step is answered. */
export function isComplete(state: FormState): boolean {
  return state.index >= state.steps.length;
}

/** The step shown, or undefined once the form is complete. */
export function currentStep(state: FormState): FormStep | undefined {
  return state.steps[state.index];
}

/** What the current step shows. Throws when the form is complete. */
export function stepView(state: FormState): StepView {
  const step = currentStep(state);
  if (step === undefined) throw new RangeError('the form is complete: it has no step to show');
  const { answers, limits } = state;
  const position = { step, number: state.index + 1, total: state.steps.length };
  const input = (prompt: string, value: string, placeholder: string): InputStepView => ({
    kind: 'input',
    ...position,
    prompt,
    value: state.drafts[step] ?? value,
    placeholder,
  });
  switch (step) {
    case 'title':
      return input(l10n.t('Title of the puzzle: the editor tab and the file name show it'), answers.title, defaultTitle(answers));
    case 'size':
      return input(
        l10n.t('Size as rows x columns, e.g. 5x5 or 5 x 7 (1..{0} each, at most {1} cells)', groupDigits(limits.maxSide), groupDigits(limits.maxCells)),
        sizeText(answers),
        l10n.t('rows x columns'),
      );
    case 'states':
      return input(
        l10n.t('States per cell ({0}..{1}): 2 is classic Lights Out, off and on', MIN_STATES, MAX_STATES),
        String(answers.states),
        String(MIN_STATES),
      );
    case 'objective':
      return input(l10n.t('Objective state: the state every cell must reach (0..{0})', answers.states - 1), String(answers.objective), '0');
    case 'topology':
      return { kind: 'pick', ...position, placeholder: l10n.t('Topology: how the cells are connected'), items: topologyItems(), activeId: answers.topology };
    case 'start': {
      const items = startItems(answers);
      const offered = items.some((item) => item.id === answers.start);
      const placeholder = difficultiesOffered(answers)
        ? l10n.t('Start with')
        : l10n.t('Start with (difficulty levels are offered for boards of at most {0} cells)', groupDigits(MAX_DIFFICULTY_CELLS));
      return { kind: 'pick', ...position, placeholder, items, activeId: offered ? answers.start : 'random' };
    }
    default:
      return unreachable(step);
  }
}

/** Why `text` is not a valid answer to the current input step, or undefined when it is. */
export function inputProblem(state: FormState, text: string): string | undefined {
  const result = readAnswer(state, text);
  return result.ok ? undefined : result.problem;
}

/**
 * Answers the current step (`value`: the text typed, or the id of the item picked) and moves to
 * the next step. Changing the size renames a title that is still the default one ("Lights Out
 * 5x5" becomes "Lights Out 7x7"); changing the states lowers an objective that no longer exists
 * and forgets an objective typed before going Back.
 */
export function acceptAnswer(state: FormState, value: string): AcceptResult {
  const result = readAnswer(state, value);
  if (!result.ok) return result;
  const step = currentStep(state) as FormStep;
  const drafts = { ...state.drafts };
  delete drafts[step];
  if (step === 'states' && result.answers.states !== state.answers.states) delete drafts.objective;
  return { ok: true, state: { ...state, index: state.index + 1, answers: result.answers, drafts } };
}

/**
 * Back to the previous step, keeping every answer given. `draft`, the text of the input step
 * being left, is shown again when that step returns. Stays on the first step.
 */
export function goBack(state: FormState, draft?: string): FormState {
  const step = currentStep(state);
  const drafts = step !== undefined && draft !== undefined && stepView(state).kind === 'input' ? { ...state.drafts, [step]: draft } : state.drafts;
  return { ...state, index: Math.max(0, state.index - 1), drafts };
}

/** The result of reading a size: rows and columns, or why the text is not a size. */
export type SizeReading = { readonly ok: true; readonly rows: number; readonly columns: number } | { readonly ok: false; readonly problem: string };

/**
 * Reads "rows x columns": `5x5`, `5 x 7`, `5X7`, `5×7`, `5*7`, or one number for a square board.
 * Each side must be 1..`maxSide`, the board at most `maxCells` cells.
 */
export function readSize(text: string, limits: ShapeLimits = EDITOR_LIMITS): SizeReading {
  const match = /^\s*(\d+)\s*(?:[x×*]\s*(\d+)\s*)?$/i.exec(text);
  if (!match) return { ok: false, problem: l10n.t('Enter the size as rows x columns, e.g. 5x5 or 5 x 7.') };
  const rows = Number(match[1]);
  const columns = Number(match[2] ?? match[1]);
  if (rows < 1 || columns < 1 || rows > limits.maxSide || columns > limits.maxSide) {
    return { ok: false, problem: l10n.t('Rows and columns must each be from 1 to {0}.', groupDigits(limits.maxSide)) };
  }
  if (rows * columns > limits.maxCells) {
    return {
      ok: false,
      problem: l10n.t('A board has at most {0} cells; {1} x {2} has {3}.', groupDigits(limits.maxCells), rows, columns, groupDigits(rows * columns)),
    };
  }
  return { ok: true, rows, columns };
}

/** Whether the start step offers the difficulty levels: boards of at most {@link MAX_DIFFICULTY_CELLS} cells. */
export function difficultiesOffered(shape: Pick<BoardShape, 'rows' | 'columns'>): boolean {
  return shape.rows * shape.columns <= MAX_DIFFICULTY_CELLS;
}

/** The topology choices, in the documented order, each explained in plain words. */
export function topologyItems(): PickItem[] {
  return TOPOLOGIES.map((topology) => ({ id: topology, label: topologyLabel(topology), detail: topologyDescription(topology) }));
}

/**
 * The start choices for a board: all off, random solvable, and the difficulties (relative to the
 * board shape, described in the shared vocabulary's words) when offered.
 */
export function startItems(shape: Pick<BoardShape, 'rows' | 'columns'>): PickItem[] {
  const items: PickItem[] = [
    { id: 'solved', label: l10n.t('All off'), description: l10n.t('every cell at the objective') },
    { id: 'random', label: l10n.t('Random solvable'), description: l10n.t('a random board that can be solved') },
  ];
  if (!difficultiesOffered(shape)) return items;
  return items.concat(
    DIFFICULTIES.map((difficulty) => ({
      id: difficulty,
      label: l10n.t('Random solvable: {0}', difficultyLabel(difficulty)),
      description: difficultyDescription(difficulty),
    })),
  );
}

type AnswerReading = { readonly ok: true; readonly answers: FormAnswers } | { readonly ok: false; readonly problem: string };

function readAnswer(state: FormState, value: string): AnswerReading {
  const step = currentStep(state);
  if (step === undefined) return { ok: false, problem: l10n.t('The form is complete.') };
  const { answers } = state;
  switch (step) {
    case 'title': {
      const title = value.trim();
      if (title === '') return { ok: false, problem: l10n.t('Enter a title for the puzzle.') };
      const length = [...title].length;
      if (length > MAX_TITLE_LENGTH) return { ok: false, problem: l10n.t('A title has at most {0} characters; this one has {1}.', MAX_TITLE_LENGTH, length) };
      return { ok: true, answers: { ...answers, title } };
    }
    case 'size': {
      const size = readSize(value, state.limits);
      if (!size.ok) return size;
      const title = answers.title === defaultTitle(answers) ? defaultTitle(size) : answers.title;
      return { ok: true, answers: { ...answers, rows: size.rows, columns: size.columns, title } };
    }
    case 'states': {
      const states = readInteger(value, MIN_STATES, MAX_STATES);
      if (states === undefined) return { ok: false, problem: wholeNumberProblem(MIN_STATES, MAX_STATES) };
      return { ok: true, answers: { ...answers, states, objective: Math.min(answers.objective, states - 1) } };
    }
    case 'objective': {
      const objective = readInteger(value, 0, answers.states - 1);
      if (objective === undefined) return { ok: false, problem: wholeNumberProblem(0, answers.states - 1) };
      return { ok: true, answers: { ...answers, objective } };
    }
    case 'topology':
      if (!TOPOLOGIES.includes(value as Topology)) return { ok: false, problem: l10n.t('Pick one of {0}.', TOPOLOGIES.join(', ')) };
      return { ok: true, answers: { ...answers, topology: value as Topology } };
    case 'start': {
      const offered = startItems(answers).map((item) => item.id);
      if (!offered.includes(value)) return { ok: false, problem: l10n.t('Pick one of {0}.', offered.join(', ')) };
      return { ok: true, answers: { ...answers, start: value as StartChoice } };
    }
    default:
      return unreachable(step);
  }
}

function readInteger(text: string, min: number, max: number): number | undefined {
  if (!/^\s*\d+\s*$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

function wholeNumberProblem(min: number, max: number): string {
  return min === max ? l10n.t('Enter {0}.', min) : l10n.t('Enter a whole number from {0} to {1}.', min, max);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function unreachable(step: never): never {
  throw new Error(`unknown form step ${String(step)}`);
}
