// The mock's whole API without a transport: the core's stages, in the order the real stack decides.
import { adminOriginPolicy } from '../admin/adminOrigins';
import { HeldAnswers } from '../bounds/heldAnswers';
import type { CoreRequest, CoreResult } from './answer';
import type { CoreOptions } from './coreOptions';
import { hostVary } from './hostVary';
import type { WaitSignal } from './latency';
import { provocations } from './provoked';
import { queryChecks } from './queryCheck';
import { targetParts } from '../../core/targetParts';
import { ADMIN_ROUTE } from './routes';
import { READING_HEADER, varyingUnstated } from './varyUnstated';
import { adminStage } from './stages/adminStage';
import { clockStage } from './stages/clockStage';
import { corsStage } from './stages/corsStage';
import { hostStage } from './stages/hostStage';
import { nowCheckStage } from './stages/nowCheckStage';
import { pagesStage } from './stages/pagesStage';
import { passStage } from './stages/passStage';
import { pipeline } from './stages/pipeline';
import { provokeStage } from './stages/provokeStage';
import { queryCheckStage } from './stages/queryCheckStage';
import { redirectStage } from './stages/redirectStage';
import { routingStage } from './stages/routingStage';
import { tokenStage } from './stages/tokenStage';

/** The whole API, without a transport: one request in, one answer (or a dropped connection) out. */
export interface MockCore {
  /** `signal` ends a provoked wait early: the answer is then a drop. */
  handle(request: CoreRequest, signal?: WaitSignal): Promise<CoreResult>;
}

/**
 * The mock's request path: the clock stage makes each request's context, and the stages below
 * take it in turn until one answers (src/mock/pipeline/stages, one file each).
 */
export function createMockCore(options: CoreOptions): MockCore {
  const { service, tokens, allowedHosts } = options;
  const publicUrl = options.publicUrl?.replace(/\/+$/, '');
  const adminOrigins = options.adminOrigins ?? adminOriginPolicy();
  // The ids the document's examples hold, when one is provoked: the data's first.
  const firstIds = (count: number) => service.list({ limit: count, offset: 0, fields: '_,id' }, '').body.items.map((item) => item.id!);

  const contextOf = clockStage(() => service.now());
  const stages = pipeline(
    [
      routingStage,
      corsStage(adminOrigins),
      hostStage({ publicUrl, allowedHosts }),
      passStage(options.passes),
      adminStage(options.admin, { adminOrigins, hostsChecked: options.adminHostsChecked, allowedHosts, tokens }),
      redirectStage,
      tokenStage(tokens),
      nowCheckStage,
      provokeStage(provocations(options.document, options.runFaults ?? { seed: 0 }, firstIds), options.heldAnswers ?? new HeldAnswers()),
      queryCheckStage(queryChecks(options.document)),
    ],
    pagesStage(service, { varyHost: hostVary(publicUrl), keepValues: options.keepValues }),
  );
  const answer = async (request: CoreRequest, signal?: WaitSignal): Promise<CoreResult> => stages(contextOf(request, signal));

  const handle = options.varyUnstatedSeed === undefined ? answer : varyingUnstated(answer, options.varyUnstatedSeed);
  // Every request either transport sends the core passes here, once, with its result: the journal's one hook.
  const { journal } = options;
  if (!journal) return { handle };
  return {
    handle: async (request, signal) => {
      const result = await handle(request, signal);
      // A dropped request got no answer; a passed one is the server's own (/docs); the admin routes are the tests' own.
      if (result.kind === 'answer' && !request.warmUp && !ADMIN_ROUTE.test(targetParts(request.target).path)) {
        const reading = result.headers.find(([name]) => name === READING_HEADER)?.[1];
        journal.record({
          method: request.method,
          target: request.target,
          authorization: request.header('authorization'),
          status: result.status,
          provoked: result.provoked,
          ...(reading !== undefined && { reading }),
        });
      }
      return result;
    },
  };
}
