import { z } from "zod";
import { iconNames } from "./icon-names";
import { landingAreaSchema } from "./landing-schema";
import { quoteSettingsSchema } from "./quote-settings-schema";
import { gstinProblem, gstinMessages } from "~/lib/quotes/gstin";

// One schema describes a business profile. The TypeScript types are inferred from it, and
// tests parse every shipped profile with it, so a missing or empty field fails fast.
const text = z.string().trim().min(1);
/**
 * A name on one line: it also heads e-mails and titles. It holds no brace, so no later template takes
 * part of it for a placeholder ("Om {page} Works").
 */
const line = text
  .regex(/^[^\r\n\u0085\u2028\u2029]*$/, { error: "must be on one line" })
  .regex(/^[^{}]*$/, { error: "may not hold { or }" });
const texts = (min = 1) => z.array(text).min(min);
const icon = z.enum(iconNames);

const seo = z.object({ title: text, description: text.max(170) });
const feature = z.object({ title: text, description: text, icon });
const cta = z.object({ heading: text, text, primaryLabel: text, callLabel: text });
const heading = z.object({ eyebrow: text.optional(), heading: text, text: text.optional() });

const serviceId = z
  .string()
  .regex(/^[a-z0-9-]+$/, { error: "expected lower-case letters, digits and hyphens" });
/** A card about one of the services: `service` is its id, so the card hides with the service. */
const serviceCard = { service: serviceId.optional() };

const service = z.object({
  id: serviceId,
  title: text,
  description: text,
  features: texts(3),
  keywords: texts(2),
  areas: texts(1),
  icon,
  /** A hidden service stays in the profile but shows on no public page. */
  hidden: z.boolean().optional(),
});

/**
 * A customer's words on the home page. A real one says when and where it was given
 * (`given: { date: "2026-03-14", source: "Google review" }`) and is marked up for search engines as a
 * review; a made-up one, to show what the page looks like, says `sample: true` and never is
 * (docs/decisions/0033-profile-files-and-sample-details.md).
 */
const testimonial = z
  .object({
    name: text,
    location: text,
    text,
    rating: z.literal(5),
    sample: z.literal(true, { error: "expected true (or leave it out for a real testimonial)" }).optional(),
    given: z
      .object({
        date: z.iso.date({ error: "expected a date as YYYY-MM-DD" }),
        /** Where the customer gave it: "Google review", "WhatsApp", "In person"… */
        source: text,
      })
      .optional(),
  })
  .check((ctx) => {
    if (Boolean(ctx.value.sample) === Boolean(ctx.value.given))
      ctx.issues.push({
        code: "custom",
        input: ctx.value,
        path: ["given"],
        message: ctx.value.sample
          ? "a sample testimonial has no given date and source"
          : 'a real testimonial says when and where it was given ({ "date": "YYYY-MM-DD", "source": "Google review" }); a made-up one says "sample": true',
      });
  });
const stat = z.object({ number: text, label: text });

const dayOfWeek = z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);
/** A time of day, 00:00 to 23:59. */
export const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = z.string().regex(timePattern, { error: "expected HH:MM" });
const openingHours = z.object({ label: text, days: z.array(dayOfWeek).min(1), opens: time, closes: time });

export const profileSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9-]*$/, { error: "expected lower-case letters, digits and hyphens" }),
    business: z.object({
      name: line,
      /** A shorter name for the logo and the app's home-screen name; the name when left out. */
      shortName: line.max(24).optional(),
      description: text,
      /** E.164, e.g. +919876543210. */
      phone: z.string().regex(/^\+91\d{10}$/, { error: "expected +91 and 10 digits, e.g. +919876543210" }),
      /** The WhatsApp number, when the business chats on another number than it takes calls on (E.164). */
      whatsapp: z
        .string()
        .regex(/^\+91\d{10}$/, { error: "expected +91 and 10 digits, e.g. +919876543210" })
        .optional(),
      /** How far from the office the business travels for work, in kilometres. */
      serviceRadiusKm: z.number().int().min(1).max(200).optional(),
      email: z.email(),
      /**
       * The business's GSTIN (15 characters, checked). Without one, quotations say the business is not
       * registered under GST and show no tax.
       */
      gstin: z
        .string()
        .check((ctx) => {
          const problem = gstinProblem(ctx.value);
          if (problem) ctx.issues.push({ code: "custom", input: ctx.value, message: gstinMessages[problem] });
        })
        .optional(),
      address: z.object({
        street: text,
        locality: text,
        city: text,
        region: text,
        postalCode: z.string().regex(/^\d{6}$/, { error: "expected a 6-digit PIN code" }),
        country: z.literal("IN"),
      }),
      geo: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
      hours: z.array(openingHours).min(1),
      hoursNote: text,
      priceRange: text,
      copyrightYear: z.number().int().min(2000),
      /**
       * The logo's icon, and its lines when they should differ from the short name split in two: `line1`
       * alone is a one-line logo; `line2` needs `line1`.
       */
      logo: z
        .object({ icon, line1: text.optional(), line2: text.optional() })
        .refine((logo) => logo.line2 === undefined || logo.line1 !== undefined, {
          error: "line2 needs line1",
          path: ["line2"],
        }),
    }),
    nav: z.object({ home: text, services: text, about: text, contact: text }),
    labels: z.object({
      callNow: text,
      whatsapp: text,
      openMenu: text,
      closeMenu: text,
      quickLinks: text,
      contactInfo: text,
      allRightsReserved: text,
      skipToContent: text,
      keyFigures: text,
      /** e.g. "Rated {rating} out of 5". */
      rating: text.includes("{rating}"),
    }),
    /**
     * The bar of Call, WhatsApp and Get a Quote that stays at the bottom of the screen on phones and small
     * tablets (components/layout/contact-bar.tsx): its landmark's name and its enquiry link's label. Call
     * and WhatsApp use `labels.callNow` and `labels.whatsapp`.
     */
    contactBar: z.object({ label: text, quoteLabel: text }),
    /**
     * Prefilled WhatsApp texts; {business}, {page} and {service} are filled in. {page} is the page the
     * visitor is on, in every text: its nav label, "Interior Designer in {area}" on a neighbourhood page,
     * and `notFound.pageName` on the 404 page (lib/current-page.ts).
     */
    whatsapp: z.object({
      page: text.includes("{page}"),
      service: text.includes("{service}").includes("{page}"),
      /**
       * The message templates Meta approved for the business's number, which the desk may send once
       * a customer's 24-hour window has closed: the name and language as approved, the body as
       * approved, with Meta's {{1}}, {{2}}... for its values, and what each value is, for the desk's
       * form.
       */
      templates: z
        .array(
          z.object({
            name: z.string().regex(/^[a-z0-9_]{1,512}$/),
            language: z.string().regex(/^[a-z]{2,3}(_[A-Z]{2})?$/),
            label: text,
            body: text,
            values: z.array(text).max(10),
          }),
        )
        .optional(),
    }),
    /** The lead desk's business words: why leads are lost, and the WhatsApp greeting to a customer. */
    desk: z.object({
      lostReasons: texts(2),
      /** {name}, {service} and {business} are filled in. */
      whatsappGreeting: text.includes("{name}").includes("{service}"),
    }),
    services: z.array(service).min(1),
    home: z.object({
      seo,
      hero: z.object({
        eyebrow: text,
        heading: text,
        text,
        quoteLabel: text,
        callLabel: text,
        badges: texts(2),
      }),
      whyChoose: heading.extend({ items: z.array(feature).length(4) }),
      featuredServices: heading.extend({
        cards: z.array(z.object({ title: text, description: text, icon, ...serviceCard })).min(1),
        learnMoreLabel: text,
        whatsappLabel: text,
        viewAllLabel: text,
      }),
      testimonials: heading.extend({ items: z.array(testimonial).min(1) }),
      cta,
    }),
    servicesPage: z.object({
      seo,
      hero: heading.extend({ callLabel: text, whatsappLabel: text }),
      includedLabel: text,
      areasLabel: text,
      keywordsLabel: text,
      quoteLabel: text,
      whatsappLabel: text,
      areaGrid: heading.extend({ areas: texts(1) }),
      cta,
    }),
    about: z.object({
      seo,
      hero: heading.extend({ contactLabel: text, servicesLabel: text }),
      stats: z.array(stat).min(1),
      story: z.object({ heading: text, paragraphs: texts(1) }),
      highlights: z.array(feature).length(4),
      values: heading.extend({ items: z.array(feature).length(4) }),
      areas: heading.extend({ items: texts(1), hqLine: text }),
      cta,
    }),
    contact: z.object({
      seo,
      hero: heading.extend({ callLabel: text, whatsappLabel: text }),
      office: z.object({
        heading: text,
        addressLabel: text,
        phoneLabel: text,
        emailLabel: text,
        hoursLabel: text,
      }),
      serviceAreas: z.object({ heading: text, items: texts(1), more: text }),
      form: z.object({ heading: text, text }),
      map: z.object({ heading: text, title: text, directionsLabel: text }),
      banner: z.object({ heading: text, text, callLabel: text }),
    }),
    /** The enquiry form: the carpentry profile has no e-mail field, the interiors profile an optional one. */
    leadForm: z.object({
      withEmail: z.boolean(),
      services: texts(2),
      labels: z.object({
        name: text,
        phone: text,
        email: text,
        service: text,
        message: text,
        optional: text,
        namePlaceholder: text,
        phonePlaceholder: text,
        servicePlaceholder: text,
        emailPlaceholder: text,
        messagePlaceholder: text,
        submit: text,
        submitting: text,
        honeypot: text,
      }),
      notices: z.object({
        success: z.object({ title: text, text }),
        failure: z.object({ title: text, text }),
        /** {phone} is filled in with the business phone. */
        rateLimited: z.object({ title: text, text: text.includes("{phone}") }),
      }),
    }),
    notFound: z.object({
      seo,
      code: text,
      heading: text,
      text,
      homeLabel: text,
      /** What a WhatsApp greeting sent from the 404 page calls it ("I'm on your {page} page"). */
      pageName: text,
    }),
    /**
     * The privacy notice (/privacy, under India's Digital Personal Data Protection Act, 2023): what an
     * enquiry collects, why, how long it is kept, who to contact and how to have it erased; and the
     * line under every enquiry form that links to it.
     */
    privacy: z.object({
      seo,
      hero: heading.extend({ text }),
      linkLabel: text,
      formNote: text,
      updated: text,
      collected: z.object({ heading: text, text, items: texts(5) }),
      purpose: z.object({ heading: text, paragraphs: texts(1) }),
      sharing: z.object({ heading: text, paragraphs: texts(1) }),
      /** `period` when LEAD_RETENTION_MONTHS is set ({months} filled in), `paragraphs` always. */
      retention: z.object({ heading: text, paragraphs: texts(1), period: text.includes("{months}") }),
      rights: z.object({ heading: text, paragraphs: texts(1) }),
      contact: z.object({ heading: text, text, emailLabel: text, phoneLabel: text, addressLabel: text }),
    }),
    /**
     * The words of the pages of finished projects ("our work", lib/work.ts). Optional: a version stored
     * before these pages existed shows them in the standard words (profiles/common.ts).
     */
    work: z
      .object({
        navLabel: line,
        seo,
        /** A project's or filter page's <title>: {title} is filled in with its heading. */
        pageTitle: text.includes("{title}"),
        heading: text,
        text,
        /** The filter pages' headings and titles: {service} or {area} is filled in. */
        serviceHeading: text.includes("{service}"),
        areaHeading: text.includes("{area}"),
        allLabel: text,
        servicesLabel: text,
        areasLabel: text,
        areaLabel: text,
        finishedLabel: text,
        beforeLabel: text,
        afterLabel: text,
        /** The full-size view's close button; and what a photo's link says it does. */
        closeLabel: text,
        openLabel: text,
        /** The project page's closing band: a quote, a call, a chat. */
        enquiry: z.object({ heading: text, text }),
        /** The home page's section of the newest projects. */
        latest: heading.extend({ viewAllLabel: text }),
        /** A neighbourhood page's section: its own projects ({area}), or others when it has none. */
        inArea: text.includes("{area}"),
        elsewhere: text,
      })
      .optional(),
    /**
     * How the business quotes (templates, tax codes and rates, terms). Optional: a version stored
     * before quotations existed quotes with the standard settings (profiles/common.ts).
     */
    quotes: quoteSettingsSchema.optional(),
    /** Neighbourhood landing pages (the interiors profile); {area} is filled in with the area's name. */
    landing: z
      .object({
        pathPrefix: z.string().regex(/^\/[a-z-]+-$/),
        hero: z.object({ heading: text.includes("{area}"), consultLabel: text, callLabel: text }),
        benefits: heading.extend({ items: z.array(feature).length(6) }),
        services: heading.extend({ items: z.array(z.object({ title: text, icon })).length(6) }),
        form: z.object({ title: text, heading: text.includes("{area}") }),
        shared: z.object({
          heading: text,
          text,
          services: z
            .array(z.object({ title: text, features: texts(3), icon, ...serviceCard }))
            .min(1)
            .max(6),
          whyChoose: z.object({ heading: text, items: z.array(feature).length(8) }),
          process: z.object({ heading: text, steps: z.array(z.object({ title: text, text })).length(4) }),
        }),
        cta: z.object({
          heading: text,
          text,
          quoteLabel: text,
          whatsappLabel: text,
          serving: text.includes("{area}"),
        }),
        labels: z.object({
          covered: text,
          faq: text.includes("{area}"),
          nearby: text,
          allAreas: text,
          allAreasText: text,
        }),
        areas: z.array(landingAreaSchema).min(1),
      })
      .optional(),
  })
  .check((ctx) => {
    // What one field cannot know alone: ids are unique, and a neighbourhood page's nearby links lead to pages.
    const issue = (path: (string | number)[], message: string) =>
      ctx.issues.push({ code: "custom", input: ctx.value, path, message });
    const seen = new Set<string>();
    ctx.value.services.forEach((service, i) => {
      if (seen.has(service.id))
        issue(["services", i, "id"], `another service already has the id "${service.id}"`);
      seen.add(service.id);
    });
    const cards: [(string | number)[], { service?: string }[]][] = [
      [["home", "featuredServices", "cards"], ctx.value.home.featuredServices.cards],
      [["landing", "shared", "services"], ctx.value.landing?.shared.services ?? []],
    ];
    for (const [path, list] of cards)
      list.forEach((card, i) => {
        if (card.service !== undefined && !seen.has(card.service))
          issue([...path, i, "service"], `"${card.service}" is not the id of a service`);
      });
    const areas = ctx.value.landing?.areas ?? [];
    const slugs = new Set<string>();
    areas.forEach((area, i) => {
      if (slugs.has(area.slug))
        issue(["landing", "areas", i, "slug"], `another area already has the slug "${area.slug}"`);
      slugs.add(area.slug);
    });
    areas.forEach((area, i) =>
      area.nearby.forEach((slug, j) => {
        if (!slugs.has(slug) || slug === area.slug)
          issue(["landing", "areas", i, "nearby", j], `"${slug}" is not the slug of another area`);
      }),
    );
  });

export type Profile = z.infer<typeof profileSchema>;
export type Service = Profile["services"][number];
export type Feature = Profile["home"]["whyChoose"]["items"][number];
export type Cta = Profile["home"]["cta"];
export type PageKey = keyof Profile["nav"];
