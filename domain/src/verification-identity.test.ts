import { describe, expect, it } from 'vitest';
import { describeIdentityChange, identityChange, identityOf } from './verification-identity';

describe('verification follows identity', () => {
  const approved = identityOf({ full_name: ' Asha Rao ', specialization: 'Data Science' });

  it('a new name or specialization is a change; spaces around them are not', () => {
    expect(
      identityChange(approved, identityOf({ full_name: 'Asha Rao', specialization: ' Data Science ' })),
    ).toBeNull();
    const renamed = identityChange(
      approved,
      identityOf({ full_name: 'Dr Famous Someone Else', specialization: 'Music' }),
    );
    expect(renamed).toEqual({
      from_name: 'Asha Rao',
      from_specialization: 'Data Science',
      to_name: 'Dr Famous Someone Else',
      to_specialization: 'Music',
    });
    expect(describeIdentityChange(renamed!)).toBe('Asha Rao, Data Science → Dr Famous Someone Else, Music');
    expect(identityChange(approved, identityOf({ full_name: 'Asha Rao', specialization: 'Music' }))).not.toBeNull();
  });

  it('reads missing or non-text fields as empty', () => {
    expect(identityOf(null)).toEqual({ full_name: '', specialization: '' });
    expect(identityOf({ full_name: 7 })).toEqual({ full_name: '', specialization: '' });
  });
});
