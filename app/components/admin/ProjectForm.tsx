import { useEffect, useId, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { FileText } from "lucide-react";
import type { Project } from "#app/server/schema";
import { PROJECT_AMENITIES, PROJECT_TYPES } from "#app/lib/options";
import { useHydrated } from "#app/lib/use-hydrated";
import {
  NEARBY_PLACE_TYPES,
  readProjectForm,
  validateProject,
  type FieldErrors,
} from "#app/lib/validation/admin-catalogue";
import type { CatalogueActionResult, UploadLimitsView } from "./catalogue-action";
import { CheckboxField, CheckboxGroup, FormAlert, SelectField, TextAreaField, TextField } from "./form-fields";
import { checkPhotoRows, PhotoRowsEditor, type PhotoRowDefaults } from "./PhotoRowsEditor";
import { RowsEditor } from "./RowsEditor";
import { FloorPlansEditor } from "./FloorPlansEditor";

export type AdminProjectRow = Omit<Project, "searchText">;

export const PROJECT_STATUS_LABELS: Record<string, string> = {
  ongoing: "Under Construction",
  upcoming: "Launching Soon",
  completed: "Completed",
};

type Values = Record<string, unknown>;

function str(value: unknown): string {
  return value == null ? "" : String(value);
}

function startingValues(project: AdminProjectRow | null | undefined, posted?: Values): Values {
  if (posted) return posted;
  if (!project) return { type: "Residential", status: "ongoing", active: "on", amenities: [], constructionProgress: "0" };
  return {
    title: project.title,
    developer: project.developer,
    location: project.location,
    type: project.type,
    status: project.status,
    priceMin: str(project.priceMin),
    priceMax: str(project.priceMax),
    areaMin: str(project.areaMin),
    areaMax: str(project.areaMax),
    description: project.description,
    completionDate: project.completionDate,
    totalUnits: str(project.totalUnits),
    availableUnits: str(project.availableUnits),
    reraNumber: str(project.reraNumber),
    constructionProgress: str(project.constructionProgress),
    developerContact: str(project.developerContact),
    highlights: project.highlights.join("\n"),
    configurations: project.configurations.map((c) => ({
      type: c.type,
      carpetArea: str(c.carpetArea),
      price: str(c.price),
      availableUnits: str(c.availableUnits),
    })),
    nearbyPlaces: project.nearbyPlaces.map((p) => ({ name: p.name, distance: p.distance, type: p.type })),
    tourUrl: str(project.tourUrl),
    amenities: project.amenities,
    featured: project.featured ? "on" : undefined,
    active: project.active ? "on" : undefined,
  };
}

export function ProjectForm({
  project,
  limits,
  returned,
  onSaved,
  onCancel,
  onReload,
  cancelHref,
}: {
  project?: AdminProjectRow | null;
  limits: UploadLimitsView;
  returned?: CatalogueActionResult | null;
  onSaved?: (message: string) => void;
  onCancel?: () => void;
  onReload?: () => void;
  cancelHref: string;
}) {
  const fetcher = useFetcher<CatalogueActionResult>();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const brochureId = useId();
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const values = startingValues(project, returned?.values);
  const [openedVersion] = useState(() => (project ? new Date(project.updatedAt).toISOString() : ""));

  const result = fetcher.data ?? returned ?? null;
  const failed = result && result.intent === "save" && !result.ok ? result : null;
  const errors: FieldErrors = clientErrors ?? failed?.errors ?? {};
  const formMessage = clientErrors ? "Please correct the highlighted fields." : failed?.message;
  const saving = fetcher.state !== "idle";

  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok && handled.current !== fetcher.data) {
      handled.current = fetcher.data;
      onSaved?.(fetcher.data.message ?? "");
    }
  }, [fetcher.state, fetcher.data, onSaved]);

  useEffect(() => {
    if (clientErrors || failed) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [clientErrors, failed]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const checked = validateProject(readProjectForm(new FormData(form)));
    const found: FieldErrors = checked.ok ? {} : { ...checked.errors };
    const photoError = checkPhotoRows(form, limits.maxImages, limits.maxFileMb, "project");
    if (photoError) found.photos ??= photoError;
    for (const input of form.querySelectorAll<HTMLInputElement>('input[type="file"]')) {
      const file = input.files?.[0];
      if (file && file.size > limits.maxFileMb * 1024 * 1024) {
        const field = input.name.startsWith("floorPlans") ? "floorPlans" : input.name === "brochure" ? "brochure" : "photos";
        found[field] ??= `${file.name} is larger than ${limits.maxFileMb} MB`;
      }
    }
    if (Object.keys(found).length) {
      event.preventDefault();
      setClientErrors(found);
    } else {
      setClientErrors(null);
    }
  }

  const editing = Boolean(project);
  const amenityOptions = Array.from(new Set([...PROJECT_AMENITIES, ...((values.amenities as string[] | undefined) ?? [])]));

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-label={editing ? "Edit project" : "Add project"}
    >
      <input type="hidden" name="intent" value="save" />
      {project ? (
        <>
          <input type="hidden" name="id" value={project.id} />
          <input type="hidden" name="updatedAt" value={openedVersion} />
        </>
      ) : null}
      {formMessage ? (
        <div className="space-y-2">
          <FormAlert message={formMessage} />
          {failed?.stale && onReload && hydrated ? (
            <button type="button" className="btn-outline" onClick={onReload}>
              Reload
            </button>
          ) : null}
        </div>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="title" label="Title" required defaultValue={str(values.title)} error={errors.title} className="sm:col-span-2" />
        <TextField name="developer" label="Developer" required defaultValue={str(values.developer)} error={errors.developer} />
        <TextField name="location" label="Location" required defaultValue={str(values.location)} error={errors.location} placeholder="Oshiwara, Mumbai" />
        <SelectField
          name="type"
          label="Project Type"
          defaultValue={str(values.type) || "Residential"}
          options={PROJECT_TYPES.map((t) => ({ value: t, label: t }))}
          error={errors.type}
        />
        <SelectField
          name="status"
          label="Project Status"
          defaultValue={str(values.status) || "ongoing"}
          options={[
            { value: "ongoing", label: "Ongoing" },
            { value: "upcoming", label: "Upcoming" },
            { value: "completed", label: "Completed" },
          ]}
          error={errors.status}
        />
        <TextField name="priceMin" label="Minimum Price (₹)" required inputMode="numeric" defaultValue={str(values.priceMin)} error={errors.priceMin} />
        <TextField name="priceMax" label="Maximum Price (₹)" required inputMode="numeric" defaultValue={str(values.priceMax)} error={errors.priceMax} />
        <TextField name="areaMin" label="Minimum Area (sq ft)" required inputMode="numeric" defaultValue={str(values.areaMin)} error={errors.areaMin} />
        <TextField name="areaMax" label="Maximum Area (sq ft)" required inputMode="numeric" defaultValue={str(values.areaMax)} error={errors.areaMax} />
        <TextField name="completionDate" label="Completion Date" required type="date" defaultValue={str(values.completionDate)} error={errors.completionDate} />
        <TextField
          name="constructionProgress"
          label="Construction Progress (%)"
          inputMode="numeric"
          defaultValue={str(values.constructionProgress)}
          error={errors.constructionProgress}
          hint="0 to 100."
        />
        <TextField name="totalUnits" label="Total Units" required inputMode="numeric" defaultValue={str(values.totalUnits)} error={errors.totalUnits} />
        <TextField name="availableUnits" label="Available Units" required inputMode="numeric" defaultValue={str(values.availableUnits)} error={errors.availableUnits} />
        <TextField name="reraNumber" label="RERA Number" defaultValue={str(values.reraNumber)} error={errors.reraNumber} placeholder="P51800012345" />
        <TextField
          name="developerContact"
          label="Contact Phone"
          type="tel"
          inputMode="tel"
          defaultValue={str(values.developerContact)}
          error={errors.developerContact}
          hint="The developer's 10-digit sales number."
        />
        <TextField
          name="tourUrl"
          label="Virtual Tour Link"
          type="url"
          inputMode="url"
          defaultValue={str(values.tourUrl)}
          error={errors.tourUrl}
          placeholder="https://…"
          className="sm:col-span-2"
        />
        <TextAreaField name="description" label="Description" required rows={5} defaultValue={str(values.description)} error={errors.description} className="sm:col-span-2" />
        <TextAreaField
          name="highlights"
          label="Highlights"
          rows={4}
          defaultValue={str(values.highlights)}
          error={errors.highlights}
          hint="One highlight per line."
          className="sm:col-span-2"
        />
      </div>

      <RowsEditor
        legend="Configurations"
        prefix="configurations"
        rowLabel="Configuration"
        columns={[
          { key: "type", label: "Type", placeholder: "2 BHK" },
          { key: "carpetArea", label: "Carpet Area (sq ft)", inputMode: "numeric" },
          { key: "price", label: "Price (₹)", inputMode: "numeric" },
          { key: "availableUnits", label: "Units Available", inputMode: "numeric" },
        ]}
        initial={(values.configurations as Record<string, string>[] | undefined) ?? []}
        error={errors.configurations}
        addLabel="Add Configuration"
      />

      <RowsEditor
        legend="Nearby Places"
        prefix="nearbyPlaces"
        rowLabel="Nearby place"
        columns={[
          { key: "name", label: "Place", placeholder: "Andheri Metro Station" },
          { key: "distance", label: "Distance", placeholder: "1.2 km" },
          { key: "type", label: "Kind", options: NEARBY_PLACE_TYPES },
        ]}
        initial={(values.nearbyPlaces as Record<string, string>[] | undefined) ?? []}
        error={errors.nearbyPlaces}
        addLabel="Add Nearby Place"
      />

      <CheckboxGroup
        name="amenities"
        legend="Amenities"
        options={amenityOptions}
        defaultChecked={(values.amenities as string[] | undefined) ?? []}
        error={errors.amenities}
      />

      <PhotoRowsEditor
        photos={project?.images ?? []}
        rowDefaults={returned?.values?.photoRows as PhotoRowDefaults | undefined}
        maxImages={limits.maxImages}
        maxFileMb={limits.maxFileMb}
        error={errors.photos ?? errors.photoUrls}
        noun="project"
      />

      <FloorPlansEditor plans={project?.floorPlans ?? []} maxFileMb={limits.maxFileMb} error={errors.floorPlans} />

      <fieldset aria-describedby={errors.brochure ? `${brochureId}-error` : undefined}>
        <legend className="field-label">Brochure</legend>
        {project?.brochureUrl ? (
          <div className="mb-2 flex flex-wrap items-center gap-4">
            <a
              href={project.brochureUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 text-sm font-medium text-secondary-dark hover:underline"
            >
              <FileText aria-hidden className="h-4 w-4" /> Current brochure (PDF)
            </a>
            <CheckboxField name="brochureRemove" label="Remove the brochure" />
          </div>
        ) : null}
        <label htmlFor={brochureId} className="text-xs font-medium text-slate-700">
          {project?.brochureUrl ? "Replace with a new PDF" : "Brochure PDF"} (up to {limits.maxFileMb} MB)
        </label>
        <input
          id={brochureId}
          name="brochure"
          type="file"
          accept="application/pdf"
          aria-invalid={errors.brochure ? true : undefined}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium"
        />
        {errors.brochure ? (
          <p id={`${brochureId}-error`} className="field-error">
            {errors.brochure}
          </p>
        ) : null}
      </fieldset>

      <div className="flex flex-wrap gap-6">
        <CheckboxField name="featured" label="Featured" hint="Shown on the home page." defaultChecked={values.featured === "on"} />
        <CheckboxField name="active" label="Active" hint="Inactive projects are hidden from the site." defaultChecked={values.active === "on"} />
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        <Link
          to={cancelHref}
          onClick={(event) => {
            if (onCancel) {
              event.preventDefault();
              onCancel();
            }
          }}
          className="btn-outline"
        >
          Cancel
        </Link>
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? "Saving..." : editing ? "Update Project" : "Add Project"}
        </button>
      </div>
    </fetcher.Form>
  );
}
