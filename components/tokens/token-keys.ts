/** Query keys of the API-token feature (Settings: the user's own; Admin: every user's). */
export const tokenKeys = {
  all: () => ["tokens"] as const,
  own: () => ["tokens", "own"] as const,
  everyone: () => ["tokens", "everyone"] as const,
};
