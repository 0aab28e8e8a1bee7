import { expect, it } from 'vitest';
import { useApp } from './support/app.ts';

/**
 * The API's OpenAPI document, every path, operation, parameter and field, is kept in
 * __snapshots__/openapi.json (keys sorted, so the order routes are registered in does not matter).
 * Restructuring code must leave it unchanged; an intended change to the wire updates the file with
 * `npx vitest run api/test/openapi-document.test.ts -u` and shows in the review as a diff of the API.
 */

const t = useApp({ seed: false });

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

it('the OpenAPI document is the committed one', async () => {
  const doc = sortKeys(t.app.swagger()) as Record<string, unknown>;
  await expect(`${JSON.stringify(doc, null, 1)}\n`).toMatchFileSnapshot('./__snapshots__/openapi.json');
});
