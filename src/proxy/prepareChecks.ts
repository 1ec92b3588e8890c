// The checks made ready before the first answer, which would otherwise wait ~0.9 s for them.
import type { Profile } from '../core/profile';
import { clockOfAnswer, listingValidator, readingsOf } from '../rules';

/** Reads openapi.yaml, compiles the validators and loads luxon's zones. */
export function prepareChecks(profile: Profile, timezone?: string): void {
  listingValidator(readingsOf(profile).schema);
  clockOfAnswer(new Headers({ Date: new Date(0).toUTCString() }), timezone);
}
