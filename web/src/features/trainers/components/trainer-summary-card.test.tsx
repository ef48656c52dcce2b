import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render';
import { sampleTrainer } from '../test/sample-trainer';
import { TrainerSummaryCard } from './trainer-summary-card';

describe('TrainerSummaryCard', () => {
  afterEach(cleanup);

  it('shows 3 skills, initials, name, expertise, location, Verified and a link to /trainer/{id}', () => {
    renderApp(<TrainerSummaryCard trainer={sampleTrainer()} />);
    const card = screen.getByRole('article', { name: 'Ananya Iyer' });
    expect(
      within(card)
        .getAllByTestId('trainer-skill')
        .map((s) => s.textContent),
    ).toEqual(['Python', 'Pandas', 'SQL']);
    expect(within(card).getByText('AI')).toBeInTheDocument();
    // h2 under the page's h1 (axe heading-order), whatever its visual size.
    expect(within(card).getByRole('heading', { level: 2, name: 'Ananya Iyer' })).toBeInTheDocument();
    expect(within(card).getByTestId('trainer-expertise')).toHaveTextContent('Data Science');
    expect(within(card).getByTestId('trainer-location')).toHaveTextContent('Pune');
    expect(within(card).getByText('Verified')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View profile of Ananya Iyer' })).toHaveAttribute(
      'href',
      '/trainer/7',
    );
  });

  it("shows 'New' for a trainer nobody has reviewed (ADR 071), never a made-up rating or '(0 reviews)'", () => {
    renderApp(<TrainerSummaryCard trainer={sampleTrainer()} />);
    expect(screen.getByTestId('trainer-rating')).toHaveTextContent('New');
    expect(screen.queryByText('(0 reviews)')).not.toBeInTheDocument();
    expect(screen.queryByText('--')).not.toBeInTheDocument();
    expect(screen.getByTestId('trainer-students')).toHaveTextContent('0 students');
  });

  it('links a real course title to its course page, not the default Introduction Course', () => {
    const { unmount } = renderApp(<TrainerSummaryCard trainer={sampleTrainer()} />);
    expect(screen.queryByTestId('course-link')).not.toBeInTheDocument();
    unmount();
    renderApp(
      <TrainerSummaryCard
        trainer={sampleTrainer({
          courses: [{ id: 'c-42', title: 'React from Zero', price: 4999, duration: '1-2 months', is_default: false }],
        })}
      />,
    );
    expect(screen.getByRole('link', { name: 'React from Zero' })).toHaveAttribute('href', '/course/c-42');
  });

  it('shows the real rating with one decimal, the experience and the first course price in rupees', () => {
    renderApp(
      <TrainerSummaryCard
        trainer={sampleTrainer({
          rating: 4.25,
          reviews: 12,
          students: 140,
          verified: false,
          courses: [
            { id: 'c1', title: 'Python for Analysts', price: 124999, duration: '3-4 months', is_default: false },
            { id: 'c2', title: 'SQL Basics', price: 999, duration: '2-4 weeks', is_default: false },
          ],
        })}
      />,
    );
    expect(screen.getByTestId('trainer-rating')).toHaveTextContent('4.3');
    expect(screen.getByText('(12 reviews)')).toBeInTheDocument();
    expect(screen.getByTestId('trainer-students')).toHaveTextContent('140 students');
    expect(screen.getByTestId('trainer-experience')).toHaveTextContent('6-10 years');
    expect(screen.getByTestId('trainer-price')).toHaveTextContent('₹1,24,999');
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
  });

  it('shows the default Introduction Course price when the trainer has no course (docs/product.md#listing-and-search)', () => {
    renderApp(<TrainerSummaryCard trainer={sampleTrainer()} />);
    expect(screen.getByText('Introduction Course')).toBeInTheDocument();
    expect(screen.getByTestId('trainer-price')).toHaveTextContent('₹2,999');
    // The page's CSS adds "incl. GST" after it (web/index.html, docs/decisions/213-incl-gst-on-every-price.md).
    expect(screen.getByTestId('trainer-price')).toHaveAttribute('data-incl-gst');
  });

  it('takes a skill count for the home page (4 skills)', () => {
    renderApp(<TrainerSummaryCard trainer={sampleTrainer()} skillCount={4} />);
    expect(screen.getAllByTestId('trainer-skill')).toHaveLength(4);
  });
});
