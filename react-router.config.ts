import type { Config } from "@react-router/dev/config";

// No build-time prerender: business facts (profile, phone, e-mail, public URL) are read at start,
// and the server renders every marketing page once then and serves it from memory.
// See docs/decisions/0001-render-at-start.md.
export default {
  appDirectory: "app",
  ssr: true,
} satisfies Config;
