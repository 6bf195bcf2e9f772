import { FilePlus2, Pencil, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { staffButtonClass } from "~/components/admin/staff-styles";
import { adminCopy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { fillTemplate } from "~/lib/links";
import { BaseField, SectionStatus, useSectionAnswer } from "./section-form";

const copy = adminCopy.siteSettings.sections.quotes;

export type ShownTemplate = { id: string; title: string; service: string; lines: number };

const smallButton =
  "inline-flex min-h-11 items-center gap-1 rounded-lg border border-wood-300 bg-white px-3 text-sm font-semibold text-wood-900 hover:bg-wood-100";

/** The button that removes one template: a form of its own, published at once. */
function RemoveTemplate({ id, title }: { id: string; title: string }) {
  const { fetcher } = useSectionAnswer("quotes", "quotes-remove");
  return (
    <fetcher.Form method="post" action={deskPaths.site}>
      <input type="hidden" name="section" value="quotes" />
      <input type="hidden" name="template" value={id} />
      <BaseField />
      <button type="submit" name="intent" value="remove" className={smallButton}>
        <Trash2 aria-hidden="true" className="size-4" />
        {copy.removeTemplate}
        <span className="sr-only"> {fillTemplate(copy.templateOf, { title })}</span>
      </button>
    </fetcher.Form>
  );
}

/** The quote templates: each with Edit (its own page) and Remove, and a link to make a new one. */
export function QuoteTemplatesList({ templates }: { templates: ShownTemplate[] }) {
  const { answer } = useSectionAnswer("quotes", "quotes-remove");
  const lines = (n: number) =>
    n === 1 ? copy.templateLines.one : fillTemplate(copy.templateLines.many, { count: String(n) });
  return (
    <div className="mt-6 border-t border-wood-100 pt-5" aria-labelledby="quote-templates-h" role="group">
      <h3 id="quote-templates-h" className="text-lg font-semibold text-wood-950">
        {copy.templates}
      </h3>
      <p className="mt-1 text-wood-800">{copy.templatesHint}</p>
      <SectionStatus answer={answer} />
      {templates.length === 0 ? <p className="mt-3 text-wood-800">{copy.noTemplates}</p> : null}
      <ul className="mt-4 space-y-3">
        {templates.map((template) => (
          <li
            key={template.id}
            className="flex flex-col gap-3 rounded-xl border border-wood-200 bg-wood-50/60 p-4 sm:flex-row sm:items-center"
          >
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words text-wood-950">{template.title}</p>
              <p className="text-sm text-wood-800">
                {template.service} · {lines(template.lines)}
              </p>
            </div>
            <div className="flex shrink-0 gap-2">
              <Link to={deskPaths.quoteTemplate(template.id)} className={smallButton}>
                <Pencil aria-hidden="true" className="size-4" />
                {copy.editTemplate}
                <span className="sr-only"> {fillTemplate(copy.templateOf, { title: template.title })}</span>
              </Link>
              <RemoveTemplate id={template.id} title={template.title} />
            </div>
          </li>
        ))}
      </ul>
      <Link to={deskPaths.newQuoteTemplate} className={`mt-4 ${staffButtonClass.outline}`}>
        <FilePlus2 aria-hidden="true" className="size-4" />
        {copy.newTemplate}
      </Link>
    </div>
  );
}
