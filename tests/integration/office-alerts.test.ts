import { desc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#app/platform/db.server";
import { outbox } from "#app/platform/schema";
import { createInquiry } from "#app/domain/leads/inquiries.server";
import { smsNumber } from "#app/domain/leads/office-alerts.server";
import { updateSettings } from "#app/domain/site/settings.server";
import { useTestDatabase } from "../helpers/database";

const contact = {
  kind: "contact" as const,
  name: "Priya Shah",
  email: "priya@example.com",
  phone: "9820012345",
  subject: "buying" as const,
  message: "Looking for a 2 BHK in Andheri West.",
};

async function newest() {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(5);
}

describe("office alerts", () => {
  useTestDatabase();

  it("normalises Indian mobile numbers for SMS", () => {
    expect(smsNumber("+91 98200 00000")).toBe("+919820000000");
    expect(smsNumber("09820000000")).toBe("+919820000000");
    expect(smsNumber("022 4000 0000")).toBeNull();
  });

  it("follow the notification settings: e-mail, SMS, both or neither", async () => {
    await updateSettings({
      emailNotifications: true,
      smsNotifications: false,
      contactEmail: "office@example.com",
      contactPhone: "+91 98200 11111",
    });
    await createInquiry(contact);
    let rows = await newest();
    expect(rows[0]).toMatchObject({ channel: "email", recipient: "office@example.com" });

    await updateSettings({ emailNotifications: false, smsNotifications: true });
    const before = (await newest())[0].id;
    await createInquiry(contact);
    rows = (await newest()).filter((row) => row.id > before);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: "sms", recipient: "+919820011111" });
    expect(rows[0].body).toContain("Priya Shah");

    await updateSettings({ emailNotifications: false, smsNotifications: false });
    const last = (await newest())[0].id;
    await createInquiry(contact);
    expect((await newest()).filter((row) => row.id > last)).toHaveLength(0);
  });
});
