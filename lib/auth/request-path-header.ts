/** Request header in which proxy.ts passes the requested page's path and query to server pages. */
export const REQUEST_PATH_HEADER = "x-rubricate-path";
