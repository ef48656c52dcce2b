import { deleteApp, initializeApp } from 'firebase/app';
import { getToken } from 'firebase/app-check';
import { afterAll, describe, expect, it } from 'vitest';
import { EMULATOR_APP_CHECK_APP_ID } from '../../config/app-check-config';
import { startAppCheck } from './app-check';

const app = initializeApp(
  { projectId: 'demo-skillsetu', apiKey: 'demo-api-key', appId: '1:0:web:0' },
  'app-check-test',
);
afterAll(() => deleteApp(app));

describe('startAppCheck on the emulators', () => {
  it('attaches a local, unsigned token naming the app (what the Functions emulator decodes), with no network', async () => {
    const appCheck = startAppCheck(app, true);
    expect(appCheck).not.toBeNull();
    const { token } = await getToken(appCheck!);
    const [header, payload, signature] = token.split('.');
    const decode = (part: string) =>
      JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    expect(decode(header!)).toEqual({ alg: 'none', typ: 'JWT' });
    expect(decode(payload!)).toMatchObject({ app_id: EMULATOR_APP_CHECK_APP_ID, exp: expect.any(Number) });
    expect(signature).toBe('');
  });
});
