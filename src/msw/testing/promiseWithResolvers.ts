// MSW 3 asks for Node 22.12+ and calls `Promise.withResolvers` (Node 22); this repository runs on
// Node 20.20. Imported first by the tests that load MSW 3, and only there: the package itself needs it not.
// ES2023's lib, which this repository compiles with, does not know it: read untyped.
if (typeof (Promise as unknown as Record<string, unknown>).withResolvers !== 'function') {
  Object.defineProperty(Promise, 'withResolvers', {
    configurable: true,
    writable: true,
    value<T>() {
      let resolve!: (value: T | PromiseLike<T>) => void;
      let reject!: (reason?: unknown) => void;
      const promise = new Promise<T>((yes, no) => {
        resolve = yes;
        reject = no;
      });
      return { promise, resolve, reject };
    },
  });
}
