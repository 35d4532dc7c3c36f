import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  assertFails,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, it } from 'vitest';

// Runs only on Google's Firestore emulator, which enforces security rules (the npm
// emulator used by default does not); emulators/stack/src/rules-check.ts decides.
let env: RulesTestEnvironment;

beforeAll(async () => {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':');
  env = await initializeTestEnvironment({
    projectId: 'demo-tourist-guide',
    firestore: {
      host: host!,
      port: Number(port),
      rules: readFileSync(path.resolve(__dirname, '../../firestore.rules'), 'utf8'),
    },
  });
  await env.withSecurityRulesDisabled(async (ctx) => {
    await ctx.firestore().doc('services/kyoto-japan').set({ title: 'Kyoto' });
    await ctx.firestore().doc('reviews/r1').set({ email: 'alice@example.com', message: 'hi' });
  });
});

afterAll(async () => {
  await env?.cleanup();
});

describe('firestore.rules: browsers can neither read nor write', () => {
  for (const who of ['anonymous', 'signed-in author'] as const) {
    const db = () =>
      who === 'anonymous'
        ? env.unauthenticatedContext().firestore()
        : env.authenticatedContext('alice', { email: 'alice@example.com' }).firestore();

    it(`refuses the ${who} reading a service, a review and the reviews list`, async () => {
      await assertFails(db().doc('services/kyoto-japan').get());
      await assertFails(db().doc('reviews/r1').get());
      await assertFails(db().collection('reviews').where('email', '==', 'alice@example.com').get());
    });

    it(`refuses the ${who} creating, editing and deleting reviews`, async () => {
      await assertFails(
        db().collection('reviews').add({ email: 'alice@example.com', message: 'x' }),
      );
      await assertFails(db().doc('reviews/r1').update({ message: 'changed' }));
      await assertFails(db().doc('reviews/r1').delete());
      await assertFails(db().doc('services/kyoto-japan').set({ price: 0 }));
    });
  }
});
