/**
 * Tells the office about a new lead or submission, by the channels switched on
 * in the settings: e-mail to the contact address (full details), SMS to the
 * contact phone (one line). A failed send never loses what was stored.
 */
import { getSettings } from "#app/domain/site/settings.server";
import { notify } from "#app/platform/notifier.server";
import { isMobileNumber, nationalNumber } from "#app/lib/phone";
import { log } from "#app/platform/log.server";

/** '+91 98200 00000' → '+919820000000'; null when it is not an Indian mobile number (a landline takes no SMS). */
export function smsNumber(phone: string): string | null {
  const national = nationalNumber(phone);
  return national && isMobileNumber(national) ? `+91${national}` : null;
}

export async function alertOffice(alert: { subject: string; text: string; smsText: string }) {
  try {
    const settings = await getSettings();
    const sends: Promise<void>[] = [];
    if (settings.emailNotifications && settings.contactEmail) {
      sends.push(notify({ channel: "email", to: settings.contactEmail, subject: alert.subject, text: alert.text }));
    }
    const phone = smsNumber(settings.contactPhone);
    if (settings.smsNotifications && phone) sends.push(notify({ channel: "sms", to: phone, text: alert.smsText }));
    const results = await Promise.allSettled(sends);
    for (const result of results) {
      if (result.status === "rejected") log.warn({ err: result.reason }, "Could not alert the office");
    }
  } catch (error) {
    log.warn({ err: error }, "Could not alert the office");
  }
}
