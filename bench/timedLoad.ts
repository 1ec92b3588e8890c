// autocannon loads of a given length, a second or less included: a smoke run of the benchmark ends in moments.
import autocannon from 'autocannon';

/**
 * autocannon for `seconds`, with its rate per second. autocannon ends a load on its sampling tick,
 * a second by default, so a shorter load samples as often as it lasts and its mean per sample is
 * scaled back to a rate per second.
 */
export async function timedLoad(options: autocannon.Options & { duration: number }): Promise<{ result: autocannon.Result; perSecond: number }> {
  const sampleMs = Math.min(1000, options.duration * 1000);
  const result = await autocannon({ ...options, sampleInt: sampleMs });
  return { result, perSecond: (result.requests.average * 1000) / sampleMs };
}
