/**
 * The request pipeline against the running server: hostile bodies, cross-site
 * posts and ids that are not ids are all answered with a 4xx, quickly.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import { expect, signInAsAdmin, test } from "./support/fixtures";

const PORT = Number(process.env.E2E_PORT ?? 3210);

/** The resident memory of the server listening on the test port, in bytes (Linux). */
function serverRss(): number {
  const listing = execFileSync("ss", ["-ltnpH", `sport = :${PORT}`], { encoding: "utf8" });
  const pid = /pid=(\d+)/.exec(listing)?.[1];
  if (!pid) throw new Error(`No process listens on port ${PORT}`);
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

/** A multipart post streamed in 64 KB chunks without a Content-Length; resolves to the status, or 0 when cut. */
function streamedMultipart(path: string, totalBytes: number): Promise<number> {
  return new Promise((resolve) => {
    const boundary = "----streamed";
    const request = http.request({
      host: "127.0.0.1",
      port: PORT,
      path,
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, origin: `http://127.0.0.1:${PORT}` },
    });
    request.on("response", (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
      request.destroy();
    });
    request.on("error", () => resolve(0));
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="photoFiles"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let sent = 0;
    const pump = () => {
      while (sent < totalBytes) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
      request.end(`\r\n--${boundary}--\r\n`);
    };
    pump();
  });
}

const FIFTY_MB = Buffer.alloc(50 * 1024 * 1024, 0x61);

test.describe("request pipeline", () => {
  test("a 50 MB post to a page or an API route is refused within a second", async ({ request }) => {
    for (const path of [
      "/login",
      "/contact",
      "/about",
      "/favorites",
      "/property/1",
      "/api/photos",
      "/api/auth/sign-in/email",
    ]) {
      for (const contentType of [
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=b",
        "application/json",
      ]) {
        const started = Date.now();
        const response = await request.post(path, {
          headers: { "content-type": contentType },
          data: FIFTY_MB,
          maxRedirects: 0,
        });
        expect([400, 413, 415], `${path} ${contentType}`).toContain(response.status());
        expect(Date.now() - started, `${path} ${contentType}`).toBeLessThan(1000);
      }
    }
  });

  test("a 60 MB multipart post to the wizard, streamed without a length, is refused and the server holds none of it", async () => {
    const before = serverRss();
    const status = await streamedMultipart("/list-property", 60 * 1024 * 1024);
    // Refused (413, or the connection cut once the answer is sent), never accepted.
    expect([0, 413]).toContain(status);
    expect(serverRss() - before).toBeLessThan(20 * 1024 * 1024);
  });

  test("a cross-site POST /logout is refused with 403", async ({ request }) => {
    const response = await request.post("/logout", { headers: { origin: "https://evil.example" }, maxRedirects: 0 });
    expect(response.status()).toBe(403);
  });

  test("ids that are not ids answer 404 in paths and ?view=, a 4xx in forms", async ({ page }) => {
    for (const id of ["1.5", "1e20", "99999999999", "-1"]) {
      expect((await page.request.get(`/property/${id}`)).status(), id).toBe(404);
      expect((await page.request.get(`/project/${id}`)).status(), id).toBe(404);
    }
    const visit = await page.request.post("/inquiry", {
      form: {
        inquiryType: "site_visit",
        projectId: "99999999999",
        name: "A",
        phone: "9820012345",
        date: "2099-01-01",
        time: "10:00 AM",
      },
      maxRedirects: 0,
    });
    expect(visit.status()).toBeGreaterThanOrEqual(400);
    expect(visit.status()).toBeLessThan(500);

    await signInAsAdmin(page);
    for (const path of ["/admin/inquiries", "/admin/property-listings"]) {
      for (const id of ["1.5", "1e20", "99999999999"]) {
        expect((await page.request.get(`${path}?view=${id}`)).status(), `${path}?view=${id}`).toBe(404);
        for (const intent of ["status", "approve", "delete"]) {
          const response = await page.request.post(path, {
            form: { intent, id, status: "contacted" },
            maxRedirects: 0,
          });
          expect(response.status(), `${path} ${intent} ${id}`).toBeLessThan(500);
        }
      }
    }
  });
});
