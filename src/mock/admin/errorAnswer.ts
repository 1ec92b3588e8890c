// A registry's error answer (core/errors) as a whole answer of the core: its status and its one-field JSON body, after the headers every answer carries.
import { jsonAnswer, type CoreAnswer, type HeaderList } from '../pipeline/answer';
import type { AnswerError } from '../../core/errors';

export const errorAnswer = ({ status, body }: AnswerError, headers: HeaderList): CoreAnswer => jsonAnswer(status, headers, body);
