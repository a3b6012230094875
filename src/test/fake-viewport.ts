/**
 * Test support for use-on-screen: a stand-in IntersectionObserver the test drives (happy-dom's
 * never answers) and the page's visibility. Install it before the first render of a test file:
 * use-on-screen keeps the observer it creates for the file's life.
 */
export interface FakeViewport {
  /** Reports the element in or out of view, as the browser would after a scroll. */
  show: (element: Element, inView: boolean) => void;
  /** The elements observed now. */
  observed: () => Element[];
  /** How many observers were created. */
  observers: () => number;
}

export function installFakeViewport(): FakeViewport {
  const instances: FakeIntersectionObserver[] = [];
  class FakeIntersectionObserver {
    readonly targets = new Set<Element>();
    constructor(private readonly callback: IntersectionObserverCallback) {
      instances.push(this);
    }
    observe(target: Element) {
      this.targets.add(target);
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      this.targets.clear();
    }
    takeRecords() {
      return [];
    }
    report(target: Element, inView: boolean) {
      const entry = { target, isIntersecting: inView } as IntersectionObserverEntry;
      this.callback([entry], this as unknown as IntersectionObserver);
    }
  }
  globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  return {
    show: (element, inView) => {
      for (const observer of instances) if (observer.targets.has(element)) observer.report(element, inView);
    },
    observed: () => instances.flatMap((observer) => [...observer.targets]),
    observers: () => instances.length,
  };
}

/** Puts the page in the background ('hidden') or the foreground, with the browser's event. */
export function setPageVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
}
