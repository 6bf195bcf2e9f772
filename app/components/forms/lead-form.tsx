import { CircleAlert, CircleCheck, Send } from "lucide-react";
import { useRef, useState } from "react";
import { useLocation } from "react-router";
import { useToast } from "~/components/ui/toaster";
import { firstTouch } from "~/lib/attribution";
import { fillTemplate } from "~/lib/links";
import type { LeadFieldErrors } from "~/lib/lead-schema";
import { useSite } from "~/lib/site";
import { honeypotField, type LeadFormOutcome } from "~/lib/lead-form";
import { Field, inputClass } from "./field";

type Props = {
  /** On a neighbourhood landing page: the area, added to the lead. */
  area?: string;
  /** What the server answered to a submission made without JavaScript. */
  outcome?: LeadFormOutcome;
};

const loadSchema = () => import("~/lib/lead-schema");
const visibleFields = ["name", "phone", "email", "service", "message"];

/**
 * The enquiry form. A real form posted to the page's action, so it works without JavaScript;
 * with JavaScript it is checked with the same schema as the server, sent to /api/leads without
 * a reload, and its result shown as a notice.
 */
export function LeadForm({ area, outcome }: Props) {
  const site = useSite();
  const { leadForm: form } = site;
  const { pathname, search } = useLocation();
  const toast = useToast();
  const [errors, setErrors] = useState<LeadFieldErrors>(outcome?.status === "invalid" ? outcome.errors : {});
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const values = outcome && outcome.status !== "success" ? outcome.values : {};
  // Errors that belong to no visible field (a hidden field, or the request itself).
  const formError = Object.entries(errors).find(([field]) => !visibleFields.includes(field))?.[1];
  const rateLimitedText = fillTemplate(form.notices.rateLimited.text, { phone: site.phoneDisplay });

  const focusFirstError = (found: LeadFieldErrors) => {
    const name = visibleFields.find((field) => found[field]);
    if (name) formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  };

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const element = event.currentTarget;
    const fields: Record<string, string> = { ...firstTouch() };
    for (const [key, value] of new FormData(element)) if (typeof value === "string") fields[key] = value;

    try {
      const { leadSchemaFor, fieldErrors } = await loadSchema();
      const parsed = leadSchemaFor(site).safeParse(fields);
      if (!parsed.success) {
        const found = fieldErrors(parsed.error);
        setErrors(found);
        focusFirstError(found);
        return;
      }
    } catch {
      // The checker could not load (flaky network); the server checks everything anyway.
    }

    setErrors({});
    setSubmitting(true);
    try {
      const response = await fetch("/api/leads", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(fields),
      });
      if (response.status === 201) {
        element.reset();
        toast({ ...form.notices.success, tone: "success" });
      } else if (response.status === 400) {
        const body = (await response.json()) as { errors?: LeadFieldErrors };
        setErrors(body.errors ?? {});
        focusFirstError(body.errors ?? {});
      } else if (response.status === 429) {
        toast({ title: form.notices.rateLimited.title, text: rateLimitedText, tone: "error" });
      } else {
        throw new Error(`The server answered ${response.status}`);
      }
    } catch (error) {
      console.error("Enquiry could not be sent:", error);
      toast({ ...form.notices.failure, tone: "error" });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form
      ref={formRef}
      method="post"
      // Without JavaScript the answer is a new page: bring the visitor straight back to the form.
      action={`${pathname}${search}#enquiry`}
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => void loadSchema().catch(() => undefined)}
      className="space-y-5"
      aria-busy={submitting}
      key={outcome?.status === "success" ? "sent" : "form"}
    >
      {outcome ? <ServerNotice outcome={outcome} site={{ form, rateLimitedText }} /> : null}
      {formError ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
        >
          {formError}
        </p>
      ) : null}
      <input type="hidden" name="source_path" value={pathname} />
      {area ? <input type="hidden" name="area" value={area} /> : null}
      {/* A trap for bots: hidden from people and assistive technology, filled in only by scripts. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {form.labels.honeypot}
          <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>

      <Field label={form.labels.name} error={errors.name}>
        {(props) => (
          <input
            {...props}
            name="name"
            type="text"
            required
            maxLength={100}
            autoComplete="name"
            placeholder={form.labels.namePlaceholder}
            defaultValue={values.name}
            className={inputClass}
          />
        )}
      </Field>
      <Field label={form.labels.phone} error={errors.phone}>
        {(props) => (
          <input
            {...props}
            name="phone"
            type="tel"
            required
            autoComplete="tel"
            inputMode="tel"
            placeholder={form.labels.phonePlaceholder}
            defaultValue={values.phone}
            className={inputClass}
          />
        )}
      </Field>
      {form.withEmail ? (
        <Field label={form.labels.email} error={errors.email} hint={form.labels.optional}>
          {(props) => (
            <input
              {...props}
              name="email"
              type="email"
              maxLength={254}
              autoComplete="email"
              placeholder={form.labels.emailPlaceholder}
              defaultValue={values.email}
              className={inputClass}
            />
          )}
        </Field>
      ) : null}
      <Field label={form.labels.service} error={errors.service}>
        {(props) => (
          <select
            {...props}
            name="service"
            required
            defaultValue={values.service ?? ""}
            className={inputClass}
          >
            <option value="">{form.labels.servicePlaceholder}</option>
            {form.services.map((service) => (
              <option key={service} value={service}>
                {service}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={form.labels.message} error={errors.message} hint={form.labels.optional}>
        {(props) => (
          <textarea
            {...props}
            name="message"
            rows={4}
            maxLength={2000}
            placeholder={form.labels.messagePlaceholder}
            defaultValue={values.message}
            className={inputClass}
          />
        )}
      </Field>
      <button
        type="submit"
        disabled={submitting}
        className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-wood-700 px-6 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-wood-800 disabled:cursor-wait disabled:opacity-70"
      >
        <Send aria-hidden="true" className="size-5" />
        {submitting ? form.labels.submitting : form.labels.submit}
      </button>
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
