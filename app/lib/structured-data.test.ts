import { describe, expect, it } from "vitest";
import { profiles } from "~/profiles";
import { showcasePhoto, showcaseProject } from "../../tests/support/showcase-fixtures";
import { breadcrumbJsonLd, businessJsonLd, projectJsonLd, scriptJson } from "./structured-data";
import { toPageSite } from "./site";

const site = (items = profiles.carpentry.home.testimonials.items) =>
  toPageSite({
    ...profiles.carpentry,
    home: { ...profiles.carpentry.home, testimonials: { ...profiles.carpentry.home.testimonials, items } },
    publicUrl: "https://www.example.in",
    phoneDisplay: "+91 98765 43210",
    showcase: [],
  });

const ratingKeys = ["review", "aggregateRating"];

describe("businessJsonLd reviews", () => {
  it("marks up no review or rating for sample testimonials", () => {
    const json = businessJsonLd(site(), { withReviews: true });
    for (const key of ratingKeys) expect(json).not.toHaveProperty(key);
    expect(JSON.stringify(json)).not.toMatch(/ratingValue|Review/);
  });

  it("marks up each real testimonial as a review, with the rating over them", () => {
    const [first, second, third] = profiles.carpentry.home.testimonials.items;
    const items = [
      { ...first!, sample: undefined, given: { date: "2026-03-14", source: "Google review" } },
      { ...second!, sample: undefined, given: { date: "2026-05-02", source: "WhatsApp" } },
      third!,
    ];
    const json = businessJsonLd(site(items), { withReviews: true });
    expect(json.review).toEqual([
      {
        "@type": "Review",
        author: { "@type": "Person", name: first!.name },
        datePublished: "2026-03-14",
        reviewBody: first!.text,
        reviewRating: { "@type": "Rating", ratingValue: 5, bestRating: 5, worstRating: 1 },
        publisher: { "@type": "Organization", name: "Google review" },
      },
      {
        "@type": "Review",
        author: { "@type": "Person", name: second!.name },
        datePublished: "2026-05-02",
        reviewBody: second!.text,
        reviewRating: { "@type": "Rating", ratingValue: 5, bestRating: 5, worstRating: 1 },
        publisher: { "@type": "Organization", name: "WhatsApp" },
      },
    ]);
    expect(json.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it("leaves the reviews to the page that shows them", () => {
    const [first] = profiles.carpentry.home.testimonials.items;
    const items = [{ ...first!, sample: undefined, given: { date: "2026-03-14", source: "Google review" } }];
    const json = businessJsonLd(site(items));
    for (const key of ratingKeys) expect(json).not.toHaveProperty(key);
  });
});

describe("businessJsonLd offers", () => {
  it("offers every service but the hidden ones", () => {
    const [first, ...rest] = profiles.carpentry.services;
    const json = businessJsonLd(
      toPageSite({ ...site(), services: [{ ...first!, hidden: true }, ...rest] } as never),
    );
    const offered = json.makesOffer.map((offer) => offer.itemOffered.name);
    expect(offered).toEqual(rest.map((service) => service.title));
    expect(offered).not.toContain(first!.title);
  });

  it("describes each service on the page that shows the descriptions, and names it elsewhere", () => {
    const [first] = profiles.carpentry.services;
    const named = businessJsonLd(site()).makesOffer[0]!.itemOffered;
    expect(named).toEqual({ "@type": "Service", name: first!.title });
    const described = businessJsonLd(site(), { withServiceDetails: true }).makesOffer[0]!.itemOffered;
    expect(described).toEqual({ "@type": "Service", name: first!.title, description: first!.description });
  });
});

describe("a project's JSON-LD", () => {
  const project = showcaseProject("kitchen", {
    title: "Kitchen </script><script>alert(1)</script>",
    area: "HSR Layout",
    photos: [
      showcasePhoto("a", { alt: "The finished kitchen" }),
      showcasePhoto("b", { alt: "Its drawers", width: 1000, height: 800 }),
    ],
  });
  const withProject = { ...site(), showcase: [project] };

  it("is the work by the business, with every photo as an image and its alt text as the caption", () => {
    const json = projectJsonLd(withProject, project);
    expect(json).toMatchObject({
      "@type": "CreativeWork",
      url: "https://www.example.in/our-work/kitchen",
      creator: { "@id": "https://www.example.in/#business" },
      locationCreated: { "@type": "Place", name: "HSR Layout" },
      dateCreated: "2026-09",
    });
    expect(json.image).toEqual([
      expect.objectContaining({
        "@type": "ImageObject",
        contentUrl: "https://www.example.in/media/hasha-1600.jpg",
        width: 1600,
        height: 1200,
        caption: "The finished kitchen",
      }),
      expect.objectContaining({
        contentUrl: "https://www.example.in/media/hashb-1000.jpg",
        width: 1000,
        height: 800,
        caption: "Its drawers",
      }),
    ]);
    expect(scriptJson(json)).not.toContain("</script>");
  });

  it("sits under the gallery in the breadcrumb", () => {
    expect(
      breadcrumbJsonLd(withProject, "/our-work/kitchen")?.itemListElement.map((item) => item.name),
    ).toEqual(["Home", "Our Work", project.title]);
    expect(breadcrumbJsonLd(withProject, "/our-work")?.itemListElement.map((item) => item.name)).toEqual([
      "Home",
      "Our Work",
    ]);
    expect(breadcrumbJsonLd(site(), "/our-work")).toBeNull();
  });
});
