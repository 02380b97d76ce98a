/**
 * The URLs a route template stands for in a blinding probe: `fills` replace placeholders with one
 * value each, then each of `fans` (in order) multiplies the URLs holding its placeholder by its
 * values.
 */
export function expandRouteUrls(options: {
  route: string;
  fills: Record<string, string>;
  fans: [placeholder: string, values: string[]][];
}): string[] {
  let urls = [
    Object.entries(options.fills).reduce((u, [key, value]) => u.replace(key, value), options.route),
  ];
  for (const [key, values] of options.fans)
    urls = urls.flatMap((u) =>
      u.includes(key) ? values.map((v) => u.replace(key, encodeURIComponent(v))) : [u],
    );
  return urls;
}
