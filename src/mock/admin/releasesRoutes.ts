import { Router } from 'express';
import { ReleaseRecordError, storedReleasesOf } from '../data/releaseRecords';
import type { LiveReleases } from '../service/liveReleases';
import { releaseBodyValidator } from './releaseBodyValidator';
import { pageIdOf } from '../http/routes';
import { MOCK } from '../../core/messages';

const NOT_RELEASES = 'expected a release page or an array of release pages';

/**
 * `POST /releases` (one release page or an array, every field: added, or replacing the one with
 * the same id; at most `maxItems` in one body), `DELETE /releases/<id>` and `POST /reset` (the
 * start-up data back), as admin.openapi.yaml describes them.
 */
export function releasesRoutes(live: LiveReleases, maxItems: number): Router {
  const validate = releaseBodyValidator();
  const router = Router();

  router.post('/releases', (req, res) => {
    const body: unknown = req.body;
    if (typeof body !== 'object' || body === null) {
      res.status(400).json({ message: NOT_RELEASES });
      return;
    }
    const records: unknown[] = Array.isArray(body) ? body : [body];
    if (records.length > maxItems) {
      res.status(413).json({ message: MOCK.adminTooManyItems(records.length, maxItems) });
      return;
    }
    let releases;
    try {
      releases = storedReleasesOf(records, validate);
    } catch (error) {
      if (!(error instanceof ReleaseRecordError)) throw error;
      res.status(400).json({ message: error.message });
      return;
    }
    const upserted = live.upsert(releases);
    res.status(upserted.created.length > 0 ? 201 : 200).json(upserted);
  });

  router.delete('/releases/:id', (req, res) => {
    const id = pageIdOf(req.params.id);
    if (id !== undefined && live.remove(id)) res.status(204).end();
    else res.status(404).json({ message: `no release has the id ${req.params.id}` });
  });

  router.post('/reset', (_req, res) => {
    live.reset();
    res.status(204).end();
  });

  return router;
}
