// DRF's 404 for an address that is no route.
import { answerError } from '../../core/errors';
import { errorAnswer, type CoreAnswer, type HeaderList } from './answer';

const NOT_FOUND = answerError('RPA_NOT_FOUND');

/** DRF's 404 for an address that is no route (`{"detail"}`), not Wagtail's for a missing page. */
export const noRoute = (headers: HeaderList): CoreAnswer => errorAnswer(NOT_FOUND, headers);
