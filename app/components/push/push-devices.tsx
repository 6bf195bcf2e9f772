import { Laptop } from "lucide-react";
import { Form } from "react-router";
import { staffButtonClass, staffCardClass } from "~/components/admin/staff-styles";
import { adminCopy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { fillTemplate } from "~/lib/links";
import { ThisDevice } from "./this-device";

const copy = adminCopy.push;

export type PushDevice = {
  id: string;
  label: string | null;
  endpoint: string;
  createdAt: string;
  lastSentAt: string | null;
};

const day = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium" });
const shownDay = (iso: string) => day.format(new Date(iso));

/**
 * Alerts on a phone: this device's switch, and every device the member turned on, each with a
 * plain form that removes it (so a lost phone can be removed from another, JavaScript or not).
 */
export function PushDevices({
  publicKey,
  devices,
  leadAlerts,
}: {
  publicKey: string;
  devices: readonly PushDevice[];
  leadAlerts: boolean;
}) {
  return (
    <section aria-labelledby="push-h" className={`space-y-5 p-5 sm:p-6 ${staffCardClass}`}>
      <div>
        <h2 id="push-h" className="text-lg font-semibold text-wood-950">
          {copy.heading}
        </h2>
        <p className="mt-1 text-wood-800">{copy.intro}</p>
        <p className="mt-2 text-sm text-wood-700">{copy.ios}</p>
        {leadAlerts ? null : <p className="mt-2 text-sm font-medium text-wood-900">{copy.alertsOff}</p>}
      </div>
      <ThisDevice publicKey={publicKey} devices={devices} />
      <div className="border-t border-wood-200 pt-4">
        <h3 className="font-semibold text-wood-950">{copy.devices.heading}</h3>
        {devices.length === 0 ? (
          <p className="mt-2 text-wood-800">{copy.devices.none}</p>
        ) : (
          <ul className="mt-2 divide-y divide-wood-100">
            {devices.map((device) => {
              const name = device.label ?? copy.devices.unnamed;
              return (
                <li key={device.id} className="flex flex-wrap items-center gap-3 py-3">
                  <Laptop aria-hidden="true" className="size-5 shrink-0 text-wood-700" />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium break-words text-wood-950">{name}</p>
                    <p className="text-sm text-wood-700">
                      {fillTemplate(copy.devices.added, { date: shownDay(device.createdAt) })}
                      {device.lastSentAt
                        ? ` · ${fillTemplate(copy.devices.lastSent, { date: shownDay(device.lastSentAt) })}`
                        : ""}
                    </p>
                  </div>
                  <Form method="post" action={deskPaths.alerts}>
                    <input type="hidden" name="intent" value="remove-device" />
                    <input type="hidden" name="device" value={device.id} />
                    <button type="submit" className={staffButtonClass.outline}>
                      {copy.devices.remove}
                      <span className="sr-only"> {name}</span>
                    </button>
                  </Form>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
