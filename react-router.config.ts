import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Parallel work (and tests) may build elsewhere; server.mjs reads the same variable.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Middleware: the request pipeline (origin, role, maintenance, bounded body) runs before any loader or action.
  future: { v8_middleware: true },
} satisfies Config;
