/**
 * Values that follow a request (app/platform/request-context.server.ts): one
 * AsyncLocalStorage holds every slot, so a slot run inside another keeps the
 * outer one's value, and concurrent requests never see each other's.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { describe, expect, it } from "vitest";
import { contextSlot } from "#app/platform/request-context.server";
import { collectShownKeys, recordShown } from "#app/platform/change-keys.server";
import { currentRequest, runForRequest } from "#app/platform/log.server";

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe("request context slots", () => {
  it("a slot run inside another keeps the outer value, through promises and timers", async () => {
    const outer = contextSlot<string>("outer");
    const inner = contextSlot<number>("inner");
    const seen = await outer.run("request-1", () =>
      inner.run(7, async () => {
        await tick();
        return [outer.get(), inner.get()];
      }),
    );
    expect(seen).toEqual(["request-1", 7]);
    expect(outer.get()).toBeUndefined();
  });

  it("the same slot run again inside itself shows the inner value there and the outer one after", async () => {
    const slot = contextSlot<string>("slot");
    const seen: (string | undefined)[] = [];
    await slot.run("outer", async () => {
      await slot.run("inner", async () => {
        await tick();
        seen.push(slot.get());
      });
      seen.push(slot.get());
    });
    expect(seen).toEqual(["inner", "outer"]);
  });

  it("concurrent runs keep their own values", async () => {
    const slot = contextSlot<number>("request");
    const results = await Promise.all(
      [1, 2, 3].map((n) =>
        slot.run(n, async () => {
          await new Promise((resolve) => setTimeout(resolve, 4 - n));
          return slot.get();
        }),
      ),
    );
    expect(results).toEqual([1, 2, 3]);
  });

  it("a render collecting its change keys still carries its request's record", async () => {
    const keys = new Set<string>();
    const id = await runForRequest({ id: "req-9" }, () =>
      collectShownKeys(keys, async () => {
        await tick();
        recordShown(["property-1"]);
        return currentRequest()?.id;
      }),
    );
    expect(id).toBe("req-9");
    expect([...keys]).toEqual(["property-1"]);
  });

  it("the request's record and a render's change keys share one AsyncLocalStorage", async () => {
    // Each instance that has been run costs every promise the process makes (the module's header).
    const created: unknown[] = [];
    const original = AsyncLocalStorage.prototype.run;
    AsyncLocalStorage.prototype.run = function (this: unknown, ...args: unknown[]) {
      if (!created.includes(this)) created.push(this);
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    try {
      await runForRequest({ id: "req-1" }, () => collectShownKeys(new Set(), async () => tick()));
    } finally {
      AsyncLocalStorage.prototype.run = original;
    }
    expect(created).toHaveLength(1);
  });
});
