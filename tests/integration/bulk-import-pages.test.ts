/**
 * The bulk-import page over HTTP, through the request pipeline as the server
 * runs it: only agents, verified builders and staff get in (a visitor is sent
 * to sign in, anyone else gets 403); a file over 10 MB and a photo renamed
 * .csv get the field's message (413, 422), never a 5xx; a good sheet is
 * stored and the browser is sent to its import page.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { getAuth } from "#app/domain/accounts/auth.server";
import { action, loader } from "#app/routes/my-listings-import";
import { actionArgs, runPipeline, statusOf } from "../helpers/pipeline";
import { useTestDatabase } from "../helpers/database";

useTestDatabase();

const BASE = "http://localhost/my-listings/import";
const ROUTE = { routePath: "/my-listings/import" };
let staffCookie = "";
let userCookie = "";

async function sessionOf(email: string, role: "admin" | "user") {
  const auth = await getAuth();
  await auth.api.createUser({
    body: { email, password: "import-pass-2026", name: `Person ${role}`, role, data: { emailVerified: true } },
  });
  const response = await auth.api.signInEmail({ body: { email, password: "import-pass-2026" }, asResponse: true });
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

function upload(cookie: string, name: string, contents: Buffer | string) {
  const form = new FormData();
  form.append(
    "file",
    new File([typeof contents === "string" ? contents : new Uint8Array(contents)], name, { type: "text/csv" }),
  );
  return new Request(BASE, { method: "POST", headers: { cookie }, body: form });
}

/** What the pipeline and the action made of a request: the answer, or what was thrown. */
async function answer(request: Request): Promise<unknown> {
  try {
    return await action(await actionArgs(request, ROUTE));
  } catch (thrown) {
    return thrown;
  }
}

function errorOf(value: unknown): string {
  return ((value as { data?: { error?: string } }).data?.error ?? "") as string;
}

beforeAll(async () => {
  staffCookie = await sessionOf("import-staff@nivaas.test", "admin");
  userCookie = await sessionOf("import-user@nivaas.test", "user");
});

describe("who may import", () => {
  it("sends a visitor to sign in and refuses a signed-in user with 403; staff get the page", async () => {
    const visitor = await runPipeline(new Request(BASE), () => null, ROUTE).catch((thrown) => thrown);
    expect(statusOf(visitor)).toBe(302);
    const user = await runPipeline(new Request(BASE, { headers: { cookie: userCookie } }), () => null, ROUTE).catch(
      (thrown) => thrown,
    );
    expect(statusOf(user)).toBe(403);
    expect((user as { data: { importDenied?: boolean } }).data.importDenied).toBe(true);
    const staff = (await runPipeline(
      new Request(BASE, { headers: { cookie: staffCookie } }),
      (args) => loader(args as never),
      ROUTE,
    )) as { verified: boolean };
    expect(staff.verified).toBe(true);
  });
});

describe("uploads", () => {
  it("answers a file over 10 MB with the field's message, not a 5xx", async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1024, "a,b\n");
    const refused = await answer(upload(staffCookie, "big.csv", big));
    expect(statusOf(refused)).toBe(413);
    expect(errorOf(refused)).toBe("This file is larger than 10 MB. Split it into smaller files.");
  });

  it("answers a photo renamed .csv with the field's message", async () => {
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
    const refused = await answer(upload(staffCookie, "photo.csv", png));
    expect(statusOf(refused)).toBe(422);
    expect(errorOf(refused)).toMatch(/^This file is not a CSV or Excel \(\.xlsx\) spreadsheet\./);
  });

  it("stores a good sheet and sends the browser to its import page", async () => {
    const csv =
      "external_ref,title,price\nA-1,Two bedroom flat near the station,1.2 Cr\nA-2,Three bedroom flat by the sea,2 Cr\n";
    const done = await answer(upload(staffCookie, "two.csv", csv));
    expect(statusOf(done)).toBe(302);
    expect((done as Response).headers.get("location")).toMatch(/^\/my-listings\/import\/\d+$/);
  });
});
