/** `npm run docs:templates`: writes docs/MESSAGE-TEMPLATES.md from the message templates. */
import { writeFileSync } from "node:fs";
import { templateDocument } from "../lib/messaging/templates/template-document";

writeFileSync("docs/MESSAGE-TEMPLATES.md", templateDocument());
console.log("Wrote docs/MESSAGE-TEMPLATES.md");
