// Test of the warning against plain http to a host on the network.
import { clearTextWarning } from './clearTextWarning';

test('plain http to a host on the network is warned of; https and loopback are not', () => {
  expect(clearTextWarning('http://staging.example.com')).toBe(
    'http://staging.example.com is plain http: the token travels in clear text (the API documentation requires HTTPS)',
  );
  expect(clearTextWarning('http://10.0.0.5:8000/')).toContain('is plain http');
  for (const safe of ['https://staging.example.com', 'http://127.0.0.1:4010', 'http://localhost:4010', 'http://[::1]:4010'])
    expect(clearTextWarning(safe)).toBeUndefined();
});
