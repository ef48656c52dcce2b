import { Box, Stack } from '@chakra-ui/react';
import { Tabs } from '../../../components/ui/chakra/tabs';
import { planPriceRupees, type PlanId, type Profile, type TrainerProfile } from '@skillsetu/domain';
import { lazy, Suspense, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTrainerCourses } from '../api/use-trainer-courses';
import { useTrainerStats } from '../api/use-trainer-stats';
import { courseLimits } from '../course-limits';
import { useCourseActions } from '../hooks/use-course-actions';
import { useCourseDrafts } from '../stores/course-drafts';
import { AnalyticsTab } from './analytics-tab';
import { CoursesTab } from './courses-tab';
import { DashboardHeader } from './dashboard-header';
import { OverviewTab } from './overview-tab';
import { CancelPlanButton } from './cancel-plan-button';
import { PlanCard } from './plan-card';
import { ProfileTab } from './profile-tab';
import { SettingsTab } from './settings-tab';
import { VerificationCard } from './verification-card';
import { StatCards } from './stat-cards';
import { loadTrainerReviewsInbox } from '../../reviews';
import { loadContactRequestsPanel } from '../../messaging';
import { loadTrainerBatchesSection } from '../../batches';
import { loadStudentsTab } from '../../students';
import { loadEarningsTab } from '../../payouts';

// The Reviews tab (reviews feature: new reviews, the trainer's replies) loads when opened.
const TrainerReviewsInbox = lazy(() => loadTrainerReviewsInbox().then((m) => ({ default: m.TrainerReviewsInbox })));

// --- batches: the Batches section under Courses loads when the tab opens (ADR 080) ---
const TrainerBatchesSection = lazy(() =>
  loadTrainerBatchesSection().then((m) => ({ default: m.TrainerBatchesSection })),
);
// --- end batches ---

// --- messaging: contact requests to approve, decline or revoke (also on /messages) ---
const ContactRequestsPanel = lazy(() => loadContactRequestsPanel().then((m) => ({ default: m.ContactRequestsPanel })));
// --- end messaging ---

/** The profile's plan when it is one that is paid for now (Professional; Starter after the launch offer). */
function paidPlanOf(plan: string | null): PlanId | null {
  if (plan === 'professional') return 'professional';
  return plan === 'starter' && planPriceRupees('starter', 'monthly') > 0 ? 'starter' : null;
}

// --- students: the Students tab (enrolments, filters, CSV, Message) loads when opened ---
const StudentsTab = lazy(() => loadStudentsTab().then((m) => ({ default: m.StudentsTab })));
// --- end students ---

// --- route: the Earnings tab (statement, payouts, payout setup; docs/payouts.md) loads when opened ---
const EarningsTab = lazy(() => loadEarningsTab().then((m) => ({ default: m.EarningsTab })));
// --- end route ---

const TABS = ['overview', 'courses', 'students', 'reviews', 'profile', 'analytics', 'earnings', 'settings'] as const;
type Tab = (typeof TABS)[number];

/** The dashboard of a trainer who has a profile (docs/product.md#trainer-dashboard): header, plan card, stats, tabs (?tab=), Students, Reviews with replies, contact requests (messaging). */
export function TrainerDashboard({
  uid,
  profile,
  account,
}: {
  uid: string;
  profile: TrainerProfile;
  account: Profile | null;
}) {
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'overview';
  const setTab = (t: Tab) => setParams(t === 'overview' ? {} : { tab: t }, { replace: true });
  const { courses } = useTrainerCourses(uid);
  const stats = useTrainerStats(uid);
  const limits = useMemo(() => courseLimits(courses, account), [courses, account]);
  const actions = useCourseActions(uid, profile.specialization, courses, limits);
  const drafts = useCourseDrafts((s) => s.drafts);
  const unsaved = courses.filter((c) => drafts[c.id]).length;
  // A plan that costs money now may be cancelled (30-day money-back guarantee, docs/decisions/085-plan-money-back.md).
  const paidPlan = paidPlanOf(account?.subscription_plan ?? null);
  const totals = { courses: courses.length, students: stats.students, earnings: stats.earnings, rating: stats.rating };

  return (
    <Stack gap="6">
      <DashboardHeader fullName={profile.full_name} unsavedCount={unsaved} onSaveAll={() => actions.saveAll(courses)} />
      <PlanCard
        plan={account?.subscription_plan ?? null}
        status={account?.subscription_status ?? null}
        endDate={account?.subscription_end_date ?? null}
        notRenewing={account?.subscription_cancel_at_period_end === true}
        cancel={paidPlan ? <CancelPlanButton plan={paidPlan} /> : null}
      />
      <StatCards {...totals} />
      <Suspense fallback={null}>
        <Box borderWidth="1px" borderRadius="lg" p="4">
          <ContactRequestsPanel trainerId={uid} />
        </Box>
      </Suspense>
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as Tab)} lazyMount unmountOnExit={false}>
        <Tabs.List overflowX="auto">
          {TABS.map((t) => (
            <Tabs.Trigger key={t} value={t} textTransform="capitalize">
              {t}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="overview">
          <OverviewTab
            profile={profile}
            onNewCourse={() => {
              actions.add();
              setTab('courses');
            }}
            onTab={setTab}
          />
          <VerificationCard uid={uid} fullName={profile.full_name} verified={profile.verified} />
        </Tabs.Content>
        <Tabs.Content value="courses">
          <CoursesTab courses={courses} actions={actions} limits={limits} />
          {/* --- batches: scheduled batches of these courses (ADR 080) --- */}
          <Suspense fallback={null}>
            <TrainerBatchesSection
              uid={uid}
              courses={courses.map((c) => ({ id: c.id, title: c.title, batchSize: c.batch_size || null }))}
            />
          </Suspense>
          {/* --- end batches --- */}
        </Tabs.Content>
        <Tabs.Content value="students">
          <Suspense fallback={null}>
            <StudentsTab uid={uid} courses={courses.map((c) => ({ id: c.id, title: c.title || 'Untitled Course' }))} />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="reviews">
          <Suspense fallback={null}>
            <TrainerReviewsInbox
              uid={uid}
              courseTitles={Object.fromEntries(courses.map((c) => [c.id, c.title || 'Untitled Course']))}
            />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="profile">
          <ProfileTab uid={uid} profile={profile} />
        </Tabs.Content>
        <Tabs.Content value="analytics">
          <AnalyticsTab
            {...totals}
            uid={uid}
            plan={account?.subscription_plan ?? null}
            status={account?.subscription_status ?? null}
          />
        </Tabs.Content>
        {/* --- route --- */}
        <Tabs.Content value="earnings">
          <Suspense fallback={null}>
            <EarningsTab uid={uid} />
          </Suspense>
        </Tabs.Content>
        {/* --- end route --- */}
        <Tabs.Content value="settings">
          <VerificationCard uid={uid} fullName={profile.full_name} verified={profile.verified} />
          <SettingsTab uid={uid} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
