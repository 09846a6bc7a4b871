import { TextField } from "#app/components/leads/fields";
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
  return (
    <StepPanel step={4} current={current}>
      <TextField
        label="Your Name"
        name="ownerName"
        required
        autoComplete="name"
        defaultValue={initialText("ownerName")}
        error={errors.ownerName}
        placeholder="Owner's full name"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Phone Number"
          name="ownerPhone"
          type="tel"
          inputMode="numeric"
          required
          autoComplete="tel-national"
          defaultValue={initialText("ownerPhone")}
          error={errors.ownerPhone}
          placeholder="10-digit mobile number"
        />
        <TextField
          label="Email Address"
          name="ownerEmail"
          type="email"
          required
          autoComplete="email"
          defaultValue={initialText("ownerEmail")}
          error={errors.ownerEmail}
          placeholder="you@example.com"
        />
      </div>
      {hydrated ? <PropertySummary values={values} photoCount={photoCount} /> : null}
    </StepPanel>
  );
}
