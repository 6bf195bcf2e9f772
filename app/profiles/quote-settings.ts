import type { QuoteSettings, QuoteTemplate } from "./quote-settings-schema";

// How each business quotes, as shipped: the tax code and rate of its work, terms, a payment schedule
// and each main service's usual quote. The owner changes every figure in the desk's settings. The
// code 995476 is SAC's for installation and fitting work; 18% is the rate carpentry and interior
// works usually carry (check with the business's accountant).

const terms = [
  "Prices include material, labour, transport within Bengaluru and installation.",
  "Civil, electrical and plumbing work are not included unless listed.",
  "Measurements are taken again on site before production; the final bill follows the measured quantities.",
  "Work starts on receipt of the booking amount; the schedule is agreed at booking.",
].join("\n");

const schedule = [
  { label: "On booking", percent: 10 },
  { label: "At production", percent: 40 },
  { label: "On installation", percent: 50 },
];

/** Settings a business starts with before it sets its own; also what a version stored before quotations quotes with. */
export function quoteSettings(templates: QuoteTemplate[]): QuoteSettings {
  return {
    validityDays: 30,
    tax: { code: "995476", gstRate: 18 },
    serviceTax: [],
    paymentSchedule: schedule,
    terms,
    templates,
  };
}

export const carpentryQuotes = quoteSettings([
  {
    id: "l-shaped-kitchen",
    service: "modular-kitchen-fitting",
    title: "L-shaped modular kitchen",
    sections: [
      {
        title: "Kitchen",
        lines: [
          {
            description: "Base cabinets",
            specification: "BWP plywood 18 mm, laminate finish, soft-close hinges",
            quantity: "42",
            unit: "sqft",
            rate: "1450.00",
          },
          {
            description: "Wall cabinets",
            specification: "BWR plywood 18 mm, laminate finish, lift-up shutters",
            quantity: "28",
            unit: "sqft",
            rate: "1250.00",
          },
          {
            description: "Tall unit",
            specification: "BWP plywood, 4 pull-out baskets",
            quantity: "1",
            unit: "nos",
            rate: "28500.00",
          },
          {
            description: "Corner carousel",
            specification: "Stainless steel, soft-close",
            quantity: "1",
            unit: "nos",
            rate: "14500.00",
            optional: true,
          },
        ],
      },
    ],
  },
  {
    id: "sliding-wardrobe",
    service: "wardrobe-cabinet-fitting",
    title: "Sliding wardrobe",
    sections: [
      {
        title: "Master bedroom",
        lines: [
          {
            description: "Sliding wardrobe, floor to ceiling",
            specification: "BWR plywood 18 mm, laminate outside, white inside, aluminium track",
            quantity: "56",
            unit: "sqft",
            rate: "1350.00",
          },
          {
            description: "Loft above the wardrobe",
            specification: "Same material as the wardrobe",
            quantity: "14",
            unit: "sqft",
            rate: "950.00",
            optional: true,
          },
        ],
      },
    ],
  },
]);

export const interiorsQuotes = quoteSettings([
  {
    id: "two-bhk-interiors",
    service: "complete-home-interior",
    title: "2BHK complete interiors",
    sections: [
      {
        title: "Kitchen",
        lines: [
          {
            description: "L-shaped modular kitchen",
            specification: "BWP plywood, acrylic shutters, Hettich hardware",
            quantity: "70",
            unit: "sqft",
            rate: "1650.00",
          },
        ],
      },
      {
        title: "Master bedroom",
        lines: [
          {
            description: "Sliding wardrobe",
            specification: "BWR plywood, laminate finish",
            quantity: "56",
            unit: "sqft",
            rate: "1400.00",
          },
          {
            description: "Queen bed with storage",
            specification: "Hydraulic lift, laminate finish",
            quantity: "1",
            unit: "nos",
            rate: "38000.00",
          },
        ],
      },
      {
        title: "Living room",
        lines: [
          {
            description: "TV unit with back panel",
            specification: "Fluted panel, laminate and veneer",
            quantity: "1",
            unit: "lumpsum",
            rate: "45000.00",
          },
          {
            description: "False ceiling with cove lighting",
            specification: "Gypsum board, profile lights",
            quantity: "180",
            unit: "sqft",
            rate: "140.00",
            optional: true,
          },
        ],
      },
    ],
  },
  {
    id: "modular-kitchen",
    service: "modular-kitchen",
    title: "Modular kitchen",
    sections: [
      {
        title: "Kitchen",
        lines: [
          {
            description: "Base and wall cabinets",
            specification: "BWP plywood, acrylic shutters, soft-close hardware",
            quantity: "70",
            unit: "sqft",
            rate: "1650.00",
          },
          {
            description: "Quartz countertop",
            specification: "20 mm, with backsplash",
            quantity: "24",
            unit: "rft",
            rate: "2200.00",
            optional: true,
          },
        ],
      },
    ],
  },
]);
