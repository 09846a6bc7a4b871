import { describe, expect, it } from "vitest";
import { z } from "zod";
import { errorsOf, hasErrors, validate } from "#app/lib/form/field-errors";
import { formValues, refillValues, textOf } from "#app/lib/form/form-values";
import { REFUSAL_STATUS, refuseIntent } from "#app/lib/form/refusal";
import { emailField } from "#app/lib/validation/email";
import { loginSchema, signupSchema } from "#app/lib/validation/auth";
import { contactSchema } from "#app/lib/validation/leads";
import { settingsSchema } from "#app/lib/validation/admin-settings";
import { newUserSchema } from "#app/lib/validation/admin-users";

describe("zod error → messages", () => {
  const schema = z
    .object({
      name: z.string().min(1, "Name is required").min(3, "Name is too short"),
      rows: z.array(z.object({ price: z.string().min(1, "Row price is required") })),
      password: z.string(),
      confirm: z.string(),
    })
    .superRefine((value, ctx) => {
      if (value.password !== value.confirm) ctx.addIssue({ code: "custom", message: "Passwords do not match" });
    });

  it("keeps the first message per field, files nested issues under their field, and a pathless one as the form's", () => {
    const result = schema.safeParse({ name: "", rows: [{ price: "" }], password: "a", confirm: "b" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(errorsOf(result.error)).toEqual({
      errors: { name: "Name is required", rows: "Row price is required" },
      formError: "Passwords do not match",
    });
  });

  it("validate() gives the clean data or the messages", () => {
    expect(validate(z.object({ a: z.string().trim() }), { a: " x " })).toEqual({ ok: true, data: { a: "x" } });
    expect(validate(z.object({ a: z.string({ error: "A is required" }) }), {})).toEqual({
      ok: false,
      errors: { a: "A is required" },
    });
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ a: undefined })).toBe(false);
    expect(hasErrors({ a: "x" })).toBe(true);
  });
});

describe("form values", () => {
  it("reads strings (first of a repeated name), named lists as arrays, no files, no control characters", () => {
    const form = new FormData();
    form.append("name", "Asha\u0000 Rao");
    form.append("name", "second");
    form.append("amenities", "Lift");
    form.append("amenities", "CCTV");
    form.append("photo", new File(["x"], "a.jpg"));
    expect(formValues(form, ["amenities", "missing"])).toEqual({
      name: "Asha Rao",
      amenities: ["Lift", "CCTV"],
      missing: [],
    });
    expect(textOf({ a: ["x"], b: "y" }, "a")).toBe("");
    expect(textOf({ a: ["x"], b: "y" }, "b")).toBe("y");
  });

  it("never sends a secret back to refill a form", () => {
    expect(refillValues({ email: "a@b.in", password: "secret", otp: "123456" }, ["password", "otp", "token"])).toEqual({
      email: "a@b.in",
      password: "",
      otp: "",
    });
  });

  it("answers a refused form with its status, its intent, its messages and what was typed, never its secrets", () => {
    const answer = refuseIntent(
      REFUSAL_STATUS.unauthorised,
      "login",
      { email: "a@b.in", password: "secret" },
      ["password"],
      { formError: "Invalid email or password" },
      { "x-answer": "1" },
    );
    expect(answer.init?.status).toBe(401);
    expect(new Headers(answer.init?.headers).get("x-answer")).toBe("1");
    expect(answer.data).toEqual({
      ok: false,
      intent: "login",
      values: { email: "a@b.in", password: "" },
      errors: {},
      formError: "Invalid email or password",
    });
  });
});

describe("the e-mail rule", () => {
  const email = emailField({ required: "Email is required", invalid: "Invalid email" });

  it("trims, lower-cases and refuses with the form's own words", () => {
    expect(email.parse("  Ravi@Example.COM ")).toBe("ravi@example.com");
    expect(email.safeParse("").error?.issues[0].message).toBe("Email is required");
    expect(email.safeParse("not-an-address").error?.issues[0].message).toBe("Invalid email");
    expect(email.safeParse(`${"a".repeat(250)}@example.com`).error?.issues[0].message).toBe("Invalid email");
  });

  it("is the one rule every form applies", () => {
    const address = "  Ravi@Example.COM ";
    expect(contactSchema.shape.email.parse(address)).toBe("ravi@example.com");
    expect(loginSchema.shape.email.parse(address)).toBe("ravi@example.com");
    expect(newUserSchema.shape.email.parse(address)).toBe("ravi@example.com");
    expect(settingsSchema.shape.contactEmail.parse(address)).toBe("ravi@example.com");
    expect(signupSchema.safeParse({ email: "bad" }).error?.issues.find((i) => i.path[0] === "email")?.message).toBe(
      "Please enter a valid email address",
    );
  });
});

describe("deferred checks (the form's rules loaded at first use)", () => {
  it("loads once however often it is asked, and keeps what it loaded", async () => {
    const { deferredCheck } = await import("#app/lib/form/deferred-check");
    let imports = 0;
    const check = () => ({ name: "Name is required" });
    const deferred = deferredCheck(async () => {
      imports += 1;
      return check;
    });
    expect(deferred.loaded).toBeUndefined();
    const [first, second] = await Promise.all([deferred.load(), deferred.load()]);
    expect(first).toBe(check);
    expect(second).toBe(check);
    expect(deferred.loaded).toBe(check);
    await deferred.load();
    expect(imports).toBe(1);
  });

  it("tries again after a failed import (a dropped connection)", async () => {
    const { deferredCheck } = await import("#app/lib/form/deferred-check");
    let attempts = 0;
    const check = () => ({});
    const deferred = deferredCheck(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("network");
      return check;
    });
    await expect(deferred.load()).rejects.toThrow("network");
    expect(deferred.loaded).toBeUndefined();
    expect(await deferred.load()).toBe(check);
    expect(attempts).toBe(2);
  });
});
