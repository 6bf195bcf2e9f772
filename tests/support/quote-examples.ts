// Quotes as the JSON API takes them, shared by the unit and browser tests: the example the API's
// description gives (42 sq ft of base cabinets at ₹1,450.00, 18%, a Karnataka site: taxable
// ₹60,900.00, CGST and SGST ₹5,481.00 each, total ₹71,862.00), and the same with an optional line.

export const kitchenLine = {
  description: "Base cabinets",
  quantity: 42,
  unit: "sqft",
  rate: "1450.00",
  sac: "995476",
  gstRate: 18,
} as const;

export const kitchenQuote = {
  placeOfSupply: "29",
  sections: [{ title: "Kitchen", lines: [kitchenLine] }],
};

/** The example with an optional corner carousel (₹14,500.00) the customer may tick. */
export const kitchenQuoteWithOption = {
  placeOfSupply: "29",
  sections: [
    {
      title: "Kitchen",
      lines: [
        kitchenLine,
        { description: "Corner carousel", quantity: 1, unit: "nos", rate: "14500.00", optional: true },
      ],
    },
  ],
};
