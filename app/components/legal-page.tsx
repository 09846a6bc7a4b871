import { useTranslation } from "react-i18next";

/** Shared frame for the terms and privacy pages. */
export function LegalPage({ title, updated, children }: { title: string; updated: string; children: React.ReactNode }) {
  const { t } = useTranslation("pages");
  return (
    <article className="container-page max-w-3xl py-12">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-slate-500">{t("legal.updated", { date: updated })}</p>
      <div className="prose-page mt-6">{children}</div>
    </article>
  );
}
