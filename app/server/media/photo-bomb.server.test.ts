import { expect, it } from "vitest";
import { bombPng } from "../../../tests/support/photos";
import { processUpload } from "./photo-pipeline.server";

// A file of a few megabytes that would take 2.7 GB decoded is refused from its header, and this
// process's memory barely moves. A test file of its own: its process has done nothing else, so
// the high-water mark of its memory is this test's.

it("refuses a 30,000 x 30,000 PNG by its pixel count, without decoding it", async () => {
  const bytes = bombPng(30_000, 30_000);
  expect(bytes.length).toBeLessThan(5 * 1024 * 1024);
  const before = process.resourceUsage().maxRSS;
  const result = await processUpload({ name: "bomb.png", type: "image/png", bytes });
  const grewKb = process.resourceUsage().maxRSS - before;
  expect(result).toEqual({
    ok: false,
    problem: {
      code: "too-many-pixels",
      message:
        "This photo is 30000 x 30000 pixels (900 megapixels); photos of up to 65 megapixels are taken. Send a smaller copy of it.",
    },
  });
  // Refused from its header, it costs well under a megabyte; decoded, even streamed to a 1600-wide
  // copy, some 170 MB.
  expect(grewKb).toBeLessThan(64 * 1024);
});
