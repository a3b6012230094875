/**
 * What changed between two JSON values, small enough to keep in a file or in sessionStorage: a
 * world a tab changed differs from its seed's in a few fields and a few appended entries, while
 * the areas holding them (a month of money) weigh hundreds of kilobytes.
 *
 * - `{ set }`: the value itself (a scalar, a new value, or a list changed all over);
 * - `{ keys, drop }`: an object with some keys changed (each a patch) and some removed;
 * - `{ items, length }`: a list with some entries changed or appended (by index) and its new length.
 */
export type JsonPatch =
  | { set: unknown }
  | { keys: Record<string, JsonPatch>; drop?: string[] }
  | { items: Record<string, JsonPatch>; length: number };

/** A patch that does not fit the value it is applied to, or is not a patch. */
export class PatchMismatch extends Error {
  constructor(path: string) {
    super(`the patch does not fit the value at ${path || '(root)'}`);
    this.name = 'PatchMismatch';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The keys JSON keeps: one whose value is undefined is absent. */
const keysOf = (value: Record<string, unknown>) =>
  Object.keys(value).filter((key) => value[key] !== undefined);

/** The same JSON text, without making it. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameJson(item, b[index]));
  }
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = keysOf(a);
  return (
    keys.length === keysOf(b).length && keys.every((key) => b[key] !== undefined && sameJson(a[key], b[key]))
  );
}

const sizeOf = (value: unknown) => JSON.stringify(value)?.length ?? 0;

/** The patch that turns `base` into `value`, or undefined when they are the same. */
export function diffJson(base: unknown, value: unknown): JsonPatch | undefined {
  if (sameJson(base, value)) return undefined;
  if (isRecord(base) && isRecord(value)) {
    const keys: Record<string, JsonPatch> = {};
    for (const key of keysOf(value)) {
      const patch = base[key] === undefined ? { set: value[key] } : diffJson(base[key], value[key]);
      if (patch) keys[key] = patch;
    }
    const drop = keysOf(base).filter((key) => value[key] === undefined);
    return drop.length ? { keys, drop } : { keys };
  }
  if (Array.isArray(base) && Array.isArray(value)) {
    const items: Record<string, JsonPatch> = {};
    value.forEach((item, index) => {
      const patch = index < base.length ? diffJson(base[index], item) : { set: item };
      if (patch) items[index] = patch;
    });
    const patch = { items, length: value.length };
    // A list changed all over (sorted, cut at the front) is smaller as itself.
    return sizeOf(patch) < sizeOf(value) ? patch : { set: value };
  }
  return { set: value };
}

/**
 * `base` changed by `patch`: a new value (`base` is left as it was). Throws `PatchMismatch` when
 * the patch is malformed or names an entry `base` does not have.
 */
export function applyJsonPatch(base: unknown, patch: unknown): unknown {
  return applyAt(structuredClone(base), patch, '');
}

function applyAt(target: unknown, patch: unknown, path: string): unknown {
  if (!isRecord(patch)) throw new PatchMismatch(path);
  if ('set' in patch) return patch.set;
  if (isRecord(patch.keys)) {
    if (!isRecord(target)) throw new PatchMismatch(path);
    for (const [key, inner] of Object.entries(patch.keys)) {
      // A file's `__proto__` would reach the object's prototype, not a key of it.
      if (key === '__proto__') throw new PatchMismatch(`${path}.${key}`);
      target[key] = applyAt(target[key], inner, `${path}.${key}`);
    }
    const drop = patch.drop ?? [];
    if (!Array.isArray(drop)) throw new PatchMismatch(path);
    for (const key of drop) {
      if (typeof key !== 'string' || !Object.hasOwn(target, key))
        throw new PatchMismatch(`${path}.${String(key)}`);
      delete target[key];
    }
    return target;
  }
  if (isRecord(patch.items) && Number.isInteger(patch.length)) {
    const length = patch.length as number;
    if (!Array.isArray(target) || length < 0) throw new PatchMismatch(path);
    for (const [key, inner] of Object.entries(patch.items)) {
      const index = Number(key);
      if (!Number.isInteger(index) || index < 0 || index >= length)
        throw new PatchMismatch(`${path}[${key}]`);
      // An entry past the base's end is new: only a whole value makes it.
      if (index >= target.length && !(isRecord(inner) && 'set' in inner))
        throw new PatchMismatch(`${path}[${key}]`);
      target[index] = applyAt(target[index], inner, `${path}[${key}]`);
    }
    if (target.length > length) target.length = length;
    // A list cannot have holes: every entry past the base's end must have been set.
    for (let index = 0; index < length; index++)
      if (!(index in target)) throw new PatchMismatch(`${path}[${index}]`);
    return target;
  }
  throw new PatchMismatch(path);
}
