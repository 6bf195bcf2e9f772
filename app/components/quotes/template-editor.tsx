import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { staffButtonClass, staffCardClass } from "~/components/admin/staff-styles";
import { adminCopy } from "~/lib/admin-copy";
import { quoteTemplateCopy } from "~/lib/desk-copy/quote-settings";
import { deskPaths } from "~/lib/desk-paths";
import { noTax, type TemplateDraft } from "~/lib/quotes/template-draft";
import { type Errors, Input, Select } from "./builder/builder-fields";
import { SectionsEditor } from "./builder/sections-editor";

const copy = quoteTemplateCopy;
const siteCopy = adminCopy.siteSettings;

/**
 * A quote template's form: its name and service, then its rooms and lines in the builder's sections
 * editor (rows change in place with JavaScript, by a post without it). Publish saves the template in
 * the quote settings as a new version of the site.
 */
export function TemplateEditor({
  initial,
  errors,
  conflict,
  services,
  version,
}: {
  initial: TemplateDraft;
  errors: Errors;
  conflict: boolean;
  services: { id: string; title: string }[];
  /** The live version the page was opened on, sent as `base`. */
  version: number | null;
}) {
  const [draft, change] = useState(initial);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const set = (field: "title" | "service") => (value: string) => change((d) => ({ ...d, [field]: value }));
  return (
    <div className="space-y-6">
      <Link
        to={`${deskPaths.site}#quotes`}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-wood-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {copy.back}
      </Link>
      <Form method="post" noValidate className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          {/* Enter in a field publishes, as the button at the end does, not the first row button. */}
          <button type="submit" name="intent" value="save" hidden />
          <input type="hidden" name="base" value={version ?? ""} />
          {errors.form || conflict ? (
            <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-red-900">
              <p>{conflict ? siteCopy.conflict : errors.form}</p>
              {conflict ? (
                <a href="" className="mt-2 inline-flex min-h-11 items-center font-semibold underline">
                  {siteCopy.reload}
                </a>
              ) : null}
            </div>
          ) : null}
          <section aria-labelledby="template-h" className={`space-y-4 p-4 sm:p-5 ${staffCardClass}`}>
            <h2 id="template-h" className="font-display text-xl font-semibold text-wood-950">
              {copy.details}
            </h2>
            <div className="grid gap-4 md:grid-cols-2">
              <Input
                name="title"
                label={copy.title}
                hint={copy.titleHint}
                value={draft.title}
                onChange={set("title")}
                errors={errors}
              />
              <Select
                name="service"
                label={copy.service}
                value={draft.service}
                onChange={set("service")}
                options={services.map((service) => [service.id, service.title] as const)}
                errors={errors}
              />
            </div>
          </section>
          <SectionsEditor
            sections={draft.sections}
            change={(update) => change((d) => ({ ...d, sections: update(d.sections) }))}
            errors={errors}
            defaults={noTax}
            tax="none"
          />
        </div>
        <aside className="lg:sticky lg:top-4 lg:self-start">
          <div className={`space-y-3 p-4 sm:p-5 ${staffCardClass}`}>
            <p className="text-sm text-wood-800">{copy.publishNote}</p>
            <button
              type="submit"
              name="intent"
              value="save"
              disabled={busy}
              className={staffButtonClass.block}
            >
              {busy ? copy.saving : copy.save}
            </button>
          </div>
        </aside>
      </Form>
    </div>
  );
}
