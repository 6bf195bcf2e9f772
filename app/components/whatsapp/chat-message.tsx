import { Check, CheckCheck, CircleAlert, MapPin } from "lucide-react";
import { adminCopy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { formatLeadDate } from "~/lib/format-date";
import { fillTemplate } from "~/lib/links";
import type { ChatMessage as Message } from "~/lib/whatsapp-chat";

const copy = adminCopy.whatsapp;

const number = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : undefined);

/** A reply's ticks: one when sent, two when delivered, two in colour when read; a warning when it failed. */
function Ticks({ message }: { message: Message }) {
  if (!message.status) return null;
  const label = copy.ticks[message.status];
  if (message.status === "failed")
    return (
      <span className="inline-flex items-center gap-1 font-semibold text-red-800" data-ticks="failed">
        <CircleAlert aria-hidden="true" className="size-3.5" />
        {label}
      </span>
    );
  const Icon = message.status === "sent" ? Check : CheckCheck;
  return (
    <span
      className={`inline-flex items-center gap-1 ${message.status === "read" ? "text-sky-700" : "text-wood-700"}`}
      data-ticks={message.status}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </span>
  );
}

/** What a message carried besides its words: a photo, a place on the map, an ad it came from. */
function Extra({ leadId, message }: { leadId: string; message: Message }) {
  const { detail } = message;
  const mediaId = typeof detail?.mediaId === "string" ? detail.mediaId : undefined;
  const referral = detail?.referral as { headline?: unknown } | undefined;
  const latitude = number(detail?.latitude);
  const longitude = number(detail?.longitude);
  return (
    <>
      {referral && typeof referral.headline === "string" ? (
        <p className="mb-1 text-xs font-semibold text-emerald-900">
          {fillTemplate(copy.fromAd, { headline: referral.headline })}
        </p>
      ) : null}
      {message.kind === "image" && mediaId ? (
        message.hasPhoto ? (
          <a href={deskPaths.whatsappPhoto(leadId, mediaId)} className="mb-1 block">
            <img
              src={deskPaths.whatsappPhoto(leadId, mediaId)}
              alt={message.text || copy.photo}
              className="max-h-64 w-auto max-w-full rounded-lg border border-wood-200 object-contain"
              loading="lazy"
            />
          </a>
        ) : (
          <p className="mb-1 text-sm text-wood-700 italic">{copy.photo}</p>
        )
      ) : null}
      {message.kind === "location" && latitude !== undefined && longitude !== undefined ? (
        <a
          href={`https://www.google.com/maps?q=${latitude},${longitude}`}
          className="mb-1 inline-flex items-center gap-1 text-sm font-semibold text-wood-800 underline"
          rel="noreferrer"
          target="_blank"
        >
          <MapPin aria-hidden="true" className="size-4" />
          {copy.openMap}
        </a>
      ) : null}
    </>
  );
}

/** One message of the chat: the customer's on the left, the business's on the right. */
export function ChatMessage({ leadId, message }: { leadId: string; message: Message }) {
  const ours = message.direction === "out";
  return (
    <li className={`flex ${ours ? "justify-end" : "justify-start"}`} data-direction={message.direction}>
      <div
        className={`max-w-[85%] rounded-2xl px-3 py-2 shadow-sm sm:max-w-[75%] ${
          ours
            ? "rounded-br-sm bg-emerald-50 ring-1 ring-emerald-200"
            : "rounded-bl-sm bg-wood-50 ring-1 ring-wood-200"
        }`}
      >
        <Extra leadId={leadId} message={message} />
        {message.text ? (
          <p className="break-words whitespace-pre-wrap text-wood-950">{message.text}</p>
        ) : null}
        {message.error ? <p className="mt-1 text-sm text-red-800">{message.error}</p> : null}
        <p className="mt-1 flex flex-wrap items-center justify-end gap-x-2 text-xs text-wood-700">
          <span>{ours ? fillTemplate(copy.sentBy, { who: message.sentBy ?? "" }) : copy.customer}</span>
          <time dateTime={message.sentAt}>{formatLeadDate(message.sentAt)}</time>
          <Ticks message={message} />
        </p>
      </div>
    </li>
  );
}
