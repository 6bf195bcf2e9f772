import { leadFormFieldNames } from "~/lib/lead-fields";
import { CircleAlert, CircleCheck, Send } from "~/components/ui/icons";
import { Link, useLocation } from "react-router";
import { fillTemplate } from "~/lib/links";
import { privacyPath } from "~/lib/pages";
import { useSite } from "~/lib/site";
import { honeypotField, type CarriedLeadFormConfig, type LeadFormOutcome } from "~/lib/lead-form-config";
import { MessageField, ServiceField } from "./enquiry-fields";
import { Field, inputClass } from "./field";

type Props = {
  /** On a neighbourhood landing page: the area, added to the lead. */
  area?: string;
  /** What the server answered to a submission made without JavaScript. */
  outcome?: LeadFormOutcome;
};

/** The one-line inputs' own attributes, in the order they are written out. */
const textInputs = {
  name: { name: "name", type: "text", required: true, maxLength: 100, autoComplete: "name" },
  phone: { name: "phone", type: "tel", required: true, autoComplete: "tel", inputMode: "tel" },
  email: { name: "email", type: "email", maxLength: 254, autoComplete: "email" },
} as const;

/**
 * The enquiry form. A real form posted to the page's action, so it works without JavaScript;
 * app/client/send-lead-form.ts checks it in the browser with the same schema as the server, sends it to
 * /api/leads without a reload and shows the result as a notice.
 */
export function LeadForm({ area, outcome }: Props) {
  const site = useSite();
  const { leadForm: form } = site;
  const { pathname, search } = useLocation();
  const errors = outcome?.status === "invalid" ? outcome.errors : {};
  const values = outcome && outcome.status !== "success" ? outcome.values : {};
  // An error that belongs to no visible field (a hidden field, or the request itself).
  const formError = Object.entries(errors).find(
    ([field]) => !(leadFormFieldNames as string[]).includes(field),
  )?.[1];
  const rateLimitedText = fillTemplate(form.notices.rateLimited.text, { phone: site.phoneDisplay });
  const config: CarriedLeadFormConfig = {
    // The only area this form can send is its page's own (a hidden field), so the script's check
    // needs no other: the whole list was some 0.4 KB of every neighbourhood page's first round trip.
    areas: area ? [area] : [],
    labels: { submit: form.labels.submit, submitting: form.labels.submitting },
    notices: {
      success: form.notices.success,
      failure: form.notices.failure,
      rateLimited: { title: form.notices.rateLimited.title, text: rateLimitedText },
    },
  };

  /** A one-line field: its label, its input (attributes in `textInputs`), and its error. */
  const textField = (field: keyof typeof textInputs, hint?: string) => (
    <Field label={form.labels[field]} error={errors[field]} hint={hint}>
      {(props) => (
        <input
          {...props}
          {...textInputs[field]}
          placeholder={form.labels[`${field}Placeholder`]}
          defaultValue={values[field]}
          className={inputClass}
        />
      )}
    </Field>
  );

  return (
    <form
      method="post"
      // Without JavaScript the answer is a new page: bring the visitor straight back to the form.
      action={`${pathname}${search}#enquiry`}
      data-lead-form={JSON.stringify(config)}
      className="space-y-5"
    >
      {outcome ? <ServerNotice outcome={outcome} site={{ form, rateLimitedText }} /> : null}
      <p
        role="alert"
        data-form-error=""
        hidden={!formError}
        className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
      >
        {formError}
      </p>
      <input type="hidden" name="source_path" value={pathname} />
      {area ? <input type="hidden" name="area" value={area} /> : null}
      {/* A trap for bots: hidden from people and assistive technology, filled in only by scripts. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {form.labels.honeypot}
          <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>

      {textField("name")}
      {textField("phone")}
      {form.withEmail ? textField("email", form.labels.optional) : null}
      <ServiceField
        label={form.labels.service}
        choose={form.labels.servicePlaceholder}
        services={form.services}
        error={errors.service}
        value={values.service}
      />
      <MessageField
        label={form.labels.message}
        hint={form.labels.optional}
        placeholder={form.labels.messagePlaceholder}
        rows={4}
        error={errors.message}
        value={values.message}
      />
      <button
        type="submit"
        className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-wood-700 px-6 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-wood-800 disabled:cursor-wait disabled:opacity-70"
      >
        <Send aria-hidden="true" className="size-5" />
        <span data-submit-label="">{form.labels.submit}</span>
      </button>
      <p className="text-sm text-wood-700">
        {site.privacy.formNote}{" "}
        <Link to={privacyPath} className="font-medium text-wood-800 underline underline-offset-4">
          {site.privacy.linkLabel}
        </Link>
        .
      </p>
    </form>
  );
}

function ServerNotice({
  outcome,
  site,
}: {
  outcome: LeadFormOutcome;
  site: { form: ReturnType<typeof useSite>["leadForm"]; rateLimitedText: string };
}) {
  const { notices } = site.form;
  const notice =
    outcome.status === "success"
      ? notices.success
      : outcome.status === "rate_limited"
        ? { title: notices.rateLimited.title, text: site.rateLimitedText }
        : outcome.status === "error"
          ? notices.failure
          : null;
  if (!notice) return null;
  const ok = outcome.status === "success";
  const Icon = ok ? CircleCheck : CircleAlert;
  return (
    <div
      role={ok ? "status" : "alert"}
      data-server-notice=""
      className={`flex gap-3 rounded-xl border p-4 ${ok ? "border-green-200 bg-green-50 text-green-900" : "border-red-200 bg-red-50 text-red-900"}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{notice.title}</p>
        <p className="mt-1 text-sm">{notice.text}</p>
      </div>
    </div>
  );
}
