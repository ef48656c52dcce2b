import { Suspense } from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
import {
  createRoutesFromElements,
  matchRoutes,
  Navigate,
  Route,
  Routes,
  useParams,
  type Params,
} from 'react-router-dom';
import { PageSpinner } from '../components/ui/page-spinner';

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
// --- end public site ---

// --- trainers listing ---
const FindTrainersRoute = lazyWithPreload(() => import('./routes/find-trainers'));
const TrainerRoute = lazyWithPreload(() => import('./routes/trainer'));
// --- end trainers listing ---

// --- accounts ---
const AuthRoute = lazyWithPreload(() => import('./routes/auth'));
const TrainerAuthRoute = lazyWithPreload(() => import('./routes/trainer-auth'));
const LearnerAuthRoute = lazyWithPreload(() => import('./routes/learner-auth'));
const ResetPasswordRoute = lazyWithPreload(() => import('./routes/reset-password'));
const AdminLoginRoute = lazyWithPreload(() => import('./routes/admin-login'));
const AdminRoute = lazyWithPreload(() => import('./routes/admin'));
const ProfileRoute = lazyWithPreload(() => import('./routes/profile'));
// --- end accounts ---

// --- payments ---
const BecomeTrainerRoute = lazyWithPreload(() => import('./routes/become-trainer'));
// --- end payments ---

// --- trainer workspace ---
const TrainerProfileRoute = lazyWithPreload(() => import('./routes/trainer-profile'));
const TrainerProfileCreateRoute = lazyWithPreload(() => import('./routes/trainer-profile-create'));
const TrainerOnboardingRoute = lazyWithPreload(() => import('./routes/trainer-onboarding'));
const TrainerDashboardRoute = lazyWithPreload(() => import('./routes/trainer-dashboard'));
// --- end trainer workspace ---

const NotFoundRoute = lazyWithPreload(() => import('./routes/not-found'));

/** The footer's singular /category/{slug} links reach the plural route (spec §2). */
function CategoryAlias() {
  const { slug } = useParams();
  return <Navigate to={`/categories/${slug ?? ''}`} replace />;
}

/** The route table of spec §2, as <Route> elements (one marked block per feature). */
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
    {/* --- end public site routes --- */}
    <Route path="/find-trainers" element={<FindTrainersRoute />} />
    <Route path="/trainer/:id" element={<TrainerRoute />} />
    <Route path="/category/:slug" element={<CategoryAlias />} />
    {/* --- accounts routes --- */}
    <Route path="/auth" element={<AuthRoute />} />
    <Route path="/login" element={<Navigate to="/auth" replace />} />
    <Route path="/trainer-auth" element={<TrainerAuthRoute />} />
    <Route path="/learner-auth" element={<LearnerAuthRoute />} />
    <Route path="/reset-password" element={<ResetPasswordRoute />} />
    <Route path="/admin-login" element={<AdminLoginRoute />} />
    <Route path="/admin" element={<AdminRoute />} />
    <Route path="/profile" element={<ProfileRoute />} />
    {/* --- end accounts routes --- */}
    {/* --- payments routes --- */}
    <Route path="/become-trainer" element={<BecomeTrainerRoute />} />
    {/* --- end payments routes --- */}
    {/* --- trainer workspace routes --- */}
    <Route path="/trainer-profile" element={<TrainerProfileRoute />} />
    <Route path="/trainer-profile-create" element={<TrainerProfileCreateRoute />} />
    <Route path="/trainer-onboarding" element={<TrainerOnboardingRoute />} />
    <Route path="/trainer-dashboard" element={<TrainerDashboardRoute />} />
    {/* --- end trainer workspace routes --- */}
    <Route path="*" element={<NotFoundRoute />} />
  </>
);

const ROUTE_OBJECTS = createRoutesFromElements(ROUTES);

/**
 * A route component may start its data read before the first render: a static
 * `prefetch(params)` that preloadRoute calls once the module has loaded (routes/trainer.tsx).
 */
export interface PrefetchingRoute {
  prefetch?: (params: Params) => void;
}

/**
 * Loads the route module that renders `pathname` (no-op for redirects) and starts its prefetch.
 * main.tsx awaits it before the first render; rejects only if the module fails to download.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const match = matchRoutes(ROUTE_OBJECTS, pathname)?.at(-1);
  const element = match?.route.element;
  const type: unknown = element && typeof element === 'object' && 'type' in element ? element.type : undefined;
  if (!type || typeof type !== 'object' || !('preload' in type) || typeof type.preload !== 'function') return;
  const component = (await type.preload()) as PrefetchingRoute | undefined;
  component?.prefetch?.(match?.params ?? {});
}

/** The app's routes; a lazy route that was not preloaded shows the page spinner while it loads. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>{ROUTES}</Routes>
    </Suspense>
  );
}
