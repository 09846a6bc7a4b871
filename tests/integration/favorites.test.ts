process.env.BETTER_AUTH_SECRET ??= "integration-test-secret-0123456789abcdef";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/database";
import { db } from "#app/platform/db.server";
import { properties, user, type NewProperty } from "#app/platform/schema";
import {
  addFavorite,
  favoritePropertyIds,
  isFavorite,
  listFavorites,
  removeFavorite,
  toggleFavorite,
} from "#app/domain/seekers/favorites.server";
import { eq } from "drizzle-orm";

useTestDatabase();

function property(overrides: Partial<NewProperty> = {}): NewProperty {
  return {
    title: "Sea-facing 2 BHK in Bandra West",
    type: "Residential",
    category: "Apartment",
    price: 45_000,
    location: "Bandra West, Mumbai",
    area: 950,
    bedrooms: 2,
    bathrooms: 2,
    description: "A bright flat near the promenade.",
    status: "rent",
    ownerName: "Owner",
    ownerContact: "9820000000",
    ...overrides,
  };
}

async function makeUser(id: string) {
  await db.insert(user).values({ id, name: id, email: `${id}@example.com` });
  return id;
}

describe("favourites", () => {
  it("add, list (with the property summary), toggle and remove touch only the given user's rows", async () => {
    const alice = await makeUser("alice");
    const bob = await makeUser("bob");
    const [rent, sale, hidden] = await db
      .insert(properties)
      .values([
        property(),
        property({ title: "3 BHK for sale", status: "sale", price: 21_000_000 }),
        property({ active: false }),
      ])
      .returning({ id: properties.id });

    expect(await addFavorite(alice, rent.id)).toBe(true);
    expect(await addFavorite(alice, rent.id)).toBe(true); // twice is harmless
    expect(await addFavorite(alice, sale.id)).toBe(true);
    expect(await addFavorite(alice, hidden.id)).toBe(false); // not on the site
    expect(await addFavorite(alice, 999_999)).toBe(false);
    expect(await addFavorite(bob, sale.id)).toBe(true);

    const list = await listFavorites(alice);
    expect(list.map((p) => p.id).sort()).toEqual([rent.id, sale.id].sort());
    expect(list.find((p) => p.id === rent.id)).toMatchObject({ status: "rent", price: 45_000, bedrooms: 2, area: 950 });
    expect([...(await favoritePropertyIds(alice, [rent.id, sale.id, hidden.id]))].sort()).toEqual(
      [rent.id, sale.id].sort(),
    );
    expect(await favoritePropertyIds(null, [rent.id])).toEqual(new Set());

    // Bob removing Alice's favourite removes nothing of hers.
    expect(await removeFavorite(bob, rent.id)).toBe(false);
    expect(await isFavorite(alice, rent.id)).toBe(true);
    expect(await removeFavorite(bob, sale.id)).toBe(true);
    expect(await isFavorite(alice, sale.id)).toBe(true);

    expect(await toggleFavorite(alice, rent.id)).toEqual({ favorited: false });
    expect(await toggleFavorite(alice, rent.id)).toEqual({ favorited: true });
    expect(await toggleFavorite(alice, 999_999)).toBeNull();

    // A property taken off the site drops out of the list; deleting the user drops their rows.
    await db.update(properties).set({ active: false }).where(eq(properties.id, sale.id));
    expect((await listFavorites(alice)).map((p) => p.id)).toEqual([rent.id]);
    await db.delete(user).where(eq(user.id, alice));
    expect(await listFavorites(alice)).toEqual([]);
  });
});
