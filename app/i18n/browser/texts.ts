/**
 * The browser's translations: a page's texts looked up, pluralised and filled
 * in exactly as i18next does it on the server, in about 1 KB instead of
 * i18next's 15 (docs/decisions/048-browser-texts-without-i18next.md).
 *
 * It does what this site's texts use, with i18next's options as the server
 * sets them (app/i18n/server-texts.server.ts): flat keys (no key or namespace
 * separator), namespaces looked up in order, plurals by the language's
 * `Intl.PluralRules` (`key_one`, `key_other`, and `key_zero` for 0), `{{name}}`
 * filled in unescaped (React escapes what it draws; texts with markup are
 * drawn by ../rich-text.tsx), a placeholder without a value left as it is,
 * and a missing key giving the default value or the key. No nesting, context,
 * formats or fallback language: no text uses them, and
 * tests/unit/browser-texts.test.ts compares every text of every language with
 * i18next's answer so that a page hydrates to what the server rendered.
 */
import type { Locale } from "../locales";

/** One namespace's texts: key → text. */
export type NamespaceTexts = Record<string, string>;

/** What a call may pass (the subset of i18next's options the site uses). */
export type TextOptions = {
  ns?: string | readonly string[];
  count?: unknown;
  defaultValue?: string;
  [name: string]: unknown;
};

/** A translate function fixed to namespaces, as i18next's getFixedT gives. */
export type FixedTranslate = ((key: string, options?: TextOptions) => string) & {
  ns: string | readonly string[];
};

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/** `{{name}}` filled from `data`, as i18next's interpolator does with `skipOnVariables` (its default). */
function interpolate(text: string, data: TextOptions | undefined): string {
  if (!text.includes("{{")) return text;
  return text.replace(PLACEHOLDER, (placeholder, inner: string) => {
    const name = inner.trim();
    const value = data?.[name];
    if (value === undefined) {
      return data && Object.prototype.hasOwnProperty.call(data, name) ? "" : placeholder;
    }
    return value === null ? "" : String(value);
  });
}

export class BrowserTexts {
  readonly language: Locale;
  readonly options = { defaultNS: "common" };
  private readonly texts = new Map<string, NamespaceTexts>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly failures = new Map<string, unknown>();
  private readonly fixed = new Map<string, FixedTranslate>();
  private readonly plurals: Intl.PluralRules;

  constructor(
    language: Locale,
    private readonly fetchNamespace: (namespace: string) => Promise<NamespaceTexts>,
  ) {
    this.language = language;
    this.plurals = new Intl.PluralRules(language);
  }

  /** Texts given at once (tests; a page's texts fetched another way). */
  addNamespace(namespace: string, texts: NamespaceTexts): void {
    this.texts.set(namespace, texts);
  }

  hasLoadedNamespace(namespace: string): boolean {
    return this.texts.has(namespace);
  }

  /** Why the last fetch of `namespace` failed (undefined when it did not, or was tried again since). */
  failureOf(namespace: string): unknown {
    return this.failures.get(namespace);
  }

  /** Fetches the namespaces not yet here (each once; a failed one is tried again at the next call). */
  loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
    const wanted = (typeof namespaces === "string" ? [namespaces] : namespaces).filter(
      (namespace) => !this.texts.has(namespace),
    );
    return Promise.all(
      wanted.map((namespace) => {
        let pending = this.loading.get(namespace);
        if (!pending) {
          this.failures.delete(namespace);
          pending = this.fetchNamespace(namespace).then(
            (texts) => void this.texts.set(namespace, texts),
            (error: unknown) => {
              this.loading.delete(namespace);
              this.failures.set(namespace, error);
              throw error;
            },
          );
          this.loading.set(namespace, pending);
        }
        return pending;
      }),
    ).then(() => undefined);
  }

  /** The stored text for `key`, or undefined: i18next's lookup order (plural forms before the plain key, per namespace). */
  private find(
    key: string,
    options: TextOptions | undefined,
    fallbackNs: string | readonly string[],
  ): string | undefined {
    const ns = options?.ns ?? fallbackNs;
    const namespaces = typeof ns === "string" ? [ns] : ns;
    const count = options?.count;
    const plural = count !== undefined && typeof count !== "string";
    for (const namespace of namespaces) {
      const texts = this.texts.get(namespace);
      if (!texts) continue;
      const candidates = [key];
      if (plural) {
        candidates.push(`${key}_${this.plurals.select(count as number)}`);
        if (count === 0) candidates.push(`${key}_zero`);
      }
      for (let i = candidates.length - 1; i >= 0; i--) {
        const text = texts[candidates[i]!];
        if (text !== undefined && text !== null) return text;
      }
    }
    return undefined;
  }

  exists(key: string, options?: TextOptions): boolean {
    return this.find(key, options, this.options.defaultNS) !== undefined;
  }

  t(key: string, options?: TextOptions): string {
    return this.translate(key, options, this.options.defaultNS);
  }

  private translate(key: string, options: TextOptions | undefined, fallbackNs: string | readonly string[]): string {
    const text = this.find(key, options, fallbackNs) ?? options?.defaultValue ?? key;
    return interpolate(text, options);
  }

  /** A translate function for `ns` (this instance's language whatever `language` says: one instance, one language). */
  getFixedT(_language: unknown, ns?: string | readonly string[] | null): FixedTranslate {
    const namespaces = ns ?? this.options.defaultNS;
    const id = typeof namespaces === "string" ? namespaces : namespaces.join("\u0000");
    let translate = this.fixed.get(id);
    if (!translate) {
      translate = Object.assign((key: string, options?: TextOptions) => this.translate(key, options, namespaces), {
        ns: namespaces,
      });
      this.fixed.set(id, translate);
    }
    return translate;
  }
}
