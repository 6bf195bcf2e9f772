// The desk's service worker, served from /admin/push-worker.js so its scope is the desk (/admin/)
// and nothing of the public site. It shows the notifications the server pushes and opens the lead
// when one is tapped; it has no fetch handler and caches nothing, so every page still comes from
// the server as it would without it.
export const serviceWorkerScript = `"use strict";

self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : "" };
  }
  const title = typeof message.title === "string" && message.title ? message.title : "Lead desk";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === "string" ? message.body : "",
      tag: typeof message.tag === "string" ? message.tag : undefined,
      renotify: typeof message.tag === "string",
      icon: "/favicon.svg",
      data: { url: typeof message.url === "string" ? message.url : "/admin" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  // Only a page of this site's desk opens, whatever the message says.
  const asked = new URL(event.notification.data?.url || "/admin", self.location.origin);
  const path = asked.pathname.startsWith("/admin") ? asked.pathname + asked.search : "/admin";
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const same = open.find((client) => client.url === target);
      if (same) return same.focus();
      const desk = open.find((client) => new URL(client.url).pathname.startsWith("/admin") && "navigate" in client);
      if (desk) {
        await desk.focus();
        return desk.navigate(target);
      }
      return self.clients.openWindow(target);
    })(),
  );
});
`;
