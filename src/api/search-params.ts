/** A query value the platform reads: what a payload's fields may hold (SPEC 7). */
export type Scalar = string | number | boolean;

/**
 * A call's payload as its query (or form body): its string, number and boolean fields, in order;
 * nested and empty ones left out. Import-free, so the early start (src/early-start.ts) writes its
 * requests exactly as the API client does.
 */
export function toSearchParams(payload: unknown): Record<string, Scalar> | undefined {
  if (payload === undefined || payload === null) return undefined;
  const entries = Object.entries(payload as Record<string, unknown>).filter(
    (entry): entry is [string, Scalar] => ['string', 'number', 'boolean'].includes(typeof entry[1]),
  );
  return Object.fromEntries(entries);
}
