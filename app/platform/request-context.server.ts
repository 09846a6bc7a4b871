/**
 * Values that follow a request through everything it starts (its promises,
 * timers and callbacks), all held in one AsyncLocalStorage.
 *
 * Why one: Node 20 copies the store of every AsyncLocalStorage that has ever
 * been run into each promise and callback the process creates, whether or not
 * it is inside a run. Each instance therefore costs every promise of every
 * request (about 0.075 µs each on a 2-core machine; a page's render makes
 * hundreds), and the request log's own instance made observed requests
 * 5–30 µs dearer than unobserved ones (docs/decisions/056). One instance
 * holding every slot's value costs what one does.
 *
 * A slot's `run` starts a new store holding the enclosing one's values plus its
 * own, so slots nest freely: a render collecting its change keys still carries
 * its request's id.
 */
import { AsyncLocalStorage } from "node:async_hooks";

type Store = { readonly [slot: symbol]: unknown };

const storage = new AsyncLocalStorage<Store>();

export type ContextSlot<T> = {
  /** The value of the innermost `run` this code runs inside, if any. */
  get(): T | undefined;
  /** Runs `work` (and everything it starts) with this slot holding `value`. */
  run<R>(value: T, work: () => R): R;
};

/** A new slot, named for debugging. */
export function contextSlot<T>(name: string): ContextSlot<T> {
  const slot = Symbol(name);
  return {
    get: () => storage.getStore()?.[slot] as T | undefined,
    run: (value, work) => storage.run({ ...storage.getStore(), [slot]: value }, work),
  };
}
