import { planFeeText, PLAN_IDS, PLANS } from '@skillsetu/domain';
import { describe, expect, it } from 'vitest';
import { HELP } from './help';
import { TERMS } from './terms';

// Help and the Terms state each plan's commission and GST in the words of planFeeText, typed out so
// these pages load no extra chunk (the home JS budget); this test keeps them equal to the earnings
// constants (docs/decisions/161-honest-fees.md).
describe('fee disclosure on the Terms and Help', () => {
  const expected = PLAN_IDS.map((p) => `${PLANS[p].name}, ${planFeeText(p)}`);

  it('Help names every plan commission and the GST on it', () => {
    const answer = HELP.faqs.find((f) => f.id === 'become-trainer')?.answer ?? '';
    for (const text of expected) expect(answer).toContain(text);
  });

  it('the Terms name every plan commission and the GST on it', () => {
    const fees = TERMS.sections.flatMap((s) => s.paragraphs).join(' ');
    for (const text of expected) expect(fees).toContain(text);
  });
});
