// What people type, made safe to store, show and search: no control characters (NUL among them,
// which PostgreSQL refuses in text), no bidi overrides or zero-width marks, no half of a surrogate
// pair. Tab and newline stay for cleanText; cleanLine folds them into spaces too.
const controlChars =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export const cleanText = (value: string) => value.replace(controlChars, "").trim();

export const cleanLine = (value: string) => cleanText(value.replace(/[\r\n\t]+/g, " "));
