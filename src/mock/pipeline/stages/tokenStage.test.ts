// The token stage: DRF's 401 and 403 in front of the pages; a token that may list passes.
import { DRF } from '../../../core/messages';
import { DEVELOPMENT_TOKENS, TokenRegistry } from '../../auth/tokenRegistry';
import { answerOf, bodyOf, answerHeader, plainContext } from '../testing/plainRequest';
import { tokenStage } from './tokenStage';

const stage = tokenStage(new TokenRegistry(DEVELOPMENT_TOKENS));
const withAuthorization = (authorization?: string) => plainContext('/api/v2/pages/', { headers: authorization === undefined ? {} : { authorization } });

test.each([
  [undefined, DRF.notAuthenticated],
  ['Bearer dev-token', DRF.notAuthenticated],
  ['Token', DRF.noCredentials],
  ['Token dev token', DRF.tokenHasSpaces],
  ['Token unknown', DRF.invalidToken],
])("Authorization %j is DRF's 401, naming the Token scheme", (authorization, detail) => {
  const answer = answerOf(stage(withAuthorization(authorization)));
  expect(answer.status).toBe(401);
  expect(answerHeader(answer, 'WWW-Authenticate')).toBe('Token');
  expect(bodyOf(answer)).toEqual({ detail });
});

test("a token without the permission to list is DRF's 403", () => {
  const answer = answerOf(stage(withAuthorization('Token dev-token-no-permission')));
  expect(answer.status).toBe(403);
  expect(bodyOf(answer)).toEqual({ detail: DRF.permissionDenied });
});

test('a token that may list passes on', () => {
  const context = withAuthorization('token  dev-token');
  expect(stage(context)).toBe(context);
});
