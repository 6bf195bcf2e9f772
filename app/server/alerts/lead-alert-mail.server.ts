import { alertCopy as copy } from "~/lib/alert-copy";
import { adminCopy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { formatLeadDate } from "~/lib/format-date";
import { fillTemplate, leadWhatsappHref, telHref } from "~/lib/links";
import type { LeadSource } from "~/lib/lead-work";
import { formatPhone } from "~/lib/phone";
import type { Site } from "~/lib/site";
import { escapeHtml, htmlMessage } from "./mail-html.server";

export type AlertLead = {
  id: string;
  name: string;
  phone: string;
  service: string;
  message: string | null;
  source: LeadSource;
  source_path: string | null;
  area: string | null;
  created_at: string;
  returning: boolean;
};

/** A link that reads as a button a thumb can hit, in mail apps that keep inline styles. */
const button =
  "display:inline-block;margin:4px 8px 4px 0;padding:10px 16px;border-radius:8px;color:#ffffff;font-weight:bold;text-decoration:none;";

/** Where the lead came from, in words: the page (and area), or how staff received it. */
function origin(lead: AlertLead): string {
  if (lead.source !== "web") return adminCopy.work.sources[lead.source];
  const page = lead.source_path ?? "";
  return lead.area ? `${page} (${copy.lead.area}: ${lead.area})`.trim() : page;
}

/**
 * The alert for one or several new leads, as plain text and as simple HTML that reads well on a
 * phone: for each lead who, how to reach them, what they want and where they came from.
 */
export function leadAlertMail(site: Site, leads: readonly AlertLead[]) {
  const first = leads[0]!;
  const subject =
    leads.length === 1
      ? fillTemplate(copy.lead.subject, { name: first.name, service: first.service })
      : fillTemplate(copy.lead.subjectMany, {
          count: String(leads.length),
          names: leads.map((lead) => lead.name).join(", "),
        });
  const intro =
    leads.length === 1 ? copy.lead.intro : fillTemplate(copy.lead.introMany, { count: String(leads.length) });
  const parts = leads.map((lead) => {
    const link = `${site.publicUrl}${deskPaths.lead(lead.id)}`;
    const chat = leadWhatsappHref(site.desk.whatsappGreeting, site.business.name, lead);
    const phone = formatPhone(lead.phone);
    const heading = `${lead.name} · ${lead.service}`;
    const rows: [string, string][] = [
      [copy.lead.phone, phone],
      [copy.lead.message, lead.message ?? copy.lead.noMessage],
      [copy.lead.from, origin(lead)],
    ];
    const text = [
      heading,
      ...(lead.returning ? [copy.lead.returning] : []),
      formatLeadDate(lead.created_at),
      ...rows.map(([label, value]) => `${label}: ${value}`),
      `${copy.lead.whatsapp}: ${chat}`,
      `${copy.lead.open}: ${link}`,
    ].join("\n");
    const html = `<div style="border-top:1px solid #e7dccb;padding:16px 0">
<h2 style="margin:0 0 4px;font-size:18px">${escapeHtml(heading)}</h2>
${lead.returning ? `<p style="margin:0 0 4px;color:#8a4b12;font-weight:bold">${escapeHtml(copy.lead.returning)}</p>` : ""}
<p style="margin:0 0 8px;color:#6b5a48">${escapeHtml(formatLeadDate(lead.created_at))}</p>
<p style="margin:0 0 4px">${escapeHtml(copy.lead.phone)}: <a href="${escapeHtml(telHref(lead.phone))}" style="font-weight:bold">${escapeHtml(phone)}</a></p>
<p style="margin:0 0 4px">${escapeHtml(copy.lead.message)}: ${escapeHtml(lead.message ?? copy.lead.noMessage)}</p>
<p style="margin:0 0 12px">${escapeHtml(copy.lead.from)}: ${escapeHtml(origin(lead))}</p>
<p style="margin:0"><a href="${escapeHtml(chat)}" style="${button}background:#1f7a44">${escapeHtml(copy.lead.whatsappLink)}</a> <a href="${escapeHtml(link)}" style="${button}background:#7a4a22">${escapeHtml(copy.lead.open)}</a></p>
</div>`;
    return { text, html };
  });
  return {
    subject,
    text: [intro, ...parts.map((part) => part.text), copy.lead.footer].join("\n\n"),
    html: htmlMessage(
      subject,
      `<p>${escapeHtml(intro)}</p>${parts.map((part) => part.html).join("\n")}`,
      copy.lead.footer,
    ),
  };
}
