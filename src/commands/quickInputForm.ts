/**
 * Shows a New Puzzle form ({@link FormState}) as one multi-step QuickInput: an input box or a
 * quick pick per step, numbered ("2/6"), with a Back button on every step after the first and live
 * validation.
 * Escape (or closing the input) cancels. The steps, their checks and Back live in the pure form;
 * this driver only shows a step and reports what the user did.
 */

import * as vscode from 'vscode';
import {
  acceptAnswer,
  goBack,
  isComplete,
  stepView,
  inputProblem,
  type FormAnswers,
  type FormState,
  type InputStepView,
  type PickStepView,
} from './newPuzzleForm';

/** What the user did on a step. */
type StepOutcome = { readonly kind: 'accept'; readonly value: string } | { readonly kind: 'back'; readonly draft?: string } | { readonly kind: 'cancel' };

interface IdentifiedItem extends vscode.QuickPickItem {
  readonly id: string;
}

/** Runs `form` from its current step to the end under the title `title`; the answers, or undefined when the user cancels. */
export async function runQuickInputForm(title: string, form: FormState): Promise<FormAnswers | undefined> {
  let state = form;
  // The step shown; disposed only when the next one is shown, so the input never flickers away between steps.
  let current: vscode.QuickInput | undefined;
  const present = (input: vscode.QuickInput): void => {
    current?.dispose();
    current = input;
    input.show();
  };
  try {
    while (!isComplete(state)) {
      const view = stepView(state);
      const outcome = view.kind === 'input' ? await showInput(title, view, (text) => inputProblem(state, text), present) : await showPick(title, view, present);
      switch (outcome.kind) {
        case 'cancel':
          return undefined;
        case 'back':
          state = goBack(state, outcome.draft);
          break;
        case 'accept': {
          const result = acceptAnswer(state, outcome.value);
          // A refused answer cannot reach here (the step checks it first); the step is shown again.
          if (result.ok) state = result.state;
          break;
        }
        default:
          return unreachable(outcome);
      }
    }
    return state.answers;
  } finally {
    current?.dispose();
  }
}

function showInput(
  title: string,
  view: InputStepView,
  problem: (text: string) => string | undefined,
  present: (input: vscode.QuickInput) => void,
): Promise<StepOutcome> {
  const input = vscode.window.createInputBox();
  input.title = title;
  input.step = view.number;
  input.totalSteps = view.total;
  input.prompt = view.prompt;
  input.placeholder = view.placeholder;
  input.value = view.value;
  input.ignoreFocusOut = true;
  input.buttons = view.number > 1 ? [vscode.QuickInputButtons.Back] : [];
  input.validationMessage = problem(view.value);
  return stepOutcome(input, present, (finish) => [
    input.onDidChangeValue((text) => {
      input.validationMessage = problem(text);
    }),
    input.onDidAccept(() => {
      const message = problem(input.value);
      input.validationMessage = message;
      if (message === undefined) finish({ kind: 'accept', value: input.value });
    }),
    input.onDidTriggerButton((button) => {
      if (button === vscode.QuickInputButtons.Back) finish({ kind: 'back', draft: input.value });
    }),
  ]);
}

/**
 * Shows `input` and resolves with the outcome its `listen` handlers finish with; Escape (hiding)
 * cancels. The handlers are disposed when the step ends.
 */
function stepOutcome(
  input: vscode.QuickInput,
  present: (input: vscode.QuickInput) => void,
  listen: (finish: (outcome: StepOutcome) => void) => vscode.Disposable[],
): Promise<StepOutcome> {
  return new Promise<StepOutcome>((resolve) => {
    const subscriptions: vscode.Disposable[] = [];
    const finish = (outcome: StepOutcome): void => {
      vscode.Disposable.from(...subscriptions).dispose();
      resolve(outcome);
    };
    subscriptions.push(
      ...listen(finish),
      input.onDidHide(() => finish({ kind: 'cancel' })),
    );
    present(input);
  });
}

function showPick(title: string, view: PickStepView, present: (input: vscode.QuickInput) => void): Promise<StepOutcome> {
  const pick = vscode.window.createQuickPick<IdentifiedItem>();
  pick.title = title;
  pick.step = view.number;
  pick.totalSteps = view.total;
  pick.placeholder = view.placeholder;
  pick.ignoreFocusOut = true;
  pick.matchOnDescription = true;
  pick.matchOnDetail = true;
  pick.buttons = view.number > 1 ? [vscode.QuickInputButtons.Back] : [];
  const items: IdentifiedItem[] = view.items.map((item) => ({
    id: item.id,
    label: item.label,
    ...(item.description !== undefined ? { description: item.description } : {}),
    ...(item.detail !== undefined ? { detail: item.detail } : {}),
  }));
  pick.items = items;
  pick.activeItems = items.filter((item) => item.id === view.activeId);
  return stepOutcome(pick, present, (finish) => [
    pick.onDidAccept(() => {
      const chosen = pick.selectedItems[0] ?? pick.activeItems[0];
      if (chosen) finish({ kind: 'accept', value: chosen.id });
    }),
    pick.onDidTriggerButton((button) => {
      if (button === vscode.QuickInputButtons.Back) finish({ kind: 'back' });
    }),
  ]);
}

function unreachable(outcome: never): never {
  throw new Error(`unknown step outcome ${JSON.stringify(outcome)}`);
}
