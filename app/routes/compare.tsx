/**
 * /compare?ids=1,2,3: up to four properties side by side, and the endpoint
 * every "Compare" button posts to. The page reads only the link, so a shared
 * link shows the same table to anyone, signed in or not, with or without
 * JavaScript; /compare without ids opens the visitor's own list under its
 * shareable address. The table scrolls sideways on a phone with the labels
 * column kept in place.
 */
import { useEffect, useRef, useState, type RefObject } from "react";
import { data, redirect } from "react-router";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import type { CompareActionResult } from "#app/components/catalogue/compare-button";
import { ListingPrice } from "#app/components/catalogue/card-parts";
import { ShareButton } from "#app/components/catalogue/share-button";
import type { Route } from "./+types/compare";
import { Form, Link } from "#app/i18n/link";
import { localeOfPath, localizePath } from "#app/i18n/locales";
import { usePlaceName } from "#app/i18n/places";
import { useFormat, useMessage } from "#app/i18n/use-locale";
import { localeContext } from "#app/web/context";
import { loadLocale, tFor } from "#app/i18n/i18n";
import { metaT, seo } from "#app/lib/seo";
import { parseId } from "#app/lib/ids";
import type { Formats } from "#app/lib/format";
import { calculateEmi, EMI_LIMITS } from "#app/lib/emi";
import { safeRedirect } from "#app/lib/validation/auth";
import { COMPARE_LIMIT, COMPARE_MESSAGES, compareHref, parseCompareIds, type CompareIds } from "#app/lib/compare";
import { REFUSAL_STATUS, type RefusalStatus } from "#app/lib/form/refusal";
import { formOf } from "#app/web/request-body.server";
import { getCurrentUser } from "#app/web/session.server";
import { env } from "#app/platform/env.server";
import { compareCookie, compareIdsOf } from "#app/web/visitor-lists.server";
import {
  addToAccountCompare,
  addToList,
  compareColumns,
  isComparable,
  removeFromAccountCompare,
  type AddOutcome,
  type CompareColumn,
} from "#app/domain/seekers/compare.server";
import type { TextsHandle } from "#app/i18n/page-texts";

/** The texts this page needs beyond the shared ones (app/i18n/page-texts.ts). */
export const handle: TextsHandle = { texts: ["tools"] };

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches, "tools");
  return seo({
    matches,
    title: t("compare.meta.title"),
    description: t("compare.meta.description", { limit: COMPARE_LIMIT }),
    noindex: true,
  });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = context.get(localeContext);
  const raw = url.searchParams.get("ids");
  const limitReached = url.searchParams.get("limit") === "1";
  if (raw === null) {
    const user = await getCurrentUser({ request, context });
    const own = await compareIdsOf(request, user?.id);
    if (own.length > 0) throw redirect(localizePath(locale, `${compareHref(own)}${limitReached ? "&limit=1" : ""}`));
    return { columns: [] as CompareColumn[], linkGiven: false, notice: null, limitReached, shareUrl: null };
  }
  const parsed = parseCompareIds(raw);
  // Loaders run beside the root loader that loads the page's texts.
  await loadLocale(locale);
  return {
    columns: await compareColumns(parsed.ids),
    linkGiven: true,
    notice: leftOutText(tFor(locale, "tools"), parsed),
    limitReached,
    shareUrl: parsed.ids.length > 0 ? `${env.publicUrl}${localizePath(locale, compareHref(parsed.ids))}` : null,
  };
}

const ADD_ANSWERS: Record<AddOutcome, { result: CompareActionResult; status: RefusalStatus | 200 }> = {
  added: { result: { ok: true, message: COMPARE_MESSAGES.added }, status: 200 },
  already: { result: { ok: true, message: COMPARE_MESSAGES.added }, status: 200 },
  full: { result: { ok: false, message: COMPARE_MESSAGES.limit, limit: true }, status: REFUSAL_STATUS.unprocessable },
  notFound: { result: { ok: false, message: COMPARE_MESSAGES.notFound }, status: REFUSAL_STATUS.notFound },
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = formOf(context);
  const intent = form.get("intent") === "remove" ? "remove" : "add";
  const viaFetcher = form.get("via") === "fetcher";
  const returnTo = safeRedirect(form.get("returnTo"), "/compare");
  const propertyId = parseId(form.get("propertyId"));
  const user = await getCurrentUser({ request, context });
  const current = await compareIdsOf(request, user?.id);
  const locale = context.get(localeContext);
  // Back to the page in its language: a path that names one keeps it, any other gets this request's.
  const inLanguage = (to: string) => (localeOfPath(to) === "en" ? localizePath(locale, to) : to);

  // To a fetcher: the message, with a refusal's real status. Without JavaScript: back to the page.
  const answer = (result: CompareActionResult, status: RefusalStatus | 200, ids: number[] | null, to = returnTo) => {
    const headers = !user && ids ? { "Set-Cookie": compareCookie(ids) } : undefined;
    return viaFetcher ? data(result, { status, headers }) : redirect(inLanguage(to), { headers });
  };

  if (propertyId === null)
    return answer({ ok: false, message: COMPARE_MESSAGES.invalid }, REFUSAL_STATUS.invalid, null);

  if (intent === "remove") {
    if (user) await removeFromAccountCompare(user.id, propertyId);
    const ids = current.filter((id) => id !== propertyId);
    return answer({ ok: true, message: COMPARE_MESSAGES.removed }, 200, ids);
  }

  let outcome: AddOutcome;
  let ids = current;
  if (user) {
    outcome = await addToAccountCompare(user.id, propertyId);
  } else if (!(await isComparable(propertyId))) {
    outcome = "notFound";
  } else {
    ({ outcome, ids } = addToList(current, propertyId));
  }
  const { result, status } = ADD_ANSWERS[outcome];
  // A full list without JavaScript: the comparison, which says why nothing was added.
  const to = outcome === "full" ? `${compareHref(current)}&limit=1` : returnTo;
  return answer(result, status, outcome === "added" ? ids : null, to);
}

/** The EMI row: the calculator's default rate and tenure on a loan of the price (within its bounds). */
function emiOf(price: number) {
  const { min, max } = EMI_LIMITS.amount;
  const loan = Math.min(max, Math.max(min, price));
  const { emi } = calculateEmi(loan, EMI_LIMITS.rate.default, EMI_LIMITS.years.default);
  return { emi, loan, capped: loan !== price };
}

type Available = Extract<CompareColumn, { available: true }>;

type ToolsT = TFunction<"tools">;
type Tools = { t: ToolsT; format: Formats; translate: (text: string) => string; place: (name: string) => string };

/** One row of facts: its label, then each column's value ("—" for a column that is no longer available). */
function factRows({ t, format, translate, place }: Tools): {
  key: string;
  label: string;
  value: (column: Available) => React.ReactNode;
}[] {
  const deal = (c: Available) => (c.status === "rent" ? t("compare.forRent") : t("compare.forSale"));
  const shown = (value: string | null) => (value ? translate(value) : (value ?? "—"));
  return [
    {
      key: "price",
      label: t("compare.row.price"),
      value: (c) => (
        <strong className="text-primary-dark">
          <ListingPrice price={c.price} status={c.status} />
        </strong>
      ),
    },
    {
      key: "pricePerSqft",
      label: t("compare.row.pricePerSqft"),
      value: (c) => (c.status === "rent" ? t("compare.forRent") : (format.pricePerSqft(c.price, c.area) ?? "—")),
    },
    { key: "area", label: t("compare.row.area"), value: (c) => format.area(c.area) },
    { key: "bedrooms", label: t("compare.row.bedrooms"), value: (c) => c.bedrooms ?? "—" },
    { key: "bathrooms", label: t("compare.row.bathrooms"), value: (c) => c.bathrooms ?? "—" },
    {
      key: "parking",
      label: t("compare.row.parking"),
      value: (c) => (c.parking > 0 ? t("compare.parkingSpaces", { count: c.parking }) : t("compare.noParking")),
    },
    { key: "furnishing", label: t("compare.row.furnishing"), value: (c) => shown(c.furnishing) },
    { key: "facing", label: t("compare.row.facing"), value: (c) => shown(c.facing) },
    { key: "floors", label: t("compare.row.floors"), value: (c) => c.floors ?? "—" },
    { key: "yearBuilt", label: t("compare.row.yearBuilt"), value: (c) => c.yearBuilt ?? "—" },
    {
      key: "locality",
      label: t("compare.row.locality"),
      value: (c) => place(c.city && !c.location.includes(c.city) ? `${c.location}, ${c.city}` : c.location),
    },
    { key: "type", label: t("compare.row.type"), value: (c) => `${translate(c.category)} · ${deal(c)}` },
    {
      key: "emi",
      label: t("compare.row.emi", { rate: EMI_LIMITS.rate.default, years: EMI_LIMITS.years.default }),
      value: (c) => {
        if (c.status === "rent") return t("compare.emi.rent");
        const { emi, loan, capped } = emiOf(c.price);
        return (
          <>
            <span className="font-semibold text-slate-900">{format.rent(emi)}</span>
            <span className="block text-xs text-slate-600">
              {capped ? t("compare.emi.capped", { loan: format.price(loan) }) : t("compare.emi.full")}
            </span>
            <Link to={`/emi-calculator?amount=${loan}`} className="mt-1 inline-block text-secondary-dark underline">
              {t("compare.emi.open")}
            </Link>
          </>
        );
      },
    },
  ];
}

/** What the page says about the entries of a link it did not show (leftOutNotice's words, in the page's language); null when it showed them all. */
function leftOutText(t: ToolsT, { invalid, repeated, overLimit }: CompareIds): string | null {
  const parts: string[] = [];
  if (overLimit > 0) parts.push(t("compare.leftOut.overLimit", { limit: COMPARE_LIMIT }));
  if (repeated > 0) parts.push(t("compare.leftOut.repeated", { count: repeated }));
  if (invalid > 0) parts.push(t("compare.leftOut.invalid", { count: invalid }));
  if (parts.length === 0) return null;
  return t("compare.leftOut", { parts: parts.join("; ") });
}

const CELL = "border-b border-slate-200 px-3 py-2.5 align-top text-sm text-slate-700";
// The labels column stays in place while the table scrolls sideways (phones): 6rem on a phone, 9rem from 640 px.
const LABEL_CELL =
  "sticky left-0 z-10 w-24 min-w-24 border-b border-r border-slate-200 bg-slate-50 px-3 py-2.5 text-left align-top text-xs font-semibold text-slate-700 break-words sm:w-36 sm:min-w-36 sm:text-sm";
// A property's column: on a phone exactly two fit beside the labels (the window less the page's 2rem padding,
// the labels' 6rem and the borders, halved), so a third starts at the edge and invites the scroll; from 640 px, 13rem.
const PROPERTY_COLUMN = "w-[calc((100vw-8.25rem)/2)] min-w-[calc((100vw-8.25rem)/2)] snap-start sm:w-auto sm:min-w-52";

/**
 * Whether the table is wider than its box (then the hint above it says to scroll): measured once the page runs;
 * before that (and without JavaScript) a guess from the number of columns, on a phone.
 */
function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean | null {
  const [scrolls, setScrolls] = useState<boolean | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const { columns, linkGiven, notice, limitReached, shareUrl } = loaderData;
  const { t } = useTranslation("tools");
  const format = useFormat();
  const translate = useMessage();
  const place = usePlaceName();
  const rows = factRows({ t, format, translate, place });
  const ids = columns.map((column) => column.id);
  const amenities = [...new Set(columns.flatMap((column) => (column.available ? column.amenities : [])))].sort();
  const tableBox = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(tableBox);
  const hintClass = scrolls === null ? (columns.length > 2 ? "sm:hidden" : "hidden") : scrolls ? "" : "hidden";

  return (
    <section className="container-page py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-slate-900">{t("compare.title")}</h1>
      <p className="mt-1 text-slate-600">{t("compare.intro", { limit: COMPARE_LIMIT })}</p>
      <div role="status" className="mt-4 space-y-2 empty:hidden">
        {limitReached ? (
          <p className="rounded-lg bg-amber-50 px-4 py-2 text-sm font-medium text-amber-900">
            {translate(COMPARE_MESSAGES.limit)}
          </p>
        ) : null}
        {notice ? <p className="rounded-lg bg-slate-100 px-4 py-2 text-sm text-slate-800">{notice}</p> : null}
      </div>

      {columns.length === 0 ? (
        <div className="card mt-8 px-6 py-14 text-center">
          <h2 className="text-xl font-semibold text-slate-900">
            {linkGiven ? t("compare.empty.link.title") : t("compare.empty.none.title")}
          </h2>
          <p className="mx-auto mt-2 max-w-md text-slate-600">
            {linkGiven ? t("compare.empty.link.text") : t("compare.empty.none.text", { limit: COMPARE_LIMIT })}
          </p>
          <Link to="/residential" className="btn-primary mt-6">
            {t("compare.browse")}
          </Link>
        </div>
      ) : (
        <>
          {shareUrl ? (
            // The link by name, not its address broken over lines; the button shares or copies it.
            <div className="mt-4 flex flex-wrap items-center justify-end gap-x-4 gap-y-2 text-sm text-slate-600">
              <p>
                {t("compare.share")}{" "}
                <a href={shareUrl} className="font-medium text-secondary-dark underline underline-offset-2">
                  {t("compare.shareLink")}
                </a>
              </p>
              <ShareButton
                url={shareUrl}
                title={t("compare.title")}
                labels={{
                  label: t("compare.shareLabel"),
                  button: t("compare.shareButton"),
                  copied: t("compare.copied"),
                  copyThis: (url) => t("compare.copyThis", { url }),
                }}
              />
            </div>
          ) : null}
          <p className={`mt-4 text-sm font-medium text-slate-700 ${hintClass}`}>
            {t("compare.scrollHint", { count: columns.length })}
          </p>
          {/* Relative: the cells' screen-reader texts (absolutely placed) scroll with the table, not the page.
              Scrolling stops at a column's start, just right of the labels. */}
          <div
            ref={tableBox}
            className="relative mt-2 snap-x scroll-pl-24 overflow-x-auto rounded-xl border border-slate-200 bg-white sm:scroll-pl-36"
            role="region"
            aria-label={t("compare.tableLabel")}
            tabIndex={0}
          >
            <table className="w-full border-separate border-spacing-0">
              <caption className="sr-only">{t("compare.caption", { count: columns.length })}</caption>
              <thead>
                <tr>
                  <th scope="col" className={LABEL_CELL}>
                    {t("compare.property")}
                  </th>
                  {columns.map((column) => (
                    <th key={column.id} scope="col" className={`${CELL} ${PROPERTY_COLUMN} text-left font-normal`}>
                      <ColumnHead column={column} ids={ids} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key}>
                    <th scope="row" className={LABEL_CELL}>
                      {row.label}
                    </th>
                    {columns.map((column) => (
                      <td key={column.id} className={CELL}>
                        {column.available ? row.value(column) : "—"}
                      </td>
                    ))}
                  </tr>
                ))}
                {amenities.length > 0 ? (
                  <tr>
                    <th scope="row" className={`${LABEL_CELL} bg-slate-100`}>
                      {t("compare.amenities")}
                    </th>
                    <td colSpan={columns.length} className={`${CELL} bg-slate-100 text-xs text-slate-600`}>
                      {t("compare.amenitiesKey")}
                    </td>
                  </tr>
                ) : null}
                {amenities.map((amenity) => (
                  <tr key={amenity}>
                    <th scope="row" className={`${LABEL_CELL} font-medium`}>
                      {translate(amenity)}
                    </th>
                    {columns.map((column) => (
                      <td key={column.id} className={CELL}>
                        {column.available ? <Tick on={column.amenities.includes(amenity)} /> : "—"}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

function Tick({ on }: { on: boolean }) {
  const { t } = useTranslation("tools");
  return on ? (
    <span className="font-bold text-green-700">
      <span aria-hidden>✓</span>
      <span className="sr-only">{t("compare.yes")}</span>
    </span>
  ) : (
    <span className="text-slate-500">
      <span aria-hidden>✗</span>
      <span className="sr-only">{t("compare.no")}</span>
    </span>
  );
}

/** A column's head: photo, title and remove; or the notice that the property is gone. */
function ColumnHead({ column, ids }: { column: CompareColumn; ids: number[] }) {
  const { t } = useTranslation("tools");
  const translate = useMessage();
  const remove = (
    <Form method="post" action="/compare" className="mt-2">
      <input type="hidden" name="propertyId" value={column.id} />
      <input type="hidden" name="returnTo" value={compareHref(ids.filter((id) => id !== column.id))} />
      <button
        type="submit"
        name="intent"
        value="remove"
        className="text-sm font-medium text-red-700 underline underline-offset-2"
        aria-label={column.available ? t("compare.removeNamed", { title: column.title }) : t("compare.removeGone")}
      >
        {t("compare.remove")}
      </button>
    </Form>
  );
  if (!column.available) {
    return (
      <div>
        <div className="flex aspect-[4/3] items-center justify-center rounded-lg bg-slate-100 px-3 text-center text-sm text-slate-600">
          {t("compare.gone")}
        </div>
        <p className="mt-2 font-semibold text-slate-900">{translate(COMPARE_MESSAGES.notFound)}</p>
        {remove}
      </div>
    );
  }
  return (
    <div>
      {column.photoUrl ? (
        <img
          src={column.photoUrl}
          alt={column.title}
          width={320}
          height={240}
          className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover"
        />
      ) : (
        <div className="flex aspect-[4/3] items-center justify-center rounded-lg bg-slate-100 text-xs text-slate-500">
          {t("compare.noPhoto")}
        </div>
      )}
      <Link to={`/property/${column.id}`} className="mt-2 block font-semibold text-slate-900 hover:text-primary-dark">
        {column.title}
      </Link>
      {remove}
    </div>
  );
}
