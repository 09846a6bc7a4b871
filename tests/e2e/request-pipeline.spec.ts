/**
 * The request pipeline against the running server: hostile bodies, cross-site
 * posts and ids that are not ids are all answered with a 4xx, quickly.
 */
import { expect, signInAsAdmin, test } from "./support/fixtures";

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
