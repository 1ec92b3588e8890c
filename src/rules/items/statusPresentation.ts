// §2.4: the status object's color, and the label and description of announced (other codes' words are not shown).
import { statesDate } from '../../core/statesDate';
import { refOf } from '../catalogue';
import { isRealDate } from './isoDates';
import { isObject } from './item';
import { HOLDS, notShown, SKIP, type ItemRule } from './itemJudgement';

const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;

export const statusColorRule: ItemRule = {
  ref: refOf('content.status-colors-are-hex'),
  expected: 'a color in the form #RRGGBB, e.g. #0D6EFD',
  judge(item) {
    if (!isObject(item.status)) return SKIP;
    return HEX_COLOR.test(String(item.status.color))
      ? HOLDS
      : { problem: `color ${JSON.stringify(item.status.color)} for status ${JSON.stringify(item.status.code)}`, at: '/status/color' };
  },
};

export const announcedLabelRule: ItemRule = {
  ref: refOf('content.announced-status-is-labelled'),
  expected: 'label "Announced", and a description stating expected_date',
  judge(item) {
    if (!isObject(item.status) || item.status.code !== 'announced') return SKIP;
    const { label, description } = item.status;
    if (label !== 'Announced') return { problem: `label ${JSON.stringify(label)}`, at: '/status/label' };
    // Whether the description states the date needs the date: not shown, or malformed (content.date-formats says so), it is not judged.
    if (!isRealDate(item.expected_date)) return notShown('expected_date not shown, or not a date');
    return statesDate(String(description ?? ''), String(item.expected_date))
      ? HOLDS
      : { problem: `description ${JSON.stringify(description)} does not state expected_date ${item.expected_date}`, at: '/status/description' };
  },
};
