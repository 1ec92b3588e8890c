// Headers of one connection are not passed on, either way (RFC 9110 §7.6.1): the hop-by-hop ones and those a message's Connection names.
import express from 'express';
import { request } from 'node:http';
import { listenLocally } from '../net/testing/listenLocally';
import { startProxy } from './testing/startProxy';

jest.setTimeout(30_000);

test("the headers a request's or an answer's Connection names, and the hop-by-hop ones, stay on their hop; the others pass, names in any case", async () => {
  const seen: Record<string, string | string[] | undefined>[] = [];
  const upstream = await listenLocally(
    express().use((incoming, response) => {
      seen.push(incoming.headers);
      response.setHeader('Connection', 'keep-alive, X-Upstream-Private');
      response.setHeader('X-Upstream-Private', 'hop');
      response.setHeader('X-Upstream-Public', 'end');
      response.setHeader('Keep-Alive', 'timeout=7');
      response.json({ meta: { total_count: 0 }, items: [] });
    }),
  );
  const proxy = await startProxy(upstream.url);
  try {
    const headers = {
      Connection: 'keep-alive, X-Client-Private',
      'X-Client-Private': 'hop',
      'X-CLIENT-Public': 'end',
      'Proxy-Authorization': 'Basic eA==',
      Te: 'trailers',
    };
    const answer = await new Promise<Record<string, string | string[] | undefined>>((resolve, reject) =>
      request(`${proxy.url}/other`, { headers }, (incoming) => {
        incoming.resume();
        incoming.on('end', () => resolve(incoming.headers));
      })
        .on('error', reject)
        .end(),
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ 'x-client-public': 'end' });
    expect(Object.keys(seen[0])).not.toEqual(expect.arrayContaining(['x-client-private']));
    expect(Object.keys(seen[0])).not.toEqual(expect.arrayContaining(['proxy-authorization']));
    expect(Object.keys(seen[0])).not.toEqual(expect.arrayContaining(['te']));
    expect(answer).toMatchObject({ 'x-upstream-public': 'end' });
    expect(answer['x-upstream-private']).toBeUndefined();
    expect(answer['keep-alive']).not.toBe('timeout=7');
  } finally {
    await Promise.all([proxy.close(), upstream.close()]);
  }
});
