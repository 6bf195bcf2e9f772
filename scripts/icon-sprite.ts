// npm run icons:sprite — writes app/components/ui/icon-sprite.svg from the icons' drawings
// (app/components/ui/icon-sources.ts). Run it after adding an icon there; a test says when it is due.
import { writeFileSync } from "node:fs";
import { spriteText } from "./icon-sprite/sprite-text";

const file = new URL("../app/components/ui/icon-sprite.svg", import.meta.url);
writeFileSync(file, spriteText());
console.log(`Wrote ${file.pathname}`);
