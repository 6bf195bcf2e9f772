import compression from "compression";
import express from "express";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { serveForTests } from "../tests/support/serve-app";
import { codingFor, codingForRequest, noneMatchHolds } from "./page-negotiation";

// What a page from memory is answered in, and when a cached copy is still good, for any header a
// client may send: the same coding Express's compression would choose, and RFC 9110's weak
// comparison of entity tags.

const page = `<!doctype html><title>x</title>${"a wardrobe ".repeat(300)}`;
const server = serveForTests(() => {
  const app = express();
  app.use(compression());
  app.get("/", (_req, res) => void res.type("html").send(page));
  return app;
});

/** Accept-Encoding values as clients write them: codings named once each, weighed or not. */
const acceptEncoding = fc
  .uniqueArray(
    fc.record({
      name: fc.constantFrom("br", "gzip", "identity", "*", "zstd", "compress", "GZIP", "Br"),
      weight: fc.constantFrom("", ";q=1", ";q=1.000", ";q=0.8", ";q=0.5", ";q=0.001", ";q=0", ";q=0.000"),
      space: fc.constantFrom("", " "),
    }),
    { selector: ({ name }) => name.toLowerCase(), maxLength: 6 },
  )
  .map((codings) => codings.map(({ name, weight, space }) => `${space}${name}${weight}`).join(","));

describe("the coding a page is answered in", () => {
  it("is the one Express's compression chooses, for any Accept-Encoding", async () => {
    await fc.assert(
      fc.asyncProperty(acceptEncoding, async (accepted) => {
        // Express also has deflate, which pages are not kept in: it is refused there.
        const withoutDeflate = accepted ? `${accepted}, deflate;q=0` : "deflate;q=0";
        const answer = await fetch(server.base, { headers: { "accept-encoding": withoutDeflate } });
        await answer.arrayBuffer();
        expect(codingFor(accepted)).toBe(answer.headers.get("content-encoding") ?? "identity");
      }),
      { numRuns: 300 },
    );
  });

  it("refuses a coding whose weight is not a qvalue, and ignores codings it does not keep", () => {
    expect(codingFor("br;q=2, gzip;q=0.5")).toBe("gzip");
    expect(codingFor("br;q=0.0001, gzip")).toBe("gzip");
    expect(codingFor("br;level=1")).toBe("identity");
    expect(codingFor("zstd, x-gzip, deflate")).toBe("identity");
  });

  it("is the same remembered as worked out, and sends the page as it is without the header", () => {
    fc.assert(
      fc.property(acceptEncoding, (accepted) => {
        expect(codingForRequest(accepted)).toBe(codingFor(accepted));
        expect(codingForRequest(accepted)).toBe(codingFor(accepted));
      }),
      { numRuns: 200 },
    );
    expect(codingForRequest(undefined)).toBe("identity");
  });
});

const opaqueTag = fc.stringMatching(/^[\w-]{1,27}$/).map((tag) => `"${tag}"`);
const listed = fc
  .record({ tag: opaqueTag, weak: fc.boolean() })
  .map(({ tag, weak }) => (weak ? `W/${tag}` : tag));
const separator = fc.constantFrom(",", ", ", " , ", ",\t");

describe("If-None-Match", () => {
  it("holds when any tag of the list is the page's, weak or strong, wherever it stands", () => {
    fc.assert(
      fc.property(
        opaqueTag,
        fc.array(listed),
        fc.array(listed),
        fc.boolean(),
        separator,
        (etag, before, after, weak, comma) => {
          const sent = [...before, weak ? `W/${etag}` : etag, ...after].join(comma);
          expect(noneMatchHolds(sent, etag)).toBe(true);
        },
      ),
    );
  });

  it("does not hold when no tag of the list is the page's", () => {
    fc.assert(
      fc.property(opaqueTag, fc.array(listed, { minLength: 1 }), separator, (etag, tags, comma) => {
        fc.pre(!tags.some((tag) => tag.endsWith(etag)));
        expect(noneMatchHolds(tags.join(comma), etag)).toBe(false);
      }),
    );
  });

  it('holds for "*", and not without the header or for a tag cut short', () => {
    expect(noneMatchHolds("*", '"abc"')).toBe(true);
    expect(noneMatchHolds(" * ", '"abc"')).toBe(true);
    expect(noneMatchHolds(undefined, '"abc"')).toBe(false);
    expect(noneMatchHolds('"ab"', '"abc"')).toBe(false);
    expect(noneMatchHolds("abc", '"abc"')).toBe(false);
  });
});
