/**
 * Writing a file whole, wherever its URI points. Through `vscode.workspace.fs` (any file system
 * VS Code reaches, VS Code for the Web's included) the bytes go to a temporary file beside the
 * target (`.NAME.lights-out-XXXXXXXX.tmp`), which is then renamed over the target with
 * `overwrite`: a failed write leaves the target as it was and removes the temporary file, and a
 * symbolic link at the target is replaced, never written through. VS Code's rename with
 * `overwrite` may delete the target before it renames; so a `file:` URI, where the host has
 * Node, goes to the host's own writer instead (src/files/writeFileAtomically.ts: one rename(2),
 * the target never missing).
 */

import * as vscode from 'vscode';

/** The calls of `vscode.workspace.fs` a write makes (tests pass a fake). */
export type WorkspaceFileSystem = Pick<vscode.FileSystem, 'writeFile' | 'rename' | 'delete'>;

/** Writes bytes to a URI whole: the target ends as the new file, or, when the promise rejects, as it was. */
export type FileWriter = (uri: vscode.Uri, bytes: Uint8Array) => Promise<void>;

/** Writes a local file whole (a path of the host's own file system), as src/files/writeFileAtomically.ts does. */
export type LocalFileWriter = (path: string, bytes: Uint8Array) => Promise<void>;

/** A temporary file's URI for `uri`: hidden, in the same folder, with the target's name and a random part. */
export function temporaryUri(uri: vscode.Uri): vscode.Uri {
  const slash = uri.path.lastIndexOf('/');
  const random = Math.floor(Math.random() * 0x1_0000_0000)
    .toString(16)
    .padStart(8, '0');
  return uri.with({ path: `${uri.path.slice(0, slash + 1)}.${uri.path.slice(slash + 1)}.lights-out-${random}.tmp` });
}

/**
 * Writes `bytes` to `uri` whole through `fileSystem` (see the module comment): a temporary file
 * beside it, renamed over it. Rejects with the failing step's error, the temporary file removed.
 */
export async function writeWorkspaceFile(uri: vscode.Uri, bytes: Uint8Array, fileSystem: WorkspaceFileSystem = vscode.workspace.fs): Promise<void> {
  const temporary = temporaryUri(uri);
  try {
    await fileSystem.writeFile(temporary, bytes);
    await fileSystem.rename(temporary, uri, { overwrite: true });
  } catch (error) {
    try {
      await fileSystem.delete(temporary, { useTrash: false });
    } catch {
      // Never made, or already gone: the write's own error is the one to report.
    }
    throw error;
  }
}

/**
 * The writer for a host: `file:` URIs through `writeLocalFile` when the host has one (a Node
 * extension host), every other URI, and all of them without it (VS Code for the Web), through
 * {@link writeWorkspaceFile}.
 */
export function fileWriter(writeLocalFile: LocalFileWriter | undefined, fileSystem: WorkspaceFileSystem = vscode.workspace.fs): FileWriter {
  return (uri, bytes) =>
    writeLocalFile !== undefined && uri.scheme === 'file' ? writeLocalFile(uri.fsPath, bytes) : writeWorkspaceFile(uri, bytes, fileSystem);
}
