import { Mail, MessageCircle, NotebookPen, Phone } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { adminCopy as copy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import type { LoggedKind } from "~/lib/lead-work";
import { fillTemplate, leadWhatsappHref, mailtoHref, telHref } from "~/lib/links";
import { useSite } from "~/lib/site";
import { MarkContacted } from "./lead-work-forms";
import { useDeskForm } from "./use-desk-form";
import { useHydrated } from "./use-hydrated";

type Contactable = {
  id: string;
  name: string;
  phone: string;
  email: string | null;
  service: string;
  status: string;
};

const actionClass =
  "inline-flex min-h-10 items-center gap-1.5 rounded-lg border border-wood-300 bg-white px-3 py-1.5 text-sm font-semibold text-wood-800 hover:bg-wood-100";

/**
 * Call, WhatsApp (with the business's greeting naming the person and the service) and e-mail a
 * lead. With JavaScript, choosing one offers to log it in the lead's timeline right there; without
 * it, "Log" leads to the lead page's form.
 */
export function QuickActions({ lead, compact = false }: { lead: Contactable; compact?: boolean }) {
  const site = useSite();
  const hydrated = useHydrated();
  const [offer, setOffer] = useState<LoggedKind | null>(null);
  const actions: { kind: LoggedKind; href: string; label: string; icon: typeof Phone; external?: boolean }[] =
    [
      { kind: "call", href: telHref(lead.phone), label: copy.work.call, icon: Phone },
      {
        kind: "whatsapp",
        href: leadWhatsappHref(site.desk.whatsappGreeting, lead),
        label: copy.work.whatsapp,
        icon: MessageCircle,
        external: true,
      },
      ...(lead.email
        ? [{ kind: "email" as const, href: mailtoHref(lead.email), label: copy.work.email, icon: Mail }]
        : []),
    ];
  return (
    <div className="space-y-2">
      <ul aria-label={`${copy.work.quickActions}: ${lead.name}`} className="flex flex-wrap gap-2">
        {actions.map(({ kind, href, label, icon: Icon, external }) => (
          <li key={kind}>
            <a
              href={href}
              className={actionClass}
              onClick={() => setOffer(kind)}
              {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            >
              <Icon aria-hidden="true" className="size-4" />
              {compact ? <span className="sr-only sm:not-sr-only">{label}</span> : label}
            </a>
          </li>
        ))}
        {hydrated ? null : (
          <li>
            <Link to={`${deskPaths.lead(lead.id)}#log`} className={actionClass}>
              <NotebookPen aria-hidden="true" className="size-4" />
              {copy.work.logLink}
            </Link>
          </li>
        )}
      </ul>
      {offer ? <LogPrompt lead={lead} kind={offer} onDone={() => setOffer(null)} /> : null}
    </div>
  );
}

/** "Log this call": a one-line outcome saved to the lead's timeline, or dismissed. */
function LogPrompt({ lead, kind, onDone }: { lead: Contactable; kind: LoggedKind; onDone: () => void }) {
  const { fetcher, action, busy } = useDeskForm(deskPaths.leadActivities(lead.id));
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const saved = fetcher.state === "idle" && fetcher.data?.toast?.tone === "success";
  useEffect(() => {
    if (saved) onDone();
  }, [saved, onDone]);
  useEffect(() => input.current?.focus(), [kind]);
  const label = fillTemplate(copy.work.logThis, { kind: copy.work.kinds[kind].toLowerCase() });
  return (
    <fetcher.Form
      method="post"
      action={action}
      className="flex flex-wrap items-end gap-2 rounded-xl border border-wood-200 bg-wood-50 p-3"
    >
      <input type="hidden" name="kind" value={kind} />
      <div className="min-w-48 flex-1">
        <label htmlFor={id} className="block text-sm font-semibold text-wood-950">
          {label}
        </label>
        <input
          ref={input}
          id={id}
          name="text"
          required
          maxLength={2000}
          placeholder={copy.work.logPlaceholder}
          className="mt-1 block w-full rounded-lg border border-wood-300 bg-white px-3 py-2"
        />
      </div>
      <button
        type="submit"
        disabled={busy}
        className="min-h-10 rounded-lg bg-wood-700 px-3 py-2 text-sm font-semibold text-white hover:bg-wood-800 disabled:opacity-70"
      >
        {copy.work.logSave}
      </button>
      <MarkContacted status={lead.status} />
      <button
        type="button"
        onClick={onDone}
        className="min-h-10 px-2 text-sm font-semibold text-wood-700 underline"
      >
        {copy.work.notNow}
      </button>
    </fetcher.Form>
  );
}
