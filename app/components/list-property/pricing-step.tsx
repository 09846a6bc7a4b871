import type { ComponentProps } from "react";
import { SelectField, TextField } from "#app/components/leads/fields";
import { formatListingPrice } from "#app/lib/format";
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
  return (
    <StepPanel step={3} current={current}>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Listing Type"
          name="listingType"
          required
          defaultValue={initialText("listingType") ?? ""}
          error={errors.listingType}
        >
          <option value="">Select listing type</option>
          <option value="sale">For Sale</option>
          <option value="rent">For Rent</option>
        </SelectField>
        <TextField
          label={listingType === "rent" ? "Monthly Rent (₹)" : "Price (₹)"}
          name="price"
          type="number"
          min={1}
          step="any"
          required
          defaultValue={initialText("price")}
          error={errors.price}
          hint={
            price > 0 ? formatListingPrice(price, listingType || "sale") : "In rupees; for rent, the monthly amount"
          }
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
