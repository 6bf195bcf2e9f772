import { describe, expect, it } from "vitest";
import { directionsUrl, fillTemplate, mailtoHref, mapEmbedUrl, telHref, whatsappHref } from "./links";

describe("telHref", () => {
  it("dials the E.164 number", () => {
    expect(telHref("+919876543210")).toBe("tel:+919876543210");
  });
  it("drops spaces and dashes a display number may carry", () => {
    expect(telHref("+91 98765-43210")).toBe("tel:+919876543210");
  });
});

describe("whatsappHref", () => {
  it("uses the digits of the number without the plus", () => {
    expect(whatsappHref("+919876543210")).toBe("https://wa.me/919876543210");
  });
  it("encodes the prefilled text so it survives as one query value", () => {
    const href = whatsappHref("+919876543210", "Hi, a quote for TV Unit & Wall Panels? 100% ok #1");
    expect(href).toBe(
      "https://wa.me/919876543210?text=Hi%2C%20a%20quote%20for%20TV%20Unit%20%26%20Wall%20Panels%3F%20100%25%20ok%20%231",
    );
    expect(new URL(href).searchParams.get("text")).toBe("Hi, a quote for TV Unit & Wall Panels? 100% ok #1");
  });
});

describe("mailtoHref", () => {
  it("links to the address", () => {
    expect(mailtoHref("info@example.in")).toBe("mailto:info@example.in");
  });
  it("encodes a subject", () => {
    expect(mailtoHref("info@example.in", "Quote & visit")).toBe(
      "mailto:info@example.in?subject=Quote%20%26%20visit",
    );
  });
});

describe("fillTemplate", () => {
  it("fills known placeholders and leaves unknown ones", () => {
    expect(
      fillTemplate("Hi {business}, about {service} {other}", { business: "BTM", service: "Wardrobes" }),
    ).toBe("Hi BTM, about Wardrobes {other}");
  });
});

describe("map links", () => {
  const place = { name: "BTM Carpentry Works", address: "16th Main, BTM Layout", lat: 12.9166, lng: 77.6101 };
  it("embeds a map of the named address at the office's coordinates", () => {
    const url = new URL(mapEmbedUrl(place));
    expect(url.searchParams.get("q")).toBe("BTM Carpentry Works, 16th Main, BTM Layout");
    expect(url.searchParams.get("ll")).toBe("12.9166,77.6101");
    expect(url.searchParams.get("output")).toBe("embed");
  });
  it("gives directions to the coordinates", () => {
    expect(new URL(directionsUrl(place)).searchParams.get("destination")).toBe("12.9166,77.6101");
  });
});
