import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { db, openDatabase, queryRows } from "#app/platform/db.server";
import { generateProjects, generateProperties } from "#app/platform/demo-data.server";
import { projects, properties, settings } from "#app/platform/schema";
import { prepareFirstStart } from "#app/platform/seed.server";
import { getSettings, updateSettings } from "#app/domain/site/settings.server";
import { useTestDatabase, usingPostgres } from "../helpers/database";

describe("demo data generator", () => {
  it("is deterministic for a seed", () => {
    const now = Date.parse("2026-11-01T00:00:00Z");
    expect(generateProperties(50, 7, now)).toEqual(generateProperties(50, 7, now));
    expect(generateProjects(7, now)).toEqual(generateProjects(7, now));
    expect(generateProperties(50, 8, now)).not.toEqual(generateProperties(50, 7, now));
  });
});

describe("first start", () => {
  useTestDatabase();

  it("seeds the demo catalogue once, with photos, and creates the settings row", async () => {
    const first = await prepareFirstStart({ seedDemo: true });
    expect(first.seeded).toBe(true);
    const [{ total }] = await db.select({ total: count() }).from(properties);
    expect(total).toBeGreaterThanOrEqual(120);
    const rows = await db.select().from(properties);
    expect(rows.filter((p) => p.featured).length).toBeGreaterThanOrEqual(10);
    for (const type of ["Residential", "Commercial"]) {
      for (const status of ["sale", "rent"]) {
        expect(rows.some((p) => p.type === type && p.status === status)).toBe(true);
      }
    }
    expect(rows.some((p) => p.category === "Studio")).toBe(true);
    expect(Math.max(...rows.map((p) => p.bedrooms ?? 0))).toBe(6);
    expect(rows.some((p) => p.location.includes("Andheri"))).toBe(true);
    expect(rows.some((p) => !p.location.includes("Mumbai"))).toBe(true);
    expect(rows.every((p) => p.images.length > 0 && p.images[0].card.startsWith("/uploads/"))).toBe(true);
    // Rents are monthly and sale prices in lakh/crore.
    const rent = rows.filter((p) => p.status === "rent" && p.type === "Residential").map((p) => p.price);
    expect(Math.max(...rent)).toBeLessThan(2_000_000);
    const sale = rows.filter((p) => p.status === "sale" && p.type === "Residential").map((p) => p.price);
    expect(Math.min(...sale)).toBeGreaterThan(1_000_000);

    const projectRows = await db.select().from(projects);
    expect(projectRows.length).toBeGreaterThanOrEqual(15);
    for (const status of ["ongoing", "upcoming", "completed"])
      expect(projectRows.some((p) => p.status === status)).toBe(true);
    for (const type of ["Residential", "Commercial", "Mixed Use", "Plotted Development"]) {
      expect(projectRows.some((p) => p.type === type)).toBe(true);
    }

    const again = await prepareFirstStart({ seedDemo: true });
    expect(again.seeded).toBe(false);
    const [{ total: after }] = await db.select({ total: count() }).from(properties);
    expect(after).toBe(total);
  }, 120_000);

  it("keeps the spec's default settings and saves changes", async () => {
    const current = await getSettings();
    expect(current).toMatchObject({
      primaryColor: "#ea580c",
      secondaryColor: "#1e40af",
      maxImageUpload: 10,
      maxFileSize: 5,
      emailNotifications: true,
      smsNotifications: false,
      pushNotifications: true,
      maintenanceMode: false,
      allowRegistration: true,
      requireEmailVerification: true,
    });
    const saved = await updateSettings({ siteName: "Nivaas Test" });
    expect(saved.siteName).toBe("Nivaas Test");
    await updateSettings({ siteName: current.siteName });
  });

  it("reads raw rows through one checked reader that coerces the drivers' value types", async () => {
    const [row] = await queryRows(
      z.object({ total: z.coerce.number(), label: z.string() }),
      sql`select count(*) as total, 'x' as label from properties`,
    );
    expect(typeof row.total).toBe("number");
    await expect(queryRows(z.object({ label: z.number() }), sql`select 'x' as label`)).rejects.toThrow();
  });

  it("has the indexes the list filters use", async () => {
    const rows = await queryRows(
      z.object({ indexname: z.string() }),
      sql`select indexname from pg_indexes where tablename = 'properties'`,
    );
    const names = rows.map((r) => r.indexname);
    expect(names).toEqual(
      expect.arrayContaining([
        "properties_list_created_idx",
        "properties_list_price_idx",
        "properties_search_trgm_idx",
      ]),
    );
  });
});

describe.skipIf(usingPostgres)("embedded database folder", () => {
  it("keeps data across restarts, starts empty with SEED_DEMO=0, and refuses a second owner", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nivaas-data-"));
    const migrationsDir = path.resolve("drizzle");
    const first = await openDatabase({ dataDir, migrationsDir });
    await first.db.insert(settings).values({ id: 1, siteName: "Persisted" });
    // A second owner of the same folder would corrupt it: refused, naming the holder.
    expect(fs.readFileSync(path.join(dataDir, "server.lock"), "utf8").trim()).toBe(String(process.pid));
    await expect(openDatabase({ dataDir, migrationsDir })).rejects.toThrow(`in use by process ${process.pid}`);
    await first.close();
    expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(false);

    // A lock file left by a crash, naming a pid that now belongs to another live process, does not block the start.
    fs.writeFileSync(path.join(dataDir, "server.lock"), String(process.ppid));
    const second = await openDatabase({ dataDir, migrationsDir });
    const [row] = await second.db.select().from(settings).where(eq(settings.id, 1));
    expect(row.siteName).toBe("Persisted");
    const [{ total }] = await second.db.select({ total: count() }).from(properties);
    expect(total).toBe(0);
    await second.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);
});
