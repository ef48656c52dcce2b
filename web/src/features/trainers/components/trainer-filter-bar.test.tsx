import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import {
  CATEGORY_OPTIONS,
  DEFAULT_LISTING_FILTERS,
  LISTING_MESSAGES,
  type TrainerListingFilters,
} from '@skillsetu/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../test/render';
import { TrainerFilterBar } from './trainer-filter-bar';

function setup(filters: Partial<TrainerListingFilters> = {}) {
  const onFiltersChange = vi.fn();
  renderApp(
    <TrainerFilterBar filters={{ ...DEFAULT_LISTING_FILTERS, ...filters }} onFiltersChange={onFiltersChange} />,
  );
  return { onFiltersChange };
}

describe('TrainerFilterBar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows no count badge and no Clear All when no filter is set', () => {
    setup();
    expect(screen.queryByTestId('active-filter-count')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: LISTING_MESSAGES.clearAll })).not.toBeInTheDocument();
  });

  it('counts the active filters (search, category, location; not the sort)', () => {
    setup({ search: 'react', category: 'Design', location: 'Pune', sort: 'students', direction: 'asc' });
    expect(screen.getByTestId('active-filter-count')).toHaveTextContent('3');
  });

  it('Clear All resets every filter and the search box', () => {
    const { onFiltersChange } = setup({ search: 'react', category: 'Web Development', location: 'Delhi' });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('react');
    fireEvent.click(screen.getByRole('button', { name: LISTING_MESSAGES.clearAll }));
    expect(onFiltersChange).toHaveBeenCalledWith(DEFAULT_LISTING_FILTERS);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it("shows 'Searching...' for 300 ms after typing, then commits the text once", () => {
    const { onFiltersChange } = setup();
    const box = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'py' } });
    expect(screen.getByText(LISTING_MESSAGES.searching)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(box, { target: { value: 'python' } });
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByText(LISTING_MESSAGES.searching)).toBeInTheDocument();
    expect(onFiltersChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(LISTING_MESSAGES.searching)).not.toBeInTheDocument();
    expect(onFiltersChange).toHaveBeenCalledTimes(1);
    expect(onFiltersChange).toHaveBeenCalledWith({ ...DEFAULT_LISTING_FILTERS, search: 'python' }, { replace: false });
  });

  it("applies a select at once and still shows 'Searching...' for 300 ms", () => {
    const { onFiltersChange } = setup();
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'Data Science' } });
    expect(onFiltersChange).toHaveBeenCalledWith({ ...DEFAULT_LISTING_FILTERS, category: 'Data Science' });
    expect(screen.getByText(LISTING_MESSAGES.searching)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByText(LISTING_MESSAGES.searching)).not.toBeInTheDocument();
  });

  it("maps the 'All …' options to no filter and toggles the sort direction", () => {
    const { onFiltersChange } = setup({ location: 'Pune' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Location' }), { target: { value: 'all' } });
    expect(onFiltersChange).toHaveBeenLastCalledWith(DEFAULT_LISTING_FILTERS);
    fireEvent.click(screen.getByRole('button', { name: /descending/i }));
    // Built on the change just made, even before the URL (props) catches up.
    expect(onFiltersChange).toHaveBeenLastCalledWith({ ...DEFAULT_LISTING_FILTERS, direction: 'asc' });
  });

  it('offers every category and 24 cities, and no option has an empty value (docs/product.md#listing-and-search)', () => {
    setup();
    const category = screen.getByRole('combobox', { name: 'Category' });
    const location = screen.getByRole('combobox', { name: 'Location' });
    expect(category.querySelectorAll('option')).toHaveLength(CATEGORY_OPTIONS.length + 1);
    expect(location.querySelectorAll('option')).toHaveLength(24 + 1);
    for (const option of document.querySelectorAll('option')) expect(option.value).not.toBe('');
  });
});
