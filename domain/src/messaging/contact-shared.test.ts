import { describe, expect, it } from 'vitest';
import { contactSharedMessage } from './contact-shared';

describe('contactSharedMessage', () => {
  it('names exactly what was shared', () => {
    expect(contactSharedMessage('Priya', { email: 'p@x.in', phone: '+91 98765 43210' })).toBe(
      'Priya shared their email and phone with you.',
    );
    expect(contactSharedMessage('Priya', { email: 'p@x.in', phone: null })).toBe('Priya shared their email with you.');
    expect(contactSharedMessage('Priya', { email: 'p@x.in', phone: '  ' })).toBe('Priya shared their email with you.');
    expect(contactSharedMessage('Priya', { email: '', phone: '+91 1' })).toBe('Priya shared their phone with you.');
  });
});
