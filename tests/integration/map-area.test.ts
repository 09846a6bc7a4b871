/**
 * Positions and the map filters: the migration places localities (and the
 * rows that existed) at their centres; bbox and poly filter the list pages
 * and a saved search's alerts through the one filter definition; an unusable
 * bbox or poly is ignored (and named), never an error; a position outside
 * India or not a number gets its field's message.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { saveProperty } from "#app/domain/back-office/properties.server";
import { listProperties } from "#app/domain/catalogue/properties.server";
import { listProjects } from "#app/domain/catalogue/projects.server";
import { MAX_PINS, projectPins, propertyPins } from "#app/domain/catalogue/map-pins.server";
import { localityCentre } from "#app/domain/catalogue/localities.server";
import { createSavedSearch } from "#app/domain/seekers/saved-searches.server";
import { recordMatches } from "#app/domain/seekers/search-alerts.server";
import { db } from "#app/platform/db.server";
import { localities, projects, properties, savedSearchAlerts, savedSearches, user } from "#app/platform/schema";
import { validateProperty } from "#app/lib/validation/admin-catalogue";
import { parsePropertyQuery } from "#app/lib/property-query";
import { parseProjectQuery } from "#app/lib/project-query";
import { LOCALITY_CENTRES } from "#app/lib/locality-centres";
import { POSITION_MESSAGES } from "#app/lib/validation/position";
import { useTestDatabase } from "../helpers/database";

useTestDatabase();

const admin = { id: "admin-1", name: "Asha Admin" };
const base = {
  title: "Two-bed flat",
  type: "Residential",
  category: "Apartment",
  status: "sale",
  price: "25000000",
  location: "Andheri West, Mumbai",
  city: "Mumbai",
  area: "900",
  bedrooms: "2",
  bathrooms: "2",
  parking: "1",
  description: "Near the station.",
  ownerName: "Rohan Mehta",
  ownerContact: "98200 12345",
  developer: "",
  yearBuilt: "",
  furnishing: "",
  facing: "",
  floors: "",
  amenities: [] as string[],
  featured: "",
  active: "on",
  photoUrls: ["https://example.com/a.jpg"],
};

async function addProperty(overrides: Record<string, string>) {
  const checked = validateProperty({ ...base, ...overrides });
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  const saved = await saveProperty(
    { target: null, fields: checked.data, photos: [{ existing: "", url: "https://example.com/a.jpg", file: null }] },
    admin,
  );
  if (!saved.ok) throw new Error(saved.message);
  return saved.id;
}

const listed = async (query: string) =>
  (await listProperties("residential", parsePropertyQuery("residential", query), 100)).rows.map((row) => row.id);

describe("positions", () => {
  it("the migration holds every demo locality's reviewed centre, and distances work on this database", async () => {
    const rows = await db.select().from(localities);
    expect(rows).toHaveLength(Object.keys(LOCALITY_CENTRES).length);
    for (const [name, { centre }] of Object.entries(LOCALITY_CENTRES)) {
      const row = rows.find((r) => r.name === name)!;
      expect([row.centre.x, row.centre.y]).toEqual(centre);
    }
    // earthdistance (on cube): Andheri West to Powai is about 8 km in a straight line.
    const result = await db.execute<{ km: number }>(
      sql`select earth_distance(ll_to_earth(19.1364, 72.8296), ll_to_earth(19.1176, 72.906)) / 1000 as km`,
    );
    const km = Number((result as unknown as { rows: { km: number }[] }).rows[0]!.km);
    expect(km).toBeGreaterThan(7.5);
    expect(km).toBeLessThan(8.8);
  });

  it("a property saved without a position is placed at its locality's centre; a typed one is kept", async () => {
    const centred = await addProperty({ title: "Flat placed by its locality" });
    const placed = await addProperty({ title: "Flat placed by hand", latitude: "19.1401", longitude: "72.8333" });
    const unknown = await addProperty({ title: "Flat in an unknown place", location: "Nowhere Nagar, Mumbai" });
    const positions = await db
      .select({ id: properties.id, position: properties.position })
      .from(properties)
      .where(sql`${properties.id} in (${centred}, ${placed}, ${unknown})`);
    const of = (id: number) => positions.find((row) => row.id === id)!.position;
    expect(of(centred)).toEqual({ x: 72.8296, y: 19.1364 });
    expect(of(placed)).toEqual({ x: 72.8333, y: 19.1401 });
    expect(of(unknown)).toBeNull();
    expect(await localityCentre("Powai, Mumbai")).toEqual({ x: 72.906, y: 19.1176 });
  });

  it("a latitude of 95 or 'abc' gets the field's message, and so does half a position", async () => {
    const outside = validateProperty({ ...base, latitude: "95", longitude: "72.8" });
    expect(outside.ok).toBe(false);
    if (!outside.ok) expect(outside.errors.latitude).toBe(POSITION_MESSAGES.latitudeOutside);
    const text = validateProperty({ ...base, latitude: "abc", longitude: "72.8" });
    expect(text.ok).toBe(false);
    if (!text.ok) expect(text.errors.latitude).toBe(POSITION_MESSAGES.latitude);
    const london = validateProperty({ ...base, latitude: "51.5", longitude: "-0.12" });
    expect(london.ok).toBe(false);
    if (!london.ok) {
      expect(london.errors.latitude).toBe(POSITION_MESSAGES.latitudeOutside);
      expect(london.errors.longitude).toBe(POSITION_MESSAGES.longitudeOutside);
    }
    const half = validateProperty({ ...base, latitude: "19.1", longitude: "" });
    expect(half.ok).toBe(false);
    if (!half.ok) expect(half.errors.longitude).toBe(POSITION_MESSAGES.longitudeMissing);
  });
});

describe("map filters", () => {
  it("bbox lists only what lies inside the view, with every other filter kept", async () => {
    const inside = await addProperty({ title: "Inside the view", latitude: "19.14", longitude: "72.83" });
    const outside = await addProperty({ title: "Outside the view", latitude: "19.12", longitude: "72.91" });
    const insideForRent = await addProperty({
      title: "Inside but for rent",
      status: "rent",
      price: "60000",
      latitude: "19.141",
      longitude: "72.831",
    });
    const ids = await listed("status=sale&bbox=72.82,19.13,72.85,19.15");
    expect(ids).toContain(inside);
    expect(ids).not.toContain(outside);
    expect(ids).not.toContain(insideForRent);
    const unfiltered = await listed("status=sale");
    expect(unfiltered).toEqual(expect.arrayContaining([inside, outside]));
  });

  it("poly lists only what lies inside the drawn area", async () => {
    const inTriangle = await addProperty({ title: "In the triangle", latitude: "19.05", longitude: "72.83" });
    const outTriangle = await addProperty({ title: "Beside the triangle", latitude: "19.09", longitude: "72.86" });
    const poly = "72.80,19.02;72.88,19.02;72.80,19.10";
    const query = parsePropertyQuery("residential", `poly=${poly}`);
    expect(query.poly).toHaveLength(3);
    const ids = await listed(`poly=${poly}`);
    expect(ids).toContain(inTriangle);
    expect(ids).not.toContain(outTriangle);
  });

  it("an unusable bbox or poly is ignored and named, and the list is the unfiltered one", async () => {
    const all = await listed("");
    for (const bad of [
      "bbox=abc",
      "bbox=72.9,19.0,72.8,19.2", // inverted
      "bbox=72.8,19.0,72.9",
      "bbox=200,19,210,20",
      "bbox=1e400,0,1,1",
      "poly=72.8,19.0;72.9,19.1;72.8,19.1;72.9,19.0", // crosses itself
      `poly=${Array.from({ length: 60 }, (_, i) => `${72 + i / 100},${19 + ((i % 2) * 1) / 100}`).join(";")}`,
      "poly=72.8,19.0;72.9,19.0",
      "poly=72.8,95;72.9,19.0;72.8,19.1",
      "poly=;;;,,,",
    ]) {
      const query = parsePropertyQuery("residential", bad);
      expect(query.bbox, bad).toBeNull();
      expect(query.poly, bad).toBeNull();
      expect(query.ignoredArea.length, bad).toBe(1);
      expect(await listed(bad)).toEqual(all);
    }
  });

  it("projects filter by bbox too", async () => {
    const [project] = await db.select({ id: projects.id }).from(projects).limit(1);
    if (!project) return; // an empty test database has no projects to place
    await db
      .update(projects)
      .set({ position: { x: 72.83, y: 19.14 } })
      .where(eq(projects.id, project.id));
    const inside = await listProjects(parseProjectQuery(new URLSearchParams("bbox=72.82,19.13,72.85,19.15")));
    expect(inside.projects.map((p) => p.id)).toContain(project.id);
    const outside = await listProjects(parseProjectQuery(new URLSearchParams("bbox=77,12,78,13")));
    expect(outside.projects.map((p) => p.id)).not.toContain(project.id);
  });

  it("a saved search keeps its area, and alerts for a listing inside it and not outside", async () => {
    await db.insert(user).values({ id: "seeker-area", name: "Seeker", email: "seeker-area@example.com" });
    const poly = "72.90,19.10;72.92,19.10;72.92,19.13;72.90,19.13";
    const created = await createSavedSearch("seeker-area", {
      name: "Powai, drawn",
      kind: "residential",
      query: `status=sale&poly=${poly}`,
      frequency: "instant",
      email: true,
      sms: false,
    });
    if (!created.ok) throw new Error(created.reason);
    const [stored] = await db.select().from(savedSearches).where(eq(savedSearches.id, created.id));
    expect(stored!.query).toContain("poly=");
    expect(stored!.areaPolygon).toHaveLength(4);

    const inside = await addProperty({ title: "Lake-view flat", latitude: "19.115", longitude: "72.91" });
    const outside = await addProperty({ title: "Flat near the station", latitude: "19.136", longitude: "72.83" });
    const unplaced = await addProperty({ title: "Flat with no place", location: "Nowhere Nagar, Mumbai" });
    for (const id of [inside, outside, unplaced]) await recordMatches(id);
    const alerts = await db
      .select({ propertyId: savedSearchAlerts.propertyId })
      .from(savedSearchAlerts)
      .where(eq(savedSearchAlerts.searchId, created.id));
    expect(alerts.map((a) => a.propertyId)).toEqual([inside]);
  });

  it("a saved search with a bbox alerts only inside the box", async () => {
    await db.insert(user).values({ id: "seeker-box", name: "Seeker", email: "seeker-box@example.com" });
    const created = await createSavedSearch("seeker-box", {
      name: "Juhu, view",
      kind: "residential",
      query: "bbox=72.82,19.10,72.835,19.115",
      frequency: "instant",
      email: true,
      sms: false,
    });
    if (!created.ok) throw new Error(created.reason);
    const [stored] = await db.select().from(savedSearches).where(eq(savedSearches.id, created.id));
    expect(stored!.areaBox).toEqual([72.82, 19.1, 72.835, 19.115]);
    const inside = await addProperty({ title: "Juhu flat", latitude: "19.107", longitude: "72.826" });
    const outside = await addProperty({ title: "Bandra flat", latitude: "19.06", longitude: "72.83" });
    for (const id of [inside, outside]) await recordMatches(id);
    const alerts = await db
      .select({ propertyId: savedSearchAlerts.propertyId })
      .from(savedSearchAlerts)
      .where(eq(savedSearchAlerts.searchId, created.id));
    expect(alerts.map((a) => a.propertyId)).toEqual([inside]);
  });

  it("pins for a view come grouped: at most 500 items, counts adding up to the list's total", async () => {
    // 3,000 listings spread over Pune's Baner–Hinjewadi, far from the other tests' pins.
    await db.execute(sql`insert into properties (title, type, category, price, location, city, area, description,
        status, owner_name, owner_contact, position)
      select 'Flat ' || i, 'Residential', 'Apartment', 5000000 + i, 'Baner, Pune', 'Pune', 800, 'A flat.',
        'sale', 'Owner', '9820012345', point(73.70 + (i % 60) * 0.002, 18.52 + (i / 60) * 0.002)
      from generate_series(0, 2999) as i`);
    const view = [73.6, 18.4, 73.9, 18.7] as const;
    const query = parsePropertyQuery("residential", "location=Baner");
    const pins = await propertyPins("residential", query, [...view]);
    expect(pins.length).toBeGreaterThan(1);
    expect(pins.length).toBeLessThanOrEqual(MAX_PINS);
    const total = pins.reduce((sum, pin) => sum + (pin.kind === "group" ? pin.count : 1), 0);
    const listedTotal = (await listProperties("residential", { ...query, bbox: [...view] }, 1)).total;
    expect(total).toBe(listedTotal);
    expect(total).toBe(3000);
    // Zoomed in on a corner, single listings come as pins with their title and price.
    const close = await propertyPins("residential", query, [73.6999, 18.5199, 73.7011, 18.5211]);
    const single = close.find((pin) => pin.kind === "listing");
    expect(single).toMatchObject({ kind: "listing", title: "Flat 0", price: 5000000, status: "sale" });
  });

  it("a cell of one listing is its pin with its title; a fuller cell is a group with its count at their mean", async () => {
    // Three listings in Madhya Pradesh, where no other test places any: a cell is 0.01° in this 0.2° view.
    await db.execute(sql`insert into properties (title, type, category, price, location, city, area, description,
        status, owner_name, owner_contact, position)
      values ('Pair flat one', 'Residential', 'Apartment', 3000000, 'Bhopal', 'Bhopal', 700, 'A flat.', 'sale',
          'Owner', '9820012345', point(77.4012, 23.2012)),
        ('Pair flat two', 'Residential', 'Apartment', 3100000, 'Bhopal', 'Bhopal', 700, 'A flat.', 'sale',
          'Owner', '9820012345', point(77.4016, 23.2016)),
        ('Lake-side villa', 'Residential', 'Villa', 9000000, 'Bhopal', 'Bhopal', 2000, 'A villa.', 'rent',
          'Owner', '9820012345', point(77.4505, 23.2505))`);
    const [villa] = await db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.title, "Lake-side villa"));
    const pins = await propertyPins("residential", parsePropertyQuery("residential", ""), [77.35, 23.15, 77.55, 23.35]);
    expect(pins).toEqual([
      { kind: "group", count: 2, lng: 77.4014, lat: 23.2014 },
      {
        kind: "listing",
        id: villa!.id,
        title: "Lake-side villa",
        price: 9000000,
        status: "rent",
        type: "Residential",
        lng: 77.4505,
        lat: 23.2505,
      },
    ]);
  });

  it("a project's pin carries its title and lowest price", async () => {
    const [project] = await db
      .insert(projects)
      .values({
        title: "Upper Lake Residences",
        developer: "Bhoj Builders",
        location: "Bhopal",
        type: "Residential",
        status: "ongoing",
        priceMin: 4500000,
        priceMax: 9000000,
        areaMin: 600,
        areaMax: 1400,
        description: "Flats by the lake.",
        completionDate: "2028-03-31",
        totalUnits: 120,
        availableUnits: 80,
        position: { x: 77.3805, y: 23.2605 },
      })
      .returning({ id: projects.id });
    const pins = await projectPins(parseProjectQuery(new URLSearchParams("")), [77.35, 23.15, 77.55, 23.35]);
    expect(pins).toEqual([
      {
        kind: "listing",
        id: project!.id,
        title: "Upper Lake Residences",
        price: 4500000,
        status: "project",
        type: "Project",
        lng: 77.3805,
        lat: 23.2605,
      },
    ]);
  });
});
