import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { useHydrated } from "~/components/admin/use-hydrated";
import { staffButtonClass, staffCardClass } from "~/components/admin/staff-styles";
import { adminCopy } from "~/lib/admin-copy";
import type { BuilderDraft, LineDefaults } from "~/lib/quotes/builder-draft";
import { draftFigures } from "~/lib/quotes/draft-figures";
import { gstStates } from "~/lib/quotes/gst-states";
import { type Errors, Input, Select } from "./builder/builder-fields";
import { QuoteTermsFields } from "./builder/quote-terms-fields";
import { SectionsEditor } from "./builder/sections-editor";
import { FiguresTable } from "./quote-figures-table";

const copy = adminCopy.quotes.builder;

const stateOptions = Object.entries(gstStates).map(([code, name]) => [code, `${name} (${code})`] as const);

/**
 * The quote builder: one form, the same with and without JavaScript. With it, rows are added and
 * removed in place and the figures follow what is typed; without it, each row button posts the form,
 * which comes back with the change and everything typed kept. Save posts the form (intent "save").
 */
export function QuoteBuilder({
  initial,
  errors,
  defaults,
  businessGstin,
  saveLabel = copy.save,
  hidden,
}: {
  initial: BuilderDraft;
  errors: Errors;
  defaults: LineDefaults;
  businessGstin: string | null;
  saveLabel?: string;
  /** Fields the page's action needs besides the quote's own (the template it started from). */
  hidden?: Record<string, string>;
}) {
  const [draft, change] = useState(initial);
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const { sections: computed, figures } = draftFigures(draft, businessGstin);
  const registered = businessGstin !== null;
  const set = (field: keyof BuilderDraft) => (value: string) => change((d) => ({ ...d, [field]: value }));
  const formProblem = errors.form;
  return (
    <Form method="post" noValidate className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-6">
        {/* Enter in a field saves, as the button at the end does, not the first row button. */}
        <button type="submit" name="intent" value="save" hidden />
        {Object.entries(hidden ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="service" value={draft.service} />
        {formProblem ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-red-900">
            {formProblem}
          </p>
        ) : null}
        <section aria-labelledby="site-h" className={`space-y-4 p-4 sm:p-5 ${staffCardClass}`}>
          <h2 id="site-h" className="font-display text-xl font-semibold text-wood-950">
            {copy.site}
          </h2>
          <div className="grid gap-4 md:grid-cols-2">
            <Select
              name="placeOfSupply"
              label={copy.placeOfSupply}
              value={draft.placeOfSupply}
              onChange={set("placeOfSupply")}
              options={stateOptions}
              errors={errors}
            />
            <Input
              name="customerGstin"
              label={copy.customerGstin}
              hint={copy.customerGstinHint}
              value={draft.customerGstin}
              onChange={set("customerGstin")}
              errors={errors}
            />
            <Input
              name="siteAddress"
              label={copy.siteAddress}
              value={draft.siteAddress}
              onChange={set("siteAddress")}
              errors={errors}
            />
            <Input
              name="validUntil"
              label={copy.validUntil}
              type="date"
              value={draft.validUntil}
              onChange={set("validUntil")}
              errors={errors}
            />
          </div>
          {registered ? null : <p className="text-sm text-wood-800">{copy.noGstin}</p>}
        </section>
        <SectionsEditor
          sections={draft.sections}
          change={(update) => change((d) => ({ ...d, sections: update(d.sections) }))}
          errors={errors}
          defaults={defaults}
          tax={registered ? "edit" : "carry"}
          amountOf={(s, l) => computed[s]?.lines[l]?.amountPaise ?? null}
        />
        <QuoteTermsFields draft={draft} change={change} errors={errors} />
      </div>
      <aside className="lg:sticky lg:top-4 lg:self-start">
        <div className={`space-y-4 p-4 sm:p-5 ${staffCardClass}`}>
          {hydrated ? (
            <section aria-labelledby="live-h">
              <h2 id="live-h" className="font-display text-xl font-semibold text-wood-950">
                {copy.figures}
              </h2>
              <FiguresTable figures={figures} registered={registered} />
              <p className="mt-2 text-xs text-wood-700">{copy.figuresNote}</p>
            </section>
          ) : null}
          <button
            type="submit"
            name="intent"
            value="save"
            disabled={navigation.state === "submitting"}
            className={staffButtonClass.block}
          >
            {navigation.state === "submitting" ? copy.saving : saveLabel}
          </button>
        </div>
      </aside>
    </Form>
  );
}
