/**
 * Backups that restore (ADR 029), as an operator does it: a production server
 * on a scratch DATA_DIR gets a new property with an uploaded photo, a new
 * user and that user's favourite; `npm run backup` runs while the server
 * serves visitors; `npm run restore` fills a fresh DATA_DIR; a server started
 * there has the property page, the photo's bytes, the user's sign-in and the
 * favourite, and the restored tables have the manifest's counts. A restore
 * into a non-empty DATA_DIR is refused with nothing changed, and a server
 * will not start on a folder whose restore did not finish.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import sharp from "sharp";
import { ADMIN, expect, signIn, test, waitForHydration } from "./support/fixtures";
import { escapeRegExp } from "./support/accounts";

// Clear of the browser suite's server (E2E_PORT) and of the other specs' own servers.
const firstPort = Number(process.env.E2E_PORT ?? 3210) + 70;

const started: ChildProcess[] = [];
test.afterEach(() => {
  for (const child of started.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

function startServer(dataDir: string, port: number) {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // Maps on a plain background: a test never reaches a public tile server (the admin forms have a map).
      MAP_STYLE_URL: "none",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  // Messages with no provider go to DATA_DIR/outbox.log, not the server's log (README "Logs and metrics").
  const outbox = () => {
    try {
      return fs.readFileSync(path.join(dataDir, "outbox.log"), "utf8");
    } catch {
      return "";
    }
  };
  return { child, base, exited, output: () => output + outbox() };
}

async function waitHealthy(server: ReturnType<typeof startServer>) {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    try {
      if ((await fetch(`${server.base}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not start: ${server.output()}`);
}

async function stop(server: ReturnType<typeof startServer>) {
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
}

/** `npm run backup` / `npm run restore`, as an operator runs them on the server's machine. */
function command(name: "backup" | "restore", file: string, dataDir: string) {
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", `scripts/${name}.ts`, file], {
    env: { ...inherited, DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return new Promise<{ status: number | null; output: string }>((resolve) =>
    child.on("close", (status) => resolve({ status, output })),
  );
}

async function waitForOutput(server: ReturnType<typeof startServer>, pattern: RegExp) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const match = server.output().match(pattern);
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${pattern} in the server's log`);
}

test("a running server's backup restores into a fresh DATA_DIR with the property, its photo, the user and the favourite", async ({
  page,
  browser,
}) => {
  test.setTimeout(600_000);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "nivaas-backup-e2e-"));
  const original = startServer(path.join(scratch, "original"), firstPort);
  await waitHealthy(original);
  const stamp = Date.now().toString(36);

  // A new property with an uploaded photo, added by the administrator.
  const title = `Backed-up Seaview ${stamp}`;
  await signIn(page, ADMIN.email, ADMIN.password, { path: `${original.base}/login?redirectTo=/admin` });
  await page.waitForURL((url) => url.pathname === "/admin");
  await page.goto(`${original.base}/admin/properties`);
  await page.getByRole("link", { name: "Add New Property" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Property" });
  await dialog.getByLabel("Title", { exact: true }).fill(title);
  await dialog.getByLabel("Property Type").selectOption("Residential");
  await dialog.getByLabel("Status", { exact: true }).selectOption("sale");
  await dialog.getByLabel("Category").selectOption("Apartment");
  await dialog.getByLabel("Price (₹)").fill("24500000");
  await dialog.getByLabel("Location").fill("Carter Road, Bandra West, Mumbai");
  await dialog.getByLabel("Area (sq ft)").fill("1200");
  await dialog.getByLabel("Bedrooms").fill("2");
  await dialog.getByLabel("Bathrooms").fill("2");
  await dialog.getByLabel("Parking Spaces").fill("1");
  await dialog.getByLabel("Description").fill("A sea-facing flat kept safe by a backup.");
  await dialog.getByLabel("Owner Name").fill("Farah Shaikh");
  await dialog.getByLabel("Owner Contact").fill("9820011223");
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#0f766e" } })
    .jpeg()
    .toBuffer();
  await dialog.getByLabel("or upload photo 1").setInputFiles({ name: "sea.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await dialog.getByRole("button", { name: "Add Property" }).click();
  await expect(page.getByText("Property added successfully!")).toBeVisible();
  await page.goto(`${original.base}/admin/properties?search=${encodeURIComponent(title)}`);
  const href = await page
    .getByRole("link", { name: `View "${title}" on the site (opens in a new tab)` })
    .getAttribute("href");
  const propertyId = Number(href!.split("/").pop());
  await page.goto(`${original.base}/property/${propertyId}`);
  const photoPath = await page.locator('img[src^="/uploads/admin/"]').first().getAttribute("src");
  expect(photoPath).toBeTruthy();
  const photoBytes = Buffer.from(await (await fetch(`${original.base}${photoPath}`)).arrayBuffer());
  expect(photoBytes.length).toBeGreaterThan(100);

  // A new user, verified through the e-mail link in the server's log, who favourites the property.
  const member = { name: `Backup Member ${stamp}`, email: `member-${stamp}@example.com`, password: `pw-${stamp}-kept` };
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await memberPage.goto(`${original.base}/login?mode=signup`);
  await memberPage.getByLabel("Full Name").fill(member.name);
  await memberPage.getByLabel("Phone Number").fill(`9${String(Date.now()).slice(-9)}`);
  await memberPage.getByLabel("Email").fill(member.email);
  await memberPage.getByLabel("Password", { exact: true }).fill(member.password);
  await memberPage.getByLabel("Confirm Password").fill(member.password);
  await memberPage.getByRole("button", { name: "Create Account" }).click();
  const [, link] = await waitForOutput(
    original,
    new RegExp(`email to ${escapeRegExp(member.email)}: .*?(http\\S+/verify-email\\S+)`),
  );
  await memberPage.goto(link);
  await expect(memberPage.getByText("Your email address is verified.")).toBeVisible();
  await memberPage.goto(`${original.base}/property/${propertyId}`);
  await waitForHydration(memberPage);
  await memberPage.getByRole("button", { name: "Add to favorites" }).first().click();
  await expect(memberPage.getByText("Added to favorites!")).toBeVisible();
  await memberContext.close();

  // The backup, while visitors keep being served.
  const archive = path.join(scratch, "nivaas.tar.gz");
  const backup = command("backup", archive, path.join(scratch, "original"));
  let backupDone = false;
  void backup.then(() => (backupDone = true));
  const visits: number[] = [];
  while (!backupDone) {
    const answer = await fetch(`${original.base}/property/${propertyId}`);
    await answer.arrayBuffer();
    visits.push(answer.status);
  }
  const backedUp = await backup;
  expect(backedUp.output).toContain("made by the running server");
  expect(backedUp.status).toBe(0);
  expect(visits.length).toBeGreaterThan(0);
  expect(visits.every((status) => status === 200)).toBe(true);
  const manifest = JSON.parse(execFileSync("tar", ["-xzOf", archive, "manifest.json"], { encoding: "utf8" })) as {
    database: { kind: string; tables: Record<string, number> };
    entries: { path: string }[];
  };
  expect(manifest.database.kind).toBe("pglite");
  expect(manifest.entries.some((entry) => entry.path === `files${photoPath!.slice("/uploads".length)}`)).toBe(true);

  // A restore into a DATA_DIR that holds anything is refused, and nothing there changes.
  const busy = path.join(scratch, "busy");
  fs.mkdirSync(busy);
  fs.writeFileSync(path.join(busy, "notes.txt"), "keep me");
  const refused = await command("restore", archive, busy);
  expect(refused.status).toBe(1);
  expect(refused.output).toContain("is not empty");
  expect(fs.readdirSync(busy)).toEqual(["notes.txt"]);
  const originalNames = fs.readdirSync(path.join(scratch, "original")).sort();
  const refusedToo = await command("restore", archive, path.join(scratch, "original"));
  expect(refusedToo.status).toBe(1);
  expect(fs.readdirSync(path.join(scratch, "original")).sort()).toEqual(originalNames);
  await stop(original);

  // The restore into a fresh DATA_DIR; its tables have the manifest's counts before any server touches them.
  const restoredDir = path.join(scratch, "restored");
  const restored = await command("restore", archive, restoredDir);
  expect(restored.output).toContain("The counts match the manifest");
  expect(restored.status).toBe(0);
  const check = await PGlite.create({ dataDir: path.join(restoredDir, "pglite"), extensions: { pg_trgm } });
  try {
    for (const [table, rows] of Object.entries(manifest.database.tables)) {
      const counted = await check.query<{ n: number }>(`select count(*)::int as n from "${table}"`);
      expect(counted.rows[0].n, table).toBe(rows);
    }
  } finally {
    await check.close();
  }
  expect(manifest.database.tables.favorites).toBeGreaterThanOrEqual(1);

  const again = startServer(restoredDir, firstPort + 1);
  await waitHealthy(again);
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`${again.base}/property/${propertyId}`);
  await expect(visitorPage.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(visitorPage.locator(`img[src="${photoPath}"]`).first()).toBeVisible();
  await visitor.close();
  expect(Buffer.from(await (await fetch(`${again.base}${photoPath}`)).arrayBuffer())).toEqual(photoBytes);

  const memberAgain = await browser.newContext();
  const memberAgainPage = await memberAgain.newPage();
  await signIn(memberAgainPage, member.email, member.password, { path: `${again.base}/login?redirectTo=%2Ffavorites` });
  await expect(memberAgainPage).toHaveURL(/\/favorites$/);
  await expect(memberAgainPage.getByText("1 property saved")).toBeVisible();
  await expect(memberAgainPage.getByRole("link", { name: "View Details" })).toHaveAttribute(
    "href",
    `/property/${propertyId}`,
  );
  await memberAgain.close();
  await stop(again);

  // A restore that stops half-way (here: a damaged archive) leaves a folder the server refuses to start on.
  const damaged = path.join(scratch, "damaged.tar.gz");
  const whole = fs.readFileSync(archive);
  fs.writeFileSync(damaged, whole.subarray(0, Math.floor(whole.length * 0.6)));
  const halfDir = path.join(scratch, "half");
  const failed = await command("restore", damaged, halfDir);
  expect(failed.status).toBe(1);
  const refusedStart = startServer(halfDir, firstPort + 2);
  expect(await refusedStart.exited).toBe(1);
  expect(refusedStart.output()).toContain("Nivaas will not start");
  expect(refusedStart.output()).toContain("restore that did not finish");

  fs.rmSync(scratch, { recursive: true, force: true });
});
