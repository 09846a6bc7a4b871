import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";

/**
 * Which row of an admin list has its details open in the modal. `viewing` is
 * the row named by ?view=<id> (links from the top bar, search or a bookmark):
 * it opens even when it is on another page of the list.
 */
export function useRowDetails<Row extends { id: number }>(rows: Row[], viewing: Row | null) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [openId, setOpenId] = useState<number | null>(viewing?.id ?? null);
  // The row as last seen here: the modal stays open when an action moves it out of the filtered page.
  const [snapshot, setSnapshot] = useState<Row | null>(viewing);

  useEffect(() => {
    if (!viewing) return;
    setSnapshot(viewing);
    setOpenId(viewing.id);
    // A new ?view= row opens the modal; the same row reloaded after an action (a new object) must not reopen it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewing?.id]);

  const open =
    openId === null ? null : (rows.find((row) => row.id === openId) ?? (snapshot?.id === openId ? snapshot : null));

  return {
    open,
    show(row: Row) {
      setSnapshot(row);
      setOpenId(row.id);
    },
    /** What the open row will look like once the server has saved a change made in the modal. */
    update(row: Row) {
      if (openId === row.id) setSnapshot(row);
    },
    /** Closes it for an action submitted from the modal (the page's URL stays as it is). */
    hide() {
      setOpenId(null);
    },
    /** The admin closed it: ?view goes too, so reloading does not open it again. */
    close() {
      setOpenId(null);
      if (!searchParams.has("view")) return;
      const params = new URLSearchParams(searchParams);
      params.delete("view");
      navigate({ search: params.toString() }, { replace: true, preventScrollReset: true });
    },
  };
}
