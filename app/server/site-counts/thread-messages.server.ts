import type { ContactClick } from "~/lib/site-counts";
import { type AnsweredRequest, cut } from "./view-rules.server";

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

/** The values of `countedHeaders`, in their order ("" for one not sent). */
type Headers = string[];
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

/**
 * To the counting thread: events to count, or "write what is left and stop". `lines` holds one event
 * a line, its fields split by NUL: one string crosses threads, and is built, far cheaper than objects.
 * Neither character can be in a field: HTTP refuses both in URLs and header values, the paths are the
 * site's own, and an event that has either anyway is left uncounted.
 */
export type ToCountingThread = { type: "events"; lines: string } | { type: "stop" };
/**
 * From the counting thread: "counted" once it has read an "events" message (they are read in the
 * order they were sent), and "stopped" once everything it was sent is written.
 */
export type FromCountingThread = { type: "counted" } | { type: "stopped" };

const field = "\0";
const answeredFields = 7 + countedHeaders.length;
const clickedFields = 4 + countedHeaders.length;

/** The most of a query an event keeps whole; a longer one keeps its campaign tags only. */
export const maxQueryLength = 1_024;
const campaignTag = /^utm_(source|medium|campaign)=/;

/** What the counting reads of a query: all of a short one; of a long one, its campaign tags, each cut. */
export function countedQuery(query: string): string {
  if (query.length <= maxQueryLength) return query;
  const tags: string[] = [];
  for (const part of query.split("&"))
    if (campaignTag.test(part))
      tags.push(part.length > maxQueryLength ? part.slice(0, maxQueryLength) : part);
  return tags.join("&");
}

/** One event's line, or undefined for one that cannot be written as a line (see ToCountingThread). */
function line(fields: (string | number)[], header: AnsweredRequest["header"]): string | undefined {
  for (const name of countedHeaders) fields.push(cut(header(name) ?? ""));
  const text = fields.join(field);
  // A stray NUL adds a field, which the reading side refuses; a stray line break would split the line.
  return text.includes("\n") ? undefined : text;
}

export const answeredLine = (request: AnsweredRequest, address: string, at: Date) =>
  line(
    [
      "a",
      at.getTime(),
      request.method,
      cut(request.path),
      countedQuery(request.query),
      request.status,
      cut(address),
    ],
    request.header,
  );

export const clickedLine = (kind: ContactClick, path: string, header: AnsweredRequest["header"], at: Date) =>
  line(["c", at.getTime(), kind, cut(path)], header);

/** The events of an "events" message's lines; a line of the wrong shape is skipped. */
export function eventsOf(lines: string): CountMessage[] {
  const events: CountMessage[] = [];
  for (const text of lines.split("\n")) {
    const fields = text.split(field);
    if (fields[0] === "a" && fields.length === answeredFields) {
      const [, at, method, path, query, status, address, ...headers] = fields;
      events.push({
        type: "answered",
        at: Number(at),
        method: method!,
        path: path!,
        query: query!,
        status: Number(status),
        address: address!,
        headers,
      });
    } else if (fields[0] === "c" && fields.length === clickedFields) {
      const [, at, kind, path, ...headers] = fields;
      events.push({ type: "clicked", at: Number(at), kind: kind as ContactClick, path: path!, headers });
    }
  }
  return events;
}

/** The header reader of a message: the counting's view of the request it came from. */
export const headerReader =
  (headers: Headers): AnsweredRequest["header"] =>
  (name) => {
    const index = headerIndex.get(name.toLowerCase());
    return index === undefined ? undefined : headers[index] || undefined;
  };

/** The answered request a message stands for. */
export const answeredRequestOf = (message: Extract<CountMessage, { type: "answered" }>): AnsweredRequest => ({
  method: message.method,
  path: message.path,
  query: message.query,
  status: message.status,
  header: headerReader(message.headers),
});
