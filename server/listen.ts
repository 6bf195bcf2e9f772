import type { Server } from "node:http";
import { StartupError } from "~/server/start-up-error.server";

/** What stops a server from listening, as the setting to change. */
function refusal(error: NodeJS.ErrnoException, port: number, host: string): Error {
  switch (error.code) {
    case "EADDRINUSE":
      return new StartupError(
        `PORT ${port} is in use on ${host}: stop what listens there, or set PORT to a free port`,
      );
    case "EACCES":
    case "EPERM":
      return new StartupError(
        `PORT ${port} on ${host} needs privileges this process lacks: set PORT to 1024 or above`,
      );
    case "EADDRNOTAVAIL":
      return new StartupError(`HOST ${host} is not an address of this machine (e.g. 127.0.0.1 or 0.0.0.0)`);
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return new StartupError(`HOST ${host} is not a known host name or address (e.g. 127.0.0.1 or 0.0.0.0)`);
    default:
      return error;
  }
}

/** Listens on host:port; a port in use or an address the machine lacks is a StartupError naming PORT or HOST. */
export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = (error: NodeJS.ErrnoException) => reject(refusal(error, port, host));
    server.once("error", fail);
    server.listen(port, host, () => {
      server.off("error", fail);
      resolve();
    });
  });
}
