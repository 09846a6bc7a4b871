/**
 * Messages to an account's owner about something a stranger may have done
 * with their address or number. The person who did it is told nothing more
 * than if the account did not exist; the owner hears about it here instead.
 */
import { getSettings } from "#app/domain/settings.server";
import { env } from "./env.server";
import { notify } from "./notifier.server";

/** Who to tell: by e-mail when the account has a real address, otherwise by SMS. */
export type AccountOwner = { name: string; email: string | null; phoneNumber: string | null };

async function tell(owner: AccountOwner, subject: string, text: string) {
  if (owner.email) {
    await notify({ channel: "email", to: owner.email, subject, text: `Hello ${owner.name}, ${text}` });
  } else if (owner.phoneNumber) {
    await notify({ channel: "sms", to: owner.phoneNumber, text });
  }
}

/** Someone signed up with an e-mail address that already has an account. */
export async function tellEmailAlreadyRegistered(owner: AccountOwner) {
  const { siteName } = await getSettings();
  await tell(
    owner,
    `You already have a ${siteName} account`,
    `someone tried to create a ${siteName} account with this e-mail address, which already has one. To sign in go to ${env.publicUrl}/login and if you forgot your password reset it at ${env.publicUrl}/forgot-password If this was not you, you can ignore this e-mail.`,
  );
}

/** Someone signed up with a mobile number that already belongs to an account. */
export async function tellPhoneAlreadyRegistered(owner: AccountOwner) {
  const { siteName } = await getSettings();
  await tell(
    owner,
    `Your mobile number was used to sign up on ${siteName}`,
    `someone tried to create a ${siteName} account with your mobile number, which already belongs to your account, so no new account was made. To sign in go to ${env.publicUrl}/login (a code to your phone works too). If this was not you, you can ignore this message.`,
  );
}

/** Repeated wrong passwords for the account: password sign-in is paused for a while. */
export async function tellRepeatedSignInFailures(owner: AccountOwner, failures: number) {
  const { siteName } = await getSettings();
  await tell(
    owner,
    `Failed sign-in attempts on your ${siteName} account`,
    `there have been ${failures} attempts in a row to sign in to your ${siteName} account with a wrong password. To protect it, password sign-in is paused for a few minutes after repeated failures. If this was you, wait a moment or choose a new password at ${env.publicUrl}/forgot-password If it was not you, your account is still safe; a long password used nowhere else keeps it so.`,
  );
}
