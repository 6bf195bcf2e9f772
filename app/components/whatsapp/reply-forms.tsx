import { Send } from "lucide-react";
import { useId } from "react";
import { useDeskForm, useResetOnSaved } from "~/components/admin/use-desk-form";
import { adminCopy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import type { ChatTemplate } from "~/lib/whatsapp-chat";

const copy = adminCopy.whatsapp;
const inputClass = "mt-1 block w-full rounded-lg border border-wood-300 bg-white px-3 py-2";
const labelClass = "block text-sm font-semibold text-wood-950";
const buttonClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-emerald-800 px-4 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-70";

/** The reply box, while the customer's 24-hour window is open. */
export function ReplyForm({ leadId }: { leadId: string }) {
  const { fetcher, action, busy } = useDeskForm(deskPaths.leadWhatsApp(leadId), { key: `reply-${leadId}` });
  const id = useId();
  const form = useResetOnSaved(fetcher.data);
  return (
    <fetcher.Form ref={form} method="post" action={action} className="mt-4 space-y-3">
      <div>
        <label htmlFor={`${id}-text`} className={labelClass}>
          {copy.replyLabel}
        </label>
        <textarea
          id={`${id}-text`}
          name="text"
          required
          rows={3}
          maxLength={4096}
          placeholder={copy.replyPlaceholder}
          className={inputClass}
        />
      </div>
      <button type="submit" disabled={busy} className={buttonClass}>
        <Send aria-hidden="true" className="size-4" />
        {busy ? copy.sending : copy.send}
      </button>
    </fetcher.Form>
  );
}

/** One approved template with its values to fill in: a form of its own, so it works without JavaScript. */
function TemplateForm({ leadId, template }: { leadId: string; template: ChatTemplate }) {
  const { fetcher, action, busy } = useDeskForm(deskPaths.leadWhatsApp(leadId), {
    key: `template-${leadId}-${template.name}`,
  });
  const id = useId();
  return (
    <fetcher.Form
      method="post"
      action={action}
      className="rounded-xl border border-wood-200 bg-wood-50 p-4"
      aria-labelledby={`${id}-label`}
    >
      <input type="hidden" name="template" value={template.name} />
      <h4 id={`${id}-label`} className="font-semibold text-wood-950">
        {template.label}
      </h4>
      <p className="mt-1 text-sm text-wood-800">{template.body}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {template.values.map((label, index) => (
          <div key={label}>
            <label htmlFor={`${id}-${index}`} className={labelClass}>
              {`{{${index + 1}}}`} {label}
            </label>
            <input id={`${id}-${index}`} name="value" required maxLength={1024} className={inputClass} />
          </div>
        ))}
      </div>
      <button type="submit" disabled={busy} className={`${buttonClass} mt-3`}>
        <Send aria-hidden="true" className="size-4" />
        {busy ? copy.sending : copy.sendTemplate}
      </button>
    </fetcher.Form>
  );
}

/** Outside the window: why only a template can go, and the approved templates to choose from. */
export function TemplateForms({
  leadId,
  templates,
  everWrote,
}: {
  leadId: string;
  templates: ChatTemplate[];
  everWrote: boolean;
}) {
  return (
    <div className="mt-4 space-y-3">
      <p
        className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200"
        data-chat-window="closed"
      >
        {everWrote ? copy.windowClosed : copy.windowNever}
      </p>
      <h3 className="font-semibold text-wood-950">{copy.chooseTemplate}</h3>
      <p className="text-sm text-wood-800">{copy.templateHelp}</p>
      {templates.length === 0 ? <p className="text-sm text-wood-800">{copy.noTemplates}</p> : null}
      {templates.map((template) => (
        <TemplateForm key={template.name} leadId={leadId} template={template} />
      ))}
    </div>
  );
}
