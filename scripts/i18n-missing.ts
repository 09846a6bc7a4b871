/**
 * npm run i18n:missing — lists every English text that lacks a Hindi or
 * Marathi translation (or keeps the wrong placeholders, or is stale), and,
 * as a second list to review, translations identical to the English (fine for
 * "BHK" or "RERA", a forgotten translation otherwise). Exits 1 on problems.
 */
import { catalogues } from "#app/locales/catalogues";

const { en, hi, mr } = catalogues;
import { catalogueProblems, type Catalogue } from "#app/i18n/catalogue-check";

const english = en as Catalogue;
let problemCount = 0;
for (const [locale, catalogue] of [
  ["hi", hi],
  ["mr", mr],
] as const) {
  const problems = catalogueProblems(english, locale, catalogue as Catalogue);
  problemCount += problems.length;
  for (const p of problems) console.log(`${locale}\t${p.namespace}\t${p.key}\t${p.problem}`);
  for (const [namespace, texts] of Object.entries(english)) {
    for (const [key, text] of Object.entries(texts)) {
      if ((catalogue as Catalogue)[namespace]?.[key] === text && /[a-z]{3}/i.test(text)) {
        console.log(`${locale}\t${namespace}\t${key}\tsame as English (review): ${text}`);
      }
    }
  }
}
console.log(problemCount ? `${problemCount} untranslated or broken texts` : "Every text is translated.");
process.exitCode = problemCount ? 1 : 0;
