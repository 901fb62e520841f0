/**
 * The puzzles that come with the extension, opened read-only: the levels of Play Levels (the
 * extension's levels/ folder) and the examples of Open Example (examples/). Each opens in the
 * grid as a document of the `lightsout` scheme (`lightsout:/levels/07-sixteen-switches.lights`),
 * served from the extension's folder by a read-only file system: it is never dirty, closing it
 * asks nothing, and Save As writes a copy (Save As needs a file system for the scheme: a
 * TextDocumentContentProvider's document cannot be saved as a copy from the grid). The path ends
 * with ".lights", so the grid's selector takes it, in Play. The player's progress (best moves per level) lives in the extension's global
 * state, so it lasts across reloads. These are also the grid's {@link DocumentOrigins}: a
 * document's context (a level's number, best and fewest moves), a won level's new best, and the
 * next level, opened in place of the one just won. Files are read through vscode.workspace.fs, so
 * the web extension runs this too.
 */

import * as vscode from 'vscode';
import { decodeTextFile } from '../core/format/decodeTextFile';
import { escapeControlCharacters } from '../core/escapeControlCharacters';
import { GRID_VIEW_TYPE, type DocumentOrigins, type OpenIn } from '../gridEditor/lightsEditorProvider';
import { isLevelFileName, levelList, type Level, type LevelList } from '../levels/levelList';
import { levelAfter, levelContext, readLevelBests, recordWin, solvedCount, type LevelBests } from '../levels/levelProgress';
import type { BoardContextView } from '../protocol/protocol';

/** The URI scheme of the built-in puzzles' read-only documents. */
export const BUILT_IN_SCHEME = 'lightsout';

/** The folder of the extension a built-in puzzle comes from. */
export type BuiltInFolder = 'levels' | 'examples';

/** A built-in puzzle: its folder and its file's name there. */
export interface BuiltInPuzzle {
  readonly folder: BuiltInFolder;
  readonly fileName: string;
}

/** The global state's key of the player's best moves per level (synchronised by Settings Sync). */
export const LEVEL_BESTS_KEY = 'lightsOut.levelBests';

/** The command that shows the level picker (package.json). */
const PLAY_LEVELS_COMMAND = 'lightsOut.playLevels';

/** The read-only document of a built-in puzzle. */
export function builtInPuzzleUri({ folder, fileName }: BuiltInPuzzle): vscode.Uri {
  return vscode.Uri.from({ scheme: BUILT_IN_SCHEME, path: `/${folder}/${fileName}` });
}

/** The built-in puzzle a URI names, or undefined for any other URI (another scheme, a nested path, a name that is no `.lights` file). */
export function builtInPuzzleOf(uri: vscode.Uri): BuiltInPuzzle | undefined {
  if (uri.scheme !== BUILT_IN_SCHEME) return undefined;
  const match = /^\/(levels|examples)\/([^/\\.][^/\\]*\.lights)$/.exec(uri.path);
  return match ? { folder: match[1] as BuiltInFolder, fileName: match[2] } : undefined;
}

/** The built-in levels and examples: their documents, the levels' progress, and what the grid asks about them. */
export class BuiltInPuzzles implements vscode.FileSystemProvider, DocumentOrigins {
  /** The files never change while the extension runs. */
  readonly onDidChangeFile: vscode.Event<vscode.FileChangeEvent[]> = () => ({ dispose: () => undefined });
  private loading: Promise<LevelList> | undefined;
  /** The level list once read. */
  private loaded: LevelList | undefined;

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly state: vscode.Memento,
    private readonly log: Pick<vscode.LogOutputChannel, 'info' | 'error'>,
  ) {}

  /** Registers the read-only file system of the built-in puzzles and returns them. */
  static register(context: vscode.ExtensionContext, log: vscode.LogOutputChannel): BuiltInPuzzles {
    const puzzles = new BuiltInPuzzles(context.extensionUri, context.globalState, log);
    context.globalState.setKeysForSync([LEVEL_BESTS_KEY]);
    context.subscriptions.push(vscode.workspace.registerFileSystemProvider(BUILT_IN_SCHEME, puzzles, { isCaseSensitive: true, isReadonly: true }));
    return puzzles;
  }

  // The read-only file system: "/", its two folders and their .lights files, as the extension has them.

  async stat(uri: vscode.Uri): Promise<vscode.FileStat> {
    if (uri.path === '/' || uri.path === '') return { type: vscode.FileType.Directory, ctime: 0, mtime: 0, size: 0 };
    const { type, ctime, mtime, size } = await vscode.workspace.fs.stat(this.extensionLocation(uri));
    return { type, ctime, mtime, size };
  }

  async readDirectory(uri: vscode.Uri): Promise<[string, vscode.FileType][]> {
    if (uri.path === '/' || uri.path === '') {
      return [
        ['levels', vscode.FileType.Directory],
        ['examples', vscode.FileType.Directory],
      ];
    }
    const entries = await vscode.workspace.fs.readDirectory(this.extensionLocation(uri));
    return entries.filter(([name, type]) => type === vscode.FileType.File && isLevelFileName(name));
  }

  readFile(uri: vscode.Uri): Thenable<Uint8Array> {
    return vscode.workspace.fs.readFile(this.extensionLocation(uri));
  }

  watch(): vscode.Disposable {
    return { dispose: () => undefined };
  }

  createDirectory(uri: vscode.Uri): never {
    throw vscode.FileSystemError.NoPermissions(uri);
  }

  writeFile(uri: vscode.Uri): never {
    throw vscode.FileSystemError.NoPermissions(uri);
  }

  delete(uri: vscode.Uri): never {
    throw vscode.FileSystemError.NoPermissions(uri);
  }

  rename(uri: vscode.Uri): never {
    throw vscode.FileSystemError.NoPermissions(uri);
  }

  /** Where the extension keeps what `uri` names: one of its two folders, or a puzzle's file in one; FileNotFound for anything else. */
  private extensionLocation(uri: vscode.Uri): vscode.Uri {
    const folder = /^\/(levels|examples)\/?$/.exec(uri.path)?.[1];
    if (folder !== undefined) return vscode.Uri.joinPath(this.extensionUri, folder);
    const puzzle = builtInPuzzleOf(uri);
    if (!puzzle) throw vscode.FileSystemError.FileNotFound(uri);
    return vscode.Uri.joinPath(this.extensionUri, puzzle.folder, puzzle.fileName);
  }

  /** The levels, read once from the extension's levels/ folder (again after a failed read); a file that is no level is logged and left out. */
  levels(): Promise<LevelList> {
    this.loading ??= this.readLevels().then(
      (list) => {
        this.loaded = list;
        for (const problem of list.skipped) this.log.error(escapeControlCharacters(`levels: left out ${problem}`));
        return list;
      },
      (error: unknown) => {
        this.loading = undefined;
        throw error;
      },
    );
    return this.loading;
  }

  /** The player's best moves per level, as kept. */
  bests(): LevelBests {
    return readLevelBests(this.state.get(LEVEL_BESTS_KEY));
  }

  /** Opens `level` in the grid, in `viewColumn` (default the active group). */
  async openLevel(level: Level, viewColumn?: vscode.ViewColumn): Promise<void> {
    await vscode.commands.executeCommand('vscode.openWith', builtInPuzzleUri({ folder: 'levels', fileName: level.fileName }), GRID_VIEW_TYPE, {
      viewColumn,
      preview: false,
    });
    this.log.info(`levels: opened level ${level.number} (${level.id})`);
  }

  /** Opens the example `fileName` of examples/ in the grid, read-only. */
  async openExample(fileName: string): Promise<vscode.Uri> {
    const uri = builtInPuzzleUri({ folder: 'examples', fileName });
    await vscode.commands.executeCommand('vscode.openWith', uri, GRID_VIEW_TYPE);
    return uri;
  }

  async prepare(uri: vscode.Uri): Promise<void> {
    if (builtInPuzzleOf(uri)?.folder !== 'levels') return;
    try {
      await this.levels();
    } catch (error) {
      // The grid still opens the document; its caption then has no level number.
      this.log.error(escapeControlCharacters(`levels: could not read the levels: ${error instanceof Error ? error.message : String(error)}`));
    }
  }

  contextOf(uri: vscode.Uri): BoardContextView {
    const puzzle = builtInPuzzleOf(uri);
    if (!puzzle) return { kind: 'file' };
    const level = this.levelOf(uri);
    return level && this.loaded ? levelContext(level, this.loaded.levels, this.bests()) : { kind: 'example' };
  }

  openIn(uri: vscode.Uri): OpenIn | undefined {
    return builtInPuzzleOf(uri) ? 'play' : undefined;
  }

  async gameWon(uri: vscode.Uri, moves: number): Promise<boolean> {
    const level = this.levelOf(uri);
    if (!level) return false;
    const bests = recordWin(this.bests(), level.id, moves);
    if (!bests) return false;
    await this.state.update(LEVEL_BESTS_KEY, bests);
    this.log.info(`levels: level ${level.number} (${level.id}) solved in ${moves} moves, a new best (fewest ${level.minMoves})`);
    return true;
  }

  async nextLevel(uri: vscode.Uri, viewColumn: vscode.ViewColumn | undefined): Promise<void> {
    const level = this.levelOf(uri);
    const levels = this.loaded?.levels;
    if (!level || !levels) return;
    const next = levelAfter(levels, level.id);
    if (!next) {
      await this.sayLastLevel(levels);
      return;
    }
    try {
      await this.openLevel(next, viewColumn);
      // The next level takes the won level's place: its tab in that group closes (a level is never dirty, so nothing is asked).
      const group = vscode.window.tabGroups.all.find((candidate) => candidate.viewColumn === viewColumn) ?? vscode.window.tabGroups.activeTabGroup;
      const won = group.tabs.filter((tab) => tab.input instanceof vscode.TabInputCustom && tab.input.uri.toString() === uri.toString());
      if (won.length > 0) await vscode.window.tabGroups.close(won);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.log.error(escapeControlCharacters(`levels: could not open level ${next.number}: ${message}`));
      void vscode.window.showErrorMessage(vscode.l10n.t('Could not open level {0}: {1}', next.number, message));
    }
  }

  /** The level whose document is at `uri`, once the levels are read. */
  private levelOf(uri: vscode.Uri): Level | undefined {
    const puzzle = builtInPuzzleOf(uri);
    if (puzzle?.folder !== 'levels') return undefined;
    return this.loaded?.levels.find((level) => level.fileName === puzzle.fileName);
  }

  /** Says that the level won was the last one, offering the picker. */
  private async sayLastLevel(levels: readonly Level[]): Promise<void> {
    const solved = solvedCount(levels, this.bests());
    const showLevels = vscode.l10n.t('Show Levels');
    const message =
      solved === levels.length
        ? vscode.l10n.t('That was the last level, and all {0} levels are solved. Well done!', levels.length)
        : vscode.l10n.t('That was the last level. {0} of {1} levels are solved: the picker shows the others.', solved, levels.length);
    if ((await vscode.window.showInformationMessage(message, showLevels)) === showLevels) await vscode.commands.executeCommand(PLAY_LEVELS_COMMAND);
  }

  private async readLevels(): Promise<LevelList> {
    const folder = vscode.Uri.joinPath(this.extensionUri, 'levels');
    const names = (await vscode.workspace.fs.readDirectory(folder)).filter(([, type]) => type === vscode.FileType.File).map(([name]) => name);
    const files = await Promise.all(
      names.filter(isLevelFileName).map(async (name): Promise<[string, string]> => [name, await this.readText({ folder: 'levels', fileName: name })]),
    );
    return levelList(files);
  }

  private async readText({ folder, fileName }: BuiltInPuzzle): Promise<string> {
    const decoded = decodeTextFile(await vscode.workspace.fs.readFile(vscode.Uri.joinPath(this.extensionUri, folder, fileName)));
    if (!decoded.ok) throw new Error(decoded.problem.message);
    return decoded.text;
  }
}
