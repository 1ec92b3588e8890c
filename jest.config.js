/** @type {import('jest').Config} */
// ES-module-only packages under node_modules, turned into CommonJS for Jest (MSW 3 and its dependencies,
// those it nests in its own node_modules included). The transform rewrites only ES module files and
// could take all of node_modules (`transformIgnorePatterns: []`, as docs/in-process.md tells a
// frontend project); naming the packages spares this repository's runs the pass over every other file.
const ESM_ONLY = [
  'msw',
  '@mswjs',
  '@msw',
  'rettime',
  'until-async',
  'headers-polyfill',
  'outvariant',
  'is-node-process',
  'strict-event-emitter',
  '@open-draft',
];

module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': 'ts-jest', '^.+\\.m?js$': '<rootDir>/scripts/jest/esmToCommonJs.js' },
  transformIgnorePatterns: [`^(?!.*/node_modules/(${ESM_ONLY.join('|')})/).*/node_modules/`],
  roots: ['<rootDir>/src', '<rootDir>/scripts', '<rootDir>/contract-tests', '<rootDir>/bench'],
  testMatch: ['**/*.test.ts'],
  // Two workers, whatever the cores (Jest takes one on two cores): most suites wait on the processes and
  // sockets they start, and the second worker fills those waits. The hostile-input suites, whose bounds
  // are times and memory under attack, run after the rest and one at a time (`npm run test:unit`).
  maxWorkers: 2,
};
