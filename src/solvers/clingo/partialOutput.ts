/**
 * The models in a cut-off `--outf=2` output: what clingo printed before it was stopped (a timeout
 * that terminated the wasm worker, or a process killed at the hard deadline). clingo prints each
 * model as soon as it finds it, so the text ends mid-way, never closed.
 *
 * A small scanner tracks strings (with escapes) and the stack of containers with the key each was
 * entered under; every object that is a direct element of an array under a "Witnesses" key is
 * captured when it closes and checked like a model of a complete output. It assumes only that the
 * text is a prefix of valid JSON; atoms cannot confuse it, since brackets and colons count only
 * outside strings. (The same approach as clingo-wasm's WitnessParser.)
 *
 * clingo prints the closing brace of a model only when the next model or the end of the output
 * comes, so the last model of a cut-off output is still open: it counts when its atom list is
 * complete, closed after its last complete member (the costs may be missing). Pure.
 */

import { checkWitness, type ClingoWitness } from './clingoOutput';

interface Container {
  readonly bracket: '{' | '[';
  /** The key this container is the value of, when its parent is an object. */
  readonly key: string | undefined;
}

/**
 * The complete models at the start of a possibly cut-off clingo JSON output, in order, the last
 * one possibly without its costs (see above). A model whose text is not a valid model object
 * throws {@link ClingoOutputError}; a last model cut off within its atoms is left out.
 */
export function completeWitnesses(text: string): ClingoWitness[] {
  const witnesses: ClingoWitness[] = [];
  const stack: Container[] = [];
  let inString = false;
  let escaped = false;
  let stringStart = -1;
  let lastString: string | undefined;
  let pendingKey: string | undefined;
  let captureStart = -1;
  let captureDepth = -1;
  // Where the open model's last complete member ends (before its comma), for a cut-off inside the next member.
  let lastMemberEnd = -1;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') {
        inString = false;
        try {
          lastString = JSON.parse(text.slice(stringStart, index + 1)) as string;
        } catch {
          lastString = undefined;
        }
      }
      continue;
    }
    switch (char) {
      case '"':
        inString = true;
        stringStart = index;
        break;
      case ':':
        pendingKey = lastString;
        break;
      case ',':
        if (captureStart >= 0 && stack.length === captureDepth) lastMemberEnd = index;
        pendingKey = undefined;
        break;
      case '{':
      case '[': {
        const parent = stack.at(-1);
        const key = parent?.bracket === '{' ? pendingKey : undefined;
        if (char === '{' && captureStart < 0 && parent?.bracket === '[' && parent.key === 'Witnesses') {
          captureStart = index;
          captureDepth = stack.length + 1;
          lastMemberEnd = -1;
        }
        stack.push({ bracket: char, key });
        pendingKey = undefined;
        break;
      }
      case '}':
      case ']':
        if (char === '}' && stack.length === captureDepth) {
          const source = text.slice(captureStart, index + 1);
          let value: unknown;
          try {
            value = JSON.parse(source);
          } catch {
            value = undefined;
          }
          witnesses.push(checkWitness(value, `model ${witnesses.length + 1} of clingo's output`));
          captureStart = -1;
          captureDepth = -1;
        }
        stack.pop();
        pendingKey = undefined;
        break;
      default:
        break;
    }
  }
  if (captureStart >= 0) {
    const whole = !inString && stack.length === captureDepth ? openWitness(text.slice(captureStart)) : null;
    const open = whole ?? (lastMemberEnd > captureStart ? openWitness(text.slice(captureStart, lastMemberEnd)) : null);
    if (open) witnesses.push(open);
  }
  return witnesses;
}

/** The last, still open model object: closed after its last complete member, if it has its atoms. */
function openWitness(source: string): ClingoWitness | null {
  const members = source.trimEnd().replace(/,$/, '');
  let value: unknown;
  try {
    value = JSON.parse(`${members}}`);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || !('Value' in value)) return null;
  return checkWitness(value, "the last model of clingo's output");
}
