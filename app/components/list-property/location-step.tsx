import { useTranslation } from "react-i18next";
import { SelectField, TextField } from "#app/components/leads/fields";
import { useMessage } from "#app/i18n/use-locale";
import { INDIAN_STATES, LISTING_AMENITIES } from "#app/lib/options";
import { LocationPicker, type PickerLocality } from "#app/components/location-picker/location-picker";
import { StepPanel, type StepProps } from "./step-panel";

/** Step 2: address, position on the map, size, rooms, parking and amenities. */
export function LocationStep({
  current,
  errors,
  initialText,
  hydrated,
  propertyType,
  chosenAmenities,
  localities,
}: StepProps & {
  hydrated: boolean;
  propertyType: string;
  chosenAmenities: ReadonlySet<string>;
  localities: PickerLocality[];
}) {
  const { t } = useTranslation("owner");
  // States and amenities are stored in English; each is shown in the page's language.
  const translate = useMessage();
  const residential = propertyType === "residential";
  return (
    <StepPanel step={2} current={current}>
      <TextField
        label={t("location.address")}
        name="address"
        required
        autoComplete="street-address"
        defaultValue={initialText("address")}
        error={errors.address}
        placeholder={t("location.addressPlaceholder")}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          label={t("location.city")}
          name="city"
          required
          autoComplete="address-level2"
          defaultValue={initialText("city")}
          error={errors.city}
          placeholder={t("location.cityPlaceholder")}
        />
        <SelectField
          label={t("location.state")}
          name="state"
          required
          defaultValue={initialText("state") ?? ""}
          error={errors.state}
        >
          <option value="">{t("location.selectState")}</option>
          {INDIAN_STATES.map((state) => (
            <option key={state} value={state}>
              {translate(state)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t("location.pincode")}
          name="pincode"
          required
          inputMode="numeric"
          maxLength={6}
          autoComplete="postal-code"
          defaultValue={initialText("pincode")}
          error={errors.pincode}
          placeholder={t("location.pincodePlaceholder")}
        />
      </div>
      <LocationPicker
        localities={localities}
        values={{
          latitude: initialText("latitude"),
          longitude: initialText("longitude"),
          localityCentre: initialText("localityCentre"),
          useLocalityCentre: initialText("useLocalityCentre"),
        }}
        errors={errors}
      />
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label={t("location.area")}
          name="area"
          type="number"
          min={1}
          step="any"
          required
          defaultValue={initialText("area")}
          error={errors.area}
        />
        <TextField
          label={t("location.bedrooms")}
          name="bedrooms"
          type="number"
          min={1}
          step={1}
          required={residential}
          optional={hydrated && !residential && propertyType !== ""}
          defaultValue={initialText("bedrooms")}
          error={errors.bedrooms}
          hint={residential || (hydrated && propertyType) ? undefined : t("location.requiredForResidential")}
        />
        <TextField
          label={t("location.bathrooms")}
          name="bathrooms"
          type="number"
          min={1}
          step={1}
          required={residential}
          optional={hydrated && !residential && propertyType !== ""}
          defaultValue={initialText("bathrooms")}
          error={errors.bathrooms}
          hint={residential || (hydrated && propertyType) ? undefined : t("location.requiredForResidential")}
        />
        <TextField
          label={t("location.parking")}
          name="parking"
          type="number"
          min={0}
          step={1}
          defaultValue={initialText("parking") ?? "0"}
          error={errors.parking}
        />
      </div>
      <fieldset>
        <legend className="field-label">{t("location.amenities")}</legend>
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
              {translate(amenity)}
            </label>
          ))}
        </div>
        {errors.amenities ? <p className="field-error">{translate(errors.amenities)}</p> : null}
      </fieldset>
    </StepPanel>
  );
}
