/**
 * The table of an admin list (inquiries, property submissions): a "Showing …"
 * line (not when there is nothing to show), the empty message, and column headers ending with Actions. Below the
 * xl breakpoint each row is laid out as a card (same table, no second markup).
 */
export function ListTable({
  summary,
  empty,
  emptyMessage,
  columns,
  children,
}: {
  summary: string;
  /** No rows: the empty message stands in place of the table. */
  empty: boolean;
  emptyMessage: string;
  /** The headers before Actions. */
  columns: string[];
  /** The rows, as ListRow. */
  children: React.ReactNode;
}) {
  return (
    <div className="card overflow-hidden">
      {empty ? null : (
        <div className="border-b border-slate-200 px-4 py-3 text-sm text-slate-600">
          <p>{summary}</p>
        </div>
      )}
      {empty ? (
        <p className="px-4 py-12 text-center text-slate-600">{emptyMessage}</p>
      ) : (
        <div className="xl:overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="hidden bg-slate-50 text-xs uppercase tracking-wide text-slate-600 xl:table-header-group">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 font-semibold">
                    {column}
                  </th>
                ))}
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 max-xl:block">{children}</tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** A row of a ListTable; below xl it becomes a card whose cells flow and wrap. `busy`: an action on it is being saved. */
export function ListRow({ busy = false, children }: { busy?: boolean; children: React.ReactNode }) {
  const card = "max-xl:flex max-xl:flex-wrap max-xl:items-center max-xl:gap-x-4 max-xl:gap-y-2 max-xl:p-4";
  return <tr className={busy ? `${card} opacity-60` : card}>{children}</tr>;
}
