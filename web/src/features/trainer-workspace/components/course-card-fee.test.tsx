import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { PlanId } from '@skillsetu/domain';
import { afterEach, describe, expect, it } from 'vitest';
import type { WorkspaceCourse } from '../api/converters';
import { courseToDraft } from '../course-draft';
import type { CourseDraft } from '../stores/course-drafts';
import { renderApp } from '../../../../test/render';
import { CourseCard } from './course-card';

afterEach(cleanup);

const course: WorkspaceCourse = {
  id: 'c1',
  trainer_id: 'u1',
  title: 'SQL',
  description: '',
  price: 0,
  duration: '',
  category: 'Data Science',
  skills: [],
  mode: '',
  batch_size: '',
  prerequisites: '',
  is_active: false,
  created_at: new Date(0),
  syllabus: [],
  intro_video_url: '',
  self_paced: false,
  completion_threshold: 75,
  pending: false,
};

function Harness({ salePlan }: { salePlan: PlanId }) {
  const [draft, setDraft] = useState<CourseDraft | undefined>();
  return (
    <CourseCard
      course={course}
      draft={draft}
      salePlan={salePlan}
      onField={(f, v) => setDraft((d) => ({ ...(d ?? courseToDraft(course)), [f]: v }))}
      onSave={() => undefined}
      onCancel={() => undefined}
      onPublish={() => undefined}
      onDelete={() => undefined}
    />
  );
}

describe('course form fee preview (docs/decisions/161-honest-fees.md)', { timeout: 30_000 }, () => {
  it('shows what learners pay and what a Starter trainer receives as the price is typed', async () => {
    const user = userEvent.setup();
    renderApp(<Harness salePlan="starter" />);
    await user.click(screen.getByRole('button', { name: 'Edit Details' }));
    const price = screen.getByLabelText('Total Program Fee (₹)');
    await user.clear(price);
    await user.type(price, '999.99');
    expect(screen.getByText('Learners pay ₹999.99 · you receive ₹881.99')).toBeInTheDocument();
    await user.clear(price);
    expect(screen.queryByText(/Learners pay/)).toBeNull();
  });

  it('a Professional trainer keeps more of the same price', async () => {
    const user = userEvent.setup();
    renderApp(<Harness salePlan="professional" />);
    await user.click(screen.getByRole('button', { name: 'Edit Details' }));
    const price = screen.getByLabelText('Total Program Fee (₹)');
    await user.clear(price);
    await user.type(price, '1000');
    expect(screen.getByText('Learners pay ₹1,000 · you receive ₹941')).toBeInTheDocument();
  });
});
