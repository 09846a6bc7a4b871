import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CSS_ICONS, iconDataUrl } from "#app/components/icons/css-icons";

const appDir = path.resolve(__dirname, "../../app");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("CSS icons", () => {
  it("draws every icon from lucide-react's own paths", () => {
    for (const [name, { icon, ...options }] of Object.entries(CSS_ICONS)) {
      const url = iconDataUrl(icon, "filled" in options && options.filled);
      expect(url, name).toMatch(
        /^data:image\/svg\+xml,%3Csvg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 24 24'/,
      );
      expect(url, name).toMatch(/%3C(path|circle|rect|line|polyline) /);
      // Nothing in it would end a url("…") or start a fragment.
      expect(url, name).not.toMatch(/["#<>]/);
    }
  });

  it("fills only the filled icons", () => {
    expect(iconDataUrl(CSS_ICONS.star.icon, true)).toContain("fill='black'");
    expect(iconDataUrl(CSS_ICONS.heart.icon)).toContain("fill='none'");
  });

  it("defines every icon-* class the app uses (Tailwind would silently draw nothing)", () => {
    const used = new Set<string>();
    for (const file of sourceFiles(appDir)) {
      if (file.endsWith("css-icons.ts")) continue;
      for (const match of fs.readFileSync(file, "utf8").matchAll(/\bicon-([a-z][a-z-]*[a-z])\b/g)) used.add(match[1]);
    }
    // Not classes: the CSS variables the icons read.
    used.delete("size");
    used.delete("color");
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((name) => !(name in CSS_ICONS))).toEqual([]);
  });
});
