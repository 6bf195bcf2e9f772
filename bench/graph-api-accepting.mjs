import { randomBytes } from "node:crypto";
import { createServer } from "node:http";

/**
 * A Graph API that accepts every message sent with its token (POST /{version}/{number id}/messages),
 * answering as Meta does, and counts them: for the benchmarks with WhatsApp on. The tests' stand-in
 * (tests/support/graph-api-stand-in.ts) checks much more; this one only has to be quick.
 * @param {{ token: string, phoneNumberId: string }} settings
 */
export async function acceptingGraphApi({ token, phoneNumberId }) {
  const messages = new RegExp(`^/v\\d+\\.\\d+/${phoneNumberId}/messages$`);
  let accepted = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      const ok =
        request.method === "POST" &&
        request.headers.authorization === `Bearer ${token}` &&
        messages.test(new URL(request.url ?? "/", "http://graph").pathname);
      if (ok) accepted++;
      response.writeHead(ok ? 200 : 400, { "content-type": "application/json" });
      response.end(
        JSON.stringify(
          ok
            ? {
                messaging_product: "whatsapp",
                messages: [{ id: `wamid.${randomBytes(12).toString("hex")}` }],
              }
            : { error: { message: "Invalid request", type: "OAuthException", code: 100 } },
        ),
      );
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}/v23.0`,
    accepted: () => accepted,
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
