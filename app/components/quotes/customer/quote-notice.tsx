import { CallAndChat, type QuoteContact } from "./quote-frame";

/** A plain statement at the top of the page (expired, revised, approved, thanks), with a call offer. */
export function QuoteNotice({
  heading,
  text,
  contact,
  tone = "warn",
}: {
  heading: string;
  text: string;
  contact?: QuoteContact;
  tone?: "warn" | "done";
}) {
  const colours = tone === "done" ? "border-leaf-600 bg-white" : "border-wood-400 bg-wood-100";
  return (
    <section
      role="status"
      aria-labelledby="notice-heading"
      className={`rounded-2xl border-2 p-5 sm:p-6 ${colours}`}
    >
      <h2 id="notice-heading" className="font-display text-2xl font-semibold text-wood-950">
        {heading}
      </h2>
      <p className="mt-2 text-wood-900">{text}</p>
      {contact ? (
        <div className="mt-4">
          <CallAndChat contact={contact} />
        </div>
      ) : null}
    </section>
  );
}
