import { Form } from "react-router";

/**
 * One field of a row changed in place (an inquiry's status, a user's role): a
 * post of intent=`name`, the row's `id` and `name`=the chosen value. With
 * JavaScript a change saves at once through `onChange`; without it, the Save
 * button posts.
 */
export function ListInlineSelect({
  id,
  name,
  value,
  options,
  selectId,
  label,
  onChange,
  className,
}: {
  id: number | string;
  name: string;
  value: string;
  /** Value → label, in the order shown. */
  options: Record<string, string>;
  selectId: string;
  /** For screen readers: says whose value it is ("Role of Asha Rao"). */
  label: string;
  onChange?: (value: string, form: HTMLFormElement) => void;
  className: string;
}) {
  return (
    <Form method="post" preventScrollReset className={className}>
      <input type="hidden" name="intent" value={name} />
      <input type="hidden" name="id" value={id} />
      <label htmlFor={selectId} className="sr-only">
        {label}
      </label>
      <select
        id={selectId}
        name={name}
        defaultValue={value}
        key={value}
        onChange={(event) => onChange?.(event.currentTarget.value, event.currentTarget.form!)}
        className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus:border-secondary focus:outline-none focus:ring-2 focus:ring-secondary/30"
      >
        {Object.entries(options).map(([option, optionLabel]) => (
          <option key={option} value={option}>
            {optionLabel}
          </option>
        ))}
      </select>
      <noscript>
        <button
          type="submit"
          className="rounded-md border border-slate-300 px-2 py-1.5 text-xs font-semibold text-slate-800"
        >
          Save
        </button>
      </noscript>
    </Form>
  );
}
