/**
 * Building DOM nodes for the webviews: elements with a class, a test id, text and attributes, and
 * SVG elements. Everything the webviews show is made with createElement and textContent, never
 * from HTML strings, and no inline styles (the CSP forbids them).
 */

/** What {@link element} sets on a new element. */
export interface ElementOptions {
  readonly className?: string;
  readonly testId?: string;
  readonly text?: string;
  readonly attributes?: Readonly<Record<string, string>>;
}

/** A new HTML element with `options` and `children`. */
export function element<K extends keyof HTMLElementTagNameMap>(tag: K, options: ElementOptions = {}, children: readonly Node[] = []): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (options.className !== undefined) node.className = options.className;
  if (options.testId !== undefined) node.dataset.testid = options.testId;
  if (options.text !== undefined) node.textContent = options.text;
  for (const [name, value] of Object.entries(options.attributes ?? {})) node.setAttribute(name, value);
  for (const child of children) node.append(child);
  return node;
}

/** A `type="button"` button with a tooltip. */
export function button(text: string, testId: string, title: string, className = ''): HTMLButtonElement {
  return element('button', { text, testId, className, attributes: { type: 'button', title } });
}

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/** A new SVG element with attributes (numbers are written as they are). */
export function svgElement<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attributes: Readonly<Record<string, string | number>> = {},
  children: readonly Node[] = [],
): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG_NAMESPACE, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  for (const child of children) node.append(child);
  return node;
}

/** Shows or hides a node. */
export function show(node: HTMLElement, visible: boolean): void {
  node.hidden = !visible;
}
