import { momentOf, type Clock } from './domain/clock';
import { DETAIL_DEFAULT_FIELDS, LISTING_DEFAULT_FIELDS, selectFields } from './domain/fieldSelection';
import { serializeRelease } from './domain/serializeRelease';
import type { ReleasePageItem, ReleasePageList } from './domain/types';
import type { ListQuery, ReleaseStore } from './store/releaseStore';

export interface ListRequest extends ListQuery {
  fields?: string;
}

/**
 * What the API does, without HTTP: lists and finds release pages, chooses their fields and
 * writes them with the status of the clock's current moment. Throws `QueryError` for a
 * request it cannot answer.
 */
export class ReleaseService {
  constructor(
    readonly store: ReleaseStore,
    readonly clock: Clock,
  ) {}

  list(request: ListRequest, origin: string): ReleasePageList {
    const selection = selectFields(request.fields, LISTING_DEFAULT_FIELDS);
    const moment = momentOf(this.clock);
    const { total, releases } = this.store.query(request, moment);
    return {
      meta: { total_count: total },
      items: releases.map((release) => serializeRelease(release, selection, { origin, moment })),
    };
  }

  /** The release with this id, or `undefined`; all fields unless `fields` says otherwise. */
  detail(id: number, fields: string | undefined, origin: string): ReleasePageItem | undefined {
    const selection = selectFields(fields, DETAIL_DEFAULT_FIELDS);
    const release = this.store.findById(id);
    return release && serializeRelease(release, selection, { origin, moment: momentOf(this.clock) });
  }
}
