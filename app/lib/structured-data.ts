import { fillTemplate } from "./links";
import { areaForPath, pageKeyForPath, privacyPath } from "./pages";
import { ourWorkPath, projectPath, type ShowcasePhoto, type ShowcaseProject } from "./showcase";
import type { PageSite } from "./site";
import { fullSizeUrl, workPageName, workTexts } from "./work";

// JSON-LD for search engines: the business (only facts the site shows), and where the page sits in
// the site. The business is described in full on the home and contact pages only; every other page
// names it by its "@id" with only what is its own (the services page its offers, a neighbourhood
// page its service there), so the pages do not each carry the same kilobyte. Reviews and their rating are claimed only where the page shows them (the home page) and
// only for real testimonials, never for the samples a shipped profile carries. Each service's
// description goes with its offer on the services page, which shows it: elsewhere the offer is named
// only, so every page does not carry paragraphs it does not show.

type Testimonial = PageSite["home"]["testimonials"]["items"][number];

/** The testimonials a customer really gave (with when and where), as schema.org reviews and their rating. */
export function reviewsJsonLd(items: readonly Testimonial[]) {
  const real = items.filter((item) => !item.sample && item.given);
  if (real.length === 0) return {};
  const total = real.reduce((sum, item) => sum + item.rating, 0);
  return {
    review: real.map((item) => ({
      "@type": "Review",
      author: { "@type": "Person", name: item.name },
      datePublished: item.given?.date,
      reviewBody: item.text,
      reviewRating: { "@type": "Rating", ratingValue: item.rating, bestRating: 5, worstRating: 1 },
      publisher: { "@type": "Organization", name: item.given?.source },
    })),
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: Math.round((total / real.length) * 10) / 10,
      reviewCount: real.length,
      bestRating: 5,
      worstRating: 1,
    },
  };
}

/**
 * The business; `withReviews` on the page that shows the testimonials, `withServiceDetails` on the
 * page that describes the services.
 */
export function businessJsonLd(site: PageSite, { withReviews = false, withServiceDetails = false } = {}) {
  const { business } = site;
  const areas = site.landing?.areas.map((area) => area.name) ?? site.about.areas.items;
  return {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    "@id": businessId(site),
    name: business.name,
    description: business.description,
    url: `${site.publicUrl}/`,
    telephone: business.phone,
    email: business.email,
    priceRange: business.priceRange,
    address: {
      "@type": "PostalAddress",
      streetAddress: business.address.street,
      addressLocality: business.address.city,
      addressRegion: business.address.region,
      postalCode: business.address.postalCode,
      addressCountry: business.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: business.geo.lat, longitude: business.geo.lng },
    openingHoursSpecification: business.hours.map((row) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: row.days,
      opens: row.opens,
      closes: row.closes,
    })),
    areaServed: areas.map((name) => ({ "@type": "Place", name })),
    makesOffer: offersJsonLd(site, withServiceDetails),
    ...(withReviews ? reviewsJsonLd(site.home.testimonials.items) : {}),
  };
}

const businessId = (site: PageSite) => `${site.publicUrl}/#business`;

/** The offers of the business, named or, on the page that describes them, described. */
function offersJsonLd(site: PageSite, withServiceDetails: boolean) {
  return site.services.map((service) => ({
    "@type": "Offer",
    itemOffered: {
      "@type": "Service",
      name: service.title,
      ...(withServiceDetails ? { description: service.description } : {}),
    },
  }));
}

/** The services page's own part of the business: its offers, described. */
export function servicesJsonLd(site: PageSite) {
  return {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    "@id": businessId(site),
    name: site.business.name,
    makesOffer: offersJsonLd(site, true),
  };
}

/** A neighbourhood page's own part: the business's service in that area. */
export function areaServiceJsonLd(site: PageSite, area: { name: string }, name: string, path: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name,
    url: `${site.publicUrl}${path}`,
    provider: { "@id": businessId(site) },
    areaServed: { "@type": "Place", name: area.name },
  };
}

/** Home › this page for every inner page the site knows (Home › Our work › this page for the work's); nothing for the home page or a 404. */
export function breadcrumbJsonLd(site: PageSite, pathname: string) {
  const key = pageKeyForPath(pathname);
  const area = areaForPath(site, pathname);
  const path = pathname.replace(/\/+$/, "");
  const work = key || area ? undefined : workPageName(site, pathname);
  const name =
    key && key !== "home"
      ? site.nav[key]
      : area && site.landing
        ? fillTemplate(site.landing.hero.heading, { area: area.name })
        : path === privacyPath
          ? site.privacy.hero.heading
          : (work ?? null);
  if (!name) return null;
  const trail = [{ name: site.nav.home, item: `${site.publicUrl}/` }];
  if (work && path !== ourWorkPath)
    trail.push({ name: workTexts(site).navLabel, item: `${site.publicUrl}${ourWorkPath}` });
  trail.push({ name, item: `${site.publicUrl}${path}` });
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, index) => ({ "@type": "ListItem", position: index + 1, ...step })),
  };
}

/** A photo as search engines read it: the full-size JPEG, its size, and the owner's words for it. */
export function imageJsonLd(site: PageSite, photo: ShowcasePhoto) {
  const url = `${site.publicUrl}${fullSizeUrl(photo)}`;
  return {
    "@type": "ImageObject",
    contentUrl: url,
    url,
    width: photo.width,
    height: photo.height,
    caption: photo.alt,
    creditText: site.business.name,
  };
}

/** A finished project: what, where and when, by the business, with every photo of it. */
export function projectJsonLd(site: PageSite, project: ShowcaseProject) {
  const url = `${site.publicUrl}${projectPath(project.slug)}`;
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    "@id": `${url}#project`,
    name: project.title,
    description: project.description,
    url,
    dateCreated: project.month,
    creator: { "@id": businessId(site) },
    ...(project.area ? { locationCreated: { "@type": "Place", name: project.area } } : {}),
    thumbnailUrl: `${site.publicUrl}${fullSizeUrl(project.cover)}`,
    image: project.photos.map((photo) => imageJsonLd(site, photo)),
  };
}

/** JSON for inside a <script> element: "<" is escaped so no text can close the element early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
