import { Tabs } from "radix-ui";
import {
  Car,
  CheckCircle2,
  Download,
  Dumbbell,
  FileText,
  MapPin,
  ShieldCheck,
  Trees,
  Waves,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { formatArea, formatNumber, formatPrice } from "#app/lib/format";
import type { FloorPlan, NearbyPlace, ProjectConfiguration } from "#app/server/schema";

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
};

/** Spec: the icon is chosen by keyword (Pool, Gym, Garden, Security, Power, Parking), else a default. */
const AMENITY_ICONS: [RegExp, LucideIcon][] = [
  [/pool/i, Waves],
  [/gym/i, Dumbbell],
  [/garden/i, Trees],
  [/security/i, ShieldCheck],
  [/power/i, Zap],
  [/parking/i, Car],
];

export function amenityIcon(amenity: string): LucideIcon {
  return AMENITY_ICONS.find(([pattern]) => pattern.test(amenity))?.[1] ?? CheckCircle2;
}

const triggerClass =
  "whitespace-nowrap border-b-2 border-transparent px-4 py-3 text-sm font-semibold text-slate-600 hover:text-slate-900 data-[state=active]:border-primary-dark data-[state=active]:text-primary-dark";

/** Visible as headings only without JavaScript, when every panel is shown in turn. */
const panelHeading = "tab-heading sr-only";

/**
 * Overview / Amenities / Floor Plans / Location / Pricing, all from the
 * project's stored fields. A tab with nothing to show is left out. Every
 * panel is in the HTML (for search engines and readers without JavaScript).
 */
export function ProjectTabs({ project }: { project: ProjectTabsData }) {
  const sold = Math.max(0, project.totalUnits - project.availableUnits);
  const progress = Math.min(100, Math.max(0, project.constructionProgress));
  const tabs = [
    { value: "overview", label: "Overview", show: true },
    { value: "amenities", label: "Amenities", show: project.amenities.length > 0 },
    { value: "floor-plans", label: "Floor Plans", show: project.floorPlans.length > 0 },
    { value: "location", label: "Location", show: project.nearbyPlaces.length > 0 },
    { value: "pricing", label: "Pricing", show: project.configurations.length > 0 },
  ].filter((tab) => tab.show);
  const shown = new Set(tabs.map((tab) => tab.value));

  return (
    <Tabs.Root defaultValue="overview" className="card overflow-hidden">
      <Tabs.List aria-label="Project details" className="tab-list flex flex-wrap border-b border-slate-200">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={triggerClass}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>

      <Tabs.Content value="overview" forceMount className="space-y-6 p-5 data-[state=inactive]:hidden sm:p-6">
        <h2 className={panelHeading}>Overview</h2>
        <div>
          <h3 className="text-lg font-semibold text-slate-900">About {project.title}</h3>
          <p className="mt-2 whitespace-pre-line leading-7 text-slate-700">{project.description}</p>
        </div>
        {project.highlights.length > 0 ? (
          <div>
            <h3 className="text-lg font-semibold text-slate-900">Key Highlights</h3>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {project.highlights.map((highlight) => (
                <li key={highlight} className="flex items-start gap-2 text-slate-700">
                  <CheckCircle2 aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
                  {highlight}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div>
          <h3 className="text-lg font-semibold text-slate-900">Project Status</h3>
          <div className="mt-3">
            <div className="mb-1 flex justify-between text-sm font-medium text-slate-700">
              <span id="construction-progress-label">Construction Progress</span>
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
            <UnitFigure label="Total Units" value={project.totalUnits} />
            <UnitFigure label="Sold" value={sold} />
            <UnitFigure label="Available" value={project.availableUnits} />
          </dl>
        </div>
      </Tabs.Content>

      {shown.has("amenities") ? (
        <Tabs.Content value="amenities" forceMount className="p-5 data-[state=inactive]:hidden sm:p-6">
          <h2 className={panelHeading}>Amenities</h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {project.amenities.map((amenity) => {
              const Icon = amenityIcon(amenity);
              return (
                <li key={amenity} className="flex items-center gap-3 rounded-lg bg-slate-50 p-3 text-slate-800">
                  <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-primary-soft text-primary-dark">
                    <Icon aria-hidden className="h-5 w-5" />
                  </span>
                  {amenity}
                </li>
              );
            })}
          </ul>
        </Tabs.Content>
      ) : null}

      {shown.has("floor-plans") ? (
        <Tabs.Content value="floor-plans" forceMount className="p-5 data-[state=inactive]:hidden sm:p-6">
          <h2 className={panelHeading}>Floor Plans</h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {project.floorPlans.map((plan) => (
              <li key={plan.url} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
                {plan.kind === "image" ? (
                  <img
                    src={plan.url}
                    alt={`Floor plan: ${plan.title}`}
                    loading="lazy"
                    width={640}
                    height={480}
                    className="aspect-[4/3] w-full rounded bg-slate-50 object-contain"
                  />
                ) : (
                  <FileText aria-hidden className="h-10 w-10 text-slate-500" />
                )}
                <p className="font-semibold text-slate-900">{plan.title}</p>
                <a href={plan.url} download className="btn-outline self-start">
                  <Download aria-hidden className="h-4 w-4" />
                  {plan.kind === "pdf" ? "Download PDF" : "Download"}
                  <span className="sr-only"> — {plan.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </Tabs.Content>
      ) : null}

      {shown.has("location") ? (
        <Tabs.Content value="location" forceMount className="p-5 data-[state=inactive]:hidden sm:p-6">
          <h2 className={panelHeading}>Location</h2>
          <p className="flex items-center gap-2 text-slate-800">
            <MapPin aria-hidden className="h-5 w-5 text-primary-dark" />
            {project.location}
          </p>
          <h3 className="mt-5 text-lg font-semibold text-slate-900">Nearby Places</h3>
          <ul className="mt-3 divide-y divide-slate-100">
            {project.nearbyPlaces.map((place) => (
              <li key={`${place.name}-${place.distance}`} className="flex items-center justify-between gap-4 py-3">
                <div>
                  <p className="font-medium text-slate-900">{place.name}</p>
                  <p className="text-sm text-slate-600">{place.type}</p>
                </div>
                <span className="shrink-0 text-sm font-semibold text-slate-800">{place.distance}</span>
              </li>
            ))}
          </ul>
        </Tabs.Content>
      ) : null}

      {shown.has("pricing") ? (
        <Tabs.Content value="pricing" forceMount className="p-5 data-[state=inactive]:hidden sm:p-6">
          <h2 className={panelHeading}>Pricing</h2>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[28rem] text-left text-sm">
              <caption className="sr-only">Configurations and prices</caption>
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Type
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Carpet Area
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Price
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Available Units
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {project.configurations.map((config) => (
                  <tr key={`${config.type}-${config.carpetArea}`}>
                    <th scope="row" className="py-3 pr-4 font-semibold text-slate-900">
                      {config.type}
                    </th>
                    <td className="py-3 pr-4 text-slate-700">{formatArea(config.carpetArea)}</td>
                    <td className="py-3 pr-4 font-semibold text-primary-dark">{formatPrice(config.price)}</td>
                    <td className="py-3 text-slate-700">{formatNumber(config.availableUnits)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Tabs.Content>
      ) : null}
    </Tabs.Root>
  );
}

function UnitFigure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-xl font-bold text-slate-900">{formatNumber(value)}</dd>
    </div>
  );
}
