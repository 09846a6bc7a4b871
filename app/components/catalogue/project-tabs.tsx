import { createContext, useContext, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CssIconClass } from "#app/components/icons/css-icons";
import { useFormat, useMessage } from "#app/i18n/use-locale";
import { usePlaceName } from "#app/i18n/places";
import { tabIndexForKey } from "#app/lib/tab-keys";
import { distanceKm } from "#app/lib/geo";
import { PlaceMap } from "#app/components/page-parts";
import type { FloorPlan, NearbyPlace, ProjectConfiguration } from "#app/platform/schema";

export type ProjectTabsData = {
  title: string;
  description: string;
  location: string;
  highlights: string[];
  constructionProgress: number;
  totalUnits: number;
  availableUnits: number;
  amenities: string[];
  floorPlans: FloorPlan[];
  nearbyPlaces: NearbyPlace[];
  configurations: ProjectConfiguration[];
  /** point(longitude, latitude); null: not placed. */
  position: { x: number; y: number } | null;
};

/** Spec: the icon is chosen by keyword (Pool, Gym, Garden, Security, Power, Parking), else a default. */
const AMENITY_ICONS: [RegExp, CssIconClass][] = [
  [/pool/i, "icon-waves"],
  [/gym/i, "icon-dumbbell"],
  [/garden/i, "icon-trees"],
  [/security/i, "icon-shield"],
  [/power/i, "icon-zap"],
  [/parking/i, "icon-car"],
];

/** The amenity's CSS icon class. */
export function amenityIcon(amenity: string): CssIconClass {
  return AMENITY_ICONS.find(([pattern]) => pattern.test(amenity))?.[1] ?? "icon-check-circle";
}

const tabClass =
  "border-b-2 border-transparent px-3 py-3 text-sm font-semibold text-slate-600 hover:text-slate-900 data-[state=active]:border-primary-dark data-[state=active]:text-primary-dark sm:px-4";

/** Visible as headings only without JavaScript, when every panel is shown in turn. */
const panelHeading = "tab-heading sr-only";

/**
 * Overview / Amenities / Floor Plans / Location / Pricing, all from the
 * project's stored fields. A tab with nothing to show is left out. Every
 * panel is in the HTML (for search engines and readers without JavaScript).
 */
export function ProjectTabs({ project }: { project: ProjectTabsData }) {
  const { t } = useTranslation("detail");
  const translate = useMessage();
  const format = useFormat();
  const place = usePlaceName();
  const sold = Math.max(0, project.totalUnits - project.availableUnits);
  const progress = Math.min(100, Math.max(0, project.constructionProgress));
  const tabs = [
    { value: "overview", label: t("tabs.overview"), show: true },
    { value: "amenities", label: t("tabs.amenities"), show: project.amenities.length > 0 },
    { value: "floor-plans", label: t("tabs.floorPlans"), show: project.floorPlans.length > 0 },
    {
      value: "location",
      label: t("tabs.location"),
      show: project.nearbyPlaces.length > 0 || project.position !== null,
    },
    { value: "pricing", label: t("tabs.pricing"), show: project.configurations.length > 0 },
  ].filter((tab) => tab.show);
  const shown = new Set(tabs.map((tab) => tab.value));

  return (
    <PanelTabs label={t("tabs.projectLabel")} tabs={tabs}>
      <TabPanel value="overview" className="space-y-6 p-5 data-[state=inactive]:hidden sm:p-6">
        <h2 className={panelHeading}>{t("tabs.overview")}</h2>
        <div>
          <h3 className="text-lg font-semibold text-slate-900">{t("project.about", { title: project.title })}</h3>
          <p className="mt-2 whitespace-pre-line leading-7 text-slate-700">{project.description}</p>
        </div>
        {project.highlights.length > 0 ? (
          <div>
            <h3 className="text-lg font-semibold text-slate-900">{t("project.highlights")}</h3>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {project.highlights.map((highlight) => (
                <li key={highlight} className="flex items-start gap-2 text-slate-700">
                  <span
                    aria-hidden
                    className="icon-check-circle mt-0.5 flex shrink-0 text-emerald-600 [--icon-size:1.25rem]"
                  />
                  {highlight}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div>
          <h3 className="text-lg font-semibold text-slate-900">{t("project.status")}</h3>
          <div className="mt-3">
            <div className="mb-1 flex justify-between text-sm font-medium text-slate-700">
              <span id="construction-progress-label">{t("project.progress")}</span>
              <span>{progress}%</span>
            </div>
            <div
              role="progressbar"
              aria-labelledby="construction-progress-label"
              aria-valuenow={progress}
              aria-valuemin={0}
              aria-valuemax={100}
              className="h-3 overflow-hidden rounded-full bg-slate-200"
            >
              <div className="h-full rounded-full bg-primary" style={{ width: `${progress}%` }} />
            </div>
          </div>
          <dl className="mt-4 grid grid-cols-3 gap-3 text-center">
            <UnitFigure label={t("project.totalUnits")} value={format.number(project.totalUnits)} />
            <UnitFigure label={t("project.sold")} value={format.number(sold)} />
            <UnitFigure label={t("project.available")} value={format.number(project.availableUnits)} />
          </dl>
        </div>
      </TabPanel>

      {shown.has("amenities") ? (
        <TabPanel value="amenities" className="p-5 data-[state=inactive]:hidden sm:p-6">
          <h2 className={panelHeading}>{t("tabs.amenities")}</h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {project.amenities.map((amenity) => (
              <li key={amenity} className="flex items-center gap-3 rounded-lg bg-slate-50 p-3 text-slate-800">
                <span
                  aria-hidden
                  className={`${amenityIcon(amenity)} flex h-9 w-9 items-center justify-center rounded-lg bg-primary-soft text-primary-dark [--icon-size:1.25rem]`}
                />
                {translate(amenity)}
              </li>
            ))}
          </ul>
        </TabPanel>
      ) : null}

      {shown.has("floor-plans") ? (
        <TabPanel value="floor-plans" className="p-5 data-[state=inactive]:hidden sm:p-6">
          <h2 className={panelHeading}>{t("tabs.floorPlans")}</h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {project.floorPlans.map((plan) => (
              <li key={plan.url} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
                {plan.kind === "image" ? (
                  <img
                    src={plan.url}
                    alt={t("project.floorPlanAlt", { title: plan.title })}
                    loading="lazy"
                    width={640}
                    height={480}
                    className="aspect-[4/3] w-full rounded bg-slate-50 object-contain"
                  />
                ) : (
                  <span aria-hidden className="icon-file-text flex text-slate-500 [--icon-size:2.5rem]" />
                )}
                <p className="font-semibold text-slate-900">{plan.title}</p>
                <a href={plan.url} download className="btn-outline self-start">
                  <span aria-hidden className="icon-download flex" />
                  {plan.kind === "pdf" ? t("project.downloadPdf") : t("project.download")}
                  <span className="sr-only"> — {plan.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </TabPanel>
      ) : null}

      {shown.has("location") ? (
        <TabPanel value="location" className="p-5 data-[state=inactive]:hidden sm:p-6">
          <h2 className={panelHeading}>{t("tabs.location")}</h2>
          <p className="flex items-center gap-2 text-slate-800">
            <span aria-hidden className="icon-pin flex text-primary-dark [--icon-size:1.25rem]" />
            {place(project.location)}
          </p>
          {project.position ? (
            <div className="mt-4">
              <PlaceMap
                lat={project.position.y}
                lng={project.position.x}
                label={project.title}
                address={place(project.location)}
              />
            </div>
          ) : null}
          {project.nearbyPlaces.length > 0 ? (
            <h3 className="mt-5 text-lg font-semibold text-slate-900">{t("project.nearby")}</h3>
          ) : null}
          <ul className="mt-3 divide-y divide-slate-100">
            {project.nearbyPlaces.map((nearby) => (
              <li key={`${nearby.name}-${nearby.distance}`} className="flex items-center justify-between gap-4 py-3">
                <div>
                  <p className="font-medium text-slate-900">{nearby.name}</p>
                  <p className="text-sm text-slate-600">{translate(nearby.type)}</p>
                </div>
                <span className="shrink-0 text-sm font-semibold text-slate-800">
                  {nearbyDistance(nearby, project.position)}
                </span>
              </li>
            ))}
          </ul>
        </TabPanel>
      ) : null}

      {shown.has("pricing") ? (
        <TabPanel value="pricing" className="p-5 data-[state=inactive]:hidden sm:p-6">
          <h2 className={panelHeading}>{t("tabs.pricing")}</h2>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[28rem] text-left text-sm">
              <caption className="sr-only">{t("pricing.caption")}</caption>
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {t("pricing.type")}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {t("pricing.carpetArea")}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {t("facts.price")}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {t("project.availableUnits")}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {project.configurations.map((config) => (
                  <tr key={`${config.type}-${config.carpetArea}`}>
                    <th scope="row" className="py-3 pr-4 font-semibold text-slate-900">
                      {config.type}
                    </th>
                    <td className="py-3 pr-4 text-slate-700">{format.area(config.carpetArea)}</td>
                    <td className="py-3 pr-4 font-semibold text-primary-dark">{format.price(config.price)}</td>
                    <td className="py-3 text-slate-700">{format.number(config.availableUnits)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </TabPanel>
      ) : null}
    </PanelTabs>
  );
}

/** Which tab is selected, and the ids that tie each tab to its panel. */
const TabsState = createContext<{ active: string; prefix: string }>({ active: "", prefix: "" });

/**
 * The WAI-ARIA tabs pattern, with every panel in the document: a tab list
 * whose tabs select on click and on focus (arrows, Home and End move between
 * them; one tab stop), and one tabpanel per tab (TabPanel), the unselected
 * ones hidden by their `data-state="inactive"` class. Without JavaScript the
 * page's <noscript> style hides the tab list and shows every panel under its
 * heading. Written here rather than with Radix's Tabs: the project page
 * would otherwise load its roving-focus machinery for five buttons.
 */
function PanelTabs({
  label,
  tabs,
  children,
}: {
  label: string;
  tabs: { value: string; label: string }[];
  children: ReactNode;
}) {
  const [active, setActive] = useState(tabs[0]!.value);
  const prefix = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = tabIndexForKey(event.key, index, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    const value = tabs[next]!.value;
    setActive(value);
    buttons.current.get(value)?.focus();
  }

  return (
    <div className="card overflow-hidden">
      <div role="tablist" aria-label={label} className="tab-list tab-row relative">
        {tabs.map((tab, index) => {
          const selected = tab.value === active;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                if (element) buttons.current.set(tab.value, element);
                else buttons.current.delete(tab.value);
              }}
              type="button"
              role="tab"
              id={`${prefix}-tab-${tab.value}`}
              aria-selected={selected}
              aria-controls={`${prefix}-panel-${tab.value}`}
              data-state={selected ? "active" : "inactive"}
              tabIndex={selected ? 0 : -1}
              className={tabClass}
              onClick={() => setActive(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <TabsState.Provider value={{ active, prefix }}>{children}</TabsState.Provider>
    </div>
  );
}

/** One tab's panel, in the document whether or not it is selected. */
function TabPanel({ value, className, children }: { value: string; className: string; children: ReactNode }) {
  const { active, prefix } = useContext(TabsState);
  return (
    <div
      role="tabpanel"
      id={`${prefix}-panel-${value}`}
      aria-labelledby={`${prefix}-tab-${value}`}
      data-state={value === active ? "active" : "inactive"}
      tabIndex={0}
      className={className}
    >
      {children}
    </div>
  );
}

function UnitFigure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}

/**
 * A nearby place's distance: computed in a straight line from both positions
 * when the place has one (to 0.1 km), else the distance as typed.
 */
function nearbyDistance(nearby: NearbyPlace, position: { x: number; y: number } | null): string {
  if (!nearby.position || !position) return nearby.distance;
  const km = distanceKm([position.x, position.y], nearby.position);
  return `${km.toFixed(1)} km`;
}
