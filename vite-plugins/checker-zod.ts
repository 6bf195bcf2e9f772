import type { Plugin } from "vite";

// The public pages' form checker (app/lib/lead-schema.ts, loaded by app/client/send-lead-form.ts)
// uses Zod's small build, zod/mini. The desk's client code uses full zod. Both are built on
// zod/v4/core, and one module in a bundle is one copy, tree-shaken for all its importers together:
// shared, the core the checker loaded carried what full zod needs too (about 9 KB gzipped more).
// So in the client build zod/mini and everything it reaches get their own module ids (a query
// Vite drops when it reads the file): a copy of the core for the checker alone. Public pages load
// only the checker's copy and the desk only its own, so no page has two.

const tag = "?form-checker";
const checker = /\/app\/lib\/lead-schema\.ts$/;

export function checkerZod(): Plugin {
  let clientBuild = false;
  return {
    name: "checker-zod",
    enforce: "pre",
    configResolved(config) {
      clientBuild = config.command === "build" && !config.build.ssr;
    },
    async resolveId(source, importer, options) {
      if (!clientBuild || !importer) return null;
      const fromChecker = importer.endsWith(tag) || (source === "zod/mini" && checker.test(importer));
      if (!fromChecker) return null;
      const resolved = await this.resolve(source, importer.replace(tag, ""), { ...options, skipSelf: true });
      if (!resolved || resolved.external || !resolved.id.includes("/node_modules/zod/")) return resolved;
      return { ...resolved, id: `${resolved.id}${tag}` };
    },
  };
}
