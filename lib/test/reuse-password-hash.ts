import { hashPassword } from "better-auth/crypto";

const hashes = new Map<string, Promise<string>>();

/**
 * better-auth's password hash, computed once per password in this process and reused: test
 * fixtures create many users with one password, and each scrypt hash costs 0.1 to 0.6 s of CPU.
 * The hash still verifies with better-auth (a real salted scrypt hash, shared by those users).
 * For tests only: production users never share a salt.
 */
export function reusePasswordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}
