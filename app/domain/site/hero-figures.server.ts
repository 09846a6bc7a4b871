/**
 * The home page's five figures, under the labels the specification gives
 * them, computed from the data:
 *
 * - Properties Listed: active properties now (the same count as the page's
 *   "listed right now" line, which shows these very figures).
 * - Cities: distinct cities of those properties.
 * - Happy Customers: people who contacted owners or developers through the
 *   site — distinct senders of property and project inquiries and site-visit
 *   requests (the account when signed in, else the phone number given) and
 *   signed-in accounts that revealed an owner's phone number. Contact-form
 *   messages to the office are not counted: they reach us, not an owner.
 * - Years of Experience: whole years since the founding year in Settings;
 *   absent while none is set.
 * - Customer Satisfaction: the share of approved reviews with 4 or 5 stars;
 *   absent until a review is approved.
 *
 * Staff may replace any figure with their own text in Settings; the page
 * then shows that text (as staff's claim) wherever it shows the figure.
 */
import { sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows } from "#app/platform/db.server";
import { inquiries, listingLeads } from "#app/platform/schema";
import { catalogueFigures } from "#app/domain/catalogue/properties.server";
import { reviewSatisfaction } from "#app/domain/reviews/ratings.server";
import { todayInIndia } from "#app/lib/format";
import type { HeroFigure } from "#app/lib/hero-figures";
import { getSettings } from "./settings.server";

/** Distinct people who sent an owner, agent, builder or developer an inquiry or a visit request, or revealed a phone number. */
export async function contactedPeople(): Promise<number> {
  const [row] = await queryRows(
    z.object({ people: z.coerce.number() }),
    sql`select count(distinct person) as people from (
      select coalesce('account:' || ${inquiries.userId}, 'phone:' || ${inquiries.phone}) as person
      from ${inquiries} where ${inquiries.inquiryType} in ('property', 'project', 'site_visit', 'agent', 'builder')
      union all
      select 'account:' || ${listingLeads.visitorUserId}
      from ${listingLeads} where ${listingLeads.kind} = 'phone_reveal' and ${listingLeads.visitorUserId} is not null
    ) people`,
  );
  return row?.people ?? 0;
}

/** The figures in the specification's order; a figure with nothing behind it is left out. */
export async function heroFigures(now = new Date()): Promise<HeroFigure[]> {
  const [settings, catalogue, customers, satisfaction] = await Promise.all([
    getSettings(),
    catalogueFigures(),
    contactedPeople(),
    reviewSatisfaction(),
  ]);
  const own = (text: string | null) => text?.trim() || null;
  const figures: HeroFigure[] = [
    { key: "properties", label: "Properties Listed", count: catalogue.properties, text: own(settings.heroListedText) },
    { key: "cities", label: "Cities", count: catalogue.cities, text: own(settings.heroCitiesText) },
    { key: "customers", label: "Happy Customers", count: customers, text: own(settings.heroCustomersText) },
  ];
  const thisYear = Number(todayInIndia(now).slice(0, 4));
  const years = settings.foundingYear === null ? null : Math.max(0, thisYear - settings.foundingYear);
  const yearsText = own(settings.heroYearsText);
  if (years !== null || yearsText) {
    figures.push({ key: "years", label: "Years of Experience", count: years, text: yearsText });
  }
  const satisfactionText = own(settings.heroSatisfactionText);
  if (satisfaction.satisfiedShare !== null || satisfactionText) {
    figures.push({
      key: "satisfaction",
      label: "Customer Satisfaction",
      percent: satisfaction.satisfiedShare === null ? null : Math.round(satisfaction.satisfiedShare * 100),
      count: null,
      text: satisfactionText,
    });
  }
  return figures;
}
