/** Query keys of the signed-in user's own session. */
export const authKeys = {
  session: () => ["auth", "session"] as const,
};
