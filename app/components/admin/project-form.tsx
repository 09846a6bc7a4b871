import { useId } from "react";
import { FileText } from "lucide-react";
import type { Project } from "#app/platform/schema";
import { PROJECT_AMENITIES, PROJECT_TYPES } from "#app/lib/options";
import { NEARBY_PLACE_TYPES, readProjectForm, validateProject } from "#app/lib/validation/admin-catalogue";
import type { FieldErrors } from "#app/lib/form/field-errors";
import { formatPhone } from "#app/lib/phone";
import { LocationPicker, type PickerLocality } from "#app/components/location-picker/location-picker";
import { localityName } from "#app/lib/localities";
import { PROJECT_NOUN } from "./catalogue-noun";
import { AmenitiesField, CatalogueForm, fieldText, type CatalogueFormProps, type FormValues } from "./catalogue-form";
import { CheckboxField, SelectField, TextAreaField, TextField } from "./form-fields";
import { RowsEditor } from "./rows-editor";
import { FloorPlansEditor } from "./floor-plans-editor";
import { FieldsetError } from "./catalogue-rows";

export type AdminProjectRow = Omit<Project, "searchText">;

export const PROJECT_STATUS_LABELS: Record<string, string> = {
  ongoing: "Under Construction",
  upcoming: "Launching Soon",
  completed: "Completed",
};

/** The form's starting values: what a refused save posted, else the project, else the defaults. */
function startingValues(project: AdminProjectRow | null | undefined, posted?: FormValues): FormValues {
  if (posted) return posted;
  if (!project)
    return { type: "Residential", status: "ongoing", active: "on", amenities: [], constructionProgress: "0" };
  return {
    title: project.title,
    developer: project.developer,
    location: project.location,
    latitude: project.position ? String(project.position.y) : "",
    longitude: project.position ? String(project.position.x) : "",
    type: project.type,
    status: project.status,
    priceMin: fieldText(project.priceMin),
    priceMax: fieldText(project.priceMax),
    areaMin: fieldText(project.areaMin),
    areaMax: fieldText(project.areaMax),
    description: project.description,
    completionDate: project.completionDate,
    totalUnits: fieldText(project.totalUnits),
    availableUnits: fieldText(project.availableUnits),
    reraNumber: fieldText(project.reraNumber),
    constructionProgress: fieldText(project.constructionProgress),
    developerContact: project.developerContact ? formatPhone(project.developerContact) : "",
    highlights: project.highlights.join("\n"),
    configurations: project.configurations.map((c) => ({
      type: c.type,
      carpetArea: fieldText(c.carpetArea),
      price: fieldText(c.price),
      availableUnits: fieldText(c.availableUnits),
    })),
    nearbyPlaces: project.nearbyPlaces.map((p) => ({ name: p.name, distance: p.distance, type: p.type })),
    tourUrl: fieldText(project.tourUrl),
    amenities: project.amenities,
    featured: project.featured ? "on" : undefined,
    active: project.active ? "on" : undefined,
  };
}

/** Files over the size limit, by field (a photo's own message comes from its rows' check first). */
function oversizedFiles(form: HTMLFormElement, maxFileMb: number): FieldErrors {
  const found: FieldErrors = {};
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type="file"]')) {
    const file = input.files?.[0];
    if (file && file.size > maxFileMb * 1024 * 1024) {
      const field = input.name.startsWith("floorPlans")
        ? "floorPlans"
        : input.name === "brochure"
          ? "brochure"
          : "photos";
      found[field] ??= `${file.name} is larger than ${maxFileMb} MB`;
    }
  }
  return found;
}

export function ProjectForm({
  project,
  localities = [],
  ...formProps
}: CatalogueFormProps & {
  project?: AdminProjectRow | null;
  /** The localities the location picker offers, with their centres. */
  localities?: PickerLocality[];
}) {
  const brochureId = useId();
  const values = startingValues(project, formProps.returned?.values);

  return (
    <CatalogueForm
      noun={PROJECT_NOUN}
      item={project}
      values={values}
      validate={(data) => validateProject(readProjectForm(data))}
      checkFiles={(form) => oversizedFiles(form, formProps.limits.maxFileMb)}
      {...formProps}
    >
      {({ errors, field, photoRows }) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField {...field("title")} label="Title" required className="sm:col-span-2" />
            <TextField {...field("developer")} label="Developer" required />
            <TextField {...field("location")} label="Location" required placeholder="Oshiwara, Mumbai" />
            <div className="sm:col-span-2">
              <LocationPicker
                localities={localities}
                values={{
                  latitude: fieldText(values.latitude),
                  longitude: fieldText(values.longitude),
                  localityCentre: values.localityCentre === undefined ? undefined : fieldText(values.localityCentre),
                  useLocalityCentre: fieldText(values.useLocalityCentre),
                }}
                errors={errors}
                localityName={localityName(fieldText(values.location))}
              />
            </div>
            <SelectField
              {...field("type")}
              label="Project Type"
              defaultValue={fieldText(values.type) || "Residential"}
              options={PROJECT_TYPES.map((t) => ({ value: t, label: t }))}
            />
            <SelectField
              {...field("status")}
              label="Project Status"
              defaultValue={fieldText(values.status) || "ongoing"}
              options={[
                { value: "ongoing", label: "Ongoing" },
                { value: "upcoming", label: "Upcoming" },
                { value: "completed", label: "Completed" },
              ]}
            />
            <TextField {...field("priceMin")} label="Minimum Price (₹)" required inputMode="numeric" />
            <TextField {...field("priceMax")} label="Maximum Price (₹)" required inputMode="numeric" />
            <TextField {...field("areaMin")} label="Minimum Area (sq ft)" required inputMode="numeric" />
            <TextField {...field("areaMax")} label="Maximum Area (sq ft)" required inputMode="numeric" />
            <TextField {...field("completionDate")} label="Completion Date" required type="date" />
            <TextField
              {...field("constructionProgress")}
              label="Construction Progress (%)"
              inputMode="numeric"
              hint="0 to 100."
            />
            <TextField {...field("totalUnits")} label="Total Units" required inputMode="numeric" />
            <TextField {...field("availableUnits")} label="Available Units" required inputMode="numeric" />
            <TextField {...field("reraNumber")} label="RERA Number" placeholder="P51800012345" />
            <TextField
              {...field("developerContact")}
              label="Contact Phone"
              type="tel"
              inputMode="tel"
              hint="The developer's 10-digit sales number."
            />
            <TextField
              {...field("tourUrl")}
              label="Virtual Tour Link"
              type="url"
              inputMode="url"
              placeholder="https://…"
              className="sm:col-span-2"
            />
            <TextAreaField {...field("description")} label="Description" required rows={5} className="sm:col-span-2" />
            <TextAreaField
              {...field("highlights")}
              label="Highlights"
              rows={4}
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

          <AmenitiesField choices={PROJECT_AMENITIES} checked={values.amenities} error={errors.amenities} />

          {photoRows}

          <FloorPlansEditor
            plans={project?.floorPlans ?? []}
            maxFileMb={formProps.limits.maxFileMb}
            error={errors.floorPlans}
          />

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
              {project?.brochureUrl ? "Replace with a new PDF" : "Brochure PDF"} (up to {formProps.limits.maxFileMb} MB)
            </label>
            <input
              id={brochureId}
              name="brochure"
              type="file"
              accept="application/pdf"
              aria-invalid={errors.brochure ? true : undefined}
              className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium"
            />
            <FieldsetError id={`${brochureId}-error`} error={errors.brochure} />
          </fieldset>
        </>
      )}
    </CatalogueForm>
  );
}
