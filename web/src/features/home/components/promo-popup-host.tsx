import { TIMINGS } from '@skillsetu/domain';
import { lazy, Suspense } from 'react';
import { usePromoPopup } from '../hooks/use-promo-popup';

// The dialog machinery loads only when the popup is about to open (not before first paint).
const PromoPopup = lazy(() => import('./promo-popup').then((m) => ({ default: m.PromoPopup })));

/** Opens the promo popup 2 s after the home page loads, once per browser session (spec §2, §9). */
export function PromoPopupHost() {
  const { open, close } = usePromoPopup(TIMINGS.promoPopupMs);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PromoPopup open={open} onClose={close} />
    </Suspense>
  );
}
