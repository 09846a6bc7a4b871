import { useLayoutEffect, useRef, type InputHTMLAttributes } from "react";
import { useFormat } from "#app/i18n/use-locale";
import { caretAfterDigits, digitsOf } from "#app/lib/grouped-digits";
import { useHydrated } from "#app/lib/use-hydrated";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "type" | "name"> & {
  name: string;
  /** The amount's digits ("5000000"), or what was typed when it is not one. */
  value: string;
  /** Called with the digits typed, grouping left out. */
  onDigits: (digits: string) => void;
};

/**
 * A rupee amount shown with Indian grouping while it is edited (50,00,000).
 * The form still sends the plain number: once the page runs, a hidden field
 * carries the digits under the field's name. Without JavaScript the box
 * itself is sent as typed, and the server reads the grouping away.
 */
export function GroupedAmountInput({ name, value, onDigits, ...props }: Props) {
  const format = useFormat();
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  // Digits before the caret at the last edit, to put the caret back after the grouping moved.
  const caretDigits = useRef<number | null>(null);
  const shown = /^\d{1,15}$/.test(value) ? format.number(Number(value)) : value;

  useLayoutEffect(() => {
    const element = input.current;
    if (caretDigits.current === null || !element || document.activeElement !== element) return;
    const caret = caretAfterDigits(shown, caretDigits.current);
    element.setSelectionRange(caret, caret);
    caretDigits.current = null;
  }, [shown]);

  return (
    <>
      <input
        {...props}
        ref={input}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        name={hydrated ? undefined : name}
        value={shown}
        onChange={(event) => {
          const { value: typed, selectionStart } = event.target;
          caretDigits.current = digitsOf(typed.slice(0, selectionStart ?? typed.length)).length;
          onDigits(digitsOf(typed));
        }}
      />
      {hydrated ? <input type="hidden" name={name} value={value} /> : null}
    </>
  );
}
