import type { NewUserErrors } from "#app/lib/validation/admin-users";

type Values = Partial<Record<"name" | "email" | "phone" | "role", string>>;

function Field({
  name,
  label,
  type = "text",
  autoComplete,
  values,
  errors,
  hint,
}: {
  name: "name" | "email" | "phone" | "password";
  label: string;
  type?: string;
  autoComplete?: string;
  values?: Values;
  errors?: NewUserErrors;
  hint?: string;
}) {
  const id = `new-user-${name}`;
  const error = errors?.[name];
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={name === "password" ? "" : (values?.[name] ?? "")}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="field-input"
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The fields of Add New User; the caller supplies the <form> (a fetcher with JavaScript, a plain form without). */
export function UserAddFields({ values, errors }: { values?: Values; errors?: NewUserErrors }) {
  return (
    <div className="space-y-4">
      <input type="hidden" name="intent" value="create" />
      <Field name="name" label="Full Name" autoComplete="off" values={values} errors={errors} />
      <Field name="email" label="Email" type="email" autoComplete="off" values={values} errors={errors} />
      <Field name="phone" label="Phone" type="tel" autoComplete="off" values={values} errors={errors} hint="10-digit Indian mobile number." />
      <Field name="password" label="Password" type="password" autoComplete="new-password" errors={errors} hint="At least 8 characters. Share it with the user securely." />
      <div>
        <label htmlFor="new-user-role" className="field-label">
          Role
        </label>
        <select
          id="new-user-role"
          name="role"
          defaultValue={values?.role ?? "user"}
          aria-invalid={errors?.role ? true : undefined}
          aria-describedby={errors?.role ? "new-user-role-error" : undefined}
          className="field-input"
        >
          <option value="user">User</option>
          <option value="agent">Agent</option>
          <option value="admin">Admin</option>
        </select>
        {errors?.role ? (
          <p id="new-user-role-error" className="field-error">
            {errors.role}
          </p>
        ) : null}
      </div>
    </div>
  );
}
