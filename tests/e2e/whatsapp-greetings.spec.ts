// Every WhatsApp link on every public page of the carpentry profile greets the business from the page
// the visitor is on: the header's, the footer's, the contact bar's and the page's own (the interiors
// profile: landing-whatsapp.spec.ts). The links are in the server's HTML, so JavaScript is off.
import { notFoundDocumentError, test } from "./fixtures";
import { allowConsoleErrors } from "./lead-form-helpers";
import { carpentry } from "./profile";
import { expectGreetingsName, type GreetingCase } from "./whatsapp-greetings";

const cases: GreetingCase[] = [
  { path: "/", pageName: "Home", status: 200 },
  { path: "/services", pageName: "Services", status: 200 },
  { path: "/about", pageName: "About Us", status: 200 },
  { path: "/contact", pageName: "Contact", status: 200 },
  // Not "Home": the 404 page names itself, whatever path brought the visitor there.
  { path: "/no-such-page", pageName: "Page Not Found", status: 404 },
  { path: "/interior-designer-in-koramangala", pageName: "Page Not Found", status: 404 },
];

test.use({
  javaScriptEnabled: false,
  viewport: { width: 390, height: 844 },
  allowedConsoleErrors: allowConsoleErrors(
    notFoundDocumentError("/no-such-page"),
    notFoundDocumentError("/interior-designer-in-koramangala"),
  ),
});

for (const greetingCase of cases) {
  test(`every WhatsApp greeting on ${greetingCase.path} names the ${greetingCase.pageName} page`, async ({
    page,
  }) => {
    await expectGreetingsName(page, carpentry, greetingCase);
  });
}
