// `npm start`: build once when there is no production build (or it is older
// than the sources), then serve it.
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
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV = "production";
await import("../server.mjs");
