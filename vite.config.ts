import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  ssr: {
    // Native / wasm packages stay external: Node loads them from node_modules at run time.
    external: ["@electric-sql/pglite", "sharp", "pg", "nodemailer"],
  },
});
