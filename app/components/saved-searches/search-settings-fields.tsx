/**
 * The fields of a saved search's settings — name, alert frequency, channels —
 * shared by "Save this search" on the list pages and the edit form on
 * /account/searches, so both ask and refuse the same way.
 */
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useMessage } from "#app/i18n/use-locale";
import { SelectField, TextField } from "#app/components/leads/fields";
import type { FieldErrors } from "#app/lib/form/field-errors";
import type { FormValues } from "#app/lib/form/form-values";
import {
  ALERT_FREQUENCIES,
  MAX_SEARCH_NAME,
  SAVED_SEARCH_MESSAGES,
  sendsAlerts,
  type AlertFrequency,
  type SearchKind,
} from "#app/lib/saved-search";

export type SearchSettingsValues = { name: string; frequency: AlertFrequency; email: boolean; sms: boolean };

/** What a refused form posted, read back into the fields' shapes. */
export function refilledSettings(values: FormValues | undefined, fallback: SearchSettingsValues): SearchSettingsValues {
  if (!values) return fallback;
  const text = (key: string) => (typeof values[key] === "string" ? (values[key] as string) : "");
  const frequency = ALERT_FREQUENCIES.find((f) => f.value === text("frequency"))?.value ?? fallback.frequency;
  return { name: text("name"), frequency, email: Boolean(text("email")), sms: Boolean(text("sms")) };
}

export function SearchSettingsFields({
  kind,
  values,
  errors,
  smsAvailable,
}: {
  kind: SearchKind;
  values: SearchSettingsValues;
  errors: FieldErrors;
  /** The account has a verified phone: SMS can be chosen. */
  smsAvailable: boolean;
}) {
  const { t } = useTranslation("listings");
  const translate = useMessage();
  const id = useId();
  const channelError = errors.email ?? errors.sms;
  const name = (
    <TextField
      label={t("settings.name")}
      name="name"
      required
      maxLength={MAX_SEARCH_NAME}
      defaultValue={values.name}
      error={errors.name}
      className="sm:col-span-2"
    />
  );
  if (!sendsAlerts(kind)) {
    return (
      <div className="grid gap-4">
        {name}
        <input type="hidden" name="frequency" value="off" />
        <p className="text-sm text-slate-600">{translate(SAVED_SEARCH_MESSAGES.projectSearch)}</p>
      </div>
    );
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {name}
      <SelectField
        label={t("settings.frequency")}
        name="frequency"
        defaultValue={values.frequency}
        error={errors.frequency}
      >
        {ALERT_FREQUENCIES.map((frequency) => (
          <option key={frequency.value} value={frequency.value}>
            {t(`frequency.${frequency.value}`)}
          </option>
        ))}
      </SelectField>
      <fieldset aria-describedby={channelError ? `${id}-channels-error` : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-700">{t("settings.channels")}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2 py-2">
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              name="email"
              value="on"
              defaultChecked={values.email}
              aria-invalid={channelError ? true : undefined}
              className="h-4 w-4 rounded border-slate-300"
            />
            {t("settings.email")}
          </label>
          {smsAvailable ? (
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                name="sms"
                value="on"
                defaultChecked={values.sms}
                className="h-4 w-4 rounded border-slate-300"
              />
              {t("settings.sms")}
            </label>
          ) : null}
        </div>
        {smsAvailable ? null : <p className="text-xs text-slate-600">{t("settings.smsNeedsPhone")}</p>}
        {channelError ? (
          <p id={`${id}-channels-error`} className="mt-1 text-sm text-red-700">
            {translate(channelError)}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
