import { readdirSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

// Public pages are not hydrated (docs/decisions/0012-no-hydration-on-public-pages.md): they load one
// small module, app/client/enhance.ts, that adds the mobile menu, the enquiry form's JavaScript
// and first-touch attribution. This plugin adds that module to the client build as its own entry
// and gives server code its URL through `virtual:enhance-script`.

const entry = "app/client/enhance.ts";
const chunkName = "enhance";
const virtualId = "virtual:enhance-script";
const resolvedId = `\0${virtualId}`;

export function enhanceScript(): Plugin {
  let root = process.cwd();
  let serving = false;
  let clientBuild = false;
  return {
    name: "enhance-script",
    configResolved(config) {
      root = config.root;
      serving = config.command === "serve";
      clientBuild = config.command === "build" && !config.build.ssr;
    },
    buildStart() {
      if (clientBuild) this.emitFile({ type: "chunk", id: path.join(root, entry), name: chunkName });
    },
    resolveId(id) {
      return id === virtualId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      // In development Vite serves the module from source.
      if (serving) return `export default ${JSON.stringify(`/${entry}`)};`;
      // React Router builds the client first (each build loads this config anew, so nothing is
      // shared in memory): the server build finds the emitted chunk among the client's assets.
      const assets = path.join(root, "build/client/assets");
      const found = readdirSync(assets).filter((file) =>
        new RegExp(`^${chunkName}-[\\w-]+\\.js$`).test(file),
      );
      if (found.length !== 1) {
        throw new Error(
          `Expected one ${chunkName}-*.js in ${assets}, found ${found.length}: build the client first`,
        );
      }
      return `export default ${JSON.stringify(`/assets/${found[0]}`)};`;
    },
  };
}
