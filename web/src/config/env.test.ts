import { EMULATOR_FIREBASE_CONFIG, parseFirebaseEnv } from './env';

describe('parseFirebaseEnv', () => {
  it('uses the demo project when the emulator flag is set', () => {
    expect(parseFirebaseEnv({ VITE_USE_EMULATORS: 'true' })).toEqual({
      useEmulators: true,
      firebaseConfig: EMULATOR_FIREBASE_CONFIG,
    });
  });

  it('reads the production config when every variable is present', () => {
    const env = parseFirebaseEnv({
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_AUTH_DOMAIN: 'example.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'example',
      VITE_FIREBASE_APP_ID: '1:2:web:3',
    });
    expect(env).toEqual({
      useEmulators: false,
      firebaseConfig: {
        apiKey: 'key',
        authDomain: 'example.firebaseapp.com',
        projectId: 'example',
        appId: '1:2:web:3',
      },
    });
  });

  it('names the missing variables when the production config is incomplete', () => {
    expect(() => parseFirebaseEnv({ VITE_FIREBASE_API_KEY: 'key' })).toThrow(
      /VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_APP_ID/,
    );
  });

  it('counts an empty variable as missing, and an emulator flag other than "true" as unset', () => {
    expect(() =>
      parseFirebaseEnv({
        VITE_USE_EMULATORS: 'false',
        VITE_FIREBASE_API_KEY: 'key',
        VITE_FIREBASE_AUTH_DOMAIN: '',
        VITE_FIREBASE_PROJECT_ID: 'example',
        VITE_FIREBASE_APP_ID: '1:2:web:3',
      }),
    ).toThrow(/set VITE_FIREBASE_AUTH_DOMAIN \(/);
  });
});
