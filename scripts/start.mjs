// `npm start`: build once when there is no production build (or it is older
// than the sources), then serve it. The build's own report (every file it
// wrote, the framework's notices) is kept out of the way: one line says it is
// building and one that it is done; its whole output is shown only if it fails.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = `${dir}/${entry.name}`;
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const built = fs.existsSync("build/server/index.js") ? fs.statSync("build/server/index.js").mtimeMs : 0;
if (!built || newestMtime("app") > built) {
  const started = Date.now();
  console.log("Building the site for production (first start or changed sources; about half a minute)…");
  const result = spawnSync("npx", ["react-router", "build"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? "");
    process.stderr.write(result.stderr ?? "");
    console.error("The build failed: its output is above.");
    process.exit(result.status ?? 1);
  }
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
}
process.env.NODE_ENV = "production";
await import("../server.mjs");
