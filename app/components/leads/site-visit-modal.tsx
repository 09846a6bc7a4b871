/**
 * The project page's site-visit dialog (Radix's Dialog around the form),
 * fetched when the visitor first points at, focuses or presses Schedule Site
 * Visit (site-visit-dialog.tsx): the project page does not load the dialog's
 * focus trap, portal and scroll lock before anyone asks for it.
 */
import { Dialog } from "radix-ui";
import { useTranslation } from "react-i18next";
import { SiteVisitForm } from "./site-visit-form";

export default function SiteVisitModal({
  projectId,
  projectTitle,
  open,
  onOpenChange,
  onBooked,
  onClosed,
}: {
  projectId: number;
  projectTitle: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onBooked: (confirmation: string) => void;
  /** Focus goes back to the button that opened it (the button is not Radix's trigger). */
  onClosed: () => void;
}) {
  const { t } = useTranslation("detail");
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 text-left shadow-xl sm:p-6"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-slate-900">{t("siteVisit.heading")}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">
                {t("siteVisit.intro", { title: projectTitle })}
              </Dialog.Description>
            </div>
            <Dialog.Close
              className="icon-close flex rounded-md p-1 text-slate-500 [--icon-size:1.25rem] hover:bg-slate-100"
              aria-label={t("siteVisit.close")}
            />
          </div>
          <SiteVisitForm
            projectId={projectId}
            projectTitle={projectTitle}
            onBooked={onBooked}
            cancel={
              <Dialog.Close type="button" className="btn-outline flex-1">
                {t("siteVisit.cancel")}
              </Dialog.Close>
            }
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
