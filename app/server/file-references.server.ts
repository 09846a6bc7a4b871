/**
 * Whether any property, project or submission still refers to a stored file.
 * Files are content-addressed, so one stored file may serve several rows:
 * whoever removes a file asks here first.
 */
import { sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows } from "./db.server";

export async function isFileReferenced(url: string): Promise<boolean> {
  const photo = JSON.stringify([{ card: url }]);
  const large = JSON.stringify([{ large: url }]);
  const plan = JSON.stringify([{ url }]);
  const rows = await queryRows(
    z.object({ used: z.boolean() }),
    sql`
    select exists (select 1 from properties where images @> ${photo}::jsonb or images @> ${large}::jsonb)
        or exists (select 1 from projects where images @> ${photo}::jsonb or images @> ${large}::jsonb
                   or floor_plans @> ${plan}::jsonb or brochure_url = ${url})
        or exists (select 1 from property_listings where images @> ${photo}::jsonb or images @> ${large}::jsonb) as used`,
  );
  return Boolean(rows[0]?.used);
}
