import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { linkNextPage } from '../src/http/next-page';

function appAt(mount: string, next: string | null) {
  const app = express();
  const router = express.Router();
  router.get('/admin/list', (req, res) => {
    linkNextPage(req, res, next);
    res.json([]);
  });
  app.use(mount, router);
  return app;
}

describe('linkNextPage', () => {
  it('points at the same address and filters with the next cursor', async () => {
    const res = await request(appAt('/api', 'abc-_1')).get('/api/admin/list?status=open&limit=5');
    expect(res.headers.link).toBe(
      '</api/admin/list?status=open&limit=5&cursor=abc-_1>; rel="next"',
    );
  });

  it('replaces the cursor the request came with', async () => {
    const res = await request(appAt('/', 'second')).get('/admin/list?cursor=first&limit=2');
    expect(res.headers.link).toBe('</admin/list?cursor=second&limit=2>; rel="next"');
  });

  it('sends no Link header on the last page', async () => {
    const res = await request(appAt('/', null)).get('/admin/list');
    expect(res.headers.link).toBeUndefined();
  });
});
