import { Suspense } from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
import { createRoutesFromElements, Navigate, Route, Routes, useParams } from 'react-router-dom';
import { PageSpinner } from '../components/ui/page-spinner';
import { preloadMatchingRoute } from './preload-matching-route';

// Every route is a lazy module (code-split) that can be preloaded: main.tsx loads the current URL's
// module before the first render, so a prerendered page is replaced by the same page, never by a
// spinner. Each feature owns its block below.

// --- public site (home, info pages, categories, course) ---
const HomeRoute = lazyWithPreload(() => import('./routes/home'));
const AboutRoute = lazyWithPreload(() => import('./routes/about'));
const HowItWorksRoute = lazyWithPreload(() => import('./routes/how-it-works'));
const ContactRoute = lazyWithPreload(() => import('./routes/contact'));
const TermsRoute = lazyWithPreload(() => import('./routes/terms'));
const PrivacyRoute = lazyWithPreload(() => import('./routes/privacy'));
const CancellationRefundsRoute = lazyWithPreload(() => import('./routes/cancellation-refunds'));
const HelpRoute = lazyWithPreload(() => import('./routes/help'));
const SafetyRoute = lazyWithPreload(() => import('./routes/safety'));
const CareersRoute = lazyWithPreload(() => import('./routes/careers'));
const PressRoute = lazyWithPreload(() => import('./routes/press'));
const CategoryRoute = lazyWithPreload(() => import('./routes/category'));
const CourseRoute = lazyWithPreload(() => import('./routes/course'));
// the plans page a visitor reaches from every page's navbar; its sign-up flow loads on intent (ADR 221)
const BecomeTrainerRoute = lazyWithPreload(() => import('./routes/become-trainer'));
// --- end public site ---

// --- trainers listing ---
const FindTrainersRoute = lazyWithPreload(() => import('./routes/find-trainers'));
const TrainerRoute = lazyWithPreload(() => import('./routes/trainer'));
// --- end trainers listing ---

// --- signed-in areas (accounts, payments, trainer workspace) and the 404 page ---
// Their route table lives in account-routes.tsx, a lazy module: the import lists of these routes
// (Vite's modulepreload dependency lists) then travel with it instead of with every page's entry
// chunk (the JS budget, docs/performance.md). It is preloaded when the browser is idle after the first render.
const AccountArea = lazyWithPreload(() => import('./account-routes'));
// --- end signed-in areas ---

/** The footer's singular /category/{slug} links reach the plural route (docs/product.md#routes-and-navigation). */
function CategoryAlias() {
  const { slug } = useParams();
  return <Navigate to={`/categories/${slug ?? ''}`} replace />;
}

/** The route table of docs/product.md#routes-and-navigation, as <Route> elements (one marked block per feature). */
const ROUTES = (
  <>
    {/* --- public site routes --- */}
    <Route path="/" element={<HomeRoute />} />
    <Route path="/about" element={<AboutRoute />} />
    <Route path="/how-it-works" element={<HowItWorksRoute />} />
    <Route path="/contact" element={<ContactRoute />} />
    <Route path="/terms" element={<TermsRoute />} />
    <Route path="/privacy" element={<PrivacyRoute />} />
    <Route path="/cancellation-refunds" element={<CancellationRefundsRoute />} />
    <Route path="/help" element={<HelpRoute />} />
    <Route path="/safety" element={<SafetyRoute />} />
    <Route path="/careers" element={<CareersRoute />} />
    <Route path="/press" element={<PressRoute />} />
    <Route path="/categories/:slug" element={<CategoryRoute />} />
    <Route path="/course/:id" element={<CourseRoute />} />
    <Route path="/become-trainer" element={<BecomeTrainerRoute />} />
    {/* --- end public site routes --- */}
    <Route path="/find-trainers" element={<FindTrainersRoute />} />
    <Route path="/trainer/:id" element={<TrainerRoute />} />
    <Route path="/category/:slug" element={<CategoryAlias />} />
    {/* accounts, payments, trainer workspace and the 404 page: account-routes.tsx */}
    <Route path="*" element={<AccountArea />} />
  </>
);

const ROUTE_OBJECTS = createRoutesFromElements(ROUTES);

/** Loads the route module that renders `pathname` (main.tsx awaits it before the first render). */
export function preloadRoute(pathname: string): Promise<void> {
  return preloadMatchingRoute(ROUTE_OBJECTS, pathname);
}

/** Downloads the signed-in areas' route table (a small chunk) so a later navigation there waits for one file, not two. */
export function preloadAccountArea(): void {
  void AccountArea.preload().catch(() => undefined);
}

/** The app's routes; a lazy route that was not preloaded shows the page spinner while it loads. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>{ROUTES}</Routes>
    </Suspense>
  );
}
