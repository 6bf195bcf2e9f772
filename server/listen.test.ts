import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { StartupError } from "~/server/start-up-error.server";
import { listen } from "./listen";

const servers: Server[] = [];
const server = () => {
  const made = createServer();
  servers.push(made);
  return made;
};
afterEach(() => servers.splice(0).forEach((made) => made.close()));

describe("listen", () => {
  it("listens on the port and host", async () => {
    const listening = server();
    await listen(listening, 0, "127.0.0.1");
    expect((listening.address() as AddressInfo).address).toBe("127.0.0.1");
  });

  it("names PORT when the port is in use", async () => {
    const first = server();
    await listen(first, 0, "127.0.0.1");
    const { port } = first.address() as AddressInfo;
    const refused = listen(server(), port, "127.0.0.1");
    await expect(refused).rejects.toThrow(StartupError);
    await expect(refused).rejects.toThrow(`PORT ${port} is in use on 127.0.0.1: `);
  });

  it("names HOST when it is not an address of this machine", async () => {
    // 192.0.2.0/24 is reserved for documentation: no machine has it.
    await expect(listen(server(), 0, "192.0.2.7")).rejects.toThrow(
      /^HOST 192\.0\.2\.7 is not an address of this machine/,
    );
  });
});
