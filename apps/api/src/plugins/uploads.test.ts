import { readdirSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dataExportsSettled } from '../modules/data-export/data-export.service.js';
import { startS3 } from '../test/s3-server.js';
import { createTestApp, signUp, type TestApp } from '../test/test-app.js';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f1a3d10000000049454e44ae426082',
  'hex',
);

describe('uploaded files on S3, shared by two instances', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    s3 = await startS3();
    a = await createTestApp({ env: s3.env });
    b = await createTestApp({ env: s3.env });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await s3?.close();
  });

  it('an image uploaded through one instance is served by the other, and exported', async () => {
    const owner = await signUp(a);
    const org = owner.user.organizationId;
    const created = await a.as(owner).post('products', {
      name: 'Scarf',
      price: 10,
      stock: 3,
      images: [{ url: `data:image/png;base64,${PNG.toString('base64')}`, name: 'front.png' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const url: string = created.json().data.images[0].url;
    expect(url).toMatch(new RegExp(`^/uploads/${org}/[0-9a-f]{32}\\.png$`));
    // Nothing on the instance's own disk: the bucket holds it.
    expect(readdirSync(path.join(a.deps.config.dataDir, 'uploads'))).toEqual([]);
    expect(await a.deps.files.list(org)).toEqual([url.split('/').pop()]);

    const served = await b.as(null).get(url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    // A HEAD answers the same headers from the object's size, without fetching its bytes.
    const open = vi.spyOn(b.deps.files, 'open');
    const head = await b.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
    });
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
    expect(
      (await b.app.inject({ method: 'HEAD', url: url.replace(/[0-9a-f]{32}/, 'f'.repeat(32)) }))
        .statusCode,
    ).toBe(404);
    const missing = await b.as(null).get(url.replace(/[0-9a-f]{32}/, 'f'.repeat(32)));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });

    // The organization's export takes its files from the bucket.
    const started = await a.as(owner).post('organization/export');
    expect(started.statusCode, started.body).toBe(202);
    await dataExportsSettled();
    const status = await a.as(owner).get(`organization/exports/${started.json().data._id}`);
    const link = new URL(status.json().data.downloadUrl);
    const zip = await a.as(null).get(`${link.pathname}${link.search}`);
    expect(zip.statusCode, zip.body.slice(0, 200)).toBe(200);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    const exported = files[`files/${url.split('/').pop()}`];
    expect(exported && Buffer.from(exported).equals(PNG)).toBe(true);
  });
});
