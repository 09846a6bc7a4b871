/**
 * The admin's Add New User form: the same rules as sign-up (so the account
 * can sign in like any other), with the role chosen by the admin.
 */
import { z } from "#app/lib/zod";
import { accountEmail, accountPhone, MESSAGES } from "./auth";
import { errorsOf } from "#app/lib/form/field-errors";
import { refillValues } from "#app/lib/form/form-values";

export const USER_ROLES = ["user", "agent", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export function isUserRole(value: unknown): value is UserRole {
  return USER_ROLES.includes(value as UserRole);
}

export const newUserSchema = z.object({
  name: z.string().trim().min(1, MESSAGES.nameRequired).max(100, "Name must be at most 100 characters"),
  email: accountEmail,
  phone: accountPhone,
  password: z.string().min(8, MESSAGES.passwordShort).max(128, MESSAGES.passwordLong),
  role: z.enum(USER_ROLES, "Choose a role: user, agent or admin"),
});

export type NewUserInput = z.infer<typeof newUserSchema>;
export type NewUserErrors = Partial<Record<keyof NewUserInput, string>>;

export function parseNewUserForm(form: FormData) {
  const raw = Object.fromEntries(
    (["name", "email", "phone", "password", "role"] as const).map((key) => {
      const value = form.get(key);
      return [key, typeof value === "string" ? value : ""];
    }),
  );
  const result = newUserSchema.safeParse(raw);
  if (result.success) return { ok: true as const, data: result.data };
  const errors: NewUserErrors = errorsOf(result.error).errors;
  // The password is never sent back to the page.
  return { ok: false as const, errors, values: refillValues(raw, ["password"]) };
}
