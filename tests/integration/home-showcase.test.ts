/**
 * The home page's public sections are kept until data changes
 * (app/domain/catalogue/home-showcase.server.ts, app/platform/kept-data.server.ts): read
 * once, frozen, and read again after a change is announced — never a
 * featured property that is no longer featured once its change is known.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/database";
import { testListing } from "../helpers/catalogue";
import { db } from "#app/platform/db.server";
import { properties } from "#app/platform/schema";
import { announceDataChange } from "#app/platform/data-changes.server";
import { homeShowcase } from "#app/domain/catalogue/home-showcase.server";

useTestDatabase();

describe("the home page's public sections", () => {
  it("are read once and kept, frozen, until a change is announced", async () => {
    const [featured] = await db
      .insert(properties)
      .values(testListing({ title: "Featured Flat", featured: true }))
      .returning({ id: properties.id });
    await db.insert(properties).values(testListing({ title: "Plain Flat", featured: false, price: 9_000_000 }));

    const first = await homeShowcase();
    expect(first.featured.map((card) => card.title)).toEqual(["Featured Flat"]);
    expect(first.figures.properties).toBe(2);
    expect(await homeShowcase()).toBe(first);
    expect(Object.isFrozen(first.featured)).toBe(true);
    expect(() => (first.featured as unknown[]).push(null)).toThrow(TypeError);

    await db.update(properties).set({ featured: false }).where(eq(properties.id, featured.id));
    // Not yet announced: what was kept.
    expect((await homeShowcase()).featured).toHaveLength(1);
    await announceDataChange();
    const after = await homeShowcase();
    expect(after.featured).toEqual([]);
    expect(after.figures.properties).toBe(2);
  });
});
