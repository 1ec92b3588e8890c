// Tests that a failure to listen says which flag to change.
import { explainListenError } from './listenError';

const failure = (code: string) => Object.assign(new Error(`listen ${code}: details`), { code });

test.each([
  ['EADDRINUSE', 'port 4010 is in use; pass --port'],
  ['EACCES', 'no permission to listen on port 4010 (ports below 1024 are privileged); pass --port'],
  ['EADDRNOTAVAIL', 'mock.invalid is not an address of this machine; pass --host'],
  ['ENOTFOUND', 'host mock.invalid is not found; pass --host'],
])('%s says which flag to change', (code, message) => {
  const cause = failure(code);
  const explained = explainListenError(cause, 4010, 'mock.invalid');
  expect(explained.message).toBe(message);
  expect(explained.cause).toBe(cause);
});

test('another failure is left as it is', () => {
  const other = failure('EMFILE');
  expect(explainListenError(other, 4010, '127.0.0.1')).toBe(other);
});
