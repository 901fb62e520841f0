/**
 * Reading the extension's localisation files (package.nls*.json, l10n/bundle.l10n*.json) for the
 * l10n tests, and the parts of a string a translation must keep unchanged.
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from '../support/repositoryRoot';

/** The parsed JSON file at `relativePath` under the repository root; throws when it is missing or not JSON. */
export function readRepositoryJson(relativePath: string): unknown {
  return JSON.parse(readFileSync(join(repositoryRoot, relativePath), 'utf8')) as unknown;
}

/** A flat string table (package.nls*.json, bundle.l10n*.json) from the file at `relativePath`; throws when a value is not a string. */
export function readStringTable(relativePath: string): Record<string, string> {
  const table = readRepositoryJson(relativePath);
  if (typeof table !== 'object' || table === null || Array.isArray(table)) throw new Error(`${relativePath} is not a JSON object`);
  for (const [key, value] of Object.entries(table)) if (typeof value !== 'string') throw new Error(`${relativePath}: "${key}" is not a string`);
  return table as Record<string, string>;
}

/**
 * What a translation of `text` must carry over unchanged, sorted: `{0}`-style placeholders, the
 * targets of markdown links (`(command:lightsOut.solve)`), and inline code spans (`clingo`, or
 * ``.lights`` in a walkthrough, whose code takes two backticks).
 */
export function invariantParts(text: string): string[] {
  const placeholders = text.match(/\{\d+\}/g) ?? [];
  const linkTargets = [...text.matchAll(/\]\(([^)]*)\)/g)].map((match) => `(${match[1]})`);
  const codeSpans = text.match(/``[^`]+``|`[^`]*`/g) ?? [];
  return [...placeholders, ...linkTargets, ...codeSpans].sort();
}

/**
 * The problems of `translation` as a translation of `english`, in words: keys missing or empty,
 * keys that `english` lacks, and strings whose invariant parts differ. Empty when it is complete.
 */
export function translationProblems(english: Record<string, string>, translation: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const [key, text] of Object.entries(english)) {
    const translated = translation[key];
    if (translated === undefined) problems.push(`missing: ${key}`);
    else if (translated.trim() === '') problems.push(`empty: ${key}`);
    else if (JSON.stringify(invariantParts(translated)) !== JSON.stringify(invariantParts(text)))
      problems.push(`${key}: keeps ${JSON.stringify(invariantParts(translated))}, the English has ${JSON.stringify(invariantParts(text))}`);
  }
  for (const key of Object.keys(translation)) if (!(key in english)) problems.push(`extra: ${key}`);
  return problems;
}
