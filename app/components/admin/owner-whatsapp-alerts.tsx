import { MessageCircle, TriangleAlert } from "lucide-react";
import { adminCopy } from "~/lib/admin-copy";
import { formatLeadDate } from "~/lib/format-date";
import { fillTemplate } from "~/lib/links";
import { staffCardClass } from "./staff-styles";

const copy = adminCopy.whatsapp.ownerAlerts;

/** The numbers (as people read them), the template, and the last alert WhatsApp refused. */
export type OwnerAlertsView = {
  numbers: string[];
  template: string;
  failure: { at: string; reason: string; stopped: boolean } | null;
};

/**
 * For admins, beside the addresses always alerted: the owner's WhatsApp numbers that hear of every
 * new lead, and the last alert WhatsApp refused, with what happens next.
 */
export function OwnerWhatsAppAlerts({ view }: { view: OwnerAlertsView }) {
  return (
    <div className={`flex items-start gap-3 p-4 sm:p-5 ${staffCardClass}`}>
      <MessageCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-wood-700" />
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-wood-950">{copy.heading}</h3>
        <p className="text-sm break-words text-wood-800">
          {fillTemplate(copy.text, { template: view.template })}
        </p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {view.numbers.map((number) => (
            <li
              key={number}
              className="rounded-lg bg-wood-100 px-2.5 py-1 text-sm font-semibold whitespace-nowrap text-wood-950"
            >
              {number}
            </li>
          ))}
        </ul>
        {view.failure ? (
          <div
            role="status"
            className="mt-3 flex items-start gap-2 rounded-xl border border-amber-300 border-l-4 border-l-amber-500 bg-amber-50 p-3 text-sm text-amber-950"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <div className="min-w-0 space-y-1">
              <p className="font-semibold">
                {fillTemplate(copy.failed, { when: formatLeadDate(view.failure.at) })}
              </p>
              <p className="break-words">{view.failure.reason}</p>
              <p>{view.failure.stopped ? copy.stopped : copy.retrying}</p>
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}
