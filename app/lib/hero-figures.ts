/**
 * One of the home page's figures (app/domain/site/hero-figures.server.ts):
 * staff's own text when they set one, or else the computed count (or
 * percentage), which the page formats in its language.
 */
export type HeroFigure = {
  key: "properties" | "cities" | "customers" | "years" | "satisfaction";
  /** The specification's English label, translated through the `values` texts. */
  label: "Properties Listed" | "Cities" | "Happy Customers" | "Years of Experience" | "Customer Satisfaction";
  count: number | null;
  percent?: number | null;
  /** Staff's own text from Settings, shown as written. */
  text: string | null;
};

/** The figure as shown, with `number` formatting a count in the page's language. */
export function heroFigureValue(figure: HeroFigure, number: (value: number) => string): string {
  if (figure.text) return figure.text;
  if (figure.percent !== undefined && figure.percent !== null) return `${number(figure.percent)}%`;
  return figure.count === null ? "" : number(figure.count);
}
