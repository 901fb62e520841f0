/// <reference lib="dom" />
/**
 * A small stand-in for the browser's DOM, enough for the webview's views to be built and rendered
 * in Node: elements with attributes, a dataset, text, children and click listeners. Install it
 * with {@link installFakeDocument} and remove it with the function that returns.
 */

/** A text node: its text is its textContent. */
export class FakeText {
  parent: FakeElement | null = null;
  constructor(public textContent: string) {}
}

/** An element of the fake page. */
export class FakeElement {
  readonly attributes = new Map<string, string>();
  readonly dataset: Record<string, string> = {};
  readonly style: Record<string, string> = {};
  readonly children: (FakeElement | FakeText)[] = [];
  parent: FakeElement | null = null;
  hidden = false;
  inert = false;
  disabled = false;
  /** The value of a form control. */
  value = '';
  /** Whether a <details> is open. */
  open = false;
  tabIndex = 0;
  title = '';
  id = '';
  className = '';
  private readonly listeners = new Map<string, ((event: unknown) => void)[]>();

  constructor(
    readonly tagName: string,
    readonly namespace: string | null = null,
  ) {}

  get textContent(): string {
    return this.children.map((child) => child.textContent).join('');
  }

  set textContent(text: string) {
    this.replaceChildren(new FakeText(text));
  }

  setAttribute(name: string, value: string): void {
    if (name === 'id') this.id = value;
    // data-* attributes show in the dataset, camel-cased, as in a browser.
    if (name.startsWith('data-')) this.dataset[name.slice(5).replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] = value;
    this.attributes.set(name, value);
  }

  /** The class names, as a browser's classList edits them. */
  get classList(): { add(name: string): void; remove(name: string): void; toggle(name: string, on?: boolean): void; contains(name: string): boolean } {
    const names = (): string[] => this.className.split(' ').filter((name) => name !== '');
    const set = (list: string[]): void => {
      this.className = list.join(' ');
    };
    return {
      add: (name) => set(names().includes(name) ? names() : [...names(), name]),
      remove: (name) => set(names().filter((other) => other !== name)),
      toggle: (name, on = !names().includes(name)) =>
        set(on ? (names().includes(name) ? names() : [...names(), name]) : names().filter((other) => other !== name)),
      contains: (name) => names().includes(name),
    };
  }

  /** The nearest element with this tag name, from this one outwards. */
  closest(tagName: string): FakeElement | null {
    return this.outwards().find((node) => node.tagName === tagName) ?? null;
  }

  /** This element and the elements around it, innermost first. */
  outwards(): FakeElement[] {
    return [this, ...(this.parent?.outwards() ?? [])];
  }

  scrollIntoView(): void {}

  /** Makes this element the page's focused element. */
  focus(): void {
    const page = (globalThis as { document?: unknown }).document;
    if (page instanceof FakeDocument) page.activeElement = this;
  }

  getAttribute(name: string): string | null {
    if (name === 'id' && this.id !== '') return this.id;
    return this.attributes.get(name) ?? null;
  }

  removeAttribute(name: string): void {
    this.attributes.delete(name);
  }

  append(...nodes: (FakeElement | FakeText | string)[]): void {
    for (const node of nodes) {
      const child = typeof node === 'string' ? new FakeText(node) : node;
      child.parent?.children.splice(child.parent.children.indexOf(child), 1);
      child.parent = this;
      this.children.push(child);
    }
  }

  replaceChildren(...nodes: (FakeElement | FakeText | string)[]): void {
    for (const child of this.children) child.parent = null;
    this.children.length = 0;
    this.append(...nodes);
  }

  replaceWith(node: FakeElement): void {
    const parent = this.parent;
    if (parent === null) return;
    node.parent?.children.splice(node.parent.children.indexOf(node), 1);
    parent.children[parent.children.indexOf(this)] = node;
    node.parent = parent;
    this.parent = null;
  }

  addEventListener(type: string, listener: (event: unknown) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  /** Runs the click listeners of this element and those around it, as a click on an enabled element does. */
  click(): void {
    if (this.disabled) return;
    for (const node of this.outwards()) {
      for (const listener of node.listeners.get('click') ?? []) listener({ type: 'click', target: this });
    }
  }

  /** Runs the listeners of `type` on this element only (change, blur, keydown ...) with an event holding `fields`. */
  fire(type: string, fields: Record<string, unknown> = {}): void {
    for (const listener of this.listeners.get(type) ?? []) listener({ type, target: this, preventDefault: () => undefined, ...fields });
  }

  /** This element and every element inside it, in document order. */
  descendants(): FakeElement[] {
    return [this, ...this.children.flatMap((child) => (child instanceof FakeElement ? child.descendants() : []))];
  }

  /** The one element inside with this data-testid; throws when there is none or several. */
  byTestId(testId: string): FakeElement {
    const found = this.descendants().filter((node) => node.dataset.testid === testId);
    if (found.length !== 1) throw new Error(`${found.length} elements with data-testid="${testId}"`);
    return found[0];
  }

  /** Every element inside with this tag name (lower case). */
  byTag(tagName: string): FakeElement[] {
    return this.descendants().filter((node) => node.tagName === tagName);
  }
}

/** The fake `document`: makes elements and finds them by id. */
export class FakeDocument {
  readonly body = new FakeElement('body');
  /** The focused element: none unless a test sets one. */
  activeElement: FakeElement | null = null;

  createElement(tagName: string): FakeElement {
    return new FakeElement(tagName.toLowerCase());
  }

  createElementNS(namespace: string, tagName: string): FakeElement {
    return new FakeElement(tagName, namespace);
  }

  createTextNode(text: string): FakeText {
    return new FakeText(text);
  }

  getElementById(id: string): FakeElement | null {
    return this.body.descendants().find((node) => node.id === id) ?? null;
  }
}

/** Makes a new {@link FakeDocument} the global `document`; returns what puts the old one back. */
export function installFakeDocument(): { readonly document: FakeDocument; readonly uninstall: () => void } {
  const global = globalThis as { document?: unknown };
  const previous = global.document;
  const document = new FakeDocument();
  global.document = document;
  return {
    document,
    uninstall: () => {
      if (previous === undefined) delete global.document;
      else global.document = previous;
    },
  };
}
