import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import type { Property } from "#app/server/schema";
import {
  COMMERCIAL_AMENITIES,
  COMMERCIAL_CATEGORIES,
  FACING_OPTIONS,
  FURNISHING_OPTIONS,
  LISTING_LOCATIONS,
  RESIDENTIAL_AMENITIES,
  RESIDENTIAL_CATEGORIES,
} from "#app/lib/options";
import { useHydrated } from "#app/lib/use-hydrated";
import {
  categoriesFor,
  readPropertyForm,
  validateProperty,
  type FieldErrors,
} from "#app/lib/validation/admin-catalogue";
import type { CatalogueActionResult, UploadLimitsView } from "./catalogue-action";
import { CheckboxField, CheckboxGroup, FormAlert, SelectField, TextAreaField, TextField } from "./form-fields";
import { checkPhotoRows, PhotoRowsEditor, type PhotoRowDefaults } from "./PhotoRowsEditor";

export type AdminPropertyRow = Omit<Property, "searchText">;

type Values = Record<string, string | string[] | undefined>;

function str(value: unknown): string {
  return value == null ? "" : String(value);
}

/** The form's starting values: what a refused save posted, else the property, else the spec's defaults. */
function startingValues(property: AdminPropertyRow | null | undefined, posted?: Record<string, unknown>): Values {
  if (posted) return posted as Values;
  if (!property) return { type: "Residential", status: "sale", active: "on", amenities: [] };
  return {
    title: property.title,
    type: property.type,
    category: property.category,
    status: property.status,
    price: str(property.price),
    location: property.location,
    city: property.city,
    area: str(property.area),
    bedrooms: str(property.bedrooms),
    bathrooms: str(property.bathrooms),
    parking: str(property.parking),
    description: property.description,
    ownerName: property.ownerName,
    ownerContact: property.ownerContact,
    developer: str(property.developer),
    yearBuilt: str(property.yearBuilt),
    furnishing: str(property.furnishing),
    facing: str(property.facing),
    floors: str(property.floors),
    amenities: property.amenities,
    featured: property.featured ? "on" : undefined,
    active: property.active ? "on" : undefined,
  };
}

export function PropertyForm({
  property,
  limits,
  returned,
  onSaved,
  onCancel,
  onReload,
  cancelHref,
}: {
  property?: AdminPropertyRow | null;
  limits: UploadLimitsView;
  /** A full-page (no JavaScript) save's answer. */
  returned?: CatalogueActionResult | null;
  onSaved?: (message: string) => void;
  onCancel?: () => void;
  /** Re-open the form with the property's current values (after a stale-edit refusal). */
  onReload?: () => void;
  cancelHref: string;
}) {
  const fetcher = useFetcher<CatalogueActionResult>();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const values = startingValues(property, returned?.values);
  const [type, setType] = useState(str(values.type).toLowerCase() === "commercial" ? "Commercial" : "Residential");
  const [category, setCategory] = useState(str(values.category));
  // The version this form was opened on: a later change by someone else makes the save stale.
  const [openedVersion] = useState(() => (property ? new Date(property.updatedAt).toISOString() : ""));

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
    const checked = validateProperty(readPropertyForm(new FormData(form)));
    const photoError = checkPhotoRows(form, limits.maxImages, limits.maxFileMb, "property");
    const found: FieldErrors = checked.ok ? {} : { ...checked.errors };
    if (photoError) found.photos ??= photoError;
    if (Object.keys(found).length) {
      event.preventDefault();
      setClientErrors(found);
    } else {
      setClientErrors(null);
    }
  }

  const residential = type === "Residential";
  const amenityOptions = unique([
    ...(hydrated ? (residential ? RESIDENTIAL_AMENITIES : COMMERCIAL_AMENITIES) : [...RESIDENTIAL_AMENITIES, ...COMMERCIAL_AMENITIES]),
    ...((values.amenities as string[] | undefined) ?? []),
  ]);
  const editing = Boolean(property);

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-label={editing ? "Edit property" : "Add property"}
    >
      <input type="hidden" name="intent" value="save" />
      {property ? (
        <>
          <input type="hidden" name="id" value={property.id} />
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
        <TextField name="title" label="Title" required defaultValue={str(values.title)} error={errors.title} maxLength={200} className="sm:col-span-2" />
        <SelectField
          name="type"
          label="Property Type"
          required
          value={type.toLowerCase()}
          onChange={(next) => {
            const canonical = next === "commercial" ? "Commercial" : "Residential";
            setType(canonical);
            if (!categoriesFor(canonical).includes(category)) setCategory("");
          }}
          options={[
            { value: "residential", label: "Residential" },
            { value: "commercial", label: "Commercial" },
          ]}
          error={errors.type}
        />
        <SelectField
          name="status"
          label="Status"
          required
          defaultValue={str(values.status) || "sale"}
          options={[
            { value: "sale", label: "For Sale" },
            { value: "rent", label: "For Rent" },
          ]}
          error={errors.status}
        />
        {hydrated ? (
          <SelectField
            name="category"
            label="Category"
            required
            value={category}
            onChange={setCategory}
            placeholder="Select category"
            options={categoriesFor(type).map((c) => ({ value: c, label: c }))}
            error={errors.category}
          />
        ) : (
          <SelectField
            name="category"
            label="Category"
            required
            defaultValue={category}
            placeholder="Select category"
            groups={[
              { label: "Residential", options: RESIDENTIAL_CATEGORIES.map((c) => ({ value: c, label: c })) },
              { label: "Commercial", options: COMMERCIAL_CATEGORIES.map((c) => ({ value: c, label: c })) },
            ]}
            error={errors.category}
          />
        )}
        <TextField
          name="price"
          label="Price (₹)"
          required
          inputMode="numeric"
          defaultValue={str(values.price)}
          error={errors.price}
          hint="Whole rupees; for rent, per month."
        />
        <TextField name="location" label="Location" required defaultValue={str(values.location)} error={errors.location} placeholder="Andheri West, Mumbai" />
        <TextField
          name="city"
          label="City"
          defaultValue={str(values.city)}
          error={errors.city}
          list="admin-city-options"
          hint="Left blank, it is taken from the location's last part."
        />
        <datalist id="admin-city-options">
          {LISTING_LOCATIONS.map((city) => (
            <option key={city} value={city} />
          ))}
        </datalist>
        <TextField name="area" label="Area (sq ft)" required inputMode="numeric" defaultValue={str(values.area)} error={errors.area} />
        {residential || !hydrated ? (
          <TextField
            name="bedrooms"
            label="Bedrooms"
            required={residential}
            inputMode="numeric"
            defaultValue={str(values.bedrooms)}
            error={errors.bedrooms}
            hint={hydrated ? undefined : "Residential only."}
          />
        ) : null}
        <TextField name="bathrooms" label="Bathrooms" required={residential} inputMode="numeric" defaultValue={str(values.bathrooms)} error={errors.bathrooms} />
        <TextField name="parking" label="Parking Spaces" inputMode="numeric" defaultValue={str(values.parking)} error={errors.parking} />
        <TextField name="floors" label="Floors" inputMode="numeric" defaultValue={str(values.floors)} error={errors.floors} />
        <TextField name="yearBuilt" label="Year Built" inputMode="numeric" defaultValue={str(values.yearBuilt)} error={errors.yearBuilt} />
        <TextField name="developer" label="Developer" defaultValue={str(values.developer)} error={errors.developer} />
        <SelectField
          name="furnishing"
          label="Furnishing"
          defaultValue={str(values.furnishing)}
          placeholder="Not specified"
          options={FURNISHING_OPTIONS.map((o) => ({ value: o, label: o }))}
          error={errors.furnishing}
        />
        <SelectField
          name="facing"
          label="Facing"
          defaultValue={str(values.facing)}
          placeholder="Not specified"
          options={FACING_OPTIONS.map((o) => ({ value: o, label: o }))}
          error={errors.facing}
        />
        <TextAreaField
          name="description"
          label="Description"
          required
          rows={5}
          defaultValue={str(values.description)}
          error={errors.description}
          className="sm:col-span-2"
        />
        <TextField name="ownerName" label="Owner Name" required defaultValue={str(values.ownerName)} error={errors.ownerName} />
        <TextField
          name="ownerContact"
          label="Owner Contact"
          required
          type="tel"
          inputMode="tel"
          defaultValue={str(values.ownerContact)}
          error={errors.ownerContact}
          hint="10-digit mobile number."
        />
      </div>

      <CheckboxGroup
        key={hydrated ? type : "all"}
        name="amenities"
        legend="Amenities"
        options={amenityOptions}
        defaultChecked={(values.amenities as string[] | undefined) ?? []}
        error={errors.amenities}
      />

      <PhotoRowsEditor
        photos={property?.images ?? []}
        rowDefaults={returned?.values?.photoRows as PhotoRowDefaults | undefined}
        maxImages={limits.maxImages}
        maxFileMb={limits.maxFileMb}
        error={errors.photos ?? errors.photoUrls}
        noun="property"
      />

      <div className="flex flex-wrap gap-6">
        <CheckboxField name="featured" label="Featured" hint="Shown on the home page." defaultChecked={values.featured === "on"} />
        <CheckboxField name="active" label="Active" hint="Inactive properties are hidden from the site." defaultChecked={values.active === "on"} />
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
          {saving ? "Saving..." : editing ? "Update Property" : "Add Property"}
        </button>
      </div>
    </fetcher.Form>
  );
}

function unique(list: readonly string[]) {
  return Array.from(new Set(list));
}
