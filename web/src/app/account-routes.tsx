import { lazyWithPreload } from 'react-lazy-with-preload';
import { createRoutesFromElements, Navigate, Route, Routes } from 'react-router-dom';
import { preloadMatchingRoute } from './preload-matching-route';

// The signed-in areas' routes (docs/product.md#routes-and-navigation) and the 404 page: a lazy module of router.tsx, so these
// routes' import lists stay out of the public pages' entry chunk. Each feature owns its block.

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
const TrainerPlanRoute = lazyWithPreload(() => import('./routes/trainer-plan'));
// --- end payments ---

// --- trainer workspace ---
const TrainerProfileRoute = lazyWithPreload(() => import('./routes/trainer-profile'));
const TrainerProfileCreateRoute = lazyWithPreload(() => import('./routes/trainer-profile-create'));
const TrainerOnboardingRoute = lazyWithPreload(() => import('./routes/trainer-onboarding'));
const TrainerDashboardRoute = lazyWithPreload(() => import('./routes/trainer-dashboard'));
// --- end trainer workspace ---

// --- learning ---
const MyLearningRoute = lazyWithPreload(() => import('./routes/my-learning'));
// --- end learning ---
// --- documents: invoices and credit notes (docs/payments.md#invoices) ---
const DocumentRoute = lazyWithPreload(() => import('./routes/document'));
// --- end documents ---
// --- messaging ---
const MessagesRoute = lazyWithPreload(() => import('./routes/messages'));
// --- end messaging ---
// --- discovery: the printable syllabus (docs/decisions/074-course-syllabus.md), a public page
// opened from /course/{id}; kept here, in the lazy table, so the entry chunk does not grow ---
const CourseSyllabusRoute = lazyWithPreload(() => import('./routes/course-syllabus'));
// --- end discovery ---
// --- certificates: the public verification page (docs/learning-and-reviews.md), lazy like the syllabus ---
const CertificateRoute = lazyWithPreload(() => import('./routes/certificate'));
// --- end certificates ---

const NotFoundRoute = lazyWithPreload(() => import('./routes/not-found'));

const ROUTES = (
  <>
    {/* --- accounts routes --- */}
    <Route path="/auth" element={<AuthRoute />} />
    <Route path="/login" element={<Navigate to="/auth" replace />} />
    <Route path="/trainer-auth" element={<TrainerAuthRoute />} />
    <Route path="/learner-auth" element={<LearnerAuthRoute />} />
    <Route path="/reset-password" element={<ResetPasswordRoute />} />
    <Route path="/admin-login" element={<AdminLoginRoute />} />
    <Route path="/admin" element={<AdminRoute />} />
    {/* --- admin console sections (the same lazy route module) --- */}
    <Route path="/admin/users" element={<AdminRoute />} />
    <Route path="/admin/verification" element={<AdminRoute />} />
    <Route path="/admin/payments" element={<AdminRoute />} />
    <Route path="/admin/inbox" element={<AdminRoute />} />
    <Route path="/admin/disputes" element={<AdminRoute />} />
    <Route path="/admin/documents" element={<AdminRoute />} />
    {/* --- end admin console sections --- */}
    <Route path="/profile" element={<ProfileRoute />} />
    {/* --- end accounts routes --- */}
    {/* --- payments routes --- */}
    <Route path="/trainer-dashboard/plan" element={<TrainerPlanRoute />} />
    {/* --- end payments routes --- */}
    {/* --- trainer workspace routes --- */}
    <Route path="/trainer-profile" element={<TrainerProfileRoute />} />
    <Route path="/trainer-profile-create" element={<TrainerProfileCreateRoute />} />
    <Route path="/trainer-onboarding" element={<TrainerOnboardingRoute />} />
    <Route path="/trainer-dashboard" element={<TrainerDashboardRoute />} />
    {/* --- end trainer workspace routes --- */}
    {/* --- learning routes --- */}
    <Route path="/my-learning" element={<MyLearningRoute />} />
    {/* --- end learning routes --- */}
    {/* --- documents routes --- */}
    <Route path="/documents/:id" element={<DocumentRoute />} />
    {/* --- end documents routes --- */}
    {/* --- messaging routes --- */}
    <Route path="/messages" element={<MessagesRoute />} />
    {/* --- end messaging routes --- */}
    {/* --- discovery routes --- */}
    <Route path="/course/:id/syllabus" element={<CourseSyllabusRoute />} />
    {/* --- end discovery routes --- */}
    {/* --- certificates routes --- */}
    <Route path="/certificates/:id" element={<CertificateRoute />} />
    {/* --- end certificates routes --- */}
    <Route path="*" element={<NotFoundRoute />} />
  </>
);

const ROUTE_OBJECTS = createRoutesFromElements(ROUTES);

/** The signed-in areas' routes, rendered under router.tsx's catch-all route (paths are absolute). */
function AccountRoutes() {
  return <Routes>{ROUTES}</Routes>;
}

/** router.tsx preloadRoute descends here: loads the module of the account route rendering `pathname`. */
AccountRoutes.preloadRoute = (pathname: string): Promise<void> => preloadMatchingRoute(ROUTE_OBJECTS, pathname);

export default AccountRoutes;
