import { useTranslation } from "react-i18next";
import type { ImportCounts } from "#app/domain/supply/imports.server";

/** "17 new, 3 errors": the counts that are not zero, in the order new, changed, unchanged, errors. */
export function ImportSummary({ counts, className }: { counts: ImportCounts; className?: string }) {
  const { t } = useTranslation("owner");
  const parts = [
    counts.new > 0 ? t("import.count.new", { count: counts.new }) : null,
    counts.changed > 0 ? t("import.count.changed", { count: counts.changed }) : null,
    counts.unchanged > 0 ? t("import.count.unchanged", { count: counts.unchanged }) : null,
    counts.errors > 0 ? t("import.count.errors", { count: counts.errors }) : null,
  ].filter(Boolean);
  return <span className={className}>{parts.length > 0 ? parts.join(", ") : t("import.count.none")}</span>;
}
