import { SelectField, TextField } from "#app/components/leads/fields";
import { INDIAN_STATES, LISTING_AMENITIES } from "#app/lib/options";
import { StepPanel, type StepProps } from "./step-panel";

/** Step 2: address, size, rooms, parking and amenities. */
export function LocationStep({
  current,
  errors,
  initialText,
  hydrated,
  propertyType,
  chosenAmenities,
}: StepProps & { hydrated: boolean; propertyType: string; chosenAmenities: ReadonlySet<string> }) {
  const residential = propertyType === "residential";
  return (
    <StepPanel step={2} current={current}>
      <TextField
        label="Address"
        name="address"
        required
        autoComplete="street-address"
        defaultValue={initialText("address")}
        error={errors.address}
        placeholder="Building, street, locality"
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          label="City"
          name="city"
          required
          autoComplete="address-level2"
          defaultValue={initialText("city")}
          error={errors.city}
          placeholder="e.g. Mumbai"
        />
        <SelectField label="State" name="state" required defaultValue={initialText("state") ?? ""} error={errors.state}>
          <option value="">Select state</option>
          {INDIAN_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Pincode"
          name="pincode"
          required
          inputMode="numeric"
          maxLength={6}
          autoComplete="postal-code"
          defaultValue={initialText("pincode")}
          error={errors.pincode}
          placeholder="6 digits"
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label="Area (sq ft)"
          name="area"
          type="number"
          min={1}
          step="any"
          required
          defaultValue={initialText("area")}
          error={errors.area}
        />
        <TextField
          label="Bedrooms"
          name="bedrooms"
          type="number"
          min={1}
          step={1}
          required={residential}
          optional={hydrated && !residential && propertyType !== ""}
          defaultValue={initialText("bedrooms")}
          error={errors.bedrooms}
          hint={residential || (hydrated && propertyType) ? undefined : "Required for residential"}
        />
        <TextField
          label="Bathrooms"
          name="bathrooms"
          type="number"
          min={1}
          step={1}
          required={residential}
          optional={hydrated && !residential && propertyType !== ""}
          defaultValue={initialText("bathrooms")}
          error={errors.bathrooms}
          hint={residential || (hydrated && propertyType) ? undefined : "Required for residential"}
        />
        <TextField
          label="Parking Spaces"
          name="parking"
          type="number"
          min={0}
          step={1}
          defaultValue={initialText("parking") ?? "0"}
          error={errors.parking}
        />
      </div>
      <fieldset>
        <legend className="field-label">Amenities</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
          {LISTING_AMENITIES.map((amenity) => (
            <label
              key={amenity}
              className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-700 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
            >
              <input
                type="checkbox"
                name="amenities"
                value={amenity}
                defaultChecked={chosenAmenities.has(amenity)}
                className="h-4 w-4 accent-[var(--color-primary-dark)]"
              />
              {amenity}
            </label>
          ))}
        </div>
        {errors.amenities ? <p className="field-error">{errors.amenities}</p> : null}
      </fieldset>
    </StepPanel>
  );
}
