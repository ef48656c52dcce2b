import { describe, expect, it } from 'vitest';
import { certificateIdSchema, certificateUrl, linkedInAddToProfileUrl } from '../schemas/certificate';

describe('certificate links', () => {
  it('builds the public address and LinkedIn add-to-profile link with the IST issue month', () => {
    const certUrl = certificateUrl('http://127.0.0.1:5173/', 'AbCdEfGhIjKlMnOpQrSt');
    expect(certUrl).toBe('http://127.0.0.1:5173/certificates/AbCdEfGhIjKlMnOpQrSt');
    // 30 Nov 2026 20:00 UTC is 1 Dec in IST.
    const url = new URL(
      linkedInAddToProfileUrl({
        name: 'React & TypeScript',
        issuedAt: new Date('2026-11-30T20:00:00Z'),
        certUrl,
        certId: 'AbCdEfGhIjKlMnOpQrSt',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'React & TypeScript',
      organizationName: 'SkillSetu',
      issueYear: '2026',
      issueMonth: '12',
      certUrl,
      certId: 'AbCdEfGhIjKlMnOpQrSt',
    });
  });

  it('accepts only 20-character auto ids', () => {
    expect(certificateIdSchema.safeParse('AbCdEfGhIjKlMnOpQrSt').success).toBe(true);
    for (const bad of ['short', '../certificates/abcdefgh', 'AbCdEfGhIjKlMnOpQrS_']) {
      expect(certificateIdSchema.safeParse(bad).success).toBe(false);
    }
  });
});
