import { encode } from "uqr";

/**
 * What the security page shows to add an account to an authenticator app: the QR code of its
 * otpauth:// address, drawn as one SVG path (no script, so it shows without JavaScript), and the
 * setup key to type in by hand, in groups of four.
 */
export type SetupCode = {
  /** The otpauth:// address; the confirm form sends it back to show the code again. */
  uri: string;
  /** The base32 setup key, grouped: "ABCD EFGH …". */
  key: string;
  qr: { size: number; path: string };
};

/** The QR code's dark modules as an SVG path, one rectangle per run of them along a row. */
function qrPath(data: boolean[][]): string {
  const parts: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h-${x - start}z`);
    }
  });
  return parts.join("");
}

export function setupCodeOf(uri: string): SetupCode {
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  // The lowest error correction: the code is read off a screen, and fewer modules make it easier to scan.
  const { data, size } = encode(uri, { ecc: "L", border: 0 });
  return { uri, key: secret.replace(/(.{4})(?=.)/g, "$1 "), qr: { size, path: qrPath(data) } };
}
