import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { find } from "../scripts/system-tools/tools.mjs";
import { keepAliveTimeoutMs, stopWithinMs } from "./stop-window";

// The files a server is set up from (deploy/): each one as the tools that read it see it. The
// end-to-end run behind Caddy is tests/e2e/go-live.spec.ts; systemd cannot run here, so its unit is
// checked by systemd's own verifier where the machine has it.

const root = new URL("../", import.meta.url).pathname;
const unit = readFileSync(join(root, "deploy/workshop-site.service"), "utf8");
const dir = mkdtempSync(join(tmpdir(), "deploy-files-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A [Service] setting of the unit, in seconds ("30s", "1min"). */
function seconds(name: string): number {
  const value = new RegExp(`^${name}=(\\d+)(s|min)?$`, "m").exec(unit);
  if (!value) throw new Error(`${name} is not set in seconds`);
  return Number(value[1]) * (value[2] === "min" ? 60 : 1);
}

describe("deploy/workshop-site.service", () => {
  it("waits longer for the server to stop than the server takes, and stops it with SIGTERM", () => {
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
    expect(seconds("TimeoutStopSec") * 1000).toBeGreaterThan(stopWithinMs);
  });

  it("runs as its own user, read-only but for its data folder, restarted on failure", () => {
    expect(unit).toMatch(/^User=workshop-site$/m);
    expect(unit).toMatch(/^ProtectSystem=strict$/m);
    expect(unit).toMatch(/^StateDirectory=workshop-site$/m);
    expect(unit).toMatch(/^Restart=on-failure$/m);
    expect(unit).toMatch(/^NoNewPrivileges=yes$/m);
    expect(unit).not.toMatch(/^MemoryDenyWriteExecute=yes$/m);
  });

  const verifier = spawnSync("systemd-analyze", ["--version"]).status === 0;
  it.skipIf(!verifier)("passes systemd-analyze verify", () => {
    const copy = join(dir, "workshop-site.service");
    copyFileSync(join(root, "deploy/workshop-site.service"), copy);
    const result = spawnSync("systemd-analyze", ["verify", copy], { encoding: "utf8" });
    // Complaints about the machine (no such user, no /srv/workshop-site here) are not about the file.
    const about = result.stderr
      .split("\n")
      .filter(
        (line) => line.includes("workshop-site.service") && !/No such file|does not exist|user/i.test(line),
      );
    expect(about, result.stderr).toEqual([]);
  });
});

const caddy = find("caddy");
if (!caddy)
  console.warn(
    "Skipping the Caddyfile tests: Caddy is not installed (apt-get install caddy, or set CADDY_PATH)",
  );
describe.skipIf(!caddy)("deploy/Caddyfile", () => {
  const adapt = (env: Record<string, string>) =>
    JSON.parse(
      execFileSync(caddy!, ["adapt", "--config", join(root, "deploy/Caddyfile"), "--adapter", "caddyfile"], {
        env: { PATH: process.env.PATH, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir, ...env },
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
      }),
    ) as { apps: { http: { servers: Record<string, { routes: Route[] }> } } };
  type Route = { match?: { host?: string[] }[]; handle: unknown[] };

  /** Each served host: "app" when it is passed to the app, else where it redirects to. */
  function hosts(env: Record<string, string>): Record<string, string> {
    const routes = Object.values(adapt(env).apps.http.servers).flatMap((server) => server.routes);
    return Object.fromEntries(
      routes.flatMap((route) => {
        const text = JSON.stringify(route.handle);
        const target = text.includes('"reverse_proxy"')
          ? `app ${/"dial":"([^"]+)"/.exec(text)?.[1]}`
          : (/"Location":\["([^"]+)"\]/.exec(text)?.[1] ?? "?");
        return (route.match?.[0]?.host ?? []).map((host) => [host, target]);
      }),
    );
  }

  it("serves the bare domain and redirects www. to it, by default", () => {
    expect(hosts({ SITE_DOMAIN: "example.in" })).toEqual({
      "example.in": "app 127.0.0.1:3000",
      "www.example.in": "https://example.in{http.request.uri}",
    });
  });

  it("serves www. and redirects the bare domain to it with CANONICAL_HOST=www, to the app's address", () => {
    expect(
      hosts({ SITE_DOMAIN: "example.in", CANONICAL_HOST: "www", APP_ADDRESS: "127.0.0.1:3100" }),
    ).toEqual({
      "www.example.in": "app 127.0.0.1:3100",
      "example.in": "https://www.example.in{http.request.uri}",
    });
  });

  it("drops a connection to the app left idle before the app would close it", () => {
    const text = JSON.stringify(adapt({ SITE_DOMAIN: "example.in" }));
    const idle = /"keep_alive":\{[^}]*"idle_timeout":(\d+)/.exec(text);
    expect(idle, "the proxy's keep-alive idle timeout is set").not.toBeNull();
    expect(Number(idle![1]) / 1e6).toBeLessThan(keepAliveTimeoutMs);
  });

  it("compresses nothing itself: the app compresses its own answers", () => {
    expect(JSON.stringify(adapt({ SITE_DOMAIN: "example.in" }))).not.toContain('"encode"');
  });
});
