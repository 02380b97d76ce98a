import { dictionary } from "@zxcvbn-ts/language-common";

export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome (OWASP ASVS: at least 64); scrypt hashes them whole, never truncated. */
export const PASSWORD_MAX_LENGTH = 256;

export type TPasswordVerdict = { ok: true } | { ok: false; message: string };

/** The product's name: a guesser's first try on any Rubricate installation. */
const PRODUCT_WORDS = ["rubricate"];
/** What must be left of a password, in letters, once its context words are taken out. */
const MIN_LETTERS_BESIDE_CONTEXT = 4;

let common: Set<string> | undefined;

/**
 * Whether a password may be set (OWASP ASVS level 1, V2.1): at least 8 characters that are not
 * all whitespace, at most 256, no composition rules, and not one of the ~49,000 most common
 * passwords of zxcvbn's breach-derived list (@zxcvbn-ts/language-common), compared without case
 * and surrounding spaces. The one rule for every way a password is set: admin page and API,
 * CLI, seed, better-auth's own endpoints. Also refused: one character repeated ("aaaaaaaa"), and a
 * password that is little more than a context word (the product's name, the user's email, its
 * local part or the user's name, or a word of it): taking every context word out must leave at
 * least 4 letters ("rubricate", "Rubricate2024!" and "alice@example.org" are refused,
 * "rubricate-demo" is not). Pass `email` and `name` wherever the user is known.
 */
export function checkPassword(options: {
  password: string;
  email?: string | null;
  name?: string | null;
}): TPasswordVerdict {
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
  if (new Set(password.trim()).size === 1)
    return { ok: false, message: "must not be one character repeated" };
  const context = contextWords({ email: options.email, name: options.name });
  let rest = password.toLowerCase();
  let found = false;
  for (const word of context) {
    if (!rest.includes(word)) continue;
    found = true;
    rest = rest.split(word).join(" ");
  }
  if (found && (rest.match(/\p{L}/gu)?.length ?? 0) < MIN_LETTERS_BESIDE_CONTEXT) {
    return {
      ok: false,
      message:
        "must not be the product's name, your name or your email, nor one of them with a few characters added",
    };
  }
  return { ok: true };
}

/** Lower-cased context words, longest first (so the whole email goes before its local part). */
function contextWords(options: { email?: string | null; name?: string | null }): string[] {
  const email = options.email?.trim().toLowerCase() ?? "";
  const name = options.name?.trim().toLowerCase() ?? "";
  const words = [
    ...PRODUCT_WORDS,
    email,
    email.split("@")[0] ?? "",
    name,
    ...name.split(/[^\p{L}\p{N}]+/u),
    ...(email.split("@")[0] ?? "").split(/[^\p{L}\p{N}]+/u),
  ];
  return [...new Set(words.filter((w) => [...w].length >= 3))].sort((a, b) => b.length - a.length);
}
