/**
 * The grid panel's words around the boards: the status line (the one `role="status"` element:
 * "Moves: N" in Play, "Solved in N moves…" once solved, a sentence in Setup), one message line
 * that always keeps its place (a running solve with Cancel, else a notice with Dismiss, else the
 * hint's sentence, else why the board cannot be solved), and, for a document that is not a drawable puzzle, its problems as links to
 * their line and column in the text. DOM only here.
 */

import * as l10n from '../../domain/l10n';
import type { DiagnosticView } from '../../protocol/protocol';
import { button, element, show } from '../dom';
import { gameStatusText } from '../state/gridViewState';
import { isPuzzleSolved } from '../state/playSession';
import { diagnosticText, shownPuzzle, type GridViewEvent, type GridViewState } from '../state/gridViewTypes';
import { hintText } from '../state/solutionState';
import { proofSentence } from '../state/unsolvableProof';
import { formatCount } from '../words/wording';

/** The status and message lines, the problems of a broken document and the warnings of a valid one. */
export class MessagesView {
  /** The status line and the message line. */
  readonly messages: HTMLElement;
  /** Why there is no board: the errors of the text, or a board too large to draw. */
  readonly problem: HTMLElement;
  /** Warnings of a valid document (unknown keys, for example). */
  readonly warnings: HTMLElement;
  private readonly status = element('p', { className: 'game-status', testId: 'game-status', attributes: { role: 'status' } });
  private readonly hint = element('p', { className: 'hint-text', testId: 'hint-text' });
  private readonly proof = element('p', { className: 'proof-text', testId: 'proof-text' });
  private readonly progressText = element('span', { className: 'progress-text' });
  private readonly progress: HTMLElement;
  private readonly noticeText = element('span', { className: 'notice-text' });
  private readonly notice: HTMLElement;
  private readonly problemHeading = element('h2', { className: 'problem-heading', attributes: { id: 'problem-heading' } });
  private readonly tooLarge = element('p', { testId: 'too-large' });
  private readonly errors = element('ul', { className: 'errors', testId: 'errors' });

  constructor(private readonly dispatch: (event: GridViewEvent) => void) {
    const cancel = button(l10n.t('Cancel'), 'cancel', l10n.t('Stop the running solve'), 'secondary');
    cancel.addEventListener('click', () => dispatch({ type: 'cancel' }));
    this.progress = element('div', { className: 'progress', testId: 'progress' }, [
      element('span', { className: 'spinner', attributes: { 'aria-hidden': 'true' } }),
      this.progressText,
      cancel,
    ]);
    // The × comes from the stylesheet, so the notice's text is the message alone.
    const dismiss = button('', 'notice-dismiss', l10n.t('Dismiss'), 'icon secondary dismiss');
    dismiss.setAttribute('aria-label', l10n.t('Dismiss message'));
    dismiss.addEventListener('click', () => dispatch({ type: 'dismissNotice' }));
    this.notice = element('div', { className: 'notice', testId: 'notice' }, [this.noticeText, dismiss]);
    const messageLine = element('div', { className: 'message-line' }, [this.progress, this.notice, this.hint, this.proof]);
    this.messages = element('div', { className: 'messages' }, [this.status, messageLine]);
    const openAsText = button(l10n.t('Open as Text'), 'open-as-text', l10n.t('Open this file in the text editor to fix it'));
    openAsText.addEventListener('click', () => dispatch({ type: 'openAsText' }));
    this.problem = element('section', { className: 'problem', testId: 'problem', attributes: { 'aria-labelledby': 'problem-heading' } }, [
      this.problemHeading,
      this.tooLarge,
      this.errors,
      openAsText,
    ]);
    this.warnings = element('ul', { className: 'warnings', testId: 'warnings', attributes: { 'aria-label': l10n.t('Warnings') } });
  }

  /** Shows the lines and lists for `state`. */
  render(state: GridViewState): void {
    const puzzle = shownPuzzle(state);
    show(this.messages, puzzle !== null);
    show(this.problem, state.document !== null && state.document.state.kind !== 'puzzle');
    this.renderProblem(state);
    const warnings = state.document?.state.kind === 'puzzle' ? state.document.state.warnings : [];
    this.warnings.replaceChildren(...warnings.map((warning) => this.diagnosticItem(warning)));
    show(this.warnings, warnings.length > 0);
    if (puzzle === null) return;
    const status = gameStatusText(state);
    this.status.textContent = status ?? l10n.t('Setup: a click changes one cell, and the file with it. Play to try the puzzle without changing the file.');
    this.status.classList.toggle('game-status--won', status !== null && isPuzzleSolved(puzzle));
    this.hint.textContent = state.hint === null ? '' : hintText(state.hint);
    const free = state.progress === null && state.notice === null;
    show(this.hint, state.hint !== null && free);
    this.proof.textContent = state.proof === null ? '' : proofSentence(state.proof);
    show(this.proof, state.proof !== null && state.hint === null && free);
    show(this.progress, state.progress !== null);
    this.progressText.textContent = state.progress?.message ?? '';
    show(this.notice, state.notice !== null && state.progress === null);
    this.noticeText.textContent = state.notice?.message ?? '';
    this.notice.classList.toggle('notice--error', state.notice?.severity === 'error');
    if (state.notice?.severity === 'error') this.notice.setAttribute('role', 'alert');
    else this.notice.removeAttribute('role');
  }

  /** A problem of the text as a button that opens the text editor at its line and column. */
  private diagnosticItem(diagnostic: DiagnosticView): HTMLLIElement {
    const link = element('button', {
      className: 'link',
      text: diagnosticText(diagnostic),
      attributes: { type: 'button', title: l10n.t('Open the text at line {0}, column {1}', formatCount(diagnostic.line), formatCount(diagnostic.column)) },
    });
    link.addEventListener('click', () => this.dispatch({ type: 'openAsText', line: diagnostic.line, column: diagnostic.column }));
    return element('li', { className: diagnostic.severity }, [link]);
  }

  private renderProblem(state: GridViewState): void {
    const documentState = state.document?.state;
    if (documentState === undefined || documentState.kind === 'puzzle') {
      this.errors.replaceChildren();
      return;
    }
    switch (documentState.kind) {
      case 'invalid':
        this.problemHeading.textContent = l10n.t('This file is not a valid Lights Out puzzle');
        show(this.tooLarge, false);
        this.errors.replaceChildren(...documentState.errors.map((error) => this.diagnosticItem(error)));
        show(this.errors, true);
        break;
      case 'tooLarge': {
        const cells = documentState.rows * documentState.columns;
        this.problemHeading.textContent = l10n.t('This puzzle is too large for the grid editor');
        this.tooLarge.textContent = l10n.t(
          'It has {0} × {1} = {2} cells; the grid editor shows at most {3} cells.',
          formatCount(documentState.rows),
          formatCount(documentState.columns),
          formatCount(cells),
          formatCount(documentState.limit),
        );
        show(this.tooLarge, true);
        show(this.errors, false);
        break;
      }
      default: {
        const unknownState: never = documentState;
        throw new Error(`unknown document state ${JSON.stringify(unknownState)}`);
      }
    }
  }
}
