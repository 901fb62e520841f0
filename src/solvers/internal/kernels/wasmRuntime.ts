/**
 * The engine's WebAssembly JavaScript API, declared here because the project's TypeScript
 * libraries do not, and the growable memories the generated kernels ({@link combineKernel},
 * {@link splitTransformKernel}, {@link ternaryTransformKernel}) run in. Pure.
 */

/** A growable memory of 64 KiB pages: a WebAssembly.Memory, or an ArrayBuffer copy where WebAssembly is missing. */
export interface GrowableMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}

/** The part of the WebAssembly JavaScript API the kernels use. */
export interface WebAssemblyApi {
  readonly Memory: new (descriptor: { initial: number }) => GrowableMemory;
  readonly Module: new (bytes: Uint8Array) => object;
  readonly Instance: new (module: object, imports: object) => { readonly exports: Record<string, unknown> };
  validate(bytes: Uint8Array): boolean;
}

/** The engine's WebAssembly API, or undefined where it has none (for instance Node run with --jitless). */
export const webAssembly: WebAssemblyApi | undefined = (globalThis as { WebAssembly?: WebAssemblyApi }).WebAssembly;

/** The size of a WebAssembly memory page in bytes. */
export const PAGE_BYTES = 65536;

/** `bytes` rounded up to whole 16-byte vectors: the span the SIMD kernels give a row or region. */
export function vectorBytes(bytes: number): number {
  return 16 * Math.ceil(bytes / 16);
}

/** A memory of `pages` pages: WebAssembly's where the engine has it, so kernels can run in it. */
export function growableMemory(pages: number): GrowableMemory {
  if (webAssembly) return new webAssembly.Memory({ initial: pages });
  let buffer = new ArrayBuffer(pages * PAGE_BYTES);
  return {
    get buffer() {
      return buffer;
    },
    grow(more: number) {
      const before = buffer.byteLength / PAGE_BYTES;
      const grown = new ArrayBuffer(buffer.byteLength + more * PAGE_BYTES);
      new Uint8Array(grown).set(new Uint8Array(buffer));
      buffer = grown;
      return before;
    },
  };
}

/** The SIMD lane count of the search kernels for a magnitude bound: 8 lanes of 16 bits below 2^15, else 4 of 32 bits. */
export function simdLanes(largestMagnitude: number): number {
  return largestMagnitude < 2 ** 15 ? 8 : 4;
}

/** Which implementation a kernel uses: WebAssembly SIMD where the engine has it, or plain JavaScript. */
export type KernelChoice = 'simd' | 'portable';

/** The kernel `choice` names, built by `simd` or `portable`. */
export function chooseKernel<Kernel>(choice: KernelChoice, simd: () => Kernel, portable: () => Kernel): Kernel {
  switch (choice) {
    case 'simd':
      return simd();
    case 'portable':
      return portable();
    default: {
      const unknown: never = choice;
      throw new Error(`unknown kernel ${String(unknown)}`);
    }
  }
}

/**
 * The compiled WebAssembly modules of one kind of kernel, by key, compiled on first use, and
 * whether the engine runs that kind at all (validating a probe module once: WebAssembly present
 * and its SIMD extension supported).
 */
export class KernelModules {
  private readonly modules = new Map<string, object>();
  private supported: boolean | undefined;
  private probeBytes: Uint8Array | undefined;

  /** `probe` emits a small module of the kind (or the kind's only module), used to check support. */
  constructor(private readonly probe: () => Uint8Array) {}

  /** Whether this engine runs the kind's modules (checked once). */
  isSupported(): boolean {
    if (this.supported === undefined) {
      this.probeBytes = this.probe();
      this.supported = webAssembly !== undefined && webAssembly.validate(this.probeBytes);
    }
    return this.supported;
  }

  /** An instance over `memory` of the module for `key`, compiled from `emit()` the first time; throws where the engine cannot run it. */
  instantiate(key: string, emit: () => Uint8Array, memory: object): { readonly exports: Record<string, unknown> } {
    if (!webAssembly || !this.isSupported()) throw new Error('this engine has no WebAssembly SIMD');
    let module = this.modules.get(key);
    if (module === undefined) {
      // A kind whose probe is its module is emitted once.
      module = new webAssembly.Module(emit === this.probe && this.probeBytes !== undefined ? this.probeBytes : emit());
      this.modules.set(key, module);
    }
    return new webAssembly.Instance(module, { env: { memory } });
  }
}
