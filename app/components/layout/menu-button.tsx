/**
 * A button that opens a short menu of links under itself: the header's
 * Properties menu (Residential, Commercial).
 *
 * It follows the WAI-ARIA menu button pattern: the button says it opens a
 * menu and whether it is open; opening (click, Enter, Space, Down arrow)
 * puts focus on the first item and Up arrow on the last; the arrows, Home and
 * End move between items; Escape closes it and returns focus to the button;
 * Tab, a click elsewhere or following a link closes it.
 *
 * Written here rather than with Radix's DropdownMenu (ADR 018): that
 * primitive brings floating positioning, focus scopes, scroll locking and
 * portals, about 20 KB gzipped, into the chunk every page loads, for two
 * links that always open right under their button.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "#app/i18n/link";
import { useEarlyClick } from "#app/lib/early-clicks";

export type MenuLink = { to: string; label: string };

/** Which item takes focus when the menu opens. */
type OpenedWith = "first" | "last";

export function MenuButton({
  label,
  items,
  buttonClassName,
}: {
  label: string;
  items: readonly MenuLink[];
  buttonClassName: string;
}) {
  const [openedWith, setOpenedWith] = useState<OpenedWith | null>(null);
  const open = openedWith !== null;
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  // A press before the scripts ran opens the menu once they have.
  useEarlyClick(button, () => setOpenedWith("first"));

  const menuItems = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!openedWith) return;
    const list = menuItems();
    (openedWith === "first" ? list[0] : list.at(-1))?.focus();
    // A press anywhere outside the button and its menu closes it.
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpenedWith(null);
    };
    document.addEventListener("pointerdown", closeOnOutsidePress);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePress);
  }, [openedWith]);

  const close = (refocus: boolean) => {
    setOpenedWith(null);
    if (refocus) button.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpenedWith(event.key === "ArrowDown" ? "first" : "last");
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = menuItems();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const next: Record<string, number> = {
      ArrowDown: (at + 1) % list.length,
      ArrowUp: (at - 1 + list.length) % list.length,
      Home: 0,
      End: list.length - 1,
    };
    if (event.key in next) {
      event.preventDefault();
      list[next[event.key]!]?.focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") {
      close(false);
    }
  };

  return (
    <div ref={wrapper} className="relative">
      <button
        ref={button}
        type="button"
        data-early-toggle
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        className={buttonClassName}
        onClick={() => (open ? close(false) : setOpenedWith("first"))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKeyDown}
          className="absolute left-0 top-full z-50 mt-1.5 min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {items.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              role="menuitem"
              tabIndex={-1}
              onClick={() => close(false)}
              className="block rounded-md px-3 py-2 text-sm text-slate-700 outline-none hover:bg-primary-soft hover:text-primary-dark focus:bg-primary-soft focus:text-primary-dark"
            >
              {item.label}
            </Link>
          ))}
        </div>
      ) : null}
    </div>
  );
}
