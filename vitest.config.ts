import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["app/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // The machines that run the suite are shared and often busy: database tests on PostgreSQL
    // can take seconds there. These are the machine's tolerance, not what a test asserts.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
