"use client";

import { useEffect, useState } from "react";

/**
 * False until React has hydrated the page. Password forms keep their submit button disabled
 * until then: a click before hydration would submit natively (a GET putting the password in the URL).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
