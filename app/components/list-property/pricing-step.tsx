import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { SelectField, TextField } from "#app/components/leads/fields";
import { useFormat } from "#app/i18n/use-locale";
import { PhotoUploader, type PhotoEntry } from "./photo-uploader";
import { StepPanel, type StepProps } from "./step-panel";
import type { PhotoLimitsView } from "./types";

/** Step 3: sale or rent, the price, and the photos (uploaded as they are chosen). */
export function PricingStep({
  current,
  errors,
  initialText,
  listingType,
  price,
  photos,
  onPhotosChange,
  limits,
}: StepProps & {
  listingType: string;
  price: number;
  photos: PhotoEntry[];
  onPhotosChange: ComponentProps<typeof PhotoUploader>["onEntriesChange"];
  limits: PhotoLimitsView;
}) {
  const { t } = useTranslation("owner");
  const format = useFormat();
  return (
    <StepPanel step={3} current={current}>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t("pricing.listingType")}
          name="listingType"
          required
          defaultValue={initialText("listingType") ?? ""}
          error={errors.listingType}
        >
          <option value="">{t("pricing.selectListingType")}</option>
          <option value="sale">{t("pricing.forSale")}</option>
          <option value="rent">{t("pricing.forRent")}</option>
        </SelectField>
        <TextField
          label={listingType === "rent" ? t("pricing.monthlyRent") : t("pricing.price")}
          name="price"
          type="number"
          min={1}
          step="any"
          required
          defaultValue={initialText("price")}
          error={errors.price}
          hint={price > 0 ? format.listingPrice(price, listingType || "sale") : t("pricing.priceHint")}
        />
      </div>
      <PhotoUploader
        entries={photos}
        onEntriesChange={onPhotosChange}
        maxCount={limits.maxCount}
        maxFileSizeMb={limits.maxFileSizeMb}
        error={errors.photos}
      />
    </StepPanel>
  );
}
