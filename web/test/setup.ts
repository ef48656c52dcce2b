import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

// The build-time constants (vite.config.ts) for a component that reaches lib/firebase/sdk.ts through
// a feature's index.ts (ADR 244): emulator endpoints nothing listens on, so the SDK initialises and
// is never called. vitest.config.mts `define`s them too; under happy-dom that global does not reach
// the file's scope, so they are set here as well.
const g = globalThis as Record<string, unknown>;
g.__EMULATORS__ ??= {
  auth: 'http://127.0.0.1:9',
  firestore: { host: '127.0.0.1', port: 9 },
  functions: { host: '127.0.0.1', port: 9 },
  storage: { host: '127.0.0.1', port: 9 },
};
g.__RAZORPAY_CHECKOUT_URL__ ??= 'http://127.0.0.1:9/v1/checkout.js';

/**
 * Two reflected properties happy-dom 21 lacks and react-hook-form reads to tell whether a <select>
 * was edited before the form was ready (its `isSelectEdited`): without them every select counts as
 * edited and keeps its placeholder instead of its default value. As the HTML standard defines them:
 * `size` reflects the attribute (0 when absent), `defaultSelected` the `selected` attribute.
 */
if (!('size' in HTMLSelectElement.prototype))
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    configurable: true,
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute('size') ?? 0) || 0;
    },
    set(this: HTMLSelectElement, value: number) {
      this.setAttribute('size', String(value));
    },
  });
if (!('defaultSelected' in HTMLOptionElement.prototype))
  Object.defineProperty(HTMLOptionElement.prototype, 'defaultSelected', {
    configurable: true,
    get(this: HTMLOptionElement) {
      return this.hasAttribute('selected');
    },
    set(this: HTMLOptionElement, value: boolean) {
      this.toggleAttribute('selected', value);
    },
  });

/**
 * The `web` project's files share one module cache and one happy-dom window per worker (ADR 296):
 * each file starts from the page an isolated file would see, whatever the files before it left.
 * Emotion's `<style data-emotion>` tags stay in <head>: the shared emotion cache counts their rules
 * as inserted and would not write them again.
 */
function freshPage(): void {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.title = '';
  document.body.replaceChildren();
  for (const node of [...document.head.childNodes])
    if (!(node instanceof HTMLStyleElement && node.dataset.emotion !== undefined)) node.remove();
  const html = document.documentElement;
  for (const name of html.getAttributeNames()) html.removeAttribute(name);
}

beforeAll(freshPage);

// A bound on waiting, as the projects' testTimeout (ADR 216): niced beside the emulator suites on a
// loaded 2-core machine, a lazily loaded part can take seconds to appear; a passing test is as fast.
configure({ asyncUtilTimeout: 10_000 });

// vitest globals are off, so Testing Library cannot register its own cleanup: unmount after each test.
afterEach(() => cleanup());
