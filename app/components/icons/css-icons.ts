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
import * as arrowLeft from "lucide-react/icons/arrow-left";
import * as arrowRight from "lucide-react/icons/arrow-right";
import * as badgeCheck from "lucide-react/icons/badge-check";
import * as bath from "lucide-react/icons/bath";
import * as bedDouble from "lucide-react/icons/bed-double";
import * as bell from "lucide-react/icons/bell";
import * as bellOff from "lucide-react/icons/bell-off";
import * as buildingComplex from "lucide-react/icons/building-complex";
import * as calculator from "lucide-react/icons/calculator";
import * as calendar from "lucide-react/icons/calendar";
import * as calendarCheck from "lucide-react/icons/calendar-check";
import * as car from "lucide-react/icons/car";
import * as check from "lucide-react/icons/check";
import * as chevronDown from "lucide-react/icons/chevron-down";
import * as chevronLeft from "lucide-react/icons/chevron-left";
import * as chevronRight from "lucide-react/icons/chevron-right";
import * as circleCheck from "lucide-react/icons/circle-check";
import * as clock from "lucide-react/icons/clock";
import * as download from "lucide-react/icons/download";
import * as dumbbell from "lucide-react/icons/dumbbell";
import * as externalLink from "lucide-react/icons/external-link";
import * as eye from "lucide-react/icons/eye";
import * as eyeOff from "lucide-react/icons/eye-off";
import * as fileText from "lucide-react/icons/file-text";
import * as flag from "lucide-react/icons/flag";
import * as headphones from "lucide-react/icons/headphones";
import * as heart from "lucide-react/icons/heart";
import * as heartHandshake from "lucide-react/icons/heart-handshake";
import * as house from "lucide-react/icons/house";
import * as imageOff from "lucide-react/icons/image-off";
import * as imagePlus from "lucide-react/icons/image-plus";
import * as indianRupee from "lucide-react/icons/indian-rupee";
import * as keyRound from "lucide-react/icons/key-round";
import * as layers from "lucide-react/icons/layers";
import * as layoutGrid from "lucide-react/icons/layout-grid";
import * as lightbulb from "lucide-react/icons/lightbulb";
import * as list from "lucide-react/icons/list";
import * as loaderCircle from "lucide-react/icons/loader-circle";
import * as mail from "lucide-react/icons/mail";
import * as mailCheck from "lucide-react/icons/mail-check";
import * as mapPin from "lucide-react/icons/map-pin";
import * as maximize2 from "lucide-react/icons/maximize-2";
import * as menu from "lucide-react/icons/menu";
import * as messageCircle from "lucide-react/icons/message-circle";
import * as messageSquare from "lucide-react/icons/message-square";
import * as phone from "lucide-react/icons/phone";
import * as plus from "lucide-react/icons/plus";
import * as receipt from "lucide-react/icons/receipt";
import * as ruler from "lucide-react/icons/ruler";
import * as search from "lucide-react/icons/search";
import * as searchX from "lucide-react/icons/search-x";
import * as send from "lucide-react/icons/send";
import * as share2 from "lucide-react/icons/share-2";
import * as shieldCheck from "lucide-react/icons/shield-check";
import * as shieldExclamationPoint from "lucide-react/icons/shield-exclamation-point";
import * as slidersHorizontal from "lucide-react/icons/sliders-horizontal";
import * as sofa from "lucide-react/icons/sofa";
import * as sparkles from "lucide-react/icons/sparkles";
import * as star from "lucide-react/icons/star";
import * as target from "lucide-react/icons/target";
import * as trash from "lucide-react/icons/trash";
import * as trees from "lucide-react/icons/trees";
import * as trendingDown from "lucide-react/icons/trending-down";
import * as trendingUp from "lucide-react/icons/trending-up";
import * as triangleExclamationPoint from "lucide-react/icons/triangle-exclamation-point";
import * as userRound from "lucide-react/icons/user-round";
import * as users from "lucide-react/icons/users";
import * as video from "lucide-react/icons/video";
import * as wavesHorizontal from "lucide-react/icons/waves-horizontal";
import * as wrench from "lucide-react/icons/wrench";
import * as x from "lucide-react/icons/x";
import * as zap from "lucide-react/icons/zap";

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
  "arrow-left": { icon: arrowLeft },
  "arrow-right": { icon: arrowRight },
  "badge-check": { icon: badgeCheck },
  bath: { icon: bath },
  bed: { icon: bedDouble },
  bell: { icon: bell },
  "bell-off": { icon: bellOff },
  building: { icon: buildingComplex },
  calculator: { icon: calculator },
  calendar: { icon: calendar },
  "calendar-check": { icon: calendarCheck },
  car: { icon: car },
  chat: { icon: messageCircle },
  check: { icon: check },
  "check-circle": { icon: circleCheck },
  "chevron-down": { icon: chevronDown },
  "chevron-left": { icon: chevronLeft },
  "chevron-right": { icon: chevronRight },
  clock: { icon: clock },
  close: { icon: x },
  download: { icon: download },
  dumbbell: { icon: dumbbell },
  expand: { icon: maximize2 },
  "external-link": { icon: externalLink },
  eye: { icon: eye },
  "eye-off": { icon: eyeOff },
  "file-text": { icon: fileText },
  filters: { icon: slidersHorizontal },
  flag: { icon: flag },
  floors: { icon: layers },
  grid: { icon: layoutGrid },
  headphones: { icon: headphones },
  heart: { icon: heart },
  "heart-filled": { icon: heart, filled: true },
  "heart-handshake": { icon: heartHandshake },
  home: { icon: house },
  "image-off": { icon: imageOff },
  "image-plus": { icon: imagePlus },
  key: { icon: keyRound },
  lightbulb: { icon: lightbulb },
  list: { icon: list },
  mail: { icon: mail },
  "mail-check": { icon: mailCheck },
  menu: { icon: menu },
  "message-square": { icon: messageSquare },
  phone: { icon: phone },
  pin: { icon: mapPin },
  plus: { icon: plus },
  receipt: { icon: receipt },
  rupee: { icon: indianRupee },
  search: { icon: search },
  "search-x": { icon: searchX },
  send: { icon: send },
  share: { icon: share2 },
  shield: { icon: shieldCheck },
  "shield-alert": { icon: shieldExclamationPoint },
  sofa: { icon: sofa },
  sparkles: { icon: sparkles },
  spinner: { icon: loaderCircle },
  star: { icon: star, filled: true },
  target: { icon: target },
  trash: { icon: trash },
  trees: { icon: trees },
  "trending-down": { icon: trendingDown },
  "trending-up": { icon: trendingUp },
  user: { icon: userRound },
  users: { icon: users },
  video: { icon: video },
  warning: { icon: triangleExclamationPoint },
  waves: { icon: wavesHorizontal },
  wrench: { icon: wrench },
  zap: { icon: zap },
} satisfies Record<string, { icon: IconModule; filled?: boolean }>;

export type CssIconName = keyof typeof CSS_ICONS;
/** The utility class that draws an icon, for data that names one (written out literally where it is used). */
export type CssIconClass = `icon-${CssIconName}`;

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
