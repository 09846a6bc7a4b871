/**
 * Icons as CSS: a Tailwind plugin (loaded by app.css with @plugin) that turns
 * lucide icons into `icon-<name>` utilities. An element with the class shows
 * the icon in a ::before box (1rem, its text colour) painted through a mask of
 * the icon's SVG.
 *
 * Why: a list page repeats the same few icons dozens of times (twelve cards,
 * twelve hearts); as inline SVG or even <svg><use/></svg> each one costs HTML
 * bytes on every page view, while the stylesheet is downloaded once and cached.
 * The artwork is lucide-react's own (the icons used as components elsewhere).
 *
 * The icons are decorative: the text next to them says what they mean, and a
 * ::before box is never read out. Per element: `--icon-size` (default 1rem)
 * and `--icon-color` (default the text colour).
 */
import createPlugin from "tailwindcss/plugin";
import * as bath from "lucide-react/icons/bath";
import * as bedDouble from "lucide-react/icons/bed-double";
import * as buildingComplex from "lucide-react/icons/building-complex";
import * as calendar from "lucide-react/icons/calendar";
import * as car from "lucide-react/icons/car";
import * as chevronDown from "lucide-react/icons/chevron-down";
import * as chevronLeft from "lucide-react/icons/chevron-left";
import * as chevronRight from "lucide-react/icons/chevron-right";
import * as heart from "lucide-react/icons/heart";
import * as house from "lucide-react/icons/house";
import * as layers from "lucide-react/icons/layers";
import * as layoutGrid from "lucide-react/icons/layout-grid";
import * as list from "lucide-react/icons/list";
import * as mail from "lucide-react/icons/mail";
import * as mapPin from "lucide-react/icons/map-pin";
import * as menu from "lucide-react/icons/menu";
import * as messageCircle from "lucide-react/icons/message-circle";
import * as phone from "lucide-react/icons/phone";
import * as ruler from "lucide-react/icons/ruler";
import * as search from "lucide-react/icons/search";
import * as slidersHorizontal from "lucide-react/icons/sliders-horizontal";
import * as sofa from "lucide-react/icons/sofa";
import * as star from "lucide-react/icons/star";
import * as x from "lucide-react/icons/x";

type IconNode = [tag: string, attributes: Record<string, string | number>];
/** A lucide-react icon module, e.g. `import * as heart from "lucide-react/icons/heart"`. */
type IconModule = { default: { displayName?: string } };

/**
 * Every CSS icon: utility name → lucide icon (filled: drawn solid, like the
 * rating star). Class names must appear literally in the source for Tailwind
 * to generate them (tests/unit/css-icons.test.ts checks the ones used exist).
 */
export const CSS_ICONS = {
  area: { icon: ruler },
  bath: { icon: bath },
  bed: { icon: bedDouble },
  building: { icon: buildingComplex },
  calendar: { icon: calendar },
  car: { icon: car },
  chat: { icon: messageCircle },
  "chevron-down": { icon: chevronDown },
  "chevron-left": { icon: chevronLeft },
  "chevron-right": { icon: chevronRight },
  close: { icon: x },
  filters: { icon: slidersHorizontal },
  floors: { icon: layers },
  grid: { icon: layoutGrid },
  heart: { icon: heart },
  "heart-filled": { icon: heart, filled: true },
  home: { icon: house },
  list: { icon: list },
  mail: { icon: mail },
  menu: { icon: menu },
  phone: { icon: phone },
  pin: { icon: mapPin },
  search: { icon: search },
  sofa: { icon: sofa },
  star: { icon: star, filled: true },
} satisfies Record<string, { icon: IconModule; filled?: boolean }>;

export type CssIconName = keyof typeof CSS_ICONS;

/**
 * The icon's SVG child nodes. lucide-react 1.x exports them next to each
 * component as `__iconData` (not in its type declarations, hence the check):
 * an upgrade that drops it fails the build here, and tests/unit/css-icons.test.ts.
 */
export function iconNodes(module: IconModule): IconNode[] {
  const data = (module as IconModule & { __iconData?: { node?: unknown } }).__iconData;
  if (!Array.isArray(data?.node))
    throw new Error(`lucide-react no longer exports __iconData for ${module.default.displayName ?? "an icon"}`);
  return data.node as IconNode[];
}

const attributeName = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The icon as an SVG document in a data: URL (lucide's 24×24 grid and stroke style; black, as masks only need alpha). */
export function iconDataUrl(module: IconModule, filled = false): string {
  const children = iconNodes(module)
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([name]) => name !== "key")
        .map(([name, value]) => `${attributeName(name)}='${value}'`)
        .join(" ");
      return `<${tag} ${attrs}/>`;
    })
    .join("");
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='${filled ? "black" : "none"}' stroke='black' ` +
    `stroke-width='2' stroke-linecap='round' stroke-linejoin='round'>${children}</svg>`;
  // Quotes inside are single, so only these characters need escaping in a url("…").
  return `data:image/svg+xml,${svg.replace(/[%#<>"]/g, (c) => encodeURIComponent(c))}`;
}

export default createPlugin(({ addUtilities }) => {
  addUtilities(
    Object.fromEntries(
      Object.entries(CSS_ICONS).map(([name, { icon, ...options }]) => [
        `.icon-${name}`,
        {
          "&::before": {
            // In a variable, so the prefixed and unprefixed mask-image share one copy of the SVG.
            "--icon": `url("${iconDataUrl(icon, "filled" in options && options.filled)}")`,
            content: '""',
            display: "inline-block",
            flex: "none",
            width: "var(--icon-size, 1rem)",
            height: "var(--icon-size, 1rem)",
            "background-color": "var(--icon-color, currentColor)",
            "mask-image": "var(--icon)",
            "mask-size": "contain",
            "mask-repeat": "no-repeat",
            "mask-position": "center",
            // High-contrast modes would otherwise paint the box in the background colour.
            "forced-color-adjust": "none",
          },
        },
      ]),
    ),
  );
});
