/**
 * VS Code's {@link ShowProgress}: a cancellable progress notification (`vscode.window.withProgress`,
 * location Notification) that stays until it is closed. Kept apart from the delay and cancel logic
 * of the notice, which stays free of the vscode module so that plain mocha tests it.
 */

import * as vscode from 'vscode';
import type { ShowProgress } from './delayedProgress';

/** Shows a cancellable progress notification; Cancel calls `onCancel`, and close() takes it away. */
export const showProgressNotification: ShowProgress = (title, onCancel) => {
  let close = (): void => {};
  const closed = new Promise<void>((resolve) => (close = resolve));
  let progress: vscode.Progress<{ message?: string }> | undefined;
  let pending: string | undefined;
  void vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title, cancellable: true }, (shown, token) => {
    progress = shown;
    if (pending !== undefined) shown.report({ message: pending });
    const subscription = token.onCancellationRequested(onCancel);
    return closed.finally(() => subscription.dispose());
  });
  return {
    report: (message) => {
      if (progress) progress.report({ message });
      else pending = message;
    },
    close: () => close(),
  };
};
