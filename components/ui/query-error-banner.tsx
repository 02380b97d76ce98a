"use client";

/** What the banner reads of a TanStack query (a `useQuery` result fits). */
type TQueryLike = { error: Error | null; data: unknown; refetch: () => unknown };

/** The message as a sentence ("Failed to fetch" → "Failed to fetch."). */
const sentence = (message: string) => (/[.!?…]$/.test(message.trim()) ? message : `${message}.`);

/**
 * A query's failure, with a Retry button; nothing while it has none. When an earlier load is
 * still shown (TanStack Query keeps `data` when a refetch or a poll fails), it says the page may
 * be out of date: render it above the content, which stays mounted, so a failed refresh never
 * takes a form and its unsaved input away. Pages return it alone only while nothing has loaded.
 */
export function QueryErrorBanner({ query }: { query: TQueryLike }) {
  if (!query.error) return null;
  const stale = query.data !== undefined;
  return (
    <div className="alert error" role="alert" data-testid="query-error">
      {stale
        ? `Could not refresh this page: ${sentence(query.error.message)} What is shown is from the last successful load; what you typed stays.`
        : query.error.message}{" "}
      <button type="button" className="button" onClick={() => void query.refetch()}>
        Retry
      </button>
    </div>
  );
}
