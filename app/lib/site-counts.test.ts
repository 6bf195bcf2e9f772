import { describe, expect, it } from "vitest";
import { contactClickOf, referrerGroup } from "./site-counts";

describe("referrerGroup", () => {
  it.each([
    [undefined, "direct"],
    ["", "direct"],
    ["https://www.google.com/", "google"],
    ["https://www.google.co.in/search?q=carpenter", "google"],
    ["https://www.bing.com/search?q=x", "bing"],
    ["https://web.whatsapp.com/", "whatsapp"],
    ["android-app://com.whatsapp/", "whatsapp"],
    ["https://l.facebook.com/l.php?u=x", "facebook"],
    ["https://l.instagram.com/", "instagram"],
    ["https://notgoogle.com/", "other"],
    ["https://example.in/page", "other"],
    ["not a url at all %%%", "other"],
  ])("%s is %s", (referrer, group) => {
    expect(referrerGroup(referrer)).toBe(group);
  });

  it("treats the site's own address as direct", () => {
    expect(referrerGroup("https://www.btmcarpentryworks.in/services", "www.btmcarpentryworks.in")).toBe(
      "direct",
    );
  });
});

describe("contactClickOf", () => {
  it.each([
    ["tel:+919876543210", "call"],
    ["mailto:hello@example.in?subject=Hi", "email"],
    ["https://wa.me/919876543210?text=Hello", "whatsapp"],
    ["https://api.whatsapp.com/send?phone=919876543210", "whatsapp"],
    ["https://www.google.com/maps/dir/?api=1&destination=12.9,77.6", "directions"],
    ["https://maps.google.com/maps?q=BTM", "directions"],
    ["https://maps.app.goo.gl/abc", "directions"],
    ["https://www.google.com/search?q=maps", undefined],
    ["/contact", undefined],
    ["https://example.in/wa.me/1", undefined],
  ])("%s is %s", (href, kind) => {
    expect(contactClickOf(href)).toBe(kind);
  });
});
