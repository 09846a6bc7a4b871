/**
 * What makes a translation catalogue shippable, for the unit test and for
 * `npm run i18n:missing`: every English key has a Hindi and a Marathi text,
 * none is empty, no language has a key English lacks (a stale leftover), and
 * each translation keeps exactly the English text's placeholders ({{name}}).
 */
export type Catalogue = Record<string, Record<string, string>>;
export type CatalogueProblem = { locale: string; namespace: string; key: string; problem: string };

const PLACEHOLDER = /\{\{\s*([^}\s,]+)[^}]*\}\}/g;

export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]).sort();
}

export function catalogueProblems(english: Catalogue, locale: string, translation: Catalogue): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  for (const [namespace, texts] of Object.entries(english)) {
    const translated = translation[namespace] ?? {};
    for (const [key, text] of Object.entries(texts)) {
      const own = translated[key];
      if (own === undefined) problems.push({ locale, namespace, key, problem: "missing" });
      else if (own.trim() === "") problems.push({ locale, namespace, key, problem: "empty" });
      else if (placeholdersOf(own).join() !== placeholdersOf(text).join()) {
        problems.push({
          locale,
          namespace,
          key,
          problem: `placeholders ${placeholdersOf(own).join(", ") || "none"} instead of ${placeholdersOf(text).join(", ") || "none"}`,
        });
      }
    }
    for (const key of Object.keys(translated)) {
      if (!(key in texts)) problems.push({ locale, namespace, key, problem: "not in English (stale)" });
    }
  }
  for (const namespace of Object.keys(translation)) {
    if (!(namespace in english)) problems.push({ locale, namespace, key: "*", problem: "namespace not in English" });
  }
  return problems;
}
