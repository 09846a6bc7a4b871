import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { useHydrated } from "#app/lib/use-hydrated";
import { tabIndexForKey } from "#app/lib/tab-keys";

export type LinkTab = { value: string; label: string; content: ReactNode };

const TAB_PARAM = "tab";

const tabClass =
  "border-b-2 px-3 py-3 text-sm font-semibold hover:text-slate-900 aria-selected:border-primary-dark aria-selected:text-primary-dark sm:px-4";

/**
 * Tabs that are links: each tab is ?tab=<value>#<id>, so without JavaScript a
 * tap loads the page with that panel open (the server renders it from the
 * URL). With JavaScript the tabs switch in place, arrow keys move between
 * them, and the URL stays as it was. The tab row stays one row (`tab-row`):
 * on a narrow screen it scrolls sideways, with a shadow at the edge that has
 * more, and the selected tab is scrolled into it.
 */
export function LinkTabs({ id, label, tabs }: { id: string; label: string; tabs: LinkTab[] }) {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const requested = params.get(TAB_PARAM);
  const [active, setActive] = useState(tabs.some((tab) => tab.value === requested) ? requested! : tabs[0]!.value);
  const refs = useRef(new Map<string, HTMLAnchorElement>());
  // The selected tab in view in its row (a link may open the last tab of a row that scrolls), the page left as it is.
  useEffect(() => {
    const tab = refs.current.get(active);
    const row = tab?.parentElement;
    if (!tab || !row) return;
    if (tab.offsetLeft < row.scrollLeft || tab.offsetLeft + tab.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = tab.offsetLeft - (row.clientWidth - tab.offsetWidth) / 2;
    }
  }, [active]);

  function choose(value: string, focus = false) {
    setActive(value);
    if (focus) refs.current.get(value)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const next = tabIndexForKey(event.key, index, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    choose(tabs[next]!.value, true);
  }

  return (
    <div id={id} className="card scroll-mt-20">
      <div role="tablist" aria-label={label} className="tab-row relative px-2">
        {tabs.map((tab, index) => {
          const selected = tab.value === active;
          return (
            <a
              key={tab.value}
              ref={(element) => {
                if (element) refs.current.set(tab.value, element);
                else refs.current.delete(tab.value);
              }}
              role="tab"
              id={`${id}-tab-${tab.value}`}
              href={`?${TAB_PARAM}=${tab.value}#${id}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${tab.value}`}
              // Without JavaScript every tab stays a link in the tab order; with it, one tab stop and arrow keys.
              tabIndex={hydrated && !selected ? -1 : undefined}
              className={`${tabClass} ${selected ? "" : "border-transparent text-slate-600"}`}
              onClick={(event) => {
                event.preventDefault();
                choose(tab.value);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </a>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={`${id}-panel-${tab.value}`}
          aria-labelledby={`${id}-tab-${tab.value}`}
          hidden={tab.value !== active}
          tabIndex={0}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
