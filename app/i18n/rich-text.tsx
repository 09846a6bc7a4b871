/**
 * A text that holds markup, "EMI of <strong>{{emi}}</strong> a month", drawn
 * with the page's own element for each tag:
 * `<RichText t={t} i18nKey="…" values={{ emi }} components={{ strong: <strong className="…" /> }} />`.
 *
 * The same component renders on the server and in the browser, so a page
 * hydrates to exactly what the server sent. It stands in for react-i18next's
 * `<Trans>`, which brought an HTML parser (about 5 KB gzipped) to every page
 * with such a text. The site's texts hold only flat tags that the component
 * names (`<strong>…</strong>`, `<a>…</a>`): no nesting, no attributes, no
 * self-closing tags (tests/unit/rich-text.test.ts reads every text of every
 * language). A tag the component does not name is shown as written.
 *
 * Values go in after the tags are read, as text: a value holding "<b>" (a
 * developer's name, say) shows as written and is never read as markup.
 */
import { cloneElement, type ReactElement, type ReactNode } from "react";
import type { Namespace, ParseKeys, TFunction } from "i18next";

/** Stands in for value `i` while the tags are read: characters no text, tag or value holds. */
const mark = (i: number) => `\u0001${i}\u0002`;
const MARKS = /\u0001(\d+)\u0002/g;
const TAG = /<(\w+)>([\s\S]*?)<\/\1>/g;

export function RichText<N extends Namespace>({
  t,
  i18nKey,
  values = {},
  components,
}: {
  t: TFunction<N>;
  i18nKey: ParseKeys<N>;
  values?: Record<string, string | number>;
  components: Record<string, ReactElement<{ children?: ReactNode }>>;
}): ReactNode {
  const names = Object.keys(values);
  const translate = t as unknown as (key: string, options: Record<string, string>) => string;
  const text = translate(i18nKey as string, Object.fromEntries(names.map((name, i) => [name, mark(i)])));
  const fill = (run: string) => run.replace(MARKS, (_, i: string) => String(values[names[Number(i)]!]));
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, tag, inner] = match;
    if (match.index > last) parts.push(fill(text.slice(last, match.index)));
    const element = components[tag!];
    parts.push(element ? cloneElement(element, { key: parts.length }, fill(inner!)) : fill(whole));
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(fill(text.slice(last)));
  return parts;
}
