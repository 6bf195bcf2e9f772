import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// One build serves every profile, so the table holds every page kind; a route a profile
// does not have answers 404 from its loader.
export default [
  layout("routes/_marketing/layout.tsx", [
    index("routes/_marketing/home.tsx"),
    route("services", "routes/_marketing/services.tsx"),
    route("about", "routes/_marketing/about.tsx"),
    route("contact", "routes/_marketing/contact.tsx"),
    route("privacy", "routes/_marketing/privacy.tsx"),
    // One-segment paths: a profile's neighbourhood pages (e.g. /interior-designer-in-koramangala), else 404.
    route(":slug", "routes/_marketing/landing.tsx"),
    route("*", "routes/_marketing/not-found.tsx"),
  ]),
  route("sitemap.xml", "routes/_seo/sitemap.ts"),
  route("robots.txt", "routes/_seo/robots.ts"),
  route("favicon.svg", "routes/_seo/favicon.ts"),
  route("manifest.webmanifest", "routes/_seo/manifest.ts"),
  route("og/:file", "routes/_seo/og-image.ts"),
  route("admin", "routes/admin/desk.tsx"),
  route("admin/leads/new", "routes/admin/new-lead.tsx"),
  route("admin/leads/:id", "routes/admin/lead.tsx"),
  route("admin/leads/:id/erase", "routes/admin/erase-person.tsx"),
  route("admin/reset-password", "routes/admin/reset-password.tsx"),
  route("admin/security", "routes/admin/security.tsx"),
  route("resources/leads/:id/change", "routes/resources/lead-change.ts"),
  route("resources/leads/:id/activities", "routes/resources/lead-activities.ts"),
  route("admin/staff", "routes/admin/staff.tsx"),
  route("admin/alerts", "routes/admin/alerts.tsx"),
  route("admin/reports", "routes/admin/reports.tsx"),
  route("admin/site", "routes/admin/site.tsx"),
  route("admin/site/versions", "routes/admin/site-versions.tsx"),
  route("api/leads", "routes/api/leads.ts"),
  route("api/leads.csv", "routes/api/leads-csv.ts"),
  route("api/leads/:id", "routes/api/lead.ts"),
  route("api/leads/:id/activities", "routes/api/lead-activities.ts"),
  route("api/leads/:id/activities/:activityId", "routes/api/lead-activity.ts"),
  route("api/alerts", "routes/api/alerts.ts"),
  route("api/reports", "routes/api/reports.ts"),
  route("api/reports.csv", "routes/api/reports-csv.ts"),
  route("api/people/:phone", "routes/api/person.ts"),
  route("api/auth/*", "routes/api/auth.ts"),
] satisfies RouteConfig;
