/**
 * The browser translates with app/i18n/browser/texts.ts, the server with
 * i18next: a page hydrates only if both give the same text. So every text of
 * every namespace a browser loads, in every language, is asked of both, as
 * the components and the message helpers ask (plain, with its values, with
 * counts, through several namespaces, with a default), and every text with
 * markup is drawn by app/i18n/rich-text.tsx with each side's translator and
 * compared as HTML with react-i18next's <Trans>, which drew them before.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider, Trans as ServerTrans } from "react-i18next";
import { describe, expect, it } from "vitest";
import type { i18n as I18n } from "i18next";
import { BrowserTexts, type NamespaceTexts } from "#app/i18n/browser/texts";
import { RichText } from "#app/i18n/rich-text";
import type { Namespace, Resources } from "#app/i18n/i18n";
import { LOCALES, type Locale } from "#app/i18n/locales";
import { SHARED_NAMESPACES } from "#app/i18n/page-texts";
import { createI18n } from "#app/i18n/server-texts.server";
import { ENGLISH_TEXT_NAMESPACES, translateMessage } from "#app/i18n/use-locale";
import en from "#app/locales/en/index";
import hi from "#app/locales/hi/index";
import mr from "#app/locales/mr/index";

const RESOURCES = { en, hi, mr } as unknown as Record<Locale, Record<string, NamespaceTexts>>;
const PLURAL = /_(zero|one|two|few|many|other)$/;
// Values that would show a difference: markup characters (text, never markup), a slash, quotes.
const SAMPLE = `A&B <b> "q" 'x' 1/2`;

function both(locale: Locale): { server: I18n; browser: BrowserTexts } {
  const resources = RESOURCES[locale];
  const server = createI18n(locale, resources as unknown as Resources);
  const browser = new BrowserTexts(locale, () => Promise.reject(new Error("all given")));
  for (const [namespace, texts] of Object.entries(resources)) browser.addNamespace(namespace, texts);
  return { server, browser };
}

/** Every key a component can ask for (plural forms asked by their base key) and the placeholders of its texts. */
function keysOf(texts: NamespaceTexts): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const [key, text] of Object.entries(texts)) {
    const base = key.replace(PLURAL, "");
    const names = [...text.matchAll(/\{\{(.+?)\}\}/g)].map((match) => match[1]!.trim());
    keys.set(base, [...new Set([...(keys.get(base) ?? []), ...names])]);
  }
  return keys;
}

describe.each(LOCALES)("the browser's texts in %s", (locale) => {
  const { server, browser } = both(locale);
  const resources = RESOURCES[locale];

  it("hold nothing i18next would read differently (nesting, formats, unescaped placeholders)", () => {
    for (const texts of Object.values(resources)) {
      for (const text of Object.values(texts)) {
        expect(text).not.toMatch(/\$t\(|\{\{-|\{\{[^}]*,[^}]*\}\}/);
      }
    }
  });

  for (const namespace of Object.keys(resources)) {
    it(`give i18next's text for every key of ${namespace}`, () => {
      const serverT = server.getFixedT(locale, namespace as Namespace) as unknown as (
        key: string,
        options?: object,
      ) => string;
      const browserT = browser.getFixedT(null, namespace);
      let asked = 0;
      for (const [key, names] of keysOf(resources[namespace]!)) {
        const values = Object.fromEntries(names.map((name, i) => [name, i % 2 ? `${SAMPLE} ${i}` : 1000 + i]));
        const calls: object[] = [{}, values];
        for (const count of [0, 1, 2, 5, 21]) calls.push({ ...values, count }, { count });
        // Without a value for a placeholder it stays; with an undefined one it is emptied.
        if (names.length > 0) calls.push({ [names[0]!]: undefined });
        for (const options of calls) {
          expect(browserT(key, options as never), `${namespace}:${key} ${JSON.stringify(options)}`).toBe(
            serverT(key, options),
          );
          asked++;
        }
      }
      expect(asked).toBeGreaterThan(0);
    });
  }

  it("find English-keyed messages through several namespaces as the message helper does", () => {
    const messages = [
      ...Object.keys(resources.messages!),
      ...Object.keys(resources.values!),
      ...Object.keys(resources.common!).slice(0, 50),
      "No such text anywhere",
      "At most 7 photos per listing",
      "At most 1 photo per listing",
      "Mumbai",
    ].map((key) => key.replace(PLURAL, "").replace("{{count}}", "3"));
    for (const message of messages) {
      expect(translateMessage(browser as unknown as I18n, message), message).toBe(translateMessage(server, message));
      const options = { ns: [...ENGLISH_TEXT_NAMESPACES] };
      expect(browser.exists(message, options), message).toBe(server.exists(message, options));
    }
  });

  it("give the key for a missing one, and the default when one is given", () => {
    const serverT = server.getFixedT(locale, "common") as unknown as (key: string, options?: object) => string;
    const browserT = browser.getFixedT(null, "common");
    for (const options of [{}, { defaultValue: "Fallback {{n}}", n: 3 }, { count: 2 }, { defaultValue: "" }]) {
      expect(browserT("no.such.key", options)).toBe(serverT("no.such.key", options));
    }
    expect(browser.t("nav.home")).toBe(server.t("nav.home"));
  });

  const markup = Object.entries(resources).flatMap(([namespace, texts]) =>
    [...keysOf(texts)]
      // Markup is a closed tag; "Bearer <key>" (a text shown as written) holds none.
      .filter(([key]) => /<\/\w+>/.test(texts[key] ?? texts[`${key}_other`] ?? ""))
      .map(([key, names]) => ({ namespace, key, names })),
  );

  it("hold only flat tags in their markup: no nesting, attributes or self-closing tags", () => {
    for (const { namespace, key } of markup) {
      const texts = resources[namespace]!;
      for (const text of [texts[key], texts[`${key}_other`]].filter((text) => text !== undefined)) {
        const withoutTags = text.replace(/<(\w+)>[^<]*<\/\1>/g, "");
        expect(withoutTags, `${namespace}:${key}`).not.toMatch(/<\/?\w/);
      }
    }
  });

  it("draw every text with markup as react-i18next's <Trans> did, the same with either side's texts", () => {
    expect(markup.length).toBeGreaterThan(0);
    for (const { namespace, key, names } of markup) {
      const texts = resources[namespace]!;
      const text = texts[key] ?? texts[`${key}_other`]!;
      const tags = [...new Set([...text.matchAll(/<(\w+)/g)].map((match) => match[1]!))];
      const components = Object.fromEntries(
        tags.map((tag) => [tag, createElement("a", { href: "#", className: tag })]),
      );
      const values = Object.fromEntries(names.map((name) => [name, `${SAMPLE} ${name}`]));
      const props = { i18nKey: key, values, components };
      const transHtml = renderToString(
        createElement(
          I18nextProvider,
          { i18n: server },
          createElement(ServerTrans, { ...props, t: server.getFixedT(locale, namespace as Namespace) } as never),
        ),
      );
      const serverHtml = renderToString(
        createElement(RichText, { ...props, t: server.getFixedT(locale, namespace as Namespace) } as never),
      );
      const browserHtml = renderToString(
        createElement(RichText, { ...props, t: browser.getFixedT(null, namespace) } as never),
      );
      expect(serverHtml, `${namespace}:${key}`).toBe(transHtml);
      expect(browserHtml, `${namespace}:${key}`).toBe(serverHtml);
      expect(browserHtml).not.toContain(key);
    }
  });
});

describe("a text with markup", () => {
  const { browser } = both("en");
  const t = browser.getFixedT(null, "detail");
  const draw = (values: Record<string, string>) =>
    renderToString(
      createElement(RichText, {
        t,
        i18nKey: "project.byDeveloper",
        values,
        components: { developer: createElement("span", { className: "font-semibold" }) },
      } as never),
    );

  it("shows a value holding markup as written, never as tags", () => {
    const html = draw({ developer: "<strong>Acme</strong> & Sons" });
    expect(html).toContain("&lt;strong&gt;Acme&lt;/strong&gt; &amp; Sons");
    expect(html).not.toContain("<strong>");
    expect(html).toMatch(/<span class="font-semibold">[^<]*Acme[^<]*<\/span>/);
  });
});

describe("loading a page's namespaces", () => {
  it("fetches each once, and tries a failed one again", async () => {
    const asked: string[] = [];
    let fail = true;
    const texts = new BrowserTexts("en", async (namespace) => {
      asked.push(namespace);
      if (namespace === "home" && fail) throw new Error("offline");
      return { greeting: `from ${namespace}` };
    });
    await expect(texts.loadNamespaces([...SHARED_NAMESPACES, "home"])).rejects.toThrow("offline");
    expect(texts.hasLoadedNamespace("common")).toBe(true);
    expect(texts.hasLoadedNamespace("home")).toBe(false);
    // A render asking for it now fails with the reason, rather than fetching again and again.
    expect(String(texts.failureOf("home"))).toContain("offline");
    expect(texts.failureOf("common")).toBeUndefined();
    fail = false;
    await Promise.all([texts.loadNamespaces("home"), texts.loadNamespaces(["home", "common"])]);
    expect(asked.sort()).toEqual(["common", "home", "home", "messages", "values"]);
    expect(texts.getFixedT(null, "home")("greeting")).toBe("from home");
    expect(texts.failureOf("home")).toBeUndefined();
  });
});
