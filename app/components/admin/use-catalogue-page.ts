import { useCallback, useState } from "react";
import { useFetcher, useLocation, useNavigate, type ShouldRevalidateFunctionArgs } from "react-router";
import { useHydrated } from "#app/lib/use-hydrated";
import type { CatalogueActionResult } from "./catalogue-action";
import { useFetcherAnswer } from "./catalogue-fetcher";

export type CatalogueDialog<Row> =
  { kind: "form"; row: Row | null } | { kind: "delete"; id: number; title: string } | null;

/**
 * The state every admin catalogue page (properties, projects) shares: which
 * dialog is open, the outcome message of the last action, the delete fetcher,
 * and list links that keep the current filters. `?new=1`, `?edit=ID` and
 * `?delete=ID` are the no-JavaScript way into the same dialogs.
 */
export function useCataloguePage<Row extends { id: number; title: string }>({
  creating,
  editing,
  deleting,
}: {
  creating: boolean;
  editing: Row | null;
  deleting: { id: number; title: string } | null;
}) {
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const deleteFetcher = useFetcher<CatalogueActionResult>();
  const [notice, setNotice] = useState<{ ok: boolean; message: string } | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [dialog, setDialog] = useState<CatalogueDialog<Row>>(() =>
    creating
      ? { kind: "form", row: null }
      : editing
        ? { kind: "form", row: editing }
        : deleting
          ? { kind: "delete", ...deleting }
          : null,
  );

  const params = new URLSearchParams(location.search);
  const hrefWith = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const key of ["new", "edit", "delete"]) next.delete(key);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    const query = next.toString();
    return query ? `?${query}` : location.pathname;
  };
  const listHref = hrefWith({});
  const dialogInUrl = params.has("new") || params.has("edit") || params.has("delete");

  const close = useCallback(() => {
    setDialog(null);
    if (dialogInUrl) navigate(listHref, { replace: true, preventScrollReset: true });
  }, [dialogInUrl, listHref, navigate]);

  const onSaved = useCallback(
    (message: string) => {
      setNotice({ ok: true, message });
      close();
    },
    [close],
  );

  const onResult = useCallback((result: CatalogueActionResult) => {
    if (result.message) setNotice({ ok: result.ok, message: result.message });
  }, []);

  useFetcherAnswer(deleteFetcher, onResult);

  const confirmDelete = () => {
    if (dialog?.kind !== "delete") return;
    deleteFetcher.submit({ intent: "delete", id: String(dialog.id) }, { method: "post" });
  };

  return {
    hydrated,
    location,
    notice,
    setNotice,
    dialog,
    setDialog,
    close,
    onSaved,
    onResult,
    hrefWith,
    listHref,
    confirmDelete,
    formKey,
    reloadForm: () => setFormKey((key) => key + 1),
  };
}

/** Without JavaScript the page itself shows the answer to its post. */
export function pageNoticeFrom(
  notice: { ok: boolean; message: string } | null,
  actionData: CatalogueActionResult | undefined,
): { ok: boolean; message: string } | null {
  if (notice) return notice;
  if (actionData?.message && (actionData.intent !== "save" || actionData.ok))
    return { ok: actionData.ok, message: actionData.message };
  return null;
}

/**
 * The catalogue routes' `shouldRevalidate`: after a toggle, delete or a stale
 * refusal the list must show the database's current state.
 */
export function revalidateAfterCatalogueAction({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const result = actionResult as CatalogueActionResult | undefined;
  if (result && (result.stale || result.intent !== "save")) return true;
  return defaultShouldRevalidate;
}
