/**
 * The account forms' rules, shared by the forms (messages under the fields)
 * and their actions (which re-check everything: the browser is never trusted).
 */
import * as z from "zod";
import { withoutControlCharacters } from "#app/lib/form-text";

/** How an Indian mobile number is stored and sent to: +91 and 10 digits. */
export const INDIAN_PHONE_PATTERN = /^\+91\d{10}$/;

/**
 * The 10-digit number inside what a visitor typed: spaces, dashes and a
 * leading +91, 91 or 0 are allowed. Returns the digits as typed otherwise, so
 * the length check can reject them.
 */
export function phoneDigits(input: string): string {
  const digits = input.replace(/\D/g, "");
  if (digits.length === 12 && digits.startsWith("91")) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith("0")) return digits.slice(1);
  return digits;
}

/** +91XXXXXXXXXX from 10 digits. */
export function toE164(tenDigits: string): string {
  return `+91${tenDigits}`;
}

/** "+91 98200 12345" for display. */
export function formatIndianPhone(phone: string): string {
  const digits = phoneDigits(phone);
  if (digits.length !== 10) return phone;
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
}

export const MESSAGES = {
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  passwordRequired: "Password is required",
  passwordShort: "Password must be at least 8 characters",
  passwordLong: "Password must be at most 128 characters",
  nameRequired: "Name is required",
  phoneRequired: "Phone number is required",
  phoneInvalid: "Phone number must be 10 digits",
  confirmRequired: "Please confirm your password",
  passwordsDiffer: "Passwords do not match",
  otpInvalid: "Enter the 6-digit code",
} as const;

const email = z
  .string()
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(254, MESSAGES.emailInvalid)
  .pipe(z.email(MESSAGES.emailInvalid))
  .transform((value) => value.toLowerCase());

const newPassword = z.string().min(8, MESSAGES.passwordShort).max(128, MESSAGES.passwordLong);

const phone = z
  .string()
  .trim()
  .min(1, MESSAGES.phoneRequired)
  .transform(phoneDigits)
  .pipe(z.string().regex(/^\d{10}$/, MESSAGES.phoneInvalid));

export const loginSchema = z.object({
  email,
  password: z.string().min(1, MESSAGES.passwordRequired).max(128, MESSAGES.passwordLong),
  remember: z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean()),
});

export const signupSchema = z
  .object({
    name: z.string().trim().min(1, MESSAGES.nameRequired).max(100, "Name must be at most 100 characters"),
    phone,
    email,
    password: newPassword,
    confirmPassword: z.string().min(1, MESSAGES.confirmRequired),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword && value.password !== value.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: MESSAGES.passwordsDiffer });
    }
  });

export const otpPhoneSchema = z.object({ phone });

export const otpVerifySchema = z.object({
  phone,
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, MESSAGES.otpInvalid),
});

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1),
    password: newPassword,
    confirmPassword: z.string().min(1, MESSAGES.confirmRequired),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword && value.password !== value.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: MESSAGES.passwordsDiffer });
    }
  });

export type FieldErrors = Partial<Record<string, string>>;

/** The first message for each field of a failed parse. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A form's values as plain strings (files and repeats ignored). */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) {
    if (typeof value === "string" && !(key in values)) values[key] = withoutControlCharacters(value);
  }
  return values;
}

/**
 * Where to go after signing in: a path on this site only (never another
 * host, never a protocol-relative //host), else "/".
 */
export function safeRedirect(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) {
    return fallback;
  }
  if (/[\u0000-\u001f]/.test(target)) return fallback;
  return target;
}
