import { alertCopy } from "~/lib/alert-copy";
import { deskPaths } from "~/lib/desk-paths";
import { formatLeadDate } from "~/lib/format-date";
import { fillTemplate, telHref } from "~/lib/links";
import { formatPhone } from "~/lib/phone";
import type { Site } from "~/lib/site";
import { escapeHtml, htmlMessage } from "./mail-html.server";

const copy = alertCopy.digest;

/** A lead as the digest lists it. */
export type DigestLead = {
  id: string;
  name: string;
  service: string;
  phone: string;
  /** The follow-up time (a follow-up), or when the enquiry arrived (a lead waiting for a reply). */
  at: string;
};

/** One member's part of the day: their follow-ups, and (admins) the leads waiting for a reply. */
export type DigestContent = {
  followUps: readonly DigestLead[];
  waiting: readonly DigestLead[];
  /** How many there are in all; a long list shows the first few and says how many more. */
  followUpCount: number;
  waitingCount: number;
};

const istDay = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  weekday: "long",
  day: "numeric",
  month: "long",
});
const istTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  hour: "numeric",
  minute: "2-digit",
});

const counted = (forms: { one: string; many: string }, count: number) =>
  count === 1 ? forms.one : fillTemplate(forms.many, { count: String(count) });

/** How long a lead has waited, in the largest whole unit that fits: "40 minutes", "5 hours", "3 days". */
export function waitedFor(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 60) return counted(copy.minutes, minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return counted(copy.hours, hours);
  return counted(copy.days, Math.floor(hours / 24));
}

/** The subject: the business and how much there is, e.g. "Today at BTM Carpentry Works: 3 follow-ups, 2 waiting". */
export function digestSubject(site: Site, content: DigestContent): string {
  const parts = [
    ...(content.followUpCount > 0 ? [counted(copy.followUps, content.followUpCount)] : []),
    ...(content.waitingCount > 0 ? [counted(copy.waiting, content.waitingCount)] : []),
  ];
  return fillTemplate(copy.subject, { business: site.business.name, parts: parts.join(", ") });
}

/** When a follow-up is due, said against today: overdue since a time, or due today at one. */
function followUpWhen(lead: DigestLead, now: Date): string {
  return Date.parse(lead.at) < now.getTime()
    ? fillTemplate(copy.overdue, { at: formatLeadDate(lead.at) })
    : fillTemplate(copy.dueToday, { time: istTime.format(new Date(lead.at)) });
}

function waitingWhen(lead: DigestLead, now: Date): string {
  return fillTemplate(copy.waitingFor, {
    for: waitedFor(now.getTime() - Date.parse(lead.at)),
    at: formatLeadDate(lead.at),
  });
}

type Section = {
  heading: string;
  intro?: string;
  leads: readonly DigestLead[];
  more: number;
  when: string[];
};

function sectionText(site: Site, section: Section): string {
  const lines = section.leads.map((lead, i) =>
    [
      `- ${lead.name} · ${lead.service} · ${formatPhone(lead.phone)}`,
      `  ${section.when[i]}`,
      `  ${site.publicUrl}${deskPaths.lead(lead.id)}`,
    ].join("\n"),
  );
  return [
    section.heading,
    ...(section.intro ? [section.intro] : []),
    ...lines,
    ...(section.more > 0 ? [fillTemplate(copy.more, { count: String(section.more) })] : []),
  ].join("\n");
}

function sectionHtml(site: Site, section: Section): string {
  const items = section.leads.map((lead, i) => {
    const link = `${site.publicUrl}${deskPaths.lead(lead.id)}`;
    const phone = formatPhone(lead.phone);
    return `<li style="border-top:1px solid #e7dccb;padding:12px 0;list-style:none">
<p style="margin:0;font-weight:bold">${escapeHtml(lead.name)} · ${escapeHtml(lead.service)}</p>
<p style="margin:0;color:#6b5a48">${escapeHtml(section.when[i] ?? "")}</p>
<p style="margin:4px 0 0">${escapeHtml(copy.phone)}: <a href="${escapeHtml(telHref(lead.phone))}">${escapeHtml(phone)}</a> · <a href="${escapeHtml(link)}">${escapeHtml(copy.open)}</a></p>
</li>`;
  });
  return `<h2 style="margin:24px 0 4px;font-size:18px">${escapeHtml(section.heading)}</h2>
${section.intro ? `<p style="margin:0 0 8px;color:#6b5a48">${escapeHtml(section.intro)}</p>` : ""}
<ul style="margin:0;padding:0">${items.join("\n")}</ul>
${section.more > 0 ? `<p style="margin:8px 0 0"><a href="${escapeHtml(`${site.publicUrl}${deskPaths.desk}`)}">${escapeHtml(fillTemplate(copy.more, { count: String(section.more) }))}</a></p>` : ""}`;
}

/** One member's digest as plain text and as simple HTML that reads well on a phone. */
export function digestMail(site: Site, content: DigestContent, now: Date) {
  const subject = digestSubject(site, content);
  const greeting = fillTemplate(copy.greeting, { day: istDay.format(now) });
  const sections: Section[] = [];
  if (content.followUps.length > 0) {
    sections.push({
      heading: copy.followUpsHeading,
      leads: content.followUps,
      more: content.followUpCount - content.followUps.length,
      when: content.followUps.map((lead) => followUpWhen(lead, now)),
    });
  }
  if (content.waiting.length > 0) {
    sections.push({
      heading: copy.waitingHeading,
      intro: copy.waitingIntro,
      leads: content.waiting,
      more: content.waitingCount - content.waiting.length,
      when: content.waiting.map((lead) => waitingWhen(lead, now)),
    });
  }
  const desk = `${site.publicUrl}${deskPaths.desk}`;
  return {
    subject,
    text: [
      greeting,
      ...sections.map((section) => sectionText(site, section)),
      `${copy.deskLink}: ${desk}`,
      copy.footer,
    ].join("\n\n"),
    html: htmlMessage(
      subject,
      `<p>${escapeHtml(greeting)}</p>
${sections.map((section) => sectionHtml(site, section)).join("\n")}
<p style="margin-top:24px"><a href="${escapeHtml(desk)}" style="display:inline-block;padding:10px 16px;background:#7a4a1e;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(copy.deskLink)}</a></p>`,
      copy.footer,
    ),
  };
}
