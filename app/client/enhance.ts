import { captureFirstTouch } from "~/lib/attribution";
import { enhanceLeadForms } from "./send-lead-form";
import { enhanceMobileMenu } from "./mobile-menu";
import { reportContactClicks } from "./contact-clicks";
import { enhancePhotoViewer } from "./photo-viewer";

// The only script of the public pages (docs/decisions/0012-no-hydration-on-public-pages.md).
captureFirstTouch();
enhanceMobileMenu();
enhanceLeadForms();
reportContactClicks();
enhancePhotoViewer();
// A customer's quotation: its totals follow the optional lines ticked (loaded on that page only).
if (document.getElementById("quote-figures-input"))
  void import("./quote-options").then((module) => module.enhanceQuoteOptions());
// Tells tests (and anyone curious) that the page's script has run.
document.documentElement.dataset.enhanced = "";
