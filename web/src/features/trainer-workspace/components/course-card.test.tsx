import { COURSE_LIFECYCLE_MESSAGES, COURSE_MESSAGES } from '@skillsetu/domain';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkspaceCourse } from '../api/converters';
import { courseToDraft } from '../course-draft';
import { WORKSPACE_TEXT } from '../messages';
import type { CourseDraft } from '../stores/course-drafts';
import { renderApp } from '../../../../test/render';
import { CourseCard } from './course-card';

afterEach(cleanup);

const base: WorkspaceCourse = {
  id: 'c1',
  trainer_id: 'u1',
  title: '',
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

/** The card with the draft kept in state the way the dashboard's store keeps it. */
function Harness(props: {
  course: WorkspaceCourse;
  onSave?: () => void;
  onPublish?: () => void;
  onDelete?: () => void;
  onUnpublish?: () => void;
  students?: number | null;
}) {
  const [draft, setDraft] = useState<CourseDraft | undefined>();
  return (
    <CourseCard
      course={props.course}
      draft={draft}
      onField={(f, v) => setDraft((d) => ({ ...(d ?? courseToDraft(props.course)), [f]: v }))}
      onSave={() => {
        setDraft(undefined);
        props.onSave?.();
      }}
      onCancel={() => setDraft(undefined)}
      onPublish={props.onPublish ?? (() => undefined)}
      onDelete={props.onDelete ?? (() => undefined)}
      onUnpublish={props.onUnpublish ?? (() => undefined)}
      students={props.students ?? 0}
    />
  );
}

/** A course with what publishing needs (ADR 133). */
const ready = { ...base, title: 'SQL', description: 'Queries, joins and indexes, hands on.', price: 4999 };

describe('CourseCard', { timeout: 30_000 }, () => {
  it("shows 'Untitled Course', the Draft badge, and edits the title inline (Unsaved)", async () => {
    const user = userEvent.setup();
    renderApp(<Harness course={base} />);
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.queryByText('Unsaved')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: COURSE_MESSAGES.untitled }));
    await user.type(screen.getByLabelText('Course title'), 'SQL Basics{Enter}');
    expect(screen.getByRole('button', { name: 'SQL Basics' })).toBeInTheDocument();
    expect(screen.getByText('Unsaved')).toBeInTheDocument();
  });

  it('edits fee and details with Save/Cancel, and the Training Summary lists only filled values', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderApp(<Harness course={{ ...base, title: 'SQL', duration: '1-2 months' }} onSave={onSave} />);
    const summary = screen.getByRole('region', { name: 'Training Summary' });
    expect(within(summary).getByText('1-2 months')).toBeInTheDocument();
    expect(within(summary).queryByText('Total Program Fee')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Details' }));
    await user.clear(screen.getByLabelText('Total Program Fee (₹)'));
    await user.type(screen.getByLabelText('Total Program Fee (₹)'), '4999');
    await user.selectOptions(screen.getByLabelText('Mode of Training'), 'Hybrid (Online + Offline)');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('Unsaved')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Details' }));
    await user.type(screen.getByLabelText('Total Program Fee (₹)'), '4999');
    expect(screen.getByText('Unsaved')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('actions dialog: Save Changes only when unsaved, Publish Course only for drafts', async () => {
    const user = userEvent.setup();
    const onPublish = vi.fn();
    const { unmount } = renderApp(<Harness course={ready} onPublish={onPublish} />);
    await user.click(screen.getByRole('button', { name: 'Actions for SQL' }));
    expect(await screen.findByRole('button', { name: 'Publish Course' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish Course' }));
    expect(onPublish).toHaveBeenCalledTimes(1);
    unmount();
    renderApp(<Harness course={{ ...ready, is_active: true }} />);
    expect(screen.getByText('Published')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'SQL' }));
    await user.type(screen.getByLabelText('Course title'), ' 2{Enter}');
    await user.click(screen.getByRole('button', { name: 'Actions for SQL 2' }));
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish Course' })).not.toBeInTheDocument();
  });

  it('lists what publishing needs instead of publishing an empty course', async () => {
    const user = userEvent.setup();
    const onPublish = vi.fn();
    renderApp(<Harness course={{ ...base, title: 'SQL' }} onPublish={onPublish} />);
    await user.click(screen.getByRole('button', { name: 'Actions for SQL' }));
    expect(await screen.findByRole('button', { name: 'Publish Course' })).toBeDisabled();
    const problems = screen.getByTestId('publish-problems');
    expect(problems).toHaveTextContent(COURSE_LIFECYCLE_MESSAGES.description);
    expect(problems).toHaveTextContent(COURSE_LIFECYCLE_MESSAGES.price);
    expect(problems).not.toHaveTextContent(COURSE_LIFECYCLE_MESSAGES.title);
    expect(onPublish).not.toHaveBeenCalled();
  });

  it('offers Unpublish for a published course, and explains instead of Delete once learners paid', async () => {
    const user = userEvent.setup();
    const onUnpublish = vi.fn();
    renderApp(<Harness course={{ ...ready, is_active: true }} students={2} onUnpublish={onUnpublish} />);
    await user.click(screen.getByRole('button', { name: 'Actions for SQL' }));
    expect(await screen.findByTestId('delete-blocked')).toHaveTextContent(COURSE_LIFECYCLE_MESSAGES.deleteBlocked);
    expect(screen.queryByRole('button', { name: 'Delete Course' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unpublish Course' }));
    expect(onUnpublish).toHaveBeenCalledTimes(1);
  });

  it('deletes only after the exact confirmation; Cancel keeps the course', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    renderApp(<Harness course={{ ...base, title: 'SQL' }} onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Actions for SQL' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Course' }));
    expect(await screen.findByText(COURSE_MESSAGES.deleteConfirm)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Actions for SQL' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Course' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it("says 'Saved on this device — waiting to sync' while the write is pending, and shows a rejection", () => {
    renderApp(
      <CourseCard
        course={{ ...base, title: 'SQL', pending: true }}
        draft={courseToDraft({ ...base, title: 'SQL typed' })}
        rejected="Save rejected by the server (permission denied). Your text is kept as an unsaved draft."
        onField={() => undefined}
        onSave={() => undefined}
        onCancel={() => undefined}
        onPublish={() => undefined}
        onDelete={() => undefined}
      />,
    );
    expect(screen.getByText(WORKSPACE_TEXT.pendingSync)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('permission denied');
    expect(screen.getByRole('button', { name: 'SQL typed' })).toBeInTheDocument();
    expect(screen.getByText('Unsaved')).toBeInTheDocument();
  });
});
