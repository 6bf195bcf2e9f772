import { BellRing, Sunrise } from "lucide-react";
import { Form } from "react-router";
import { adminCopy } from "~/lib/admin-copy";
import type { AlertChoices, AlertSetting } from "~/lib/alert-choices";
import { deskPaths } from "~/lib/desk-paths";
import { fillTemplate } from "~/lib/links";
import { AlertStateIcon, AlertStatusBadge } from "./alert-status-badge";
import { staffButtonClass, staffCardClass } from "./staff-styles";

const copy = adminCopy.alerts;

const icons = { leadAlerts: BellRing, morningDigest: Sunrise } as const;

/**
 * One setting: what it sends, whether it is on, and a button that turns it the other way. A plain
 * form, so it works without JavaScript; with it the page stays put and a notice says what changed.
 */
function SettingCard({ setting, on, text }: { setting: AlertSetting; on: boolean; text: string }) {
  const Icon = icons[setting];
  const id = `${setting}-h`;
  return (
    <section
      aria-labelledby={id}
      className={`flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:gap-6 sm:p-6 ${staffCardClass}`}
    >
      <div className="flex min-w-0 flex-1 items-start gap-4">
        <AlertStateIcon on={on} icon={Icon} />
        <div className="min-w-0">
          <h2 id={id} className="flex flex-wrap items-center gap-2 text-lg font-semibold text-wood-950">
            {copy[setting].name}
            <AlertStatusBadge on={on} />
          </h2>
          <p className="mt-1 text-wood-800">{text}</p>
        </div>
      </div>
      <Form method="post" action={deskPaths.alerts} className="shrink-0 sm:ml-auto">
        <input type="hidden" name="setting" value={setting} />
        <input type="hidden" name="value" value={on ? "off" : "on"} />
        {/* Never disabled while it is sent: a disabled button would lose the keyboard's focus. */}
        <button
          type="submit"
          className={`w-full sm:w-auto ${on ? staffButtonClass.outline : staffButtonClass.primary}`}
        >
          {on ? copy.turnOff : copy.turnOn}
          <span className="sr-only"> {copy.settingFor[setting]}</span>
        </button>
      </Form>
    </section>
  );
}

/** The member's own choices: new-lead alerts and the morning digest. */
export function AlertSettings({
  choices,
  role,
  digestTime,
}: {
  choices: AlertChoices;
  role: "admin" | "staff";
  /** When the digest goes out, as people read a time: "9:00 am". */
  digestTime: string;
}) {
  return (
    <div className="space-y-4">
      <SettingCard setting="leadAlerts" on={choices.leadAlerts} text={copy.leadAlerts[role]} />
      <SettingCard
        setting="morningDigest"
        on={choices.morningDigest}
        text={fillTemplate(copy.morningDigest[role], { time: digestTime })}
      />
    </div>
  );
}
