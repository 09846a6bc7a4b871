import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  accountPhoneNumber,
  canonicalPhone,
  formatOfficePhone,
  formatPhone,
  isMobileNumber,
  nationalNumber,
} from "#app/lib/phone";
import { officePhone, optionalPhoneField, phoneField } from "#app/lib/validation/phone";

const ACCEPTED = [
  "9820012345",
  "+91 98200 12345",
  "+919820012345",
  "91 98200 12345",
  "0091 98200 12345",
  "098200 12345",
  "09820012345",
  "98200-12345",
  "98200 12345",
  "(98200) 12345",
  "+91-98200-12345",
  "+91 (98200) 12345",
  " 98200.12345 ",
];

const REFUSED = [
  "12345",
  "",
  "98200",
  "98200123456",
  "982001234567",
  "+9820012345",
  "+1 555 123 4567",
  "+0 98200 12345",
  "98200 12345 ext 2",
  "phone: 9820012345",
  "9820012345a",
  "１２３４５６７８９０",
];

describe("the Indian phone rule", () => {
  it.each(ACCEPTED)("accepts %j and stores it as the ten-digit national number", (typed) => {
    expect(nationalNumber(typed)).toBe("9820012345");
    expect(canonicalPhone(typed)).toBe("9820012345");
    expect(accountPhoneNumber(typed)).toBe("+919820012345");
  });

  it.each(REFUSED)("refuses %j", (typed) => {
    expect(canonicalPhone(typed)).toBeNull();
    expect(accountPhoneNumber(typed)).toBeNull();
  });

  it("shows every stored form one way, and text that is not a number as it is", () => {
    for (const stored of ["9820012345", "+919820012345", "098200 12345", "+91 98200-12345"]) {
      expect(formatPhone(stored)).toBe("+91 98200 12345");
    }
    expect(formatPhone("9915235613")).toBe("+91 99152 35613");
    expect(formatPhone("call the office")).toBe("call the office");
  });

  it("shows an office landline as typed and an office mobile like every other number", () => {
    expect(formatOfficePhone("+91 22 4000 0000")).toBe("+91 22 4000 0000");
    expect(formatOfficePhone("022-4000 0000")).toBe("022-4000 0000");
    expect(formatOfficePhone("+919820000000")).toBe("+91 98200 00000");
    expect(isMobileNumber("9820000000")).toBe(true);
    expect(isMobileNumber("2240000000")).toBe(false);
  });
});

describe("phone fields", () => {
  const field = phoneField({ required: "Phone number is required", invalid: "Invalid phone number" });

  it("keep each form's own words for missing and invalid", () => {
    expect(field.safeParse("").error?.issues[0].message).toBe("Phone number is required");
    expect(field.safeParse("   ").error?.issues[0].message).toBe("Phone number is required");
    expect(field.safeParse(undefined).error?.issues[0].message).toBe("Phone number is required");
    expect(field.safeParse("12345").error?.issues.map((issue) => issue.message)).toEqual(["Invalid phone number"]);
    expect(field.parse("+91 98200 12345")).toBe("9820012345");
  });

  it("a refused number does not hide a form's cross-field messages", async () => {
    const { signupSchema } = await import("#app/lib/validation/auth");
    const result = signupSchema.safeParse({
      name: "R",
      phone: "12345",
      email: "r@example.com",
      password: "first-password",
      confirmPassword: "other-password",
    });
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({ phone: "Phone number must be 10 digits", confirmPassword: "Passwords do not match" });
  });

  it("optional: blank is null, anything else follows the rule", () => {
    const optional = optionalPhoneField("Contact must be 10 digits");
    expect(optional.parse("")).toBeNull();
    expect(optional.parse(undefined)).toBeNull();
    expect(optional.parse("(98200) 12345")).toBe("9820012345");
    expect(optional.safeParse("12345").error?.issues[0].message).toBe("Contact must be 10 digits");
  });

  it("office numbers: the same rule, a landline welcome, kept as typed", () => {
    const office = z.string().transform(officePhone("Phone must be a valid Indian phone number"));
    expect(office.parse("+91 22  4000 0000")).toBe("+91 22 4000 0000");
    expect(office.parse("+91 98200 00000")).toBe("+91 98200 00000");
    expect(office.safeParse("12345").error?.issues[0].message).toBe("Phone must be a valid Indian phone number");
  });
});
