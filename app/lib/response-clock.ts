import { adminCopy } from "./admin-copy";
import { isLateReply, lateAfterBusinessMinutes, type OpeningHours } from "./business-hours";
import type { LeadStatus } from "./lead-status";
import { fillTemplate } from "./links";

const copy = adminCopy.response;

/** What the clock needs of a lead. */
export type ClockedLead = { status: LeadStatus; created_at: string; first_response_at: string | null };

/** How long a lead has waited for its first reply. */
export type Waiting = {
  /** Wall-clock minutes since it arrived. */
  minutes: number;
  /** Past the late mark, counting opening hours only. */
  late: boolean;
};

/**
 * How long a new lead nobody has answered yet has waited at `now`; undefined for any other lead.
 * The wait shown is wall-clock time, what the customer lived through; whether it is late counts
 * only the business's opening hours.
 */
export function waitingFor(lead: ClockedLead, now: string, hours: OpeningHours): Waiting | undefined {
  if (lead.status !== "new" || lead.first_response_at !== null) return undefined;
  const since = new Date(lead.created_at);
  const at = new Date(now);
  const minutes = Math.max(0, Math.floor((at.getTime() - since.getTime()) / 60_000));
  return { minutes, late: isLateReply(since, at, hours) };
}

/** A length of time for the desk: "5 min", "2 h 5 min", "3 d 4 h". */
export function formatDuration(totalMinutes: number): string {
  const whole = Math.max(0, Math.round(totalMinutes));
  const days = Math.floor(whole / (24 * 60));
  const hours = Math.floor((whole % (24 * 60)) / 60);
  const minutes = whole % 60;
  if (days > 0)
    return fillTemplate(hours > 0 ? copy.duration.daysHours : copy.duration.days, {
      d: String(days),
      h: String(hours),
    });
  if (hours > 0)
    return fillTemplate(minutes > 0 ? copy.duration.hoursMinutes : copy.duration.hours, {
      h: String(hours),
      m: String(minutes),
    });
  return fillTemplate(copy.duration.minutes, { m: String(minutes) });
}

/** "Waiting 2 h 5 min". */
export const waitingText = (waiting: Waiting) =>
  fillTemplate(copy.waiting, { time: formatDuration(waiting.minutes) });

/** Why a late lead is marked: "no reply after 15 minutes of opening hours". */
export const lateWhy = fillTemplate(copy.lateWhy, { minutes: String(lateAfterBusinessMinutes) });
