import { LISTING_MESSAGES, type TrainerProfile } from '@skillsetu/domain';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { WorkspaceCourse } from '../api/converters';
import { WORKSPACE_TEXT } from '../messages';
import { renderApp } from '../../../../test/render';
import { TrainerProfileDetail } from './trainer-profile-detail';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const profile: TrainerProfile = {
  id: 12,
  user_id: 'u1',
  full_name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  city: 'Pune',
  specialization: 'Data Science',
  experience: '3-5 years',
  bio: 'I teach SQL.',
  hourly_rate: null,
  certifications: ['M.Sc Statistics'],
  teaching_languages: ['English', 'Hindi'],
  skills: ['SQL'],
  avatar_url: null,
  linkedin_url: null,
  portfolio_url: null,
  verified: false,
  created_at: new Date(0),
};
const course: WorkspaceCourse = {
  id: 'c1',
  trainer_id: 'u1',
  title: 'SQL Basics',
  description: '',
  price: 4999,
  duration: '1-2 months',
  category: 'Data Science',
  skills: [],
  mode: 'Online',
  batch_size: '',
  prerequisites: '',
  is_active: true,
  created_at: new Date(0),
  syllabus: [],
  intro_video_url: '',
  self_paced: false,
  completion_threshold: 75,
  pending: false,
};
const enroll = () => <button type="button">Enroll Now</button>;

describe('TrainerProfileDetail', { timeout: 30_000 }, () => {
  it('owner: initials, badges, Edit Profile, privacy note, private email and phone, no enrol or message', async () => {
    renderApp(<TrainerProfileDetail profile={profile} courses={[course]} isOwner renderEnroll={enroll} />);
    expect(screen.getByRole('heading', { name: 'Asha Rao', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('AR')).toBeInTheDocument();
    expect(screen.getAllByText(LISTING_MESSAGES.pending).length).toBeGreaterThan(0);
    expect(screen.getByText('Hindi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/trainer-dashboard?tab=profile',
    );
    expect(screen.getByText(WORKSPACE_TEXT.privacyNote)).toBeInTheDocument();
    expect(screen.getByTestId('private-contact')).toHaveTextContent('asha@example.com');
    expect(screen.getByTestId('private-contact')).toHaveTextContent('9876543210');
    expect(screen.queryByRole('link', { name: /Send Message/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Courses' }));
    expect(await screen.findByText('SQL Basics')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enroll Now' })).not.toBeInTheDocument();
  });

  it('visitor: Send Message, Request Contact with the approval note, response time, favourite kept locally, Enroll Now', async () => {
    const user = userEvent.setup();
    renderApp(<TrainerProfileDetail profile={profile} courses={[course]} isOwner={false} renderEnroll={enroll} />);
    expect(screen.getByRole('link', { name: /Send Message/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Request Contact/ })).toBeInTheDocument();
    expect(screen.getByText(WORKSPACE_TEXT.contactNote)).toBeInTheDocument();
    expect(screen.getByText(LISTING_MESSAGES.responseTime)).toBeInTheDocument();
    expect(screen.queryByTestId('private-contact')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Share/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Add to favourites/ }));
    expect(screen.getByRole('button', { name: /Saved to favourites/ })).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('skillsetu-favourite-trainers') ?? '[]')).toEqual(['u1']);
    await user.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(await screen.findByText(LISTING_MESSAGES.noReviews)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Achievements' }));
    expect(await screen.findByText('M.Sc Statistics', { selector: 'li' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Courses' }));
    expect(await screen.findByRole('button', { name: 'Enroll Now' })).toBeInTheDocument();
  });
});
