import { useState } from "react";
import type { Property } from "#app/platform/schema";
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
import { categoriesFor, readPropertyForm, validateProperty } from "#app/lib/validation/admin-catalogue";
import { formatPhone } from "#app/lib/phone";
import { LocationPicker, type PickerLocality } from "#app/components/location-picker/location-picker";
import { localityName } from "#app/lib/localities";
import { PROPERTY_NOUN } from "./catalogue-noun";
import { AmenitiesField, CatalogueForm, fieldText, type CatalogueFormProps, type FormValues } from "./catalogue-form";
import { SelectField, TextAreaField, TextField } from "./form-fields";

export type AdminPropertyRow = Omit<Property, "searchText">;

/** The form's starting values: what a refused save posted, else the property, else the spec's defaults. */
function startingValues(property: AdminPropertyRow | null | undefined, posted?: FormValues): FormValues {
  if (posted) return posted;
  if (!property) return { type: "Residential", status: "sale", active: "on", amenities: [] };
  return {
    title: property.title,
    type: property.type,
    category: property.category,
    status: property.status,
    price: fieldText(property.price),
    location: property.location,
    latitude: property.position ? String(property.position.y) : "",
    longitude: property.position ? String(property.position.x) : "",
    city: property.city,
    area: fieldText(property.area),
    bedrooms: fieldText(property.bedrooms),
    bathrooms: fieldText(property.bathrooms),
    parking: fieldText(property.parking),
    description: property.description,
    ownerName: property.ownerName,
    ownerContact: formatPhone(property.ownerContact),
    ownerUserId: property.ownerUserId ?? "",
    developer: fieldText(property.developer),
    projectId: fieldText(property.projectId),
    yearBuilt: fieldText(property.yearBuilt),
    furnishing: fieldText(property.furnishing),
    facing: fieldText(property.facing),
    floors: fieldText(property.floors),
    amenities: property.amenities,
    featured: property.featured ? "on" : undefined,
    active: property.active ? "on" : undefined,
  };
}

/** An account that may manage a listing (agents, and whoever owns one now). */
export type ListingAccount = { id: string; name: string; email: string };

export function PropertyForm({
  property,
  accounts = [],
  projects = [],
  localities = [],
  ...formProps
}: CatalogueFormProps & {
  property?: AdminPropertyRow | null;
  /** The localities the location picker offers, with their centres. */
  localities?: PickerLocality[];
  accounts?: ListingAccount[];
  /** The projects it may be part of: it then shows the project's rating from reviews. */
  projects?: { id: number; title: string }[];
}) {
  const hydrated = useHydrated();
  const values = startingValues(property, formProps.returned?.values);
  const [type, setType] = useState(
    fieldText(values.type).toLowerCase() === "commercial" ? "Commercial" : "Residential",
  );
  const [category, setCategory] = useState(fieldText(values.category));

  const residential = type === "Residential";
  // Without JavaScript the type cannot narrow the lists, so they offer every type's choices.
  const amenityChoices = hydrated
    ? residential
      ? RESIDENTIAL_AMENITIES
      : COMMERCIAL_AMENITIES
    : [...RESIDENTIAL_AMENITIES, ...COMMERCIAL_AMENITIES];

  return (
    <CatalogueForm
      noun={PROPERTY_NOUN}
      item={property}
      values={values}
      validate={(data) => validateProperty(readPropertyForm(data))}
      {...formProps}
    >
      {({ errors, field, photoRows }) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField {...field("title")} label="Title" required maxLength={200} className="sm:col-span-2" />
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
              {...field("status")}
              label="Status"
              required
              defaultValue={fieldText(values.status) || "sale"}
              options={[
                { value: "sale", label: "For Sale" },
                { value: "rent", label: "For Rent" },
              ]}
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
              {...field("price")}
              label="Price (₹)"
              required
              inputMode="numeric"
              hint="Whole rupees; for rent, per month."
            />
            <TextField {...field("location")} label="Location" required placeholder="Andheri West, Mumbai" />
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
            <TextField
              {...field("city")}
              label="City"
              list="admin-city-options"
              hint="Left blank, it is taken from the location's last part."
            />
            <datalist id="admin-city-options">
              {LISTING_LOCATIONS.map((city) => (
                <option key={city} value={city} />
              ))}
            </datalist>
            <TextField {...field("area")} label="Area (sq ft)" required inputMode="numeric" />
            {residential || !hydrated ? (
              <TextField
                {...field("bedrooms")}
                label="Bedrooms"
                required={residential}
                inputMode="numeric"
                hint={hydrated ? undefined : "Residential only."}
              />
            ) : null}
            <TextField {...field("bathrooms")} label="Bathrooms" required={residential} inputMode="numeric" />
            <TextField {...field("parking")} label="Parking Spaces" inputMode="numeric" />
            <TextField {...field("floors")} label="Floors" inputMode="numeric" />
            <TextField {...field("yearBuilt")} label="Year Built" inputMode="numeric" />
            <TextField {...field("developer")} label="Developer" />
            <SelectField
              {...field("projectId")}
              label="Part of Project"
              placeholder="None"
              options={projects.map((project) => ({ value: String(project.id), label: project.title }))}
            />
            <SelectField
              {...field("furnishing")}
              label="Furnishing"
              placeholder="Not specified"
              options={FURNISHING_OPTIONS.map((o) => ({ value: o, label: o }))}
            />
            <SelectField
              {...field("facing")}
              label="Facing"
              placeholder="Not specified"
              options={FACING_OPTIONS.map((o) => ({ value: o, label: o }))}
            />
            <TextAreaField {...field("description")} label="Description" required rows={5} className="sm:col-span-2" />
            <TextField {...field("ownerName")} label="Owner Name" required />
            <TextField
              {...field("ownerContact")}
              label="Owner Contact"
              required
              type="tel"
              inputMode="tel"
              hint="10-digit mobile number."
            />
            <SelectField
              {...field("ownerUserId")}
              label="Managed by (account)"
              placeholder="No account: managed by the office"
              options={accounts.map((account) => ({ value: account.id, label: `${account.name} (${account.email})` }))}
              hint="An agent account sees this listing, its views and leads in My listings."
              className="sm:col-span-2"
            />
          </div>

          <AmenitiesField
            key={hydrated ? type : "all"}
            choices={amenityChoices}
            checked={values.amenities}
            error={errors.amenities}
          />

          {photoRows}
        </>
      )}
    </CatalogueForm>
  );
}
