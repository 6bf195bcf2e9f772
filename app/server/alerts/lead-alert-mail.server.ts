import { alertCopy as copy } from "~/lib/alert-copy";
import { adminCopy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { formatLeadDate } from "~/lib/format-date";
import { fillTemplate, leadWhatsappHref, telHref } from "~/lib/links";
import type { LeadSource } from "~/lib/lead-work";
import { knownPagePath } from "~/lib/pages";
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

/** Why a recipient hears of new leads: their own choice on the Alerts page, or NOTIFY_EMAIL. */
export type AlertReason = "member" | "listed";

/**
 * Where the lead came from, in words: how staff received it, or the site's page it was sent from
 * (and area). A page is named only when the site has it, without its query: the form's page field
 * is the visitor's to write.
 */
function origin(site: Site, lead: AlertLead): string {
  if (lead.source !== "web") return adminCopy.work.sources[lead.source];
  const page = lead.source_path === null ? undefined : knownPagePath(site, lead.source_path);
  const area = lead.area ? ` (${copy.lead.area}: ${lead.area})` : "";
  return page ? `${page}${area}` : copy.lead.unknownPage;
}

/** The visitor's message, line by line (whatever breaks its lines), each line quoted. */
const quoted = (message: string) =>
  message
    .split(/\r\n|[\n\r\u0085\u2028\u2029]/)
    .map((line) => `> ${line}`.trimEnd())
    .join("\n");

/** One line of the heading, whatever the visitor's name holds. */
const oneLine = (text: string) => text.replace(/[\n\r\u0085\u2028\u2029]+/g, " ");

/**
 * The alert for one or several new leads, as plain text and as simple HTML that reads well on a
 * phone: for each lead who, how to reach them, what they want and where they came from.
 */
export function leadAlertMail(site: Site, leads: readonly AlertLead[], reason: AlertReason = "member") {
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
    const chat = leadWhatsappHref(site.desk.whatsappGreeting, lead);
    const phone = formatPhone(lead.phone);
    const heading = oneLine(`${lead.name} · ${lead.service}`);
    const from = origin(site, lead);
    const text = [
      heading,
      ...(lead.returning ? [copy.lead.returning] : []),
      formatLeadDate(lead.created_at),
      `${copy.lead.phone}: ${phone}`,
      lead.message === null
        ? `${copy.lead.message}: ${copy.lead.noMessage}`
        : `${copy.lead.visitorWrote}:\n${quoted(lead.message)}`,
      `${copy.lead.from}: ${from}`,
      `${copy.lead.whatsapp}: ${chat}`,
      `${copy.lead.open}: ${link}`,
    ].join("\n");
    const html = `<div style="border-top:1px solid #e7dccb;padding:16px 0">
<h2 style="margin:0 0 4px;font-size:18px">${escapeHtml(heading)}</h2>
${lead.returning ? `<p style="margin:0 0 4px;color:#8a4b12;font-weight:bold">${escapeHtml(copy.lead.returning)}</p>` : ""}
<p style="margin:0 0 8px;color:#6b5a48">${escapeHtml(formatLeadDate(lead.created_at))}</p>
<p style="margin:0 0 4px">${escapeHtml(copy.lead.phone)}: <a href="${escapeHtml(telHref(lead.phone))}" style="font-weight:bold">${escapeHtml(phone)}</a></p>
${
  lead.message === null
    ? `<p style="margin:0 0 4px">${escapeHtml(copy.lead.message)}: ${escapeHtml(copy.lead.noMessage)}</p>`
    : `<p style="margin:0 0 4px">${escapeHtml(copy.lead.visitorWrote)}:</p>
<blockquote style="margin:0 0 8px;padding:4px 12px;border-left:3px solid #d9c7ae;background:#ffffff;white-space:pre-wrap">${escapeHtml(lead.message)}</blockquote>`
}
<p style="margin:0 0 12px">${escapeHtml(copy.lead.from)}: ${escapeHtml(from)}</p>
<p style="margin:0"><a href="${escapeHtml(chat)}" style="${button}background:#1f7a44">${escapeHtml(copy.lead.whatsappLink)}</a> <a href="${escapeHtml(link)}" style="${button}background:#7a4a22">${escapeHtml(copy.lead.open)}</a></p>
</div>`;
    return { text, html };
  });
  const footer = reason === "listed" ? copy.lead.footerListed : copy.lead.footer;
  return {
    subject,
    text: [intro, ...parts.map((part) => part.text), footer].join("\n\n"),
    html: htmlMessage(
      subject,
      `<p>${escapeHtml(intro)}</p>${parts.map((part) => part.html).join("\n")}`,
      footer,
    ),
  };
}
