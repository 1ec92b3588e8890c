// The types of `vitest` for a recipe written for Vitest and compiled against Jest's (scripts/jest/vitestAsJest.js).
declare module 'vitest' {
  export const afterAll: typeof globalThis.afterAll;
  export const afterEach: typeof globalThis.afterEach;
  export const beforeAll: typeof globalThis.beforeAll;
  export const beforeEach: typeof globalThis.beforeEach;
  export const describe: typeof globalThis.describe;
  export const expect: typeof globalThis.expect;
  export const it: typeof globalThis.it;
  export const test: typeof globalThis.test;
}
