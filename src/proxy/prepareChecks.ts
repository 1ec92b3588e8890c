// The checks made ready before the first answer, which would otherwise wait for them to compile.
import type { Profile } from '../core/profile';
import { clockOfAnswer, listingValidator, readingsOf } from '../rules';

/** Reads openapi.yaml, compiles the validators and loads luxon's zones. */
export function prepareChecks(profile: Profile, timezone?: string): void {
  listingValidator(readingsOf(profile).schema);
  clockOfAnswer(new Headers({ Date: new Date(0).toUTCString() }), timezone);
}
