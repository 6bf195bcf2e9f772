import type { ContactClick } from "~/lib/site-counts";
import type { AnsweredRequest } from "./view-rules.server";

// What crosses from the server's main thread to its counting thread (docs/decisions/0037): plain
// data, holding only what the counting reads of a request, and nothing kept once it is counted.

/** The request headers the counting reads (see view-rules.server.ts), and no others. */
const countedHeaders = [
  "user-agent",
  "host",
  "referer",
  "sec-ch-ua-mobile",
  "sec-gpc",
  "dnt",
  "sec-purpose",
  "purpose",
  "x-moz",
] as const;

type HeaderName = (typeof countedHeaders)[number];
/** The values of `countedHeaders`, in their order (null for one not sent): shorter as JSON than named. */
type Headers = (string | null)[];
const headerIndex = new Map<string, number>(countedHeaders.map((name, index) => [name, index]));

/** A page answered, or a contact click reported, at `at` (ms since the epoch, by the server's clock). */
export type CountMessage =
  | {
      type: "answered";
      at: number;
      method: string;
      path: string;
      /** The URL's query, without "?". */
      query: string;
      status: number;
      headers: Headers;
      address: string;
    }
  | { type: "clicked"; at: number; kind: ContactClick; path: string; headers: Headers };

/** To the counting thread: events to count, or "write what is left and stop". */
export type ToCountingThread =
  /** `lines`: CountMessages as JSON, one a line (one string crosses threads cheaper than many objects). */
  { type: "events"; lines: string } | { type: "stop" };

/** The events of an "events" message. */
export const eventsOf = (lines: string): CountMessage[] =>
  lines.split("\n").map((line) => JSON.parse(line) as CountMessage);
/** From the counting thread, once everything it was sent is written. */
export type FromCountingThread = { type: "stopped" };

const pickHeaders = (header: AnsweredRequest["header"]): Headers =>
  countedHeaders.map((name: HeaderName) => header(name) ?? null);

export const answeredMessage = (request: AnsweredRequest, address: string, at: Date): CountMessage => ({
  type: "answered",
  at: at.getTime(),
  method: request.method,
  path: request.path,
  query: request.query.toString(),
  status: request.status,
  headers: pickHeaders(request.header),
  address,
});

export const clickedMessage = (
  kind: ContactClick,
  path: string,
  header: AnsweredRequest["header"],
  at: Date,
): CountMessage => ({ type: "clicked", at: at.getTime(), kind, path, headers: pickHeaders(header) });

/** The header reader of a message: the counting's view of the request it came from. */
export const headerReader =
  (headers: Headers): AnsweredRequest["header"] =>
  (name) => {
    const index = headerIndex.get(name.toLowerCase());
    return index === undefined ? undefined : (headers[index] ?? undefined);
  };

/** The answered request a message stands for. */
export const answeredRequestOf = (message: Extract<CountMessage, { type: "answered" }>): AnsweredRequest => ({
  method: message.method,
  path: message.path,
  query: new URLSearchParams(message.query),
  status: message.status,
  header: headerReader(message.headers),
});
