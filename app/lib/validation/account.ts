/**
 * The account page's forms (/account): their rules, shared by the forms and
 * their action. Field names differ between the page's forms, since every
 * field's id is made from its name and the page holds them all.
 */
import { z } from "#app/lib/zod";
import { accountPhone, MESSAGES } from "./auth";

export const ACCOUNT_MESSAGES = {
  nameSaved: "Your name has been updated.",
  codeSent: "We sent a 6-digit code to the new number. Enter it below to confirm the change.",
  phoneSaved: "Your phone number has been changed.",
  samePhone: "This is already your phone number.",
  passwordSaved: "Your password has been changed.",
  samePassword: "The new password must be different from the current one.",
  sessionsRevoked: "You have been signed out on every other device.",
  preferencesSaved: "Your notification preferences have been saved.",
  deleteCodeSent: "We sent a 6-digit code to your phone. Enter it below to delete your account.",
  wrongPassword: "The password is not correct.",
  noPhoneForCode: "Your account has no verified phone number to send a code to.",
  confirmRequired: "Tick the box to confirm that you want to delete your account.",
  deleteFailed: "We could not delete your account just now. Please try again in a moment.",
  saveFailed: "We could not save this just now. Please try again in a moment.",
  lastAdmin:
    "You are the only administrator, so this account cannot be deleted: make another account an administrator first.",
} as const;

const otp = z
  .string({ error: MESSAGES.otpInvalid })
  .trim()
  .regex(/^\d{6}$/, MESSAGES.otpInvalid);

export const profileSchema = z.object({
  name: z
    .string({ error: MESSAGES.nameRequired })
    .trim()
    .min(1, MESSAGES.nameRequired)
    .max(100, "Name must be at most 100 characters"),
});

export const newPhoneSchema = z.object({ newPhone: accountPhone });

export const phoneCodeSchema = z.object({ newPhone: accountPhone, phoneCode: otp });

export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: MESSAGES.passwordRequired })
      .min(1, MESSAGES.passwordRequired)
      .max(128, MESSAGES.passwordLong),
    newPassword: z
      .string({ error: MESSAGES.passwordShort })
      .min(8, MESSAGES.passwordShort)
      .max(128, MESSAGES.passwordLong),
    confirmNewPassword: z.string({ error: MESSAGES.confirmRequired }).min(1, MESSAGES.confirmRequired),
  })
  .superRefine((value, ctx) => {
    if (value.confirmNewPassword && value.newPassword !== value.confirmNewPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmNewPassword"], message: MESSAGES.passwordsDiffer });
    }
    if (value.currentPassword && value.newPassword === value.currentPassword) {
      ctx.addIssue({ code: "custom", path: ["newPassword"], message: ACCOUNT_MESSAGES.samePassword });
    }
  });

const ticked = z.preprocess((value) => value === "on" || value === "true", z.boolean());

export const preferencesSchema = z.object({
  alertsEmail: ticked,
  alertsSms: ticked,
  leadsEmail: ticked,
  leadsSms: ticked,
  marketing: ticked,
});

const confirmed = z.preprocess(
  (value) => value === "on" || value === "true",
  z.literal(true, { error: ACCOUNT_MESSAGES.confirmRequired }),
);

/** Deleting an account with a password: the password, and the box ticked. */
export const deleteWithPasswordSchema = z.object({
  deletePassword: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .max(128, MESSAGES.passwordLong),
  confirmDelete: confirmed,
});

/** Deleting an account without a password (a phone account): the code sent to the phone, and the box ticked. */
export const deleteWithCodeSchema = z.object({ deleteCode: otp, confirmDelete: confirmed });
