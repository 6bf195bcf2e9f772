import type { AddressInfo } from "node:net";
import type { Express } from "express";
import { afterAll, beforeAll, vi } from "vitest";

/**
 * Serves an Express app, built by `build`, on a free local port for the tests of one file, with
 * console output captured into `logged` (one entry per line written) instead of printed.
 * `server.base` is its address once the file's tests run.
 */
export function serveForTests(build: () => Express) {
  const server = { base: "", logged: [] as string[] };
  let close = () => {};
  beforeAll(async () => {
    const capture = (line: string) => void server.logged.push(line);
    vi.spyOn(console, "log").mockImplementation(capture);
    vi.spyOn(console, "error").mockImplementation(capture);
    const listening = build().listen(0, "127.0.0.1");
    await new Promise((resolve) => listening.once("listening", resolve));
    server.base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    close = () => void listening.close();
  });
  afterAll(() => {
    close();
    vi.restoreAllMocks();
  });
  return server;
}
