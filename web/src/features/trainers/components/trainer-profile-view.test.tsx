import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LISTING_MESSAGES } from '@skillsetu/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render';
import { sampleTrainer } from '../test/sample-trainer';
import { TrainerNotFound } from './trainer-not-found';
import { TrainerProfileSkeleton } from './trainer-profile-skeleton';
import { TrainerProfileView } from './trainer-profile-view';

// The panels after About are a module loaded when a tab first opens (docs/decisions/279-trainer-profile-tabs-when-opened.md):
// generous, as its first import is transformed on a busy shared machine
// the tab's code loads when it opens (ADR 279): seconds on a loaded machine
const PANEL = { timeout: 25_000 };

describe('TrainerProfileView', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('shows the header and the About tab first', () => {
    renderApp(<TrainerProfileView trainer={sampleTrainer()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ananya Iyer' })).toBeInTheDocument();
    expect(screen.getByTestId('trainer-specialization')).toHaveTextContent('Data Science');
    expect(screen.getByTestId('trainer-city')).toHaveTextContent('Pune');
    expect(screen.getByText('I teach practical data science.')).toBeInTheDocument();
    expect(screen.getByText('Google Data Analytics')).toBeInTheDocument();
    expect(screen.getByText('Hindi')).toBeInTheDocument();
  });

  it('puts the About tab sections one heading level under the name (heading-order)', () => {
    renderApp(<TrainerProfileView trainer={sampleTrainer()} />);
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    expect(levels.slice(1).every((l) => l === 2)).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: 'Experience' })).toBeInTheDocument();
  });

  it('Book course opens the Courses tab with the default Introduction Course and the course action slot', async () => {
    renderApp(
      <TrainerProfileView trainer={sampleTrainer()} renderCourseAction={(c) => <button>Enroll in {c.title}</button>} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Book course' }));
    expect(screen.getByRole('tab', { name: 'Courses' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Introduction Course', {}, PANEL)).toBeInTheDocument();
    expect(screen.getByText('₹2,999')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enroll in Introduction Course' })).toBeInTheDocument();
  });

  it("shows the spec's Upcoming and Reviews texts and the Contact status", async () => {
    renderApp(<TrainerProfileView trainer={sampleTrainer({ verified: false })} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Upcoming' }));
    expect(await screen.findByText(LISTING_MESSAGES.noUpcoming, {}, PANEL)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(await screen.findByText(LISTING_MESSAGES.noReviews, {}, PANEL)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Contact' }));
    expect(await screen.findByTestId('verification-status', {}, PANEL)).toHaveTextContent(LISTING_MESSAGES.pending);
    expect(screen.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/ananya-iyer',
    );
  });

  it('Send Message leads to the open composer for this trainer at /messages', () => {
    const trainer = sampleTrainer();
    renderApp(<TrainerProfileView trainer={trainer} />);
    const link = screen.getByRole('link', { name: /Send Message/ });
    const url = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/messages');
    expect(url.searchParams.get('to')).toBe(trainer.uid);
    expect(url.searchParams.get('name')).toBe(trainer.name);
  });
});

describe('TrainerNotFound', () => {
  afterEach(cleanup);

  it("shows the spec's texts and a link back to Find Trainers", () => {
    renderApp(<TrainerNotFound />);
    expect(screen.getByRole('heading', { name: LISTING_MESSAGES.trainerNotFound.title })).toBeInTheDocument();
    expect(screen.getByText(LISTING_MESSAGES.trainerNotFound.description)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Find Trainers/ })).toHaveAttribute('href', '/find-trainers');
  });
});

describe('TrainerProfileSkeleton', () => {
  afterEach(cleanup);

  it('has no heading (the loading page keeps a valid heading order) and links back to Find Trainers', () => {
    renderApp(<TrainerProfileSkeleton />);
    expect(screen.queryAllByRole('heading')).toEqual([]);
    expect(screen.getByRole('link', { name: /All trainers/ })).toHaveAttribute('href', '/find-trainers');
  });
});
