/**
 * A small seeded generator (mulberry32) for what the mock world makes on demand (games, winners,
 * notices): the same text gives the same numbers on every run. `salt` keeps unrelated uses apart.
 */
export function seededRandom(seedText: string, salt = 0x9e3779b9) {
  let a = [...seedText].reduce((acc, ch) => (Math.imul(acc, 31) + ch.charCodeAt(0)) >>> 0, salt);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
