/**
 * Properties made on first read. The mock world is plain data, but building all of it costs the
 * page's start more than the page needs: an area defined here is made when something
 * first reads it, and from then on is an ordinary property (writable, enumerable), so code that
 * reads, changes, spreads, clones or serialises the world sees plain data. A write before any read
 * sets the value without making it.
 */
export function defineLazy<T extends object, K extends keyof T>(target: T, key: K, make: () => T[K]): void {
  Object.defineProperty(target, key, {
    configurable: true,
    enumerable: true,
    get(): T[K] {
      const value = make();
      settle(target, key, value);
      return value;
    },
    set(value: T[K]) {
      settle(target, key, value);
    },
  });
}

/** Whether `key` of `target` is still waiting to be made (never read nor written). */
export const isPending = (target: object, key: PropertyKey): boolean =>
  Object.getOwnPropertyDescriptor(target, key)?.get !== undefined;

function settle<T extends object, K extends keyof T>(target: T, key: K, value: T[K]) {
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
}
