import { connect, type Socket } from "node:net";
import { expect, test } from "@playwright/test";

// Hostile requests at the HTTP level, on raw sockets: oversized bodies are refused before they are
// read, stalled and malformed requests are cut off, and none of it keeps the server from others.

const oneMegabyte = 1024 * 1024;

function serverAddress(baseURL: string | undefined) {
  const url = new URL(baseURL ?? "");
  return { host: url.hostname, port: Number(url.port) };
}

/** Opens a socket, writes `head`, and collects whatever the server sends until it closes. */
function rawRequest(baseURL: string | undefined, head: string) {
  const socket: Socket = connect(serverAddress(baseURL));
  let received = "";
  const closed = new Promise<string>((resolve) => {
    socket.on("data", (chunk) => (received += chunk.toString("latin1")));
    socket.on("close", () => resolve(received));
    socket.on("error", () => undefined);
  });
  const firstData = new Promise<string>((resolve) =>
    socket.once("data", (chunk) => resolve(chunk.toString("latin1"))),
  );
  socket.write(head);
  return { socket, closed, firstData };
}

for (const [label, path, contentType] of [
  ["the JSON API", "/api/leads", "application/json"],
  ["the contact form", "/contact", "application/x-www-form-urlencoded"],
] as const) {
  test(`a 1 MB lead to ${label} is refused with 413 before its body is sent`, async ({ baseURL }) => {
    // Only the headers announce the megabyte; the answer must come without the server waiting for it.
    const { socket, firstData } = rawRequest(
      baseURL,
      `POST ${path} HTTP/1.1\r\nHost: ${serverAddress(baseURL).host}\r\nOrigin: ${baseURL}\r\n` +
        `Content-Type: ${contentType}\r\nContent-Length: ${oneMegabyte}\r\n\r\n` +
        "x".repeat(1024),
    );
    const answer = await firstData;
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('{"error":"The request is too large."}');
  });
}

test("a whole 1 MB JSON lead is answered 413, with no stack trace", async ({ request }) => {
  const response = await request.post("/api/leads", {
    headers: { "Content-Type": "application/json" },
    data: JSON.stringify({
      name: "Big",
      phone: "9876543210",
      service: "x",
      message: "m".repeat(oneMegabyte),
    }),
  });
  expect(response.status()).toBe(413);
  expect(await response.json()).toEqual({ error: "The request is too large." });
});

test("a form post without a length is refused with 411", async ({ baseURL }) => {
  const { socket, firstData } = rawRequest(
    baseURL,
    `POST /contact HTTP/1.1\r\nHost: x\r\nOrigin: ${baseURL}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
      "Transfer-Encoding: chunked\r\n\r\n5\r\nname=\r\n",
  );
  const answer = await firstData;
  socket.destroy();
  expect(answer).toMatch(/^HTTP\/1\.1 411 /);
});

test("a malformed request is answered 400 and closed", async ({ baseURL }) => {
  const { closed } = rawRequest(baseURL, "THIS IS NOT HTTP\r\n\r\n");
  expect(await closed).toMatch(/^HTTP\/1\.1 400 /);
});

test("a client that never finishes its headers is cut off, and others are served meanwhile", async ({
  baseURL,
  request,
}) => {
  test.setTimeout(30_000);
  // Twenty stalled clients, each having sent half a request line and nothing more.
  const stalled = Array.from({ length: 20 }, () => rawRequest(baseURL, "GET /services HT"));
  const page = await request.get("/services");
  expect(page.status()).toBe(200);
  // Node's headersTimeout (10 s, checked every second) ends each with 408 and closes it.
  const answers = await Promise.all(stalled.map(({ closed }) => closed));
  for (const answer of answers) expect(answer).toMatch(/^(HTTP\/1\.1 408 |$)/);
});
