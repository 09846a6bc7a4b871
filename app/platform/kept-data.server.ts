/**
 * Data every request reads alike (the settings row, the home page's public
 * sections), worked out from the database once and kept in memory until data
 * changes: dropped with this instance's other caches (data-changes.server.ts —
 * at once on this instance, by their next request on the others), like the
 * visitors' pages, never left to expire.
 *
 * A read that a change overtakes is not kept: the drop replaced the entry it
 * would have filled. A failed read is not kept either. What is kept belongs to
 * the database it was read from (tests and scripts open others). Kept values
 * are frozen (their arrays too), so no reader can alter what the next one sees.
 */
import { db } from "./db.server";
import { onDataChange } from "./data-changes.server";

export type KeptData<T> = {
  /** The value, read now or kept since the last change. */
  get(): Promise<T>;
  /** Forget it now (after a change this process made outside a request). */
  forget(): void;
};

export function keptUntilDataChanges<T extends object>(read: () => Promise<T>): KeptData<T> {
  let kept: { database: typeof db; value: Promise<T> } | null = null;
  const forget = () => {
    kept = null;
  };
  onDataChange(forget);
  return {
    get() {
      if (kept?.database !== db) {
        const entry = { database: db, value: read().then(frozen) };
        kept = entry;
        entry.value.catch(() => {
          if (kept === entry) forget();
        });
      }
      return kept.value;
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
