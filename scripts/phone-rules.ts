// npm run phone:rules — writes app/lib/phone-rules.json, the rules the browser checks a phone
// number by (docs/decisions/0031-international-numbers.md), from the installed libphonenumber-js.
// Run it after upgrading libphonenumber-js; a unit test fails while the file is out of date.
import { writeFileSync } from "node:fs";
import { derivePhoneRules } from "./phone-rules/derive";

const file = "app/lib/phone-rules.json";
writeFileSync(file, `${JSON.stringify(derivePhoneRules())}\n`);
console.log(`Wrote ${file}`);
