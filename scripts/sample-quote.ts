// Adds a lead with a sent 20-line quotation to a database and prints the customer's path
// (/quote/{token}) as its last line, for looking at the customer's page before any quote is made on
// the desk:
//   DATABASE_URL=./data/app.db npx vite-node --config vitest.config.ts scripts/sample-quote.ts
// `npm run audit:pages` adds one to its servers' databases so that the customer's page is weighed.
import { openDatabase } from "~/server/db/connect.server";
import { parseEnv } from "~/server/env.server";
import { addSampleSentQuote } from "~/server/quotes/pdf/sample-sent-quote.server";
import { resolveSite } from "~/server/site.server";

const url = process.env.DATABASE_URL ?? "./data/app.db";
const handle = await openDatabase(url);
try {
  const site = resolveSite(parseEnv(process.env));
  console.log(await addSampleSentQuote(handle.db, site, { lines: 20 }));
} finally {
  await handle.close();
}
