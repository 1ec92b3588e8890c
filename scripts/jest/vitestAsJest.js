// `vitest` for a test written for Vitest and run by Jest (the docs' recipes): Vitest's test functions are Jest's globals.
/* global jest, afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, test */
module.exports = { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, test, vi: jest };
