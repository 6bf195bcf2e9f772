import { Copy, FileDown, Link2Off, Mail, MessageCircle, Pencil, RefreshCw } from "lucide-react";
import { useState } from "react";
import { Form, Link, useFetcher } from "react-router";
import { useHydrated } from "~/components/admin/use-hydrated";
import { staffButtonClass, staffCardClass } from "~/components/admin/staff-styles";
import { adminCopy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import type { QuoteView } from "~/lib/quotes/quote-view";

const copy = adminCopy.quotes.page;

const whatsappClass =
  "inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-[#1c7a4a] px-4 py-2 font-semibold text-white hover:bg-[#166a3f]";

/**
 * Sending a quote and what else can be done with it: WhatsApp (the desk posts, the server records the
 * send, and the quote comes back with the chat to open), e-mail when the lead has an address, the customer's link to
 * copy, Edit while the newest version is unsent, Revise once sent, Revoke the link, the PDF.
 */
export function QuoteActions({
  quote,
  whatsappUrl,
}: {
  quote: Pick<QuoteView, "id" | "status" | "version" | "sentVersion" | "shareUrl" | "link" | "document">;
  /** Just sent by WhatsApp: the customer's chat, the message with the link filled in. */
  whatsappUrl?: string | null;
}) {
  const hydrated = useHydrated();
  const copier = useFetcher();
  const [copied, setCopied] = useState(false);
  const unsent = quote.sentVersion !== quote.version;
  const closed = quote.status === "approved" || quote.status === "withdrawn";
  const linkLive = Boolean(quote.shareUrl && quote.link && !quote.link.revokedAt);
  const email = quote.document.customer.email;
  return (
    <section aria-labelledby="send-h" className={`space-y-4 p-4 sm:p-5 ${staffCardClass}`}>
      <h2 id="send-h" className="font-display text-xl font-semibold text-wood-950">
        {copy.send}
      </h2>
      {whatsappUrl ? (
        <div className="space-y-2 rounded-lg border border-green-300 bg-green-50 p-3">
          <p className="text-sm text-wood-900">{copy.openWhatsappIntro}</p>
          <a href={whatsappUrl} target="_blank" rel="noopener noreferrer" className={whatsappClass}>
            <MessageCircle aria-hidden="true" className="size-5" />
            {copy.openWhatsapp}
          </a>
        </div>
      ) : null}
      <p className="text-sm text-wood-800">{copy.sendIntro}</p>
      {closed ? null : (
        <div className="space-y-2">
          {/* Records the send; the quote comes back with the customer's chat to open. */}
          <form method="post">
            <input type="hidden" name="intent" value="send-whatsapp" />
            <button type="submit" className={whatsappClass}>
              <MessageCircle aria-hidden="true" className="size-5" />
              {copy.whatsapp}
            </button>
          </form>
          {email ? (
            <Form method="post">
              <input type="hidden" name="intent" value="send-email" />
              <button type="submit" className={`w-full ${staffButtonClass.outline}`}>
                <Mail aria-hidden="true" className="size-5" />
                {copy.email}
              </button>
            </Form>
          ) : (
            <p className="text-sm text-wood-700">{copy.noEmail}</p>
          )}
        </div>
      )}
      {linkLive && quote.shareUrl ? (
        <div>
          <label htmlFor="share-url" className="block text-sm font-semibold text-wood-950">
            {copy.link}
          </label>
          <input
            id="share-url"
            readOnly
            value={quote.shareUrl}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1 block min-h-11 w-full rounded-lg border border-wood-300 bg-wood-50 px-3 py-2 text-sm text-wood-950"
          />
          {closed ? null : (
            <copier.Form
              method="post"
              className="mt-2"
              onSubmit={(event) => {
                if (!hydrated || !quote.shareUrl) return;
                void navigator.clipboard?.writeText(quote.shareUrl).then(() => setCopied(true));
                // Copying the link is sending it: recorded once, for a version not yet sent.
                if (!unsent) event.preventDefault();
              }}
            >
              <input type="hidden" name="intent" value="send-link" />
              <button type="submit" className={`w-full ${staffButtonClass.outline}`}>
                <Copy aria-hidden="true" className="size-4" />
                <span aria-live="polite">{copied ? copy.copied : copy.copy}</span>
              </button>
            </copier.Form>
          )}
        </div>
      ) : (
        <p className="text-sm text-wood-800">{copy.noLink}</p>
      )}
      <div className="flex flex-wrap gap-2 border-t border-wood-100 pt-4">
        {unsent && !closed ? (
          <Link to={deskPaths.quoteEdit(quote.id)} className={staffButtonClass.outline}>
            <Pencil aria-hidden="true" className="size-4" />
            {copy.edit}
          </Link>
        ) : null}
        {!unsent && !closed ? (
          <Form method="post">
            <input type="hidden" name="intent" value="revise" />
            <button type="submit" className={staffButtonClass.outline}>
              <RefreshCw aria-hidden="true" className="size-4" />
              {copy.revise}
            </button>
          </Form>
        ) : null}
        <a href={deskPaths.quotePdf(quote.id)} className={staffButtonClass.outline} download>
          <FileDown aria-hidden="true" className="size-4" />
          {copy.pdf}
        </a>
        {linkLive ? (
          <Form method="post">
            <input type="hidden" name="intent" value="revoke" />
            <button
              type="submit"
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border-2 border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50"
            >
              <Link2Off aria-hidden="true" className="size-4" />
              {copy.revoke}
            </button>
          </Form>
        ) : null}
      </div>
      <p className="text-xs text-wood-700">{unsent ? copy.revokeNote : copy.reviseNote}</p>
    </section>
  );
}
