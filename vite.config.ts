import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { checkerZod } from "./vite-plugins/checker-zod";
import { enhanceScript } from "./vite-plugins/enhance-script";

/** Server entries beside index.js, each named for itself. */
const ownNames = new Set(["cli", "site-counts-worker", "lead-writer-worker", "photo-worker"]);

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // The SSR bundle is the whole production server (express + React Router handler), so its
  // TypeScript is checked and bundled with the app instead of being run from source; the
  // command-line scripts and the counting, lead writer and photo threads get their own entries beside
  // it (build/server/cli.js, build/server/site-counts-worker.js, build/server/lead-writer-worker.js,
  // build/server/photo-worker.js).
  build: isSsrBuild
    ? {
        rollupOptions: {
          input: {
            index: "./server/app.ts",
            cli: "./server/cli.ts",
            "site-counts-worker": "./server/site-counts-worker.ts",
            "lead-writer-worker": "./server/lead-writer-worker.ts",
            "photo-worker": "./server/photo-worker.ts",
          },
        },
      }
    : undefined,
  plugins: [
    tailwindcss(),
    reactRouter(),
    enhanceScript(),
    checkerZod(),
    {
      // React Router names every server entry index.js; the other entries keep their own names.
      name: "entry-names",
      outputOptions: (options) =>
        isSsrBuild
          ? {
              ...options,
              entryFileNames: (chunk) => (ownNames.has(chunk.name) ? `${chunk.name}.js` : "index.js"),
            }
          : options,
    },
  ],
}));
