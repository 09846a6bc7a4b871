import { SelectField, TextAreaField, TextField } from "#app/components/leads/fields";
import { COMMERCIAL_CATEGORIES, RESIDENTIAL_CATEGORIES } from "#app/lib/options";
import { categoriesFor } from "#app/lib/validation/leads";
import { StepPanel, type StepProps } from "./step-panel";

/** Step 1: property type, category, title and description. */
export function DetailsStep({
  current,
  errors,
  initialText,
  hydrated,
  propertyType,
  descriptionLength,
}: StepProps & { hydrated: boolean; propertyType: string; descriptionLength: number }) {
  return (
    <StepPanel step={1} current={current}>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Property Type"
          name="propertyType"
          required
          defaultValue={initialText("propertyType") ?? ""}
          error={errors.propertyType}
        >
          <option value="">Select property type</option>
          <option value="residential">Residential</option>
          <option value="commercial">Commercial</option>
        </SelectField>
        <SelectField
          // A new type brings its own categories, so the choice starts over.
          key={hydrated ? propertyType : "all"}
          label="Category"
          name="category"
          required
          disabled={hydrated && !propertyType}
          defaultValue={
            categoriesFor(propertyType).includes(initialText("category") ?? "") ? initialText("category") : ""
          }
          error={errors.category}
          hint={hydrated && !propertyType ? "Choose the property type first" : undefined}
        >
          <option value="">Select category</option>
          {hydrated ? (
            categoriesFor(propertyType).map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))
          ) : (
            <>
              <optgroup label="Residential">
                {RESIDENTIAL_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </optgroup>
              <optgroup label="Commercial">
                {COMMERCIAL_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </optgroup>
            </>
          )}
        </SelectField>
      </div>
      <TextField
        label="Property Title"
        name="title"
        required
        maxLength={120}
        defaultValue={initialText("title")}
        error={errors.title}
        placeholder="e.g. Spacious 2 BHK with balcony in Andheri West"
        hint="At least 10 characters"
      />
      <TextAreaField
        label="Description"
        name="description"
        required
        rows={5}
        maxLength={5000}
        defaultValue={initialText("description")}
        error={errors.description}
        placeholder="Describe the property: layout, condition, views, what is nearby..."
        hint={`${descriptionLength} characters (at least 50)`}
      />
    </StepPanel>
  );
}
