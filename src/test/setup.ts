// Vitest setup: Testing Library cleans up after each test; nothing global is mocked here.
// jest-dom's matchers (toBeVisible, toHaveTextContent, …) state what a user sees, where a bare
// query's result can only be truthy.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Popups and catalogues load as chunks on first use; on a busy two-core machine (CI runs the whole
// suite in parallel) that can take longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());

// happy-dom defines `nodeName` on Node.prototype as '' and overrides it on element prototypes;
// DOMPurify reads it through Node.prototype's getter (clobbering defence), so under happy-dom every
// element would look nameless and be removed. Node's getter is made to defer to the node's own
// class, which is what a browser's getter returns.
if (typeof window !== 'undefined') {
  const nodeProto = window.Node.prototype;
  const base = Object.getOwnPropertyDescriptor(nodeProto, 'nodeName');
  if (base?.get && base.get.call(document.createElement('p')) === '') {
    const baseGet = base.get;
    Object.defineProperty(nodeProto, 'nodeName', {
      configurable: true,
      get(this: Node): string {
        for (
          let proto = Object.getPrototypeOf(this);
          proto && proto !== nodeProto;
          proto = Object.getPrototypeOf(proto)
        ) {
          const own = Object.getOwnPropertyDescriptor(proto, 'nodeName');
          if (own?.get) return own.get.call(this);
        }
        return baseGet.call(this);
      },
    });
  }
}
