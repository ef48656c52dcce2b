import { CERTIFICATE_TEXT } from '@skillsetu/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render';
import { MyCertificatesCard } from './my-certificates-card';

describe('MyCertificatesCard (ids passed by the app, ADR 244)', () => {
  it('says there are no certificates once the enrolments are read and none has one', () => {
    renderApp(<MyCertificatesCard status="success" certificateIds={[]} />);
    expect(screen.getByText(CERTIFICATE_TEXT.noCertificates)).toBeInTheDocument();
  });

  it('says nothing yet while the enrolments load', () => {
    renderApp(<MyCertificatesCard status="loading" certificateIds={[]} />);
    expect(screen.getByText(CERTIFICATE_TEXT.portfolio)).toBeInTheDocument();
    expect(screen.queryByText(CERTIFICATE_TEXT.noCertificates)).not.toBeInTheDocument();
  });
});
