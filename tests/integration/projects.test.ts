import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { useTestDatabase } from "../helpers/database";
import { db } from "#app/platform/db.server";
import { projects, properties, type NewProject } from "#app/platform/schema";
import {
  getPublicProject,
  listHomeProjects,
  listProjects,
  loadProjectList,
  projectFilterOptions,
} from "#app/domain/catalogue/projects.server";
import { catalogueSitemapEntries } from "#app/domain/catalogue/sitemap.server";
import { DEFAULT_PROJECT_QUERY, parseProjectQuery, type ProjectQuery } from "#app/lib/project-query";

useTestDatabase();

const DAY = 24 * 60 * 60 * 1000;
const base = Date.UTC(2026, 0, 1);

function project(overrides: Partial<NewProject> & { title: string }): NewProject {
  return {
    developer: "Alpha Builders",
    location: "Andheri West, Mumbai",
    type: "Residential",
    status: "ongoing",
    priceMin: 10_000_000,
    priceMax: 20_000_000,
    areaMin: 800,
    areaMax: 1200,
    description: "A project.",
    amenities: ["Gym", "Swimming Pool"],
    completionDate: "2028-06-30",
    totalUnits: 100,
    availableUnits: 50,
    rating: 4,
    reviews: 10,
    ...overrides,
  };
}

const ids: Record<string, number> = {};

beforeAll(async () => {
  const rows: NewProject[] = [
    project({ title: "Ongoing Low Rated", rating: 3.9, createdAt: new Date(base + 1 * DAY) }),
    project({
      title: "Ongoing High Rated",
      rating: 4.8,
      createdAt: new Date(base + 2 * DAY),
      developer: "Beta Homes",
      availableUnits: 90,
    }),
    project({
      title: "Upcoming Best",
      status: "upcoming",
      rating: 5,
      type: "Commercial",
      location: "Baner, Pune",
      createdAt: new Date(base + 3 * DAY),
      priceMin: 50_000_000,
      priceMax: 90_000_000,
      areaMin: 3000,
      areaMax: 4500,
      completionDate: "2030-01-31",
    }),
    project({
      title: "Completed Plots",
      status: "completed",
      rating: 4.9,
      type: "Plotted Development",
      developer: "Gamma Realty",
      createdAt: new Date(base + 4 * DAY),
      priceMin: 2_000_000,
      priceMax: 4_000_000,
      areaMin: 1500,
      areaMax: 1600,
      amenities: ["Garden", "Security"],
      completionDate: "2025-01-31",
      availableUnits: 2,
    }),
    project({
      title: "Hidden Inactive",
      active: false,
      developer: "Ghost Developers",
      type: "Mixed Use",
      createdAt: new Date(base + 5 * DAY),
    }),
    project({
      title: "Ongoing 100% Newest",
      rating: 4.1,
      createdAt: new Date(base + 6 * DAY),
      amenities: ["Gym", "Swimming Pool", "Club House"],
    }),
  ];
  const inserted = await db.insert(projects).values(rows).returning({ id: projects.id, title: projects.title });
  for (const row of inserted) ids[row.title] = row.id;
});

const q = (overrides: Partial<ProjectQuery>): ProjectQuery => ({ ...DEFAULT_PROJECT_QUERY, ...overrides });
const titles = async (overrides: Partial<ProjectQuery>) =>
  (await listProjects(q(overrides))).projects.map((p) => p.title);

describe("listProjects", () => {
  it("lists active projects only, in relevance order: ongoing, upcoming, completed, then rating high to low", async () => {
    expect(await titles({})).toEqual([
      "Ongoing High Rated",
      "Ongoing 100% Newest",
      "Ongoing Low Rated",
      "Upcoming Best",
      "Completed Plots",
    ]);
  });

  it("sorts Highest Rated from the top down", async () => {
    expect(await titles({ sort: "rating" })).toEqual([
      "Upcoming Best",
      "Completed Plots",
      "Ongoing High Rated",
      "Ongoing 100% Newest",
      "Ongoing Low Rated",
    ]);
  });

  it("sorts by price, completion date and availability", async () => {
    expect((await titles({ sort: "price-low" }))[0]).toBe("Completed Plots");
    expect((await titles({ sort: "price-high" }))[0]).toBe("Upcoming Best");
    expect((await titles({ sort: "completion" }))[0]).toBe("Completed Plots");
    expect((await titles({ sort: "completion" })).at(-1)).toBe("Upcoming Best");
    expect((await titles({ sort: "available" }))[0]).toBe("Ongoing High Rated");
  });

  it("searches title, location and developer, case-insensitively and literally", async () => {
    expect(await titles({ search: "plots" })).toEqual(["Completed Plots"]);
    expect(await titles({ search: "PUNE" })).toEqual(["Upcoming Best"]);
    expect(await titles({ search: "beta homes" })).toEqual(["Ongoing High Rated"]);
    expect(await titles({ search: "100%" })).toEqual(["Ongoing 100% Newest"]);
    expect(await titles({ search: "%" })).toEqual(["Ongoing 100% Newest"]);
    expect(await titles({ search: "_" })).toEqual([]);
  });

  it("filters location by contains, status, type and developer", async () => {
    expect(await titles({ location: "pune" })).toEqual(["Upcoming Best"]);
    expect(await titles({ location: "Andheri West" })).toHaveLength(4);
    expect(await titles({ status: "completed" })).toEqual(["Completed Plots"]);
    expect(await titles({ type: "Commercial" })).toEqual(["Upcoming Best"]);
    expect(await titles({ developer: "Gamma Realty" })).toEqual(["Completed Plots"]);
  });

  it("matches price ranges by overlap", async () => {
    // ₹3.5–4.5 Cr falls between the ₹1–2 Cr and ₹5–9 Cr projects: no overlap.
    expect(await titles({ minPrice: 35_000_000, maxPrice: 45_000_000 })).toEqual([]);
    // ₹3–6 Cr overlaps ₹5–9 Cr only.
    expect(await titles({ minPrice: 30_000_000, maxPrice: 60_000_000 })).toEqual(["Upcoming Best"]);
    // ₹15 L–₹1.5 Cr overlaps the 1–2 Cr projects and the 20–40 L plots.
    expect(await titles({ minPrice: 1_500_000, maxPrice: 15_000_000 })).toHaveLength(4);
    expect(await titles({ maxPrice: 3_000_000 })).toEqual(["Completed Plots"]);
    expect(await titles({ minPrice: 80_000_000 })).toEqual(["Upcoming Best"]);
  });

  it("applies the area range, by overlap", async () => {
    expect(await titles({ minArea: 4000 })).toEqual(["Upcoming Best"]);
    expect(await titles({ minArea: 1300, maxArea: 1550 })).toEqual(["Completed Plots"]);
    expect(await titles({ maxArea: 900 })).toHaveLength(3);
    expect(await titles({ minArea: 5000 })).toEqual([]);
  });

  it("answers a page for area, price and page values past every column's range", async () => {
    const huge = await listProjects(
      parseProjectQuery(
        new URLSearchParams(`minArea=2147483648&maxArea=${"9".repeat(30)}&minPrice=1e400&page=99999999999`),
      ),
    );
    expect(huge.total).toBe(0);
    const open = await listProjects(parseProjectQuery(new URLSearchParams("maxArea=99999999999")));
    expect(open.total).toBe((await listProjects(DEFAULT_PROJECT_QUERY)).total);
  });

  it("requires every chosen amenity", async () => {
    expect(await titles({ amenities: ["Gym", "Club House"] })).toEqual(["Ongoing 100% Newest"]);
    expect(await titles({ amenities: ["Garden"] })).toEqual(["Completed Plots"]);
    expect(await titles({ amenities: ["Garden", "Gym"] })).toEqual([]);
  });

  it("counts and pages in the database, clamping a page past the end", async () => {
    const first = await listProjects(q({}), 2);
    expect(first).toMatchObject({ total: 5, page: 1, totalPages: 3 });
    expect(first.projects).toHaveLength(2);
    const last = await listProjects(q({ page: 99 }), 2);
    expect(last).toMatchObject({ total: 5, page: 3, totalPages: 3 });
    expect(last.projects.map((p) => p.title)).toEqual(["Completed Plots"]);
    const none = await listProjects(q({ search: "nothing like this" }));
    expect(none).toMatchObject({ total: 0, page: 1, totalPages: 1, projects: [] });
  });

  it("never fails on hostile query strings", async () => {
    const hostile = parseProjectQuery(
      new URLSearchParams("search=%27;drop table projects;--&minPrice=-1&maxArea=1e999&page=-3&sort=x&developer=%00"),
    );
    await expect(listProjects(hostile)).resolves.toBeDefined();
  });
});

describe("projectFilterOptions", () => {
  it("offers the types and developers of active projects only", async () => {
    const options = await projectFilterOptions();
    expect(options.types).toEqual(["Commercial", "Plotted Development", "Residential"]);
    expect(options.developers).toEqual(["Alpha Builders", "Beta Homes", "Gamma Realty"]);
  });
});

describe("loadProjectList", () => {
  it("ignores a type or developer no active project has, and keeps the ones that exist", async () => {
    const unknown = await loadProjectList(parseProjectQuery(new URLSearchParams("type=Castle&developer=Nobody")));
    expect(unknown.query).toMatchObject({ type: "", developer: "" });
    expect(unknown.total).toBe((await listProjects(q({}))).total);
    const known = await loadProjectList(parseProjectQuery(new URLSearchParams("developer=Beta%20Homes&page=50")));
    expect(known.query.developer).toBe("Beta Homes");
    expect(known.projects.every((p) => p.developer === "Beta Homes")).toBe(true);
    expect(known.query.page).toBe(known.totalPages);
    expect(known.options.developers).toContain("Beta Homes");
  });
});

describe("listHomeProjects", () => {
  it("returns the newest active ongoing projects with their first photo", async () => {
    const home = await listHomeProjects();
    expect(home.map((p) => p.title)).toEqual(["Ongoing 100% Newest", "Ongoing High Rated", "Ongoing Low Rated"]);
    expect(home[0].photoUrl).toBeNull();
  });
});

describe("getPublicProject", () => {
  it("finds active projects by numeric id only", async () => {
    expect((await getPublicProject(ids["Upcoming Best"]))?.title).toBe("Upcoming Best");
    expect(await getPublicProject(ids["Hidden Inactive"])).toBeNull();
    expect(await getPublicProject(999999)).toBeNull();
  });
});

describe("catalogueSitemapEntries", () => {
  it("lists active properties and projects with their last change, never inactive ones", async () => {
    const [active, inactive] = await db
      .insert(properties)
      .values(
        [true, false].map((isActive) => ({
          title: isActive ? "Listed flat" : "Withdrawn flat",
          type: "Residential",
          category: "Apartment",
          price: 9_000_000,
          location: "Bandra, Mumbai",
          area: 700,
          description: "A flat.",
          status: "sale",
          ownerName: "Owner",
          ownerContact: "9820000000",
          active: isActive,
        })),
      )
      .returning({ id: properties.id });
    const entries = await catalogueSitemapEntries();
    const paths = entries.map((e) => e.path);
    expect(paths).toContain(`/property/${active.id}`);
    expect(paths).not.toContain(`/property/${inactive.id}`);
    expect(paths).toContain(`/project/${ids["Upcoming Best"]}`);
    expect(paths).not.toContain(`/project/${ids["Hidden Inactive"]}`);
    expect(entries.every((e) => e.lastmod instanceof Date)).toBe(true);

    // Deactivating takes it out.
    await db.update(projects).set({ active: false }).where(eq(projects.id, ids["Upcoming Best"]));
    expect((await catalogueSitemapEntries()).map((e) => e.path)).not.toContain(`/project/${ids["Upcoming Best"]}`);
    await db.update(projects).set({ active: true }).where(eq(projects.id, ids["Upcoming Best"]));
  });
});
