// Desk words. How the business quotes, in the site settings: validity, tax codes and rates, the
// payment schedule, terms and the templates a quote starts from, and the page a template is edited on.
export const quoteSettingsCopy = {
  title: "Quotes",
  intro:
    "What a new quote starts with: how long it is valid, the tax on your work, the payment schedule, your terms, and the templates a quote can start from.",
  validityDays: "Quote valid for (days)",
  taxCode: "SAC/HSN code",
  taxCodeHint: "(e.g. 995476, installation and fitting)",
  taxRate: "GST rate",
  taxDefault: "The tax on your work",
  serviceTax: "Tax by service",
  serviceTaxHint: "Leave a service's code or rate empty to use the one above ({code}, {rate}%).",
  useDefault: "As above",
  paymentSchedule: "Payment schedule",
  scheduleHint:
    "Up to 6 stages, each with its share of the total; together they make 100%. Leave a row empty to drop it.",
  stageLabel: "Stage {n}",
  stagePercent: "Stage {n} %",
  terms: "Terms (one per line)",
  templates: "Templates",
  templatesHint: "A quote starts from one of these in a tap; the lead's own service's come first.",
  noTemplates: "No templates yet.",
  templateLines: { one: "1 line", many: "{count} lines" },
  editTemplate: "Edit",
  removeTemplate: "Remove",
  templateOf: "the template {title}",
  newTemplate: "New template",
  templateGone: "This template was already changed or removed. Reload the page to see the list as it is now.",
  publish: "Publish quote settings",
  problems: {
    wholeDays: "Enter a whole number of days from 1 to 365, e.g. 30.",
    percent: "Enter a whole percent from 1 to 100.",
    scheduleTotal: "The stages add up to {total}%; they must add up to 100%.",
    noStage: "Add at least one stage.",
    label: "Name this stage, e.g. On booking.",
    code: "Enter a SAC or HSN code of 4 to 8 digits, e.g. 995476.",
    rate: "Choose one of the GST rates.",
    terms: "Write at least one term.",
    service: "Choose one of your services.",
    required: "Fill this in.",
    noLine: "Add at least one line.",
  },
} as const;

/** The page a quote template is edited on. */
export const quoteTemplateCopy = {
  newTitle: "New quote template",
  editTitle: "Edit template: {title}",
  intro:
    "The rooms and lines a quote starts from, with quantities and rates. Each line's tax comes from the quote settings of its service.",
  back: "Back to quote settings",
  title: "Template name",
  titleHint: '(e.g. "L-shaped modular kitchen")',
  service: "For the service",
  details: "Template",
  save: "Publish template",
  publishNote:
    "Publishing saves the template as a new version of your site; from then on a new quote offers it as it is here.",
  saving: "Publishing…",
  notFound: { title: "Page not found", text: "There is no such template." },
} as const;
