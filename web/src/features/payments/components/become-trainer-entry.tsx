import type { BillingCycle } from '@skillsetu/domain';
import { lazy, Suspense, useState } from 'react';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useSessionHint } from '../../../lib/firebase/session-hint';
import { WithFirebase } from '../../../lib/firebase/with-firebase';
import { BecomeTrainerPlans } from './become-trainer-plans';
import type { PlanChoice } from './become-trainer-page';

// two steps: this small loader's chunk, then the flow with its files in parallel
const loadFlow = () => import('./load-become-trainer-flow').then((m) => m.loadBecomeTrainerPage());
const BecomeTrainerFlow = lazy(() => loadFlow().then((m) => ({ default: m.BecomeTrainerPage })));

/**
 * /become-trainer (docs/product.md#plans). A browser with a signed-in user (session hint,
 * docs/decisions/009-session-hint.md) gets the sign-up flow with Firebase at once, as before. A
 * signed-out visitor gets the plans with no Firebase, form or payment code; hovering or focusing a
 * plan starts loading the flow, and choosing one mounts it with that plan, whose dialog opens when
 * the session is known (docs/decisions/221-become-trainer-and-contact-load-on-intent.md).
 */
export function BecomeTrainerEntry() {
  const hinted = useSessionHint();
  const [billing, setBilling] = useState<BillingCycle>('monthly');
  const [start, setStart] = useState<PlanChoice | null>(null);

  if (!hinted && !start)
    return (
      <BecomeTrainerPlans
        billing={billing}
        onBillingChange={setBilling}
        onChoose={(plan) => setStart({ plan, billing })}
        onIntent={() => void loadFlow().catch(() => undefined)}
      />
    );
  // While the flow loads, a chosen plan stays on screen with its button busy.
  const waiting = start ? (
    <BecomeTrainerPlans
      billing={start.billing}
      onBillingChange={() => undefined}
      onChoose={() => undefined}
      busyPlan={start.plan}
    />
  ) : (
    <PageSpinner />
  );
  return (
    <Suspense fallback={waiting}>
      <WithFirebase fallback={waiting}>
        <BecomeTrainerFlow start={start} />
      </WithFirebase>
    </Suspense>
  );
}
