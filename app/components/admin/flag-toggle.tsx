import { useFetcher, type FetcherWithComponents } from "react-router";
import { Power, Star } from "lucide-react";
import type { CatalogueActionResult } from "./catalogue-action";
import { useFetcherAnswer } from "./catalogue-fetcher";

export type FlagIntent = "toggle-active" | "toggle-featured";

/** Each switch's icon and the button's words while the flag is on (it would turn it off) and off. */
const FLAGS = {
  "toggle-active": { icon: Power, onLabel: "Deactivate", offLabel: "Activate" },
  "toggle-featured": { icon: Star, onLabel: "Unfeature", offLabel: "Feature" },
} as const;

/**
 * A flag's fetcher and its value to show: the requested one while the change
 * is on its way, else the stored one.
 */
export function useFlag(stored: boolean) {
  const fetcher = useFetcher<CatalogueActionResult>();
  const on = fetcher.formData ? fetcher.formData.get("value") === "true" : stored;
  return { fetcher, on };
}

/**
 * A persisted on/off switch (active, featured) as a real POST form: it works
 * without JavaScript and, with it, updates in place through a fetcher.
 */
export function FlagToggle({
  flag,
  intent,
  id,
  itemTitle,
  onResult,
}: {
  flag: { fetcher: FetcherWithComponents<CatalogueActionResult>; on: boolean };
  intent: FlagIntent;
  id: number;
  itemTitle: string;
  onResult: (result: CatalogueActionResult) => void;
}) {
  const { fetcher, on } = flag;
  useFetcherAnswer(fetcher, onResult);

  const { icon: Icon, onLabel, offLabel } = FLAGS[intent];
  const label = on ? onLabel : offLabel;
  const tone = on
    ? "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"
    : "border-green-700 bg-green-50 text-green-900 hover:bg-green-100";
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
