import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { PageSpinner } from '../components/ui/page-spinner';

// Every route is a lazy module (code-split). Each feature owns its block below.

// --- public site (home, info pages, categories, course) ---
const HomeRoute = lazy(() => import('./routes/home'));
const AboutRoute = lazy(() => import('./routes/about'));
const HowItWorksRoute = lazy(() => import('./routes/how-it-works'));
const ContactRoute = lazy(() => import('./routes/contact'));
const TermsRoute = lazy(() => import('./routes/terms'));
const PrivacyRoute = lazy(() => import('./routes/privacy'));
const CancellationRefundsRoute = lazy(() => import('./routes/cancellation-refunds'));
const HelpRoute = lazy(() => import('./routes/help'));
const SafetyRoute = lazy(() => import('./routes/safety'));
const CareersRoute = lazy(() => import('./routes/careers'));
const PressRoute = lazy(() => import('./routes/press'));
const CategoryRoute = lazy(() => import('./routes/category'));
const CourseRoute = lazy(() => import('./routes/course'));
// --- end public site ---

// --- trainers listing ---
const FindTrainersRoute = lazy(() => import('./routes/find-trainers'));
const TrainerRoute = lazy(() => import('./routes/trainer'));
// --- end trainers listing ---

// --- accounts ---
const AuthRoute = lazy(() => import('./routes/auth'));
const TrainerAuthRoute = lazy(() => import('./routes/trainer-auth'));
const LearnerAuthRoute = lazy(() => import('./routes/learner-auth'));
const ResetPasswordRoute = lazy(() => import('./routes/reset-password'));
const AdminLoginRoute = lazy(() => import('./routes/admin-login'));
const AdminRoute = lazy(() => import('./routes/admin'));
const ProfileRoute = lazy(() => import('./routes/profile'));
// --- end accounts ---

// --- payments ---
const BecomeTrainerRoute = lazy(() => import('./routes/become-trainer'));
// --- end payments ---

// --- trainer workspace ---
const TrainerProfileRoute = lazy(() => import('./routes/trainer-profile'));
const TrainerProfileCreateRoute = lazy(() => import('./routes/trainer-profile-create'));
const TrainerOnboardingRoute = lazy(() => import('./routes/trainer-onboarding'));
const TrainerDashboardRoute = lazy(() => import('./routes/trainer-dashboard'));
// --- end trainer workspace ---

const NotFoundRoute = lazy(() => import('./routes/not-found'));

/** The footer's singular /category/{slug} links reach the plural route (spec §2). */
function CategoryAlias() {
  const { slug } = useParams();
  return <Navigate to={`/categories/${slug ?? ''}`} replace />;
}

/** The route table of spec §2. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
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
      </Routes>
    </Suspense>
  );
}
