/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': 'ts-jest' },
  roots: ['<rootDir>/src', '<rootDir>/scripts', '<rootDir>/contract-tests', '<rootDir>/bench'],
  testMatch: ['**/*.test.ts'],
};
