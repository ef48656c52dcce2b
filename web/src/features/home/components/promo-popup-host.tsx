import { TIMINGS } from '@skillsetu/domain';
import { lazy, Suspense, useState } from 'react';
import { whenIdle } from '../../../lib/when-idle';
import { usePromoPopup } from '../hooks/use-promo-popup';

// The dialog machinery is not needed for the first paint: it loads when the browser is idle, and
// only in a session where the popup is going to open, so opening it is a render and no download.
const loadPromoPopup = () => import('./promo-popup');
const PromoPopup = lazy(() => loadPromoPopup().then((m) => ({ default: m.PromoPopup })));

function preloadWhenIdle() {
  whenIdle(() => void loadPromoPopup().catch(() => undefined)); // a failure shows when it renders
}

let mounts = 0;
/** Time left until 2 s after load: the first home of a visit counts from navigation start, later ones from mount. */
const delayFromLoad = () => Math.max(0, TIMINGS.promoPopupMs - (mounts++ ? 0 : performance.now()));

/** Opens the promo popup 2 s after the home page loads, once per browser session (docs/product.md#public-pages). */
export function PromoPopupHost() {
  const [delay] = useState(delayFromLoad);
  const { open, close } = usePromoPopup(delay, { onScheduled: preloadWhenIdle });
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PromoPopup open={open} onClose={close} />
    </Suspense>
  );
}
