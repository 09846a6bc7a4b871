/**
 * Data every request reads alike (the settings row, the home page's public
 * sections), worked out from the database once and kept in memory until a
 * change names one of its change keys (ADR 031): dropped with this instance's
 * other caches (data-changes.server.ts — at once on this instance, by their
 * next request on the others), like the visitors' pages, never left to expire.
 * Each read of a kept value records its keys for the page being rendered
 * (change-keys.server.ts), as reading it from the database would have.
 *
 * A read that a change overtakes is not kept: the drop replaced the entry it
 * would have filled. A failed read is not kept either. What is kept belongs to
 * the database it was read from (tests and scripts open others). Kept values
 * are frozen (their arrays too), so no reader can alter what the next one sees.
 */
import { db } from "./db.server";
import { onDataChange } from "./data-changes.server";
import { changeTouches, recordShown, type ChangeKey } from "./change-keys.server";

export type KeptData<T> = {
  /** The value, read now or kept since the last change. */
  get(): Promise<T>;
  /** Forget it now (after a change this process made outside a request). */
  forget(): void;
};

/**
 * `read` worked out once and kept until a change names one of `keysOf(value)`
 * (a change while the read is under way drops it, whatever it names).
 */
export function keptUntilDataChanges<T extends object>(
  read: () => Promise<T>,
  keysOf: (value: T) => Iterable<ChangeKey>,
): KeptData<T> {
  type Entry = { database: typeof db; value: Promise<T>; keys: ChangeKey[] | null };
  let kept: Entry | null = null;
  const forget = () => {
    kept = null;
  };
  onDataChange((change) => {
    if (kept && (kept.keys === null || changeTouches(change, kept.keys))) forget();
  });
  return {
    get() {
      if (kept?.database !== db) {
        const entry: Entry = { database: db, value: read().then(frozen), keys: null };
        kept = entry;
        entry.value.then(
          (value) => void (entry.keys = [...keysOf(value)]),
          () => {
            if (kept === entry) forget();
          },
        );
      }
      return kept.value.then((value) => {
        recordShown(keysOf(value));
        return value;
      });
    },
    forget,
  };
}

/** The value and the objects and arrays it holds, frozen (Dates are left as they are). */
function frozen<T>(value: T): T {
  if (value && typeof value === "object" && !(value instanceof Date) && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) frozen(inner);
  }
  return value;
}
