// The suite's rules on authentication and permission.
import { rulebookDescription, rule, type Rule } from '../suite/rule';
import type { SuiteContext } from '../suite/context';
import type { ApiResponse } from '../../net/client/exchange';
import { expectStatus, fail } from '../suite/outcomes';

/** A refusal must not carry release data: no `items`, and none of the titles the run has seen. */
function expectNoData(context: SuiteContext, response: ApiResponse, what: string): void {
  const titles = context.seenTitles().filter((t) => t.length >= 6);
  const leaked = titles.find((title) => response.text.includes(title));
  const body = response.body as { items?: unknown } | undefined;
  if (body?.items !== undefined || leaked) {
    fail(`${what} was refused but the answer carries release data`, {
      expected: 'no items and no release titles in the body',
      actual: leaked ? `the body holds the title ${JSON.stringify(leaked)}` : 'the body has an items array',
      response,
    });
  }
}

async function expectRefused(context: SuiteContext, authorization: string | null, what: string): Promise<void> {
  const response = await context.listing('limit=5&fields=*', authorization);
  expectStatus(response, 401, what);
  expectNoData(context, response, what);
}

export const authRules: Rule[] = [
  rule({
    ...rulebookDescription('auth.missing-token-is-401'),
    check: (context) => expectRefused(context, null, 'a request without an Authorization header'),
  }),
  rule({
    ...rulebookDescription('auth.malformed-token-is-401'),
    async check(context) {
      const key = context.client.tokenHeader.slice('Token '.length);
      for (const [header, what] of [
        ['Token', 'the keyword Token without a key'],
        [`Bearer ${key}`, 'the right key under the Bearer scheme'],
        [`Basic ${Buffer.from(`user:${key}`).toString('base64')}`, 'Basic credentials'],
        [`Token ${key} extra`, 'a key followed by another word'],
      ] as const) {
        await expectRefused(context, header, what);
      }
    },
  }),
  rule({
    name: 'auth.wrong-token-is-401',
    section: '§5.5',
    statement: 'A token that was not issued is not accepted: 401.',
    async check(context) {
      const key = context.client.tokenHeader.slice('Token '.length);
      await expectRefused(context, `Token ${key}x`, 'the configured key with one more character');
      await expectRefused(context, 'Token 0000000000000000000000000000000000000000', 'a made-up 40-character key');
    },
  }),
];
