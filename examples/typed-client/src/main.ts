/**
 * A typed client of the POS Back Office API: the types come from the API's OpenAPI document
 * (openapi-typescript → src/api.d.ts), the requests go through openapi-fetch. Paths, bodies,
 * answers and error bodies are all typed; nothing here is cast.
 *
 *   POS_API_URL=http://localhost:3000 POS_LOGIN=owner@demo.test POS_PASSWORD=… npm start
 */
import createClient from 'openapi-fetch';
import type { paths } from './api.js';

const baseUrl = process.env.POS_API_URL ?? 'http://localhost:3000';
const login = process.env.POS_LOGIN ?? 'owner@demo.test';
const password = process.env.POS_PASSWORD ?? 'DemoOwner!2026';

// Signing in is public: the document says it needs no token.
const api = createClient<paths>({ baseUrl });
const signIn = await api.POST('/api/v1/auth/login', { body: { username: login, password } });
if (signIn.error) {
  // The error body is the document's ErrorBody: decide on its code.
  throw new Error(`Sign-in refused (${signIn.error.code}): ${signIn.error.message}`);
}

const shop = createClient<paths>({
  baseUrl,
  headers: { authorization: `Bearer ${signIn.data.token}` },
});
const created = await shop.POST('/api/v1/customers', {
  body: { name: 'Ada Lovelace', email: 'ada@example.com', phone: null },
});
if (created.error) {
  throw new Error(`Customer refused (${created.error.code}): ${created.error.message}`);
}
// A create answers 201 with the record as saved: its _id is a string, typed.
const id: string = created.data.data._id;
console.log(`${created.data.message} ${id}`);

const read = await shop.GET('/api/v1/customers/{id}', { params: { path: { id } } });
if (read.error) throw new Error(`Not found again (${read.error.code})`);
console.log(`Read back: ${read.data.data.name}, ${read.data.data.stats.totalOrders} orders`);
