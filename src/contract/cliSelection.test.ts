// Test that a misspelt `--only` is a usage error before any server is asked.
import { runContract } from './cli';

test('--only serach. is a usage error naming search., before any server is started or asked (exit 2)', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const startLocal = jest.fn(() => Promise.reject(new Error('no server should be started')));
  try {
    expect(await runContract(['--only', 'serach.'], startLocal)).toBe(2);
    expect(await runContract(['--skip', 'auth.', 'invalid.limit-not-an-integr'], startLocal)).toBe(2);
    expect(error.mock.calls.map((call) => String(call[0]))).toEqual([
      "contract: RP_RULE_PATTERN_UNKNOWN: --only serach.: no rule's name starts so; the closest: search.",
      "contract: RP_RULE_PATTERN_UNKNOWN: --skip invalid.limit-not-an-integr: no rule's name starts so; the closest: invalid.limit-not-an-integer-is-refused",
    ]);
    expect(startLocal).not.toHaveBeenCalled();
  } finally {
    jest.restoreAllMocks();
  }
});
