import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

// A stand-in for Meta's Graph API (WhatsApp Cloud API), for the tests: the calls the desk makes,
// with the request checks, answers and error codes Meta documents. A send needs the bearer token
// and a well-formed body; a text to a customer whose 24-hour window is closed is refused with
// 131047, a number not on WhatsApp with 131026, a template that is not approved with 132001, a bad
// token with 190 (HTTP 401). Media is two calls: /{media-id} for a URL, then the URL, both with the token.

/** A message the stand-in accepted, as it was sent. */
export type AcceptedSend = { wamid: string; to: string; body: Record<string, unknown> };

type GraphErrorBody = { message: string; type: string; code: number; details?: string };

const windowMs = 24 * 3_600_000;

export class GraphApiStandIn {
  readonly token: string;
  readonly phoneNumberId: string;
  /** Every message accepted, in order. */
  readonly sent: AcceptedSend[] = [];
  /** The photos the media API holds, by media id. */
  readonly media = new Map<string, { mimeType: string; bytes: Buffer }>();
  /** Numbers (digits, no +) that are not on WhatsApp. */
  readonly notOnWhatsApp = new Set<string>();
  /** The templates approved for the number: name -> language -> how many body values. */
  readonly approved = new Map<string, { language: string; values: number }>();
  /** When each customer (digits) last wrote: their window is open for 24 hours after. */
  private readonly lastWrote = new Map<string, number>();
  /** How many of the next sends fail as Meta's servers sometimes do: HTTP 500, code 131000. */
  failNextSends = 0;
  /** What "now" is for the windows (tests move it on). */
  now: () => number = () => Date.now();
  private server: Server | undefined;
  port = 0;

  constructor(options: { token?: string; phoneNumberId?: string } = {}) {
    this.token = options.token ?? `EAAG${randomBytes(24).toString("hex")}`;
    this.phoneNumberId = options.phoneNumberId ?? "106540352242922";
  }

  /** The Graph API's base URL, versioned, as WHATSAPP_API_URL names it. */
  get url(): string {
    return `http://127.0.0.1:${this.port}/v23.0`;
  }

  /** The customer wrote to the business at `at` (ms): their service window opens. */
  customerWrote(digits: string, at: number): void {
    this.lastWrote.set(digits, Math.max(at, this.lastWrote.get(digits) ?? 0));
  }

  async start(port = 0): Promise<void> {
    this.server = createServer((request, response) => {
      void this.answer(request, response).catch(() => {
        response.writeHead(500).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
    this.server = undefined;
  }

  private async answer(request: IncomingMessage, response: ServerResponse) {
    const path = new URL(request.url ?? "/", "http://stand-in").pathname;
    if (request.headers.authorization !== `Bearer ${this.token}`) {
      return fail(response, 401, {
        message: "Error validating access token: Session has expired.",
        type: "OAuthException",
        code: 190,
      });
    }
    const send = /^\/v\d+\.\d+\/([^/]+)\/messages$/.exec(path);
    if (send && request.method === "POST") return this.send(send[1]!, await readJson(request), response);
    const file = /^\/media-file\/([^/]+)$/.exec(path);
    if (file && request.method === "GET") {
      const found = this.media.get(decodeURIComponent(file[1]!));
      if (!found)
        return fail(response, 404, { message: "Not found", type: "GraphMethodException", code: 100 });
      response.writeHead(200, { "content-type": found.mimeType, "content-length": found.bytes.length });
      return void response.end(found.bytes);
    }
    const media = /^\/v\d+\.\d+\/([^/]+)$/.exec(path);
    if (media && request.method === "GET") {
      const id = decodeURIComponent(media[1]!);
      const found = this.media.get(id);
      if (!found)
        return fail(response, 400, {
          message: `Unsupported get request. Object with ID '${id}' does not exist`,
          type: "GraphMethodException",
          code: 100,
        });
      return json(response, 200, {
        messaging_product: "whatsapp",
        url: `http://127.0.0.1:${this.port}/media-file/${encodeURIComponent(id)}`,
        mime_type: found.mimeType,
        sha256: createHash("sha256").update(found.bytes).digest("hex"),
        file_size: found.bytes.length,
        id,
      });
    }
    return fail(response, 400, { message: "Unknown path components", type: "OAuthException", code: 2500 });
  }

  private send(phoneNumberId: string, body: Record<string, unknown> | undefined, response: ServerResponse) {
    const invalid = (details: string) =>
      fail(response, 400, {
        message: "(#100) Invalid parameter",
        type: "OAuthException",
        code: 100,
        details,
      });
    if (phoneNumberId !== this.phoneNumberId)
      return fail(response, 400, {
        message: `Unsupported post request. Object with ID '${phoneNumberId}' does not exist`,
        type: "GraphMethodException",
        code: 100,
      });
    if (this.failNextSends > 0) {
      this.failNextSends -= 1;
      return fail(response, 500, {
        message: "(#131000) Something went wrong",
        type: "OAuthException",
        code: 131000,
        details: "Message failed to send due to an unknown error.",
      });
    }
    if (!body || body.messaging_product !== "whatsapp") return invalid("messaging_product must be whatsapp");
    const to = typeof body.to === "string" ? body.to : "";
    if (!/^\d{8,15}$/.test(to)) return invalid("to must be the recipient's number");
    if (this.notOnWhatsApp.has(to))
      return fail(response, 400, {
        message: "(#131026) Message undeliverable",
        type: "OAuthException",
        code: 131026,
        details: "Unable to deliver message: the recipient is not a WhatsApp user.",
      });
    if (body.type === "text") {
      const text = body.text as { body?: unknown } | undefined;
      if (typeof text?.body !== "string" || text.body.length === 0 || text.body.length > 4096)
        return invalid("text.body must be 1 to 4096 characters");
      const wrote = this.lastWrote.get(to);
      if (wrote === undefined || this.now() - wrote > windowMs)
        return fail(response, 400, {
          message: "(#131047) Re-engagement message",
          type: "OAuthException",
          code: 131047,
          details:
            "Message failed to send because more than 24 hours have passed since the customer last replied to this number.",
        });
    } else if (body.type === "template") {
      const template = body.template as
        | { name?: unknown; language?: { code?: unknown }; components?: { parameters?: unknown[] }[] }
        | undefined;
      const approved = typeof template?.name === "string" ? this.approved.get(template.name) : undefined;
      if (!approved || template?.language?.code !== approved.language)
        return fail(response, 404, {
          message: "(#132001) Template name does not exist in the translation",
          type: "OAuthException",
          code: 132001,
        });
      const given = template.components?.[0]?.parameters?.length ?? 0;
      if (given !== approved.values)
        return fail(response, 400, {
          message: "(#132000) Number of parameters does not match the expected number of params",
          type: "OAuthException",
          code: 132000,
        });
    } else return invalid("type must be text or template");
    const wamid = `wamid.${randomBytes(18).toString("base64url")}`;
    this.sent.push({ wamid, to, body });
    return json(response, 200, {
      messaging_product: "whatsapp",
      contacts: [{ input: to, wa_id: to }],
      messages: [{ id: wamid, ...(body.type === "template" ? { message_status: "accepted" } : {}) }],
    });
  }
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  if (!String(request.headers["content-type"]).startsWith("application/json")) return undefined;
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

function fail(response: ServerResponse, status: number, error: GraphErrorBody) {
  const { details, ...rest } = error;
  json(response, status, {
    error: {
      ...rest,
      ...(details ? { error_data: { messaging_product: "whatsapp", details } } : {}),
      fbtrace_id: randomBytes(9).toString("base64url"),
    },
  });
}
