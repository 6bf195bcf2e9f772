import type { Config } from "@react-router/dev/config";

// No build-time prerender: business facts (profile, phone, e-mail, public URL) are read at start,
// and the server renders every marketing page once then and serves it from memory.
// See docs/decisions/0001-render-at-start.md.
export default {
  appDirectory: "app",
  ssr: true,
  // The desk's pages carry every route in their manifest, so a desk action matches its endpoint with
  // no request of its own first: one that cannot be made offline (docs/decisions/0042-desk-actions-offline.md).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
