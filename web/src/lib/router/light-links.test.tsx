import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Link as AppLink, MemoryRouter, NavLink as AppNavLink, Route, Routes, useLocation } from 'react-router-dom';
import { Link, NavLink } from './light-links';

afterEach(cleanup);

function Where() {
  const { pathname, search, state } = useLocation();
  return <output aria-label="where">{`${pathname}${search} ${JSON.stringify(state ?? null)}`}</output>;
}

function at(path: string, ui: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={ui} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

describe('light router links (docs/decisions/220-light-router-links.md)', () => {
  it('is what react-router-dom exports in builds and tests', () => {
    expect(AppLink).toBe(Link);
    expect(AppNavLink).toBe(NavLink);
  });

  it('renders an href and navigates in the app with state on a click', async () => {
    at(
      '/',
      <Link to="/find-trainers?q=yoga" state={{ from: 'home' }}>
        Find
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Find' });
    expect(link).toHaveAttribute('href', '/find-trainers?q=yoga');
    await userEvent.setup().click(link);
    expect(screen.getByLabelText('where')).toHaveTextContent('/find-trainers?q=yoga {"from":"home"}');
  });

  it('resolves a relative link against the current route and keeps an onClick that prevents navigation', async () => {
    at(
      '/trainer/abc',
      <Link to="reviews" onClick={(e) => e.preventDefault()}>
        Reviews
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Reviews' });
    expect(link).toHaveAttribute('href', '/trainer/abc/reviews');
    await userEvent.setup().click(link);
    expect(screen.getByLabelText('where')).toHaveTextContent('/trainer/abc null');
  });

  it('leaves an absolute URL as a plain link', () => {
    at('/', <Link to="https://razorpay.com/terms">Terms</Link>);
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', 'https://razorpay.com/terms');
  });

  it("marks NavLink active with aria-current='page' and the class 'active', below its path unless `end`", () => {
    at(
      '/admin/users',
      <>
        <NavLink to="/admin">Admin</NavLink>
        <NavLink to="/admin" end>
          Overview
        </NavLink>
        <NavLink to="/admin/users" className="tab">
          Users
        </NavLink>
        <NavLink to="/" end>
          Home
        </NavLink>
      </>,
    );
    const admin = screen.getByRole('link', { name: 'Admin' });
    expect(admin).toHaveAttribute('aria-current', 'page');
    expect(admin).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Users' })).toHaveClass('tab', 'active');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveClass('active');
  });

  it('lets a NavLink override aria-current and take a className function', () => {
    at(
      '/messages',
      <NavLink to="/messages" aria-current="true" className={({ isActive }) => (isActive ? 'on' : 'off')}>
        Messages
      </NavLink>,
    );
    const link = screen.getByRole('link', { name: 'Messages' });
    expect(link).toHaveAttribute('aria-current', 'true');
    expect(link).toHaveClass('on');
  });
});
