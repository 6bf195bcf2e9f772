import { Resvg } from "@resvg/resvg-js";
import { reportsCopy } from "~/lib/desk-copy/reports";
import { deskPaths } from "~/lib/desk-paths";
import { fillTemplate } from "~/lib/links";
import type { PageRow } from "~/lib/report-table";
import type { Site } from "~/lib/site";
import { escapeHtml, htmlMessage } from "../alerts/mail-html.server";
import type { MailImage } from "../alerts/mail-queue.server";
import { previewRenderOptions } from "../og/social-image-png.server";
import { responseChart, responseSummary } from "./charts/response-chart.server";
import { weeksChart, weeksSummary } from "./charts/weeks-chart.server";
import type { Report } from "./report.server";

// The weekly report as an e-mail: last week against the week before, the best pages and the ones
// to look at, and the reports page's charts. Mail apps show little SVG, so each chart goes as a
// PNG drawn from the page's own SVG, attached and shown by its content id, with its words beside.

const copy = reportsCopy.mail;

const counted = (forms: { one: string; many: string }, count: number) =>
  count === 1 ? forms.one : fillTemplate(forms.many, { count: String(count) });

/** A page's contacts: call and WhatsApp clicks, and enquiries sent from it. */
const contactsOf = (row: PageRow) => row.calls + row.whatsapps + row.leads;

/** The pages that brought the most contacts (then the most visitors), at most three. */
export function bestPages(pages: readonly PageRow[]): PageRow[] {
  return pages
    .filter((row) => contactsOf(row) > 0)
    .sort((a, b) => contactsOf(b) - contactsOf(a) || b.visitors - a.visitors || a.path.localeCompare(b.path))
    .slice(0, 3);
}

/** The pages with visitors that turned fewest of them into contacts (the busiest first), at most three. */
export function worstPages(pages: readonly PageRow[], best: readonly PageRow[]): PageRow[] {
  const shown = new Set(best.map((row) => row.path));
  return pages
    .filter((row) => row.visitors > 0 && !shown.has(row.path))
    .sort((a, b) => (a.rate ?? 0) - (b.rate ?? 0) || b.visitors - a.visitors || a.path.localeCompare(b.path))
    .slice(0, 3);
}

/** "+3 on the week before", "−2 on the week before", "same as the week before". */
export function change(now: number, before: number): string {
  if (now === before) return copy.same;
  return fillTemplate(now > before ? copy.up : copy.down, { n: String(Math.abs(now - before)) });
}

const shortDay = (day: string) =>
  new Intl.DateTimeFormat("en-IN", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));

/** A chart's SVG as a PNG twice its size (sharp on a phone's screen), ready to attach. */
function chartImage(svg: string, cid: string): MailImage {
  const png = new Resvg(svg, { ...previewRenderOptions(), fitTo: { mode: "zoom", value: 2 } })
    .render()
    .asPng();
  return { filename: `${cid}.png`, cid, contentType: "image/png", base64: png.toString("base64") };
}

export type WeeklyMail = { subject: string; text: string; html: string; images: MailImage[] };

/** The weekly report's message, the same for every admin. */
export function weeklyReportMail(site: Site, last: Report, before: Report): WeeklyMail {
  const subject = fillTemplate(copy.subject, {
    business: site.business.name,
    leads: String(last.totals.leads),
    change: change(last.totals.leads, before.totals.leads),
  });
  const greeting = fillTemplate(copy.greeting, {
    from: shortDay(last.period.from),
    to: shortDay(last.period.to),
    beforeFrom: shortDay(before.period.from),
    beforeTo: shortDay(before.period.to),
  });
  const figures = [
    [copy.leads, last.totals.leads, before.totals.leads],
    [copy.contacts, last.totals.contacts, before.totals.contacts],
    [copy.visitors, last.totals.visitors, before.totals.visitors],
    [copy.views, last.totals.views, before.totals.views],
  ] as const;
  const best = bestPages(last.pages);
  const worst = worstPages(last.pages, best);
  const pageLine = (row: PageRow) =>
    fillTemplate(copy.pageLine, {
      page: row.name,
      contacts: counted(copy.contactCount, contactsOf(row)),
      visitors: counted(copy.visitorCount, row.visitors),
    });
  const charts = [
    {
      cid: "weeks-chart",
      title: copy.weeksChart,
      svg: weeksChart(last.weeks, "narrow", true),
      words: weeksSummary(last.weeks),
    },
    {
      cid: "response-chart",
      title: copy.responseChart,
      svg: responseChart(last.response, "narrow", true),
      words: responseSummary(last.response),
    },
  ];
  const link = `${site.publicUrl}${deskPaths.reports}`;

  const text = [
    greeting,
    [
      `${reportsCopy.mail.lastWeek} / ${reportsCopy.mail.weekBefore}`,
      ...figures.map(([label, now, then]) => `- ${label}: ${now} / ${then} (${change(now, then)})`),
    ].join("\n"),
    [copy.best, ...(best.length ? best.map((row) => `- ${pageLine(row)}`) : [copy.noPages])].join("\n"),
    [copy.worst, ...(worst.length ? worst.map((row) => `- ${pageLine(row)}`) : [copy.noPages])].join("\n"),
    ...charts.map((chart) => `${chart.title}\n${chart.words}`),
    `${copy.open}: ${link}`,
    copy.footer,
  ].join("\n\n");

  const cell = "padding:8px;border-top:1px solid #e7dccb";
  const table = `<table role="presentation" style="width:100%;border-collapse:collapse;margin:16px 0">
<tr><td style="${cell}"></td><th style="${cell};text-align:right">${escapeHtml(copy.lastWeek)}</th><th style="${cell};text-align:right">${escapeHtml(copy.weekBefore)}</th></tr>
${figures
  .map(
    ([label, now, then]) =>
      `<tr><td style="${cell}">${escapeHtml(label)}<br><span style="font-size:13px;color:#6b5a48">${escapeHtml(change(now, then))}</span></td><td style="${cell};text-align:right;font-weight:bold;font-size:20px">${now}</td><td style="${cell};text-align:right">${then}</td></tr>`,
  )
  .join("\n")}
</table>`;
  const list = (heading: string, rows: PageRow[]) =>
    `<h2 style="margin:24px 0 4px;font-size:18px">${escapeHtml(heading)}</h2>
${rows.length ? `<ul style="margin:0;padding-left:20px">${rows.map((row) => `<li>${escapeHtml(pageLine(row))}</li>`).join("")}</ul>` : `<p>${escapeHtml(copy.noPages)}</p>`}`;
  const chartHtml = charts
    .map(
      (chart) => `<h2 style="margin:24px 0 8px;font-size:18px">${escapeHtml(chart.title)}</h2>
<img src="cid:${chart.cid}" width="360" alt="${escapeHtml(chart.words)}" style="display:block;width:100%;max-width:480px;height:auto;border:1px solid #e7dccb;border-radius:8px">
<p style="margin:4px 0 0;font-size:14px;color:#6b5a48">${escapeHtml(chart.words)}</p>`,
    )
    .join("\n");
  const html = htmlMessage(
    subject,
    `<p>${escapeHtml(greeting)}</p>
${table}
${list(copy.best, best)}
${list(copy.worst, worst)}
${chartHtml}
<p style="margin-top:24px"><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#7a4a1e;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(copy.open)}</a></p>`,
    copy.footer,
  );
  return { subject, text, html, images: charts.map((chart) => chartImage(chart.svg, chart.cid)) };
}
