import { afterEach, describe, expect, it, vi } from "vitest";

// With no build yet, `npm start` builds first: always a production build, whatever NODE_ENV the
// shell has (a development build ships React's development code to every visitor).

const { spawnSync } = vi.hoisted(() => ({ spawnSync: vi.fn(() => ({ status: 0 })) }));
vi.mock("node:child_process", () => ({ spawnSync }));
vi.mock("node:fs", () => ({ existsSync: () => false }));

afterEach(() => {
  vi.unstubAllEnvs();
  spawnSync.mockClear();
});

describe("ensureBuild", () => {
  it.each(["development", "test", "production"])(
    "builds for production when NODE_ENV is %s",
    async (mode) => {
      vi.stubEnv("NODE_ENV", mode);
      vi.spyOn(console, "log").mockImplementation(() => undefined);
      const { ensureBuild } = await import("./ensure-build.js");
      ensureBuild();
      expect(spawnSync).toHaveBeenCalledWith(
        "npm",
        ["run", "build"],
        expect.objectContaining({ env: expect.objectContaining({ NODE_ENV: "production" }) as unknown }),
      );
    },
  );
});
