import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

// Public pages are not hydrated (docs/decisions/0012-no-hydration-on-public-pages.md): they load one
// small module, app/client/enhance.ts, that adds the mobile menu, the enquiry form's JavaScript
// and first-touch attribution. This plugin adds that module to the client build as its own entry
// and gives server code its URL, and the chunks it imports, through `virtual:enhance-script`.

const entry = "app/client/enhance.ts";
const virtualId = "virtual:enhance-script";
const resolvedId = `\0${virtualId}`;
/** Where the client build records the entry's files; Express serves no dot-folders. */
const recordFile = ".vite/enhance-script.json";

type EnhanceScript = { src: string; preload: string[] };

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
      if (clientBuild) this.emitFile({ type: "chunk", id: path.join(root, entry), name: "enhance" });
    },
    generateBundle(_options, bundle) {
      if (!clientBuild) return;
      const chunk = Object.values(bundle).find(
        (file) => file.type === "chunk" && file.isEntry && file.facadeModuleId === path.join(root, entry),
      );
      if (chunk?.type !== "chunk") throw new Error(`The client build has no chunk for ${entry}`);
      const record: EnhanceScript = {
        src: `/${chunk.fileName}`,
        preload: chunk.imports.map((file) => `/${file}`),
      };
      this.emitFile({ type: "asset", fileName: recordFile, source: JSON.stringify(record) });
    },
    resolveId(id) {
      return id === virtualId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      // In development Vite serves the module from source.
      if (serving) return `export default ${JSON.stringify({ src: `/${entry}`, preload: [] })};`;
      // React Router builds the client first, and loads this config anew for each build (nothing
      // is shared in memory): the server build reads what the client build recorded.
      return `export default ${readFileSync(path.join(root, "build/client", recordFile), "utf8")};`;
    },
  };
}
