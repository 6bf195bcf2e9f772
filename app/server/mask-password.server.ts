/**
 * Text with the password of a URL's user replaced by `***`, so a setting can be shown in a message:
 * `smtps://mailer:***@smtp.example.in:465`. Works on text that is not quite a URL too (a missing
 * colon after the scheme, an unencoded `@` or `/` in the password); text without one is returned
 * as it is.
 */
export function maskPassword(text: string): string {
  const at = text.lastIndexOf("@");
  if (at < 0) return text;
  const slashes = text.indexOf("//");
  const userStart = slashes >= 0 && slashes < at ? slashes + 2 : 0;
  const colon = text.indexOf(":", userStart);
  if (colon < 0 || colon > at) return text;
  return `${text.slice(0, colon)}:***${text.slice(at)}`;
}
