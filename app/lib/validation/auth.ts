/**
 * The account forms' rules, shared by the forms (messages under the fields)
 * and their actions (which re-check everything: the browser is never trusted).
 */
import { z } from "#app/lib/zod";
import { emailField } from "./email";
import { phoneField } from "./phone";

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

/** The e-mail rule with the account forms' words (also used by the admin's Add New User form). */
export const accountEmail = emailField({ required: MESSAGES.emailRequired, invalid: MESSAGES.emailInvalid });
const email = accountEmail;

const newPassword = z.string().min(8, MESSAGES.passwordShort).max(128, MESSAGES.passwordLong);

/** An Indian mobile number in any accepted format, as better-auth keys accounts: +91 and ten digits. */
export const accountPhone = phoneField({ required: MESSAGES.phoneRequired, invalid: MESSAGES.phoneInvalid }).transform(
  (national) => `+91${national}`,
);
const phone = accountPhone;

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
