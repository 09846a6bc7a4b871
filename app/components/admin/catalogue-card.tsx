import { ExternalLink, Pencil, Star, Trash2 } from "lucide-react";
import type { Photo } from "#app/platform/schema";
import type { CatalogueActionResult } from "./catalogue-action";
import type { CatalogueNoun } from "./catalogue-noun";
import { FlagToggle, useFlag } from "./flag-toggle";
import { InPlaceLink } from "./catalogue-parts";

/** What a card does besides showing its item: the edit and delete links (or dialogs), and the toggles' outcome. */
export type CatalogueCardActions = {
  editHref: string;
  deleteHref: string;
  onEdit?: () => void;
  onDelete?: () => void;
  onResult: (result: CatalogueActionResult) => void;
};

type CatalogueItem = { id: number; title: string; active: boolean; featured: boolean; images: Photo[] };

/**
 * The frame of a property or project card in the admin grid: the cover (grey
 * while inactive) with the status, Featured and Active badges, the title, the
 * item's own facts (`children`), the Activate/Feature toggles and View, Edit, Delete.
 */
export function CatalogueCard({
  noun,
  item,
  coverAspect,
  statusBadge,
  clampTitle = false,
  children,
  editHref,
  deleteHref,
  onEdit,
  onDelete,
  onResult,
}: CatalogueCardActions & {
  noun: CatalogueNoun;
  item: CatalogueItem;
  /** The cover's aspect-ratio class. */
  coverAspect: string;
  statusBadge: React.ReactNode;
  clampTitle?: boolean;
  children: React.ReactNode;
}) {
  const active = useFlag(item.active);
  const featured = useFlag(item.featured);
  const kind = noun.one.toLowerCase();
  const titleId = `${kind}-${item.id}-title`;
  const cover = item.images[0];

  return (
    <article className="card flex w-full flex-col overflow-hidden" aria-labelledby={titleId}>
      <div className={`relative ${coverAspect} bg-slate-100`}>
        {cover ? (
          <img
            src={cover.card}
            alt=""
            loading="lazy"
            className={`h-full w-full object-cover ${active.on ? "" : "opacity-60 grayscale"}`}
          />
        ) : null}
        <div className="absolute inset-x-2 top-2 flex flex-wrap gap-1.5">
          {statusBadge}
          {featured.on ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-400 px-2.5 py-1 text-xs font-semibold text-amber-950">
              <Star aria-hidden className="h-3 w-3" /> Featured
            </span>
          ) : null}
          <span
            className={`rounded-full px-2.5 py-1 text-xs font-semibold ${active.on ? "bg-green-100 text-green-800" : "bg-slate-700 text-white"}`}
          >
            {active.on ? "Active" : "Inactive"}
          </span>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 id={titleId} className={`${clampTitle ? "line-clamp-2 " : ""}font-semibold text-slate-900`}>
          {item.title}
        </h3>
        {children}
        <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-100 pt-3">
          <FlagToggle flag={active} intent="toggle-active" id={item.id} itemTitle={item.title} onResult={onResult} />
          <FlagToggle
            flag={featured}
            intent="toggle-featured"
            id={item.id}
            itemTitle={item.title}
            onResult={onResult}
          />
        </div>
        <CardActions
          title={item.title}
          viewHref={`/${kind}/${item.id}`}
          editHref={editHref}
          deleteHref={deleteHref}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </div>
    </article>
  );
}

/** View (the public page, new tab), Edit and Delete of a catalogue card. Edit/Delete are links without JavaScript. */
function CardActions({
  title,
  viewHref,
  editHref,
  deleteHref,
  onEdit,
  onDelete,
}: {
  title: string;
  viewHref: string;
  editHref: string;
  deleteHref: string;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <a
        href={viewHref}
        target="_blank"
        rel="noopener noreferrer"
        className="btn-outline flex-1 px-3 py-2"
        aria-label={`View "${title}" on the site (opens in a new tab)`}
      >
        <ExternalLink aria-hidden className="h-4 w-4" /> View
      </a>
      <InPlaceLink
        to={editHref}
        preventScrollReset
        onActivate={onEdit}
        className="btn-outline flex-1 px-3 py-2"
        aria-label={`Edit "${title}"`}
      >
        <Pencil aria-hidden className="h-4 w-4" /> Edit
      </InPlaceLink>
      <InPlaceLink
        to={deleteHref}
        preventScrollReset
        onActivate={onDelete}
        className="btn flex-1 border border-red-200 bg-white px-3 py-2 text-red-700 hover:bg-red-50"
        aria-label={`Delete "${title}"`}
      >
        <Trash2 aria-hidden className="h-4 w-4" /> Delete
      </InPlaceLink>
    </div>
  );
}
