// DRF's 404 for an address that is no route.
import { clientErrorDetail } from '../../core/messages';
import { jsonAnswer, type CoreAnswer, type HeaderList } from './answer';

/** DRF's 404 for an address that is no route (`{"detail"}`), not Wagtail's for a missing page. */
export const noRoute = (headers: HeaderList): CoreAnswer => jsonAnswer(404, headers, { detail: clientErrorDetail(404) });
