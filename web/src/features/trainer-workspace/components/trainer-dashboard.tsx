import { Box, Stack } from '@chakra-ui/react';
import { Tabs } from '../../../components/ui/chakra/tabs';
import type { Profile, TrainerProfile } from '@skillsetu/domain';
import { lazy, Suspense, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { UpgradePlanButton } from '../../payments/components/upgrade-plan-button';
import { useTrainerCourses } from '../api/use-trainer-courses';
import { useTrainerStats } from '../api/use-trainer-stats';
import { courseLimits } from '../course-limits';
import { useCourseActions } from '../hooks/use-course-actions';
import { useCourseDrafts } from '../stores/course-drafts';
import { AnalyticsTab } from './analytics-tab';
import { CoursesTab } from './courses-tab';
import { DashboardHeader } from './dashboard-header';
import { OverviewTab } from './overview-tab';
import { PlanCard } from './plan-card';
import { ProfileTab } from './profile-tab';
import { SettingsTab } from './settings-tab';
import { VerificationCard } from './verification-card';
import { StatCards } from './stat-cards';

// The Reviews tab (reviews feature: new reviews, the trainer's replies) loads when opened.
const TrainerReviewsInbox = lazy(() =>
  import('../../reviews/components/trainer-reviews-inbox').then((m) => ({ default: m.TrainerReviewsInbox })),
);

// --- messaging: contact requests to approve, decline or revoke (also on /messages) ---
const ContactRequestsPanel = lazy(() =>
  import('../../messaging/components/contact-requests-panel').then((m) => ({ default: m.ContactRequestsPanel })),
);
// --- end messaging ---

const TABS = ['overview', 'courses', 'reviews', 'profile', 'analytics', 'settings'] as const;
type Tab = (typeof TABS)[number];

/** The dashboard of a trainer who has a profile (spec §2): header, plan card, stats, six tabs (?tab=), Reviews with replies, contact requests (messaging). */
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
  const totals = { courses: courses.length, students: stats.students, earnings: stats.earnings, rating: stats.rating };

  return (
    <Stack gap="6">
      <DashboardHeader fullName={profile.full_name} unsavedCount={unsaved} onSaveAll={() => actions.saveAll(courses)} />
      <PlanCard
        plan={account?.subscription_plan ?? null}
        status={account?.subscription_status ?? null}
        endDate={account?.subscription_end_date ?? null}
        upgrade={<UpgradePlanButton />}
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
        <Tabs.Content value="settings">
          <VerificationCard uid={uid} fullName={profile.full_name} verified={profile.verified} />
          <SettingsTab />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
