import { expect } from 'vitest';
import { bearer, createTestUser, reviewBody } from '../../helpers';
import type { ContractCase } from '../case';
import {
  expectError,
  expectNoStackTrace,
  expectRuntimeErrorPage,
  expectUnreadableBody,
  reviewsBy,
  service,
  storedReview,
  userWithReview,
} from '../support';

const invalidReviews: [string, Record<string, unknown>][] = [
  ['no message', { message: undefined }],
  ['a blank message', { message: '   \n ' }],
  ['a message over 2000 characters', { message: 'x'.repeat(2001) }],
  ['no customer name', { customer: undefined }],
  ['a name over 80 characters', { customer: 'n'.repeat(81) }],
  ['a message that is not a string', { message: { $gt: '' } }],
  ['a service id with a slash', { service: 'services/../x' }],
];

const json = { 'content-type': 'application/json' };

/** Bodies body-parser will not read: the app says 400, the runtime in front of it 415. */
const unreadableBodies: [string, Record<string, string>][] = [
  ['an unsupported charset', { 'content-type': 'application/json; charset=latin1' }],
  ['an unsupported Content-Encoding', { ...json, 'content-encoding': 'compress' }],
];

export const hostileInputCases: ContractCase[] = [
  ...invalidReviews.map(([label, change]): ContractCase => ({
    area: 'hostile input',
    name: `answers 400 for ${label} and stores nothing`,
    async run(t) {
      const user = await createTestUser();
      const res = await t.client().send({
        method: 'POST',
        path: '/review',
        headers: bearer(user.idToken),
        body: reviewBody(service()._id, user.email, change),
      });
      expectError(res, 400, 'invalid_input', /^Invalid /);
      expect(await reviewsBy(user.email)).toHaveLength(0);
    },
  })),
  {
    area: 'hostile input',
    name: 'stores text with HTML exactly as typed',
    async run(t) {
      const html = '<img src=x onerror=alert(1)> & <b>bold</b>';
      const { reviewId } = await userWithReview(t.client(), {
        message: html,
        customer: '<i>Ana</i>',
      });
      expect(await storedReview(reviewId)).toMatchObject({ message: html, customer: '<i>Ana</i>' });
    },
  },
  {
    area: 'hostile input',
    name: 'answers 400, not 500, for text with a lone surrogate (valid JSON, not storable)',
    async run(t) {
      const user = await createTestUser();
      const res = await t.client().send({
        method: 'POST',
        path: '/review',
        headers: { ...bearer(user.idToken), ...json },
        body: `{"service":"${service()._id}","customer":"Ana","message":"bad \\ud800 text"}`,
      });
      expectError(
        res,
        400,
        'invalid_input',
        'Invalid message: Review contains characters that cannot be stored',
      );
      expect(await reviewsBy(user.email)).toHaveLength(0);
    },
  },
  {
    area: 'hostile input',
    name: "answers 400, not 503, for a report's note with a lone surrogate, and files no report",
    async run(t) {
      const client = t.client();
      const { reviewId } = await userWithReview(client, { rating: 2 });
      const reader = await createTestUser();
      const res = await client.send({
        method: 'POST',
        path: `/review/${reviewId}/report`,
        headers: { ...bearer(reader.idToken), ...json },
        body: '{"reason":"spam","note":"bad \\udc00 note"}',
      });
      expectError(
        res,
        400,
        'invalid_input',
        'Invalid note: note contains characters that cannot be stored',
      );
      expect(await storedReview(reviewId)).not.toHaveProperty('reportCount');
      const again = await client.send({
        method: 'POST',
        path: `/review/${reviewId}/report`,
        headers: bearer(reader.idToken),
        body: { reason: 'spam', note: 'A fair note.' },
      });
      expect(again.status, again.text).toBe(201);
    },
  },
  {
    area: 'hostile input',
    name: 'answers 400 for malformed JSON, without a stack trace (at the edge the runtime answers)',
    async run(t) {
      const user = await createTestUser();
      const res = await t.client().send({
        method: 'POST',
        path: '/review',
        headers: { ...bearer(user.idToken), ...json },
        body: '{"service": "x", ',
      });
      expectNoStackTrace(res);
      expectUnreadableBody(
        t,
        res,
        { status: 400, code: 'invalid_input', message: 'Request body is not valid JSON' },
        { status: 400, title: 'Bad Request' },
      );
      if (!t.runtimeReadsBody) {
        expect(res.body).toEqual({
          error: { code: 'invalid_input', message: 'Request body is not valid JSON' },
        });
      }
    },
  },
  {
    area: 'hostile input',
    name: 'answers 400, not 500, for a body that claims gzip but does not decompress',
    async run(t) {
      const user = await createTestUser();
      const res = await t.client().send({
        method: 'POST',
        path: '/review',
        headers: { ...bearer(user.idToken), ...json, 'content-encoding': 'gzip' },
        body: '{}',
      });
      expectUnreadableBody(
        t,
        res,
        { status: 400, code: 'invalid_input', message: 'The request could not be read' },
        { status: 400, title: 'Bad Request' },
      );
    },
  },
  ...unreadableBodies.map(([label, headers]): ContractCase => ({
    area: 'hostile input',
    name: `refuses a body with ${label} as unreadable (at the edge the runtime answers 415)`,
    async run(t) {
      const user = await createTestUser();
      const res = await t.client().send({
        method: 'POST',
        path: '/review',
        headers: { ...bearer(user.idToken), ...headers },
        body: JSON.stringify(reviewBody(service()._id, user.email)),
      });
      expectUnreadableBody(
        t,
        res,
        { status: 400, code: 'invalid_input', message: 'The request could not be read' },
        { status: 415, title: 'Unsupported Media Type' },
      );
      expect(await reviewsBy(user.email)).toHaveLength(0);
    },
  })),
  {
    area: 'hostile input',
    name: 'reads JSON only: a review sent as a form or as text is 400 and stores nothing',
    async run(t) {
      const client = t.client();
      const user = await createTestUser();
      const fields = {
        service: service()._id,
        customer: 'Ana',
        message: 'Sent as a form',
      };
      const asForm = await client.send({
        method: 'POST',
        path: '/review',
        headers: {
          ...bearer(user.idToken),
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(fields).toString(),
      });
      expectError(asForm, 400, 'invalid_input', /^Invalid /);
      const asText = await client.send({
        method: 'POST',
        path: '/review',
        headers: { ...bearer(user.idToken), 'content-type': 'text/plain' },
        body: JSON.stringify(fields),
      });
      expectError(asText, 400, 'invalid_input', /^Invalid /);
      expect(await reviewsBy(user.email)).toHaveLength(0);
    },
  },
  {
    area: 'hostile input',
    name: 'answers 400, not 500, for a malformed %-escape in the path, even anonymously',
    async run(t) {
      const res = await t.client().send({ method: 'DELETE', path: '/review/%E0%A4%A' });
      expectNoStackTrace(res);
      if (t.kind === 'in-process') {
        expectError(res, 400, 'invalid_input');
      } else if (t.kind === 'function-url') {
        // The runtime's Express decodes the path to route it, and refuses it before the app runs.
        expectRuntimeErrorPage(res, 400, 'Bad Request');
      } else {
        // Hosting routes on the decoded path and never forwards this one: the Hosting emulator
        // answers it itself (500, "Unexpected error occurred."). Nothing of the API answers.
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.body).toBeUndefined();
      }
    },
  },
  {
    area: 'hostile input',
    name: 'answers 400 for an id that is a JavaScript built-in name',
    async run(t) {
      const client = t.client();
      const user = await createTestUser();
      const del = await client.send({
        method: 'DELETE',
        path: '/review/constructor',
        headers: bearer(user.idToken),
      });
      expectError(del, 400, 'invalid_input');
      expectError(
        await client.send({ method: 'GET', path: '/service/toString' }),
        400,
        'invalid_input',
      );
    },
  },
  {
    area: 'hostile input',
    name: 'answers 400 at once for ids Firestore reserves (__…__), before asking the database',
    async run(t) {
      // Firestore refuses to read such a document (INVALID_ARGUMENT), and its client retries the
      // read for seconds first: the API answered 503 after its 3 s database deadline.
      const client = t.client();
      const user = await createTestUser();
      for (const id of ['____', '__-__', '__name__']) {
        const started = Date.now();
        const del = await client.send({
          method: 'DELETE',
          path: `/review/${id}`,
          headers: bearer(user.idToken),
        });
        expectError(del, 400, 'invalid_input');
        const put = await client.send({
          method: 'PUT',
          path: `/review/${id}`,
          headers: { ...bearer(user.idToken), 'Content-Type': 'application/json' },
          body: JSON.stringify({ review: 'Still lovely.' }),
        });
        expectError(put, 400, 'invalid_input');
        expectError(
          await client.send({ method: 'GET', path: `/service/${id}` }),
          400,
          'invalid_input',
        );
        expect(Date.now() - started, `${id} answered without waiting on the database`).toBeLessThan(
          2500,
        );
      }
    },
  },
  {
    area: 'hostile input',
    name: 'answers 400 for ids that cannot be document ids: "..", a space, a "!"',
    async run(t) {
      const client = t.client();
      const user = await createTestUser();
      const dotdot = await client.send({
        method: 'DELETE',
        path: '/review/..',
        headers: bearer(user.idToken),
      });
      if (t.kind === 'in-process') {
        expectError(dotdot, 400, 'invalid_input');
      } else {
        // ".." is a dot-segment: the URL layers in front of the deployed app resolve it (RFC 3986
        // 5.2.4) before routing, so the app is asked for another path and no review is touched.
        expect(dotdot.body?.acknowledged).toBeUndefined();
        expect(dotdot.status).not.toBe(500);
      }
      const spaced = await client.send({ method: 'GET', path: '/service/bad%20id!' });
      expectError(spaced, 400, 'invalid_input');
    },
  },
  {
    area: 'hostile input',
    name: 'answers 400 for unknown query parameters',
    async run(t) {
      const me = await createTestUser();
      const res = await t.client().send({
        method: 'GET',
        path: `/reviews?email=${encodeURIComponent(me.email)}&sort=newest`,
        headers: bearer(me.idToken),
      });
      expectError(res, 400, 'invalid_input');
    },
  },
];
