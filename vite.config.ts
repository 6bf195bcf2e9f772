import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { checkerZod } from "./vite-plugins/checker-zod";
import { enhanceScript } from "./vite-plugins/enhance-script";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // The SSR bundle is the whole production server (express + React Router handler), so its
  // TypeScript is checked and bundled with the app instead of being run from source; the
  // command-line scripts get their own entry beside it (build/server/cli.js).
  build: isSsrBuild
    ? { rollupOptions: { input: { index: "./server/app.ts", cli: "./server/cli.ts" } } }
    : undefined,
  plugins: [
    tailwindcss(),
    reactRouter(),
    enhanceScript(),
    checkerZod(),
    {
      // React Router names every server entry index.js; the scripts' entry keeps its own name.
      name: "cli-entry-name",
      outputOptions: (options) =>
        isSsrBuild
          ? { ...options, entryFileNames: (chunk) => (chunk.name === "cli" ? "cli.js" : "index.js") }
          : options,
    },
  ],
}));
