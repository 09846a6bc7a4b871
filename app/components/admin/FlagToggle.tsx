import { useEffect, useRef } from "react";
import type { FetcherWithComponents } from "react-router";
import { Power, Star } from "lucide-react";
import type { CatalogueActionResult } from "./catalogue-action";

/**
 * A persisted on/off switch (active, featured) as a real POST form: it works
 * without JavaScript and, with it, updates in place through a fetcher.
 */
export function FlagToggle({
  fetcher,
  intent,
  id,
  on,
  onLabel,
  offLabel,
  itemTitle,
  onResult,
}: {
  fetcher: FetcherWithComponents<CatalogueActionResult>;
  intent: "toggle-active" | "toggle-featured";
  id: number;
  on: boolean;
  onLabel: string;
  offLabel: string;
  itemTitle: string;
  onResult: (result: CatalogueActionResult) => void;
}) {
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && handled.current !== fetcher.data) {
      handled.current = fetcher.data;
      onResult(fetcher.data);
    }
  }, [fetcher.state, fetcher.data, onResult]);

  const label = on ? onLabel : offLabel;
  const Icon = intent === "toggle-active" ? Power : Star;
  const tone = on ? "border-slate-300 bg-white text-slate-800 hover:bg-slate-50" : "border-green-700 bg-green-50 text-green-900 hover:bg-green-100";
  return (
    <fetcher.Form method="post" className="flex-1">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="value" value={String(!on)} />
      <button
        type="submit"
        className={`btn w-full border px-3 py-2 ${intent === "toggle-featured" && !on ? "border-amber-300 bg-amber-50 text-amber-950 hover:bg-amber-100" : tone}`}
        aria-label={`${label} "${itemTitle}"`}
      >
        <Icon aria-hidden className="h-4 w-4" /> {label}
      </button>
    </fetcher.Form>
  );
}
