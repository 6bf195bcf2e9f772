import type { RespondAnswer } from "~/lib/quotes/customer-choice";
import { customerCopy } from "~/lib/quotes/customer-copy";

const inputClass =
  "mt-1 block w-full rounded-lg border border-wood-300 bg-white px-3 py-3 text-base text-wood-950 aria-[invalid=true]:border-red-700";
const buttonClass =
  "inline-flex min-h-12 items-center justify-center rounded-lg px-5 py-3 text-base font-semibold";

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-semibold text-red-800">
      {message}
    </p>
  ) : null;
}

/**
 * The frame both answers share: a posted form with its heading, a line of help, its fields, and the
 * button that sends it (`intent` says which answer it is). `lead` comes before the heading.
 */
function AnswerForm({
  id,
  intent,
  heading,
  text,
  button,
  primary,
  lead,
  children,
}: {
  id?: string;
  intent: "approve" | "changes";
  heading: string;
  text: string;
  button: string;
  primary: boolean;
  lead?: React.ReactNode;
  children: React.ReactNode;
}) {
  const headingId = `${intent}-heading`;
  return (
    <form
      id={id}
      method="post"
      aria-labelledby={headingId}
      className="rounded-2xl border border-wood-200 bg-white p-5 shadow-sm sm:p-6"
    >
      {lead}
      <h2 id={headingId} className="font-display text-xl font-semibold text-wood-950">
        {heading}
      </h2>
      <p className="mt-1 text-wood-800">{text}</p>
      {children}
      <button
        type="submit"
        name="intent"
        value={intent}
        className={`${buttonClass} mt-5 w-full ${
          primary
            ? "bg-wood-700 text-white hover:bg-wood-800"
            : "border-2 border-wood-700 text-wood-800 hover:bg-wood-100"
        }`}
      >
        {button}
      </button>
    </form>
  );
}

/**
 * Approve (a typed name and a confirming tick) and the button that posts the ticks without
 * JavaScript. One form: the optional lines' tick boxes belong to it (form="quote-form").
 */
export function ApproveForm({ total, answer }: { total: string; answer?: RespondAnswer }) {
  const words = customerCopy.approve;
  const errors = answer?.intent === "approve" ? answer.errors : {};
  const values = answer?.values;
  return (
    <AnswerForm
      id="quote-form"
      intent="approve"
      heading={words.heading}
      text={words.text}
      button={words.button}
      primary
      lead={
        <button
          type="submit"
          name="intent"
          value="totals"
          data-update-totals
          className={`${buttonClass} mb-6 w-full border-2 border-wood-700 text-wood-800`}
        >
          {customerCopy.updateTotals}
        </button>
      }
    >
      <label htmlFor="approve-name" className="mt-4 block font-semibold text-wood-950">
        {words.name}
      </label>
      <input
        id="approve-name"
        name="name"
        autoComplete="name"
        maxLength={120}
        defaultValue={values?.name ?? ""}
        aria-invalid={errors.name ? true : undefined}
        aria-describedby={errors.name ? "approve-name-error" : undefined}
        className={inputClass}
      />
      <FieldError id="approve-name-error" message={errors.name} />
      <div className="mt-4 flex gap-3">
        <input
          id="approve-confirm"
          type="checkbox"
          name="confirmed"
          value="yes"
          defaultChecked={values?.confirmed ?? false}
          aria-invalid={errors.confirmed ? true : undefined}
          aria-describedby={errors.confirmed ? "approve-confirm-error" : undefined}
          className="mt-1 size-5 shrink-0 accent-wood-700"
        />
        <label htmlFor="approve-confirm" className="text-wood-900">
          <span data-confirm-text>{words.confirm(total)}</span>
        </label>
      </div>
      <FieldError id="approve-confirm-error" message={errors.confirmed} />
    </AnswerForm>
  );
}

/** Ask for changes: a message. */
export function ChangesForm({ answer }: { answer?: RespondAnswer }) {
  const words = customerCopy.changes;
  const errors = answer?.intent === "changes" ? answer.errors : {};
  return (
    <AnswerForm
      intent="changes"
      heading={words.heading}
      text={words.text}
      button={words.button}
      primary={false}
    >
      <label htmlFor="changes-message" className="mt-4 block font-semibold text-wood-950">
        {words.message}
      </label>
      <textarea
        id="changes-message"
        name="message"
        rows={4}
        maxLength={2000}
        defaultValue={answer?.intent === "changes" ? answer.values.message : ""}
        aria-invalid={errors.message ? true : undefined}
        aria-describedby={errors.message ? "changes-message-error" : undefined}
        className={inputClass}
      />
      <FieldError id="changes-message-error" message={errors.message} />
    </AnswerForm>
  );
}
