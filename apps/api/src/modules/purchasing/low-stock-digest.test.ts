import { DEFAULT_GENERAL_SETTINGS } from '@pos/contracts/settings-defaults';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, signInOperator, signUp, useTestApp } from '../../test/test-app.js';
import { runLowStockDigest } from './low-stock-digest.service.js';

const t = useTestApp();
beforeAll(async () => {
  // Organizations live in the platform's time zone: India, +05:30.
  const operator = await signInOperator(t);
  const settings = (await t.as(operator).get('business-admin/platform-settings')).json().data;
  const put = await t
    .as(operator)
    .put('business-admin/platform-settings', { ...settings, defaultTimezone: 'Asia/Kolkata' });
  expect(put.statusCode, put.body).toBe(200);
});

/** A plain-text mail of the outbox: its recipient, subject and decoded text. */
function plainMail(eml: string) {
  const [head = '', ...rest] = eml.split(/\r\n\r\n/);
  const headers = head.replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) =>
    headers.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim() ?? '';
  let body = rest.join('\r\n\r\n');
  if (/quoted-printable/i.test(header('Content-Transfer-Encoding'))) {
    body = Buffer.from(
      body
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  }
  return { to: header('To'), subject: header('Subject'), text: body.replace(/\r\n/g, '\n') };
}

const mailsTo = (email: string) =>
  t
    .outbox()
    .map(plainMail)
    .filter((m) => m.to === email);

/**
 * A shop whose digest goes out at 9:00 (India): the owner and a manager (manage_inventory), a
 * manager who opted out, a cashier (no manage_inventory); a scarf low at the store, a hat low
 * in the warehouse, a candle well stocked.
 */
async function shop() {
  const owner = await signUp(t);
  const org = owner.user.organizationId;
  const as = t.as(owner);
  const saved = await as.put('settings/general', {
    ...DEFAULT_GENERAL_SETTINGS,
    lowStockDigestHour: 9,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().data.lowStockDigestHour).toBe(9);
  const manager = await addMember(t, org, 'organization_manager');
  const optedOut = await addMember(t, org, 'organization_manager');
  const off = await t.as(optedOut).patch('profile', { lowStockDigest: false });
  expect(off.statusCode, off.body).toBe(200);
  expect(off.json().user.lowStockDigest).toBe(false);
  const cashier = await addMember(t, org, 'cashier');
  const warehouse = (await as.post('warehouses', { name: 'Back room' })).json().data;
  const product = async (body: Record<string, unknown>) => {
    const res = await as.post('products', { price: 10, ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };
  const scarf = await product({ name: 'Wool scarf', sku: 'SCARF', stock: 3, reorderLevel: 10 });
  const hat = await product({ name: 'Hat', stock: 40, reorderLevel: 5, reorderQuantity: 12 });
  const candle = await product({ name: 'Candle', stock: 50, reorderLevel: 5 });
  await as.post('inventory-items', { productId: hat._id, warehouseId: warehouse._id, quantity: 1 });
  return { owner, manager, optedOut, cashier, warehouse, scarf, hat, candle };
}

/** 2026-03-02 at this UTC time; India is 5:30 ahead (9:00 there is 03:30 UTC). */
const at = (utc: string, day = '2026-03-02') => new Date(`${day}T${utc}:00Z`);

describe('low-stock digest', () => {
  it('mails the low items by location, once a day at the local hour, to whoever manages inventory', async () => {
    const s = await shop();
    // 08:59 in India: not yet.
    await runLowStockDigest(t.deps, at('03:29'));
    expect(mailsTo(s.owner.email)).toEqual([]);
    // 09:00 in India.
    await runLowStockDigest(t.deps, at('03:30'));
    const [mail, ...more] = mailsTo(s.owner.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toMatch(/^Low stock at Shop \d+: 2 items$/);
    expect(mail?.text).toContain(
      [
        'Items that went down to or below the reorder level since the last digest: 2.',
        '',
        'Back room',
        '  - Hat: 1 left, reorder level 5, suggested order 12',
        '',
        'Main Store',
        '  - Wool scarf (SCARF): 3 left, reorder level 10, suggested order 17',
      ].join('\n'),
    );
    expect(mail?.text).toContain('http://pos.test/reorder');
    // Its hour names the zone it is in: the organization's (here the platform's default).
    expect(mail?.text).toContain(
      "It goes out each day at 09:00 Asia/Kolkata time (the organization's time zone, in General Settings).",
    );
    expect(mail?.text).not.toContain('Candle');
    expect(mailsTo(s.manager.email)).toHaveLength(1);
    // Opted out, and without manage_inventory: nothing.
    expect(mailsTo(s.optedOut.email)).toEqual([]);
    expect(mailsTo(s.cashier.email)).toEqual([]);
    // Later the same day: not again.
    await runLowStockDigest(t.deps, at('12:00'));
    await runLowStockDigest(t.deps, at('18:29'));
    expect(mailsTo(s.owner.email)).toHaveLength(1);
  });

  it('reports an item when it crosses its level, and again only after it went back above', async () => {
    const s = await shop();
    await runLowStockDigest(t.deps, at('04:00'));
    expect(mailsTo(s.owner.email)).toHaveLength(1);
    // The next day nothing new crossed: no mail.
    await runLowStockDigest(t.deps, at('04:00', '2026-03-03'));
    expect(mailsTo(s.owner.email)).toHaveLength(1);
    // The candle crosses (50 → 4), the scarf is restocked (3 → 30).
    const set = (productId: string, quantity: number) =>
      t.as(s.owner).post('inventory-items', { productId, quantity });
    await set(s.candle._id, 4);
    await set(s.scarf._id, 30);
    await runLowStockDigest(t.deps, at('04:00', '2026-03-04'));
    const third = mailsTo(s.owner.email)[1];
    expect(third?.subject).toMatch(/: 1 item$/);
    expect(third?.text).toContain('Main Store\n  - Candle: 4 left, reorder level 5');
    expect(third?.text).not.toContain('Hat');
    // The scarf falls again: it crossed again, and is reported again.
    await set(s.scarf._id, 2);
    await runLowStockDigest(t.deps, at('04:00', '2026-03-05'));
    const fourth = mailsTo(s.owner.email)[2];
    expect(fourth?.text).toContain('Main Store\n  - Wool scarf (SCARF): 2 left');
    expect(fourth?.text).not.toContain('Candle');
  });

  it('sends nothing when the digest is off (no hour)', async () => {
    const s = await shop();
    await t
      .as(s.owner)
      .put('settings/general', { ...DEFAULT_GENERAL_SETTINGS, lowStockDigestHour: null });
    await runLowStockDigest(t.deps, at('20:00'));
    expect(mailsTo(s.owner.email)).toEqual([]);
  });

  it('keeps the hour when a client that does not know it saves the settings', async () => {
    const s = await shop();
    const { lowStockDigestHour: _, ...older } = DEFAULT_GENERAL_SETTINGS;
    await t.as(s.owner).put('settings/general', { ...older, itemsPerPage: 25 });
    const got = (await t.as(s.owner).get('settings/general')).json().data;
    expect(got).toMatchObject({ itemsPerPage: 25, lowStockDigestHour: 9 });
    const bad = await t
      .as(s.owner)
      .put('settings/general', { ...DEFAULT_GENERAL_SETTINGS, lowStockDigestHour: 24 });
    expect(bad.statusCode).toBe(400);
  });
});

describe('running the digest at once', () => {
  it('a platform operator runs it now; nobody else may; an unknown job is a 400', async () => {
    const s = await shop();
    const operator = await signInOperator(t);
    const before = mailsTo(s.owner.email).length;
    // Whether it is past 9:00 in India now decides whether this shop's digest is due.
    const due = new Date(Date.now() + 5.5 * 3_600_000).getUTCHours() >= 9;
    const ran = await t.as(operator).post('business-admin/jobs/low-stock-digest/run');
    expect(ran.statusCode, ran.body).toBe(200);
    expect(ran.json()).toEqual({ message: 'Job low-stock-digest ran.' });
    expect(mailsTo(s.owner.email).length).toBe(before + (due ? 1 : 0));
    // Once a day: running it again sends nothing more.
    await t.as(operator).post('business-admin/jobs/low-stock-digest/run');
    expect(mailsTo(s.owner.email).length).toBe(before + (due ? 1 : 0));
    expect((await t.as(s.owner).post('business-admin/jobs/low-stock-digest/run')).statusCode).toBe(
      403,
    );
    const unknown = await t.as(operator).post('business-admin/jobs/nothing/run');
    expect(unknown.statusCode).toBe(400);
  });
});
