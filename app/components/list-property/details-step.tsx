import { useTranslation } from "react-i18next";
import { SelectField, TextAreaField, TextField } from "#app/components/leads/fields";
import { useMessage } from "#app/i18n/use-locale";
import { COMMERCIAL_CATEGORIES, RESIDENTIAL_CATEGORIES } from "#app/lib/options";
import { categoriesFor } from "#app/lib/listing-steps";
import { StepPanel, type StepProps } from "./step-panel";

/** Step 1: property type, category, title and description. */
export function DetailsStep({
  current,
  errors,
  initialText,
  hydrated,
  propertyType,
  category,
  descriptionLength,
}: StepProps & { hydrated: boolean; propertyType: string; category: string; descriptionLength: number }) {
  const { t } = useTranslation("owner");
  // Categories are stored in English; each is shown in the page's language.
  const translate = useMessage();
  const categoryOption = (category: string) => (
    <option key={category} value={category}>
      {translate(category)}
    </option>
  );
  return (
    <StepPanel step={1} current={current}>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t("details.propertyType")}
          name="propertyType"
          required
          defaultValue={initialText("propertyType") ?? ""}
          error={errors.propertyType}
        >
          <option value="">{t("details.selectPropertyType")}</option>
          <option value="residential">{t("details.residential")}</option>
          <option value="commercial">{t("details.commercial")}</option>
        </SelectField>
        <SelectField
          // A new type brings its own categories, so the choice starts over (unless it is one of them).
          key={hydrated ? propertyType : "all"}
          label={t("details.category")}
          name="category"
          required
          disabled={hydrated && !propertyType}
          defaultValue={[category, initialText("category")].find(
            (chosen) => chosen && categoriesFor(propertyType).includes(chosen),
          )}
          error={errors.category}
          hint={hydrated && !propertyType ? t("details.chooseTypeFirst") : undefined}
        >
          <option value="">{t("details.selectCategory")}</option>
          {hydrated ? (
            categoriesFor(propertyType).map(categoryOption)
          ) : (
            <>
              <optgroup label={t("details.residential")}>{RESIDENTIAL_CATEGORIES.map(categoryOption)}</optgroup>
              <optgroup label={t("details.commercial")}>{COMMERCIAL_CATEGORIES.map(categoryOption)}</optgroup>
            </>
          )}
        </SelectField>
      </div>
      <TextField
        label={t("details.title")}
        name="title"
        required
        maxLength={120}
        defaultValue={initialText("title")}
        error={errors.title}
        placeholder={t("details.titlePlaceholder")}
        hint={t("details.titleHint")}
      />
      <TextAreaField
        label={t("details.description")}
        name="description"
        required
        rows={5}
        maxLength={5000}
        defaultValue={initialText("description")}
        error={errors.description}
        placeholder={t("details.descriptionPlaceholder")}
        hint={t("details.descriptionHint", { length: descriptionLength })}
      />
    </StepPanel>
  );
}
