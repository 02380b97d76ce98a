/** Query keys of the admin feature. */
export const adminKeys = {
  users: () => ["admin", "users"] as const,
};
