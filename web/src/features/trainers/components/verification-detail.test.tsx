import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../test/render';
import { sampleTrainer } from '../test/sample-trainer';
import { TrainerProfileView } from './trainer-profile-view';

// Chakra's first render in a file is slow on a loaded machine (as auth-forms.test.tsx).
vi.setConfig({ testTimeout: 30_000 });

describe('the public profile verification line', () => {
  afterEach(cleanup);

  it("shows what was checked and when (IST) under a verified trainer's name", () => {
    renderApp(
      <TrainerProfileView
        trainer={{
          ...sampleTrainer({ verified: true }),
          verified_at: '2026-11-11T20:15:00.000Z',
          verification_checks: ['qualification', 'identity'],
        }}
      />,
    );
    expect(screen.getByTestId('verification-detail')).toHaveTextContent(
      'Identity and qualification checked on 12 Nov 2026',
    );
  });

  it('shows nothing for an unverified trainer, or one verified before the workflow recorded a date', () => {
    renderApp(
      <TrainerProfileView
        trainer={{ ...sampleTrainer({ verified: false }), verified_at: '2026-11-11T20:15:00.000Z' }}
      />,
    );
    expect(screen.queryByTestId('verification-detail')).toBeNull();
    cleanup();
    renderApp(<TrainerProfileView trainer={sampleTrainer({ verified: true })} />);
    expect(screen.queryByTestId('verification-detail')).toBeNull();
  });
});
