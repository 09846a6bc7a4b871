// Draws the bundled placeholder photos used when an admin saves a property or
// project without any photo (a listing always has an image to show;
// docs/spec/admin-back-office.md §5). Local files, so the site never depends on a remote stock-photo host.
// Run: node scripts/draw-default-images.mjs
import path from "node:path";
import sharp from "sharp";

const W = 1200;
const H = 900;

function scene({ sky, ground, building }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <circle cx="960" cy="170" r="70" fill="#fff7ed" opacity="0.85"/>
  ${building}
  <rect y="720" width="${W}" height="180" fill="${ground}"/>
  <rect x="520" y="720" width="160" height="180" fill="#d6d3d1"/>
</svg>`;
}

const house = `
  <polygon points="300,430 600,220 900,430" fill="#9a3412"/>
  <rect x="340" y="430" width="520" height="290" fill="#f5f5f4"/>
  <rect x="400" y="480" width="110" height="100" fill="#1e3a8a" opacity="0.85"/>
  <rect x="690" y="480" width="110" height="100" fill="#1e3a8a" opacity="0.85"/>
  <rect x="545" y="540" width="110" height="180" fill="#78350f"/>
  <circle cx="635" cy="635" r="7" fill="#fde68a"/>`;

const towers = [
  [150, 300, 200, 420],
  [380, 180, 230, 540],
  [640, 260, 190, 460],
  [860, 340, 200, 380],
]
  .map(([x, y, w, h], i) => {
    let windows = "";
    for (let wy = y + 30; wy < y + h - 40; wy += 48) {
      for (let wx = x + 22; wx < x + w - 30; wx += 40) {
        windows += `<rect x="${wx}" y="${wy}" width="24" height="30" fill="${(wx + wy + i) % 7 === 0 ? "#fde68a" : "#1e3a8a"}" opacity="0.8"/>`;
      }
    }
    return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${["#94a3b8", "#64748b", "#a8a29e", "#cbd5e1"][i]}"/>${windows}`;
  })
  .join("");

const out = path.resolve("public/images");
await sharp(Buffer.from(scene({ sky: ["#bae6fd", "#e0f2fe"], ground: "#4d7c0f", building: house })))
  .webp({ quality: 80 })
  .toFile(path.join(out, "default-property.webp"));
await sharp(Buffer.from(scene({ sky: ["#fde68a", "#fed7aa"], ground: "#3f6212", building: towers })))
  .webp({ quality: 80 })
  .toFile(path.join(out, "default-project.webp"));
console.log("wrote public/images/default-property.webp and default-project.webp");
