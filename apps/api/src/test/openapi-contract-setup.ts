import { afterEach } from 'vitest';
import { takeContractViolations } from './openapi-contract.js';

// Every API test file: a test whose answers contradict the OpenAPI document fails.
afterEach(() => {
  const violations = [...new Set(takeContractViolations())];
  if (violations.length > 0) {
    throw new Error(`Answers that contradict the OpenAPI document:\n- ${violations.join('\n- ')}`);
  }
});
