import type { CancelPlanResponse } from '@skillsetu/domain';
import { useCallback, useRef, useState } from 'react';
import { cancelPlan } from '../api/cancel-plan';

/** The cancel-plan dialog's state: the server's quote, then the confirmed cancellation. */
export type CancelPlanState =
  | { step: 'idle' }
  | { step: 'quoting' }
  | { step: 'quoted'; quote: CancelPlanResponse; confirming: boolean; error: string | null }
  | { step: 'quote-failed'; error: string }
  | { step: 'done'; result: CancelPlanResponse };

const messageOf = (err: unknown) =>
  err instanceof Error && err.message
    ? err.message.replace(/ \[\d{3}\]$/, '')
    : 'Something went wrong. Please try again.';

/**
 * Quote (on open) and confirm of cancelPlan; amounts stay in paise as the server sent them.
 * `reset` returns to idle (dialog closed).
 */
export function useCancelPlan() {
  const [state, setState] = useState<CancelPlanState>({ step: 'idle' });
  // One quote at a time: a dialog may report "open" twice; a second request would only queue behind the first.
  const quoting = useRef(false);
  const quote = useCallback(async () => {
    if (quoting.current) return;
    quoting.current = true;
    setState({ step: 'quoting' });
    try {
      setState({ step: 'quoted', quote: await cancelPlan({ confirm: false }), confirming: false, error: null });
    } catch (err) {
      setState({ step: 'quote-failed', error: messageOf(err) });
    } finally {
      quoting.current = false;
    }
  }, []);
  const confirm = useCallback(async (): Promise<CancelPlanResponse | null> => {
    if (state.step !== 'quoted') return null;
    const { quote: q } = state;
    setState({ step: 'quoted', quote: q, confirming: true, error: null });
    try {
      const result = await cancelPlan({ confirm: true });
      setState({ step: 'done', result });
      return result;
    } catch (err) {
      setState({ step: 'quoted', quote: q, confirming: false, error: messageOf(err) });
      return null;
    }
  }, [state]);
  const reset = useCallback(() => setState({ step: 'idle' }), []);
  return { state, quote, confirm, reset };
}
