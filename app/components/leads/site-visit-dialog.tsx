/**
 * The project page's Schedule Site Visit button. Without JavaScript (and
 * before the page's scripts ran) it is a link to the form on a page of its
 * own (/project/{id}/site-visit), which posts to /inquiry. With JavaScript it
 * opens the form in a dialog (site-visit-modal.tsx), whose code is fetched
 * when the visitor first points at, focuses or presses the button; the
 * booking's confirmation then shows under the button.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "#app/lib/use-hydrated";
import { useLocalizedPath } from "#app/i18n/use-locale";
import { fetchedPart } from "#app/components/fetched-part";

// The booking's confirmation, drawn as the forms draw their notices; that code came with the dialog's.
const BookedNotice = fetchedPart(() => import("./fields").then((module) => module.FormNotice));

const DEFAULT_TRIGGER = "btn-primary w-full";

/** The form's own page, where the button leads without the dialog. */
const siteVisitPage = (projectId: number) => `/project/${projectId}/site-visit`;

const loadModal = () => import("./site-visit-modal");
// If the dialog's code cannot be fetched (the connection dropped), the press opens the form's own page instead.
type ModalProps = ComponentProps<typeof import("./site-visit-modal").default>;
const SiteVisitModal = lazy((): Promise<{ default: (props: ModalProps) => ReactNode }> =>
  loadModal().catch(() => ({ default: OpenSiteVisitPage })),
);

function OpenSiteVisitPage({ projectId }: ModalProps) {
  const localized = useLocalizedPath();
  const href = localized(siteVisitPage(projectId));
  useEffect(() => window.location.assign(href), [href]);
  return null;
}

export function SiteVisitDialog({
  projectId,
  projectTitle,
  triggerClassName,
}: {
  projectId: number;
  projectTitle: string;
  triggerClassName?: string;
}) {
  const { t } = useTranslation("detail");
  const localized = useLocalizedPath();
  const hydrated = useHydrated();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  // A new form (empty, no messages) every time the dialog opens.
  const [formKey, setFormKey] = useState(0);

  if (!hydrated) {
    return (
      <a href={localized(siteVisitPage(projectId))} className={triggerClassName ?? DEFAULT_TRIGGER}>
        <span aria-hidden className="icon-calendar-check flex" /> {t("siteVisit.heading")}
      </a>
    );
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={triggerClassName ?? DEFAULT_TRIGGER}
        // Fetched early; a failure here is met again, and handled, when the button is pressed.
        onPointerEnter={() => void loadModal().catch(() => {})}
        onFocus={() => void loadModal().catch(() => {})}
        onClick={() => {
          setFormKey((key) => key + 1);
          setConfirmation(null);
          setOpen(true);
        }}
      >
        <span aria-hidden className="icon-calendar-check flex" /> {t("siteVisit.heading")}
      </button>
      {formKey > 0 ? (
        <Suspense fallback={null}>
          <SiteVisitModal
            key={formKey}
            projectId={projectId}
            projectTitle={projectTitle}
            open={open}
            onOpenChange={setOpen}
            onBooked={(message) => {
              setConfirmation(message);
              setOpen(false);
            }}
            onClosed={() => button.current?.focus()}
          />
        </Suspense>
      ) : null}
      {confirmation ? (
        <div className="mt-3">
          <BookedNotice tone="success">{confirmation}</BookedNotice>
        </div>
      ) : null}
    </>
  );
}
