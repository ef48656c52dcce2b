import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { PageSpinner } from '../components/ui/page-spinner';

// Every route is a lazy module (code-split). Each feature owns its block below.

// --- public site (home, info pages, categories, course) ---
// --- end public site ---

// --- trainers listing ---
const FindTrainersRoute = lazy(() => import('./routes/find-trainers'));
const TrainerRoute = lazy(() => import('./routes/trainer'));
// --- end trainers listing ---

// --- accounts ---
// --- end accounts ---

// --- payments ---
// --- end payments ---

// --- trainer workspace ---
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
        {/* --- end public site routes --- */}
        <Route path="/find-trainers" element={<FindTrainersRoute />} />
        <Route path="/trainer/:id" element={<TrainerRoute />} />
        <Route path="/category/:slug" element={<CategoryAlias />} />
        {/* --- accounts routes --- */}
        {/* --- end accounts routes --- */}
        {/* --- payments routes --- */}
        {/* --- end payments routes --- */}
        {/* --- trainer workspace routes --- */}
        {/* --- end trainer workspace routes --- */}
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </Suspense>
  );
}
