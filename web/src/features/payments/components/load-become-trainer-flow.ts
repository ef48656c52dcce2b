/**
 * Loads /become-trainer's sign-up flow (become-trainer-page.tsx: the form, Firebase Auth, Razorpay
 * checkout). A module of its own, which become-trainer-entry.tsx loads on a visitor's intent (hover,
 * focus or choice of a plan) or at once for a signed-in browser: the flow's preload list (50 files)
 * then travels in this small chunk instead of in the plans page's first paint
 * (docs/decisions/278-preload-lists-and-the-plans-route.md).
 */
export const loadBecomeTrainerPage = () => import('./become-trainer-page');
