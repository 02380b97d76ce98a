import { dictionary } from "@zxcvbn-ts/language-common";

export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome (OWASP ASVS: at least 64); scrypt hashes them whole, never truncated. */
export const PASSWORD_MAX_LENGTH = 256;

export type TPasswordVerdict = { ok: true } | { ok: false; message: string };

let common: Set<string> | undefined;

/**
 * Whether a password may be set (OWASP ASVS level 1, V2.1): at least 8 characters that are not
 * all whitespace, at most 256, no composition rules, and not one of the ~49,000 most common
 * passwords of zxcvbn's breach-derived list (@zxcvbn-ts/language-common), compared without case
 * and surrounding spaces. The one rule for every way a password is set: admin page and API,
 * CLI, seed, better-auth's own endpoints.
 */
export function checkPassword(options: { password: string }): TPasswordVerdict {
  const { password } = options;
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH)
    return { ok: false, message: `must be at least ${PASSWORD_MIN_LENGTH} characters` };
  if (length > PASSWORD_MAX_LENGTH)
    return { ok: false, message: `must be at most ${PASSWORD_MAX_LENGTH} characters` };
  if (password.trim() === "") return { ok: false, message: "must not be only spaces" };
  common ??= new Set(dictionary["passwords-common"]);
  if (common.has(password.trim().toLowerCase())) {
    return {
      ok: false,
      message:
        "is one of the most common passwords; choose another (a few unrelated words make a good one)",
    };
  }
  return { ok: true };
}
