import { leaf, wood } from "./app/lib/brand-colours";

// Loaded by app/app.css (@config): the brand colours come from app/lib/brand-colours.ts.
export default {
  theme: { extend: { colors: { wood, leaf } } },
};
