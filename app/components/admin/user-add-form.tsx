import type { NewUserErrors } from "#app/lib/validation/admin-users";
import { FieldFrame, fieldAria } from "#app/components/form/field-frame";

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
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} hintClassName="mt-1 text-xs text-slate-600">
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={name === "password" ? "" : (values?.[name] ?? "")}
        {...fieldAria(id, { error, hint, hintFirst: true })}
        className="field-input"
      />
    </FieldFrame>
  );
}

/** The fields of Add New User; the caller supplies the <form> (a fetcher with JavaScript, a plain form without). */
export function UserAddFields({ values, errors }: { values?: Values; errors?: NewUserErrors }) {
  return (
    <div className="space-y-4">
      <input type="hidden" name="intent" value="create" />
      <Field name="name" label="Full Name" autoComplete="off" values={values} errors={errors} />
      <Field name="email" label="Email" type="email" autoComplete="off" values={values} errors={errors} />
      <Field
        name="phone"
        label="Phone"
        type="tel"
        autoComplete="off"
        values={values}
        errors={errors}
        hint="10-digit Indian mobile number."
      />
      <Field
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        errors={errors}
        hint="At least 8 characters. Share it with the user securely."
      />
      <FieldFrame id="new-user-role" label="Role" error={errors?.role}>
        <select
          id="new-user-role"
          name="role"
          defaultValue={values?.role ?? "user"}
          {...fieldAria("new-user-role", { error: errors?.role })}
          className="field-input"
        >
          <option value="user">User</option>
          <option value="agent">Agent</option>
          <option value="admin">Admin</option>
        </select>
      </FieldFrame>
    </div>
  );
}
