/** How the SQL snapshot (apps/api/sql-snapshot) calls webhooks.repository.ts's functions. */
import { AT, ID, ORG, OTHER, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as webhooks from './webhooks.repository.js';

const outcome = {
  organizationId: ORG,
  id: ID,
  delivered: false,
  nextAttemptAt: AT,
  responseCode: 500,
  durationMs: 12,
  error: null,
  responseSnippet: '',
};

export const examples = sqlExamples<typeof webhooks>({
  insertEndpoint: [
    [
      {
        organizationId: ORG,
        id: ID,
        url: 'https://hooks.example.com/pos',
        events: ['sale.completed'],
        secretSealed: 'v1:x',
        createdBy: ID,
      },
    ],
  ],
  updateEndpoint: [
    [ORG, ID, { url: 'https://hooks.example.com/pos', events: ['sale.completed'], active: true }],
  ],
  insertDelivery: [[ORG, { id: ID, endpointId: ID, eventId: ID }]],
  fanOut: [[1000]],
  claimDue: [[100, 60]],
  fixPayloads: [[[{ organizationId: ORG, id: ID, payload: '{}' }]]],
  recordAttempts: [[AT, [outcome]]],
  settleEndpoints: [
    {
      label: 'one endpoint well again, another failing',
      args: [
        AT,
        [
          { organizationId: ORG, endpointId: ID, delivered: true },
          { organizationId: ORG, endpointId: OTHER, delivered: false },
        ],
        86_400_000,
      ],
    },
  ],
  deleteOldEvents: [[AT]],
  ledgerMoves: [[ORG, [ID]]],
});
