import { describe, expect, it } from "vitest";
import { withoutHydrationMarks } from "./unhydrated-markup.server";

describe("withoutHydrationMarks", () => {
  it("drops React's empty comments between texts", () => {
    expect(withoutHydrationMarks("<p>© <!-- -->2024<!-- --> <!-- -->Studio</p><p>&lt;!-- --&gt;</p>")).toBe(
      "<p>© 2024 Studio</p><p>&lt;!-- --&gt;</p>",
    );
  });

  it("drops the router's hint from every link and leaves everything else as it was", () => {
    const html =
      '<a class="x" href="/" data-discover="true">Home</a><a href="/services" data-discover="true">' +
      'Services</a><p>Say data-discover=&quot;true&quot;</p><script type="application/ld+json">' +
      '{"text":"\\u003ca data-discover=\\"true\\""}</script><div data-discover="true"></div>';
    expect(withoutHydrationMarks(html)).toBe(
      '<a class="x" href="/">Home</a><a href="/services">Services</a>' +
        '<p>Say data-discover=&quot;true&quot;</p><script type="application/ld+json">' +
        '{"text":"\\u003ca data-discover=\\"true\\""}</script><div data-discover="true"></div>',
    );
  });
});
