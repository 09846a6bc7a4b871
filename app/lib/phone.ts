/**
 * The one rule for Indian phone numbers, used by every form, by sign-up and
 * OTP sign-in, by the settings and by every screen that shows a number.
 *
 * Accepted: ten digits (the national number), optionally preceded by +91,
 * 0091, 91 or 0, with spaces, dashes, dots or brackets anywhere between the
 * digits: "+91 98200 12345", "098200 12345", "98200-12345", "(98200) 12345".
 * A "+" may only start the number and must be followed by India's 91.
 *
 * Stored: the ten-digit national number, "9820012345", in every table the
 * site owns (leads, listings, properties, projects), so one number typed in
 * any accepted way is one value. Accounts are better-auth's: its phoneNumber
 * plugin keys them by E.164, "+919820012345" (accountPhoneNumber), so sign-up
 * and OTP sign-in find the same account whichever way the number was typed.
 *
 * Shown: "+91 98200 12345", whatever form an older row holds.
 *
 * The office numbers in the settings are the one exception: they may be
 * landlines, whose grouping depends on the length of the STD code ("+91 22
 * 4000 0000"), so they are checked with the same rule but kept as the admin
 * typed them (see officePhone).
 */
const ALLOWED_CHARACTERS = /^\+?[\d\s().-]+$/;

/** The ten-digit national number inside what someone typed, or null when it is not an Indian number. */
export function nationalNumber(input: string): string | null {
  const typed = input.trim();
  if (!ALLOWED_CHARACTERS.test(typed)) return null;
  const digits = typed.replace(/\D/g, "");
  let national: string | null = null;
  if (digits.length === 10 && !typed.startsWith("+")) national = digits;
  else if (digits.length === 12 && digits.startsWith("91")) national = digits.slice(2);
  else if (digits.length === 14 && digits.startsWith("0091") && !typed.startsWith("+")) national = digits.slice(4);
  else if (digits.length === 11 && digits.startsWith("0") && !typed.startsWith("+")) national = digits.slice(1);
  return national;
}

/** The stored form, "9820012345"; null when the input is not an Indian number. */
export function canonicalPhone(input: string): string | null {
  return nationalNumber(input);
}

/** An account's number as better-auth keys it, "+919820012345"; null when the input is not an Indian number. */
export function accountPhoneNumber(input: string): string | null {
  const national = nationalNumber(input);
  return national ? `+91${national}` : null;
}

/** What an account's number looks like; better-auth's phoneNumber plugin only accepts this. */
export const ACCOUNT_PHONE_PATTERN = /^\+91\d{10}$/;

/** Mobile numbers in India start with 6, 7, 8 or 9; landlines (with their STD code) with 1 to 5. */
export function isMobileNumber(national: string): boolean {
  return /^[6-9]\d{9}$/.test(national);
}

/** "+91 98200 12345" for any stored form of a number; text that is not a number is shown as it is. */
export function formatPhone(stored: string): string {
  const national = nationalNumber(stored);
  return national ? `+91 ${national.slice(0, 5)} ${national.slice(5)}` : stored;
}

/**
 * An office number from the settings: mobiles as every other number, a
 * landline as the admin typed it (its grouping follows its STD code).
 */
export function formatOfficePhone(stored: string): string {
  const national = nationalNumber(stored);
  return national && isMobileNumber(national) ? formatPhone(stored) : stored;
}
