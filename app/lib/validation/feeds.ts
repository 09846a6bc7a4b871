/**
 * The feed form's rules (/my-listings/feeds), shared by the form and its action.
 */
import { z } from "#app/lib/zod";
import { isHttpUrl } from "#app/lib/urls";

/** Failed runs in a row after which a feed pauses and its owner is e-mailed. */
export const FEED_FAILURES_BEFORE_PAUSE = 3;

export const FEED_SCHEDULES = ["hourly", "daily"] as const;
export type FeedSchedule = (typeof FEED_SCHEDULES)[number];

export const FEED_MESSAGES = {
  url: "Enter the feed's https:// address",
  schedule: "Choose hourly or daily",
} as const;

export const feedSchema = z.object({
  url: z
    .string({ error: FEED_MESSAGES.url })
    .trim()
    .max(2000, { error: FEED_MESSAGES.url })
    .refine((value) => isHttpUrl(value, { httpsOnly: true }), { error: FEED_MESSAGES.url }),
  schedule: z.enum(FEED_SCHEDULES, { error: FEED_MESSAGES.schedule }),
});
export type FeedInput = z.infer<typeof feedSchema>;
