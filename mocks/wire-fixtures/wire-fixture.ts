/** Plain JSON: what a response body can carry. */
export type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

export type FixtureSource = 'observed' | 'assumption' | `SPEC ${number}`;

export interface WireFixture {
  /** The envelope's `value` as the platform sends it. */
  readonly value: Json;
  /** Where the answer's shape comes from. */
  readonly source: FixtureSource;
  /** Why the shape is what it is, when the source alone does not say. */
  readonly note?: string;
  /** Other shapes the platform has sent for the same answer (older builds): each decodes to the same. */
  readonly variants?: readonly Json[];
}
