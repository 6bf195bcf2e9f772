import { leadFormFieldNames } from "~/lib/lead-fields";
import { firstTouch } from "~/lib/attribution";
import { type CarriedLeadFormConfig, type LeadFormConfig } from "~/lib/lead-form-config";
import type { LeadFieldErrors } from "~/lib/lead-schema";
import { showToast } from "./show-toast";

// The enquiry form with JavaScript: checked with the server's own schema (loaded when the visitor
// first reaches the form; its phone check is the light one, app/lib/phone-check.ts), sent to
// /api/leads without a reload, answered with a notice. Without JavaScript the same form posts to
// the page's action (components/forms/lead-form.tsx).

const loadSchema = () => import("~/lib/lead-schema");

export function enhanceLeadForms(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-lead-form]")) enhance(form);
}

function enhance(form: HTMLFormElement) {
  const carried = JSON.parse(form.dataset.leadForm ?? "") as CarriedLeadFormConfig;
  // The services the schema accepts are the select's choices (its empty prompt left out).
  const services = [...form.querySelectorAll<HTMLOptionElement>('select[name="service"] option')]
    .map((option) => option.value)
    .filter(Boolean);
  const config: LeadFormConfig = { ...carried, services };
  const submitButton = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const submitLabel = form.querySelector("[data-submit-label]");
  let submitting = false;

  const setSubmitting = (value: boolean) => {
    submitting = value;
    form.setAttribute("aria-busy", String(value));
    if (submitButton) submitButton.disabled = value;
    submitLabel?.replaceChildren(value ? config.labels.submitting : config.labels.submit);
  };

  form.addEventListener("focusin", () => void loadSchema().catch(() => undefined), { once: true });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (!submitting) void submit();
  });

  async function submit() {
    form.querySelector<HTMLElement>("[data-server-notice]")?.remove();
    const fields: Record<string, string> = { ...firstTouch() };
    for (const [key, value] of new FormData(form)) if (typeof value === "string") fields[key] = value;

    try {
      const { leadSchema, fieldErrors } = await loadSchema();
      const parsed = leadSchema(config).safeParse(fields);
      if (!parsed.success) return showErrors(form, fieldErrors(parsed.error));
    } catch {
      // The checker could not load (flaky network); the server checks everything anyway.
    }

    showErrors(form, {});
    setSubmitting(true);
    try {
      const response = await fetch("/api/leads", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(fields),
      });
      if (response.status === 201) {
        form.reset();
        showToast({ ...config.notices.success, tone: "success" });
      } else if (response.status === 400) {
        const body = (await response.json()) as { errors?: LeadFieldErrors };
        showErrors(form, body.errors ?? {});
      } else if (response.status === 429) {
        showToast({ ...config.notices.rateLimited, tone: "error" });
      } else {
        throw new Error(`The server answered ${response.status}`);
      }
    } catch (error) {
      console.error("Enquiry could not be sent:", error);
      showToast({ ...config.notices.failure, tone: "error" });
    } finally {
      setSubmitting(false);
    }
  }
}

/** Shows each field's error under it (Field's `{id}-error` slot), and focuses the first wrong field. */
function showErrors(form: HTMLFormElement, errors: LeadFieldErrors) {
  let first: HTMLElement | undefined;
  for (const name of leadFormFieldNames) {
    const control = form.elements.namedItem(name);
    if (!(control instanceof HTMLElement)) continue;
    const slot = document.getElementById(`${control.id}-error`);
    const error = errors[name];
    slot?.replaceChildren(error ?? "");
    if (slot) slot.hidden = !error;
    if (error) {
      control.setAttribute("aria-invalid", "true");
      control.setAttribute("aria-describedby", `${control.id}-error`);
      first ??= control;
    } else {
      control.removeAttribute("aria-invalid");
      control.removeAttribute("aria-describedby");
    }
  }
  const formError = Object.entries(errors).find(
    ([field]) => !(leadFormFieldNames as string[]).includes(field),
  )?.[1];
  const formErrorSlot = form.querySelector<HTMLElement>("[data-form-error]");
  if (formErrorSlot) {
    formErrorSlot.replaceChildren(formError ?? "");
    formErrorSlot.hidden = !formError;
  }
  first?.focus();
}
