import { useTranslation } from "react-i18next";
import { EmailField, PhoneField, TextField } from "#app/components/leads/fields";
import { PropertySummary } from "./property-summary";
import { StepPanel, type StepProps } from "./step-panel";

/** Step 4: the owner's name, phone and e-mail, and a summary of the listing. */
export function ContactStep({
  current,
  errors,
  initialText,
  hydrated,
  values,
  photoCount,
}: StepProps & { hydrated: boolean; values: Record<string, string | string[]>; photoCount: number }) {
  const { t } = useTranslation("owner");
  return (
    <StepPanel step={4} current={current}>
      <TextField
        label={t("contact.name")}
        name="ownerName"
        required
        autoComplete="name"
        defaultValue={initialText("ownerName")}
        error={errors.ownerName}
        placeholder={t("contact.namePlaceholder")}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <PhoneField
          label={t("contact.phone")}
          name="ownerPhone"
          required
          defaultValue={initialText("ownerPhone")}
          error={errors.ownerPhone}
          placeholder={t("contact.phonePlaceholder")}
        />
        <EmailField
          label={t("contact.email")}
          name="ownerEmail"
          required
          defaultValue={initialText("ownerEmail")}
          error={errors.ownerEmail}
        />
      </div>
      {hydrated ? <PropertySummary values={values} photoCount={photoCount} /> : null}
    </StepPanel>
  );
}
