import { afterAll, beforeAll, describe, it } from 'vitest';
import { ownerStatement } from '../src/modules/owner-statements/service.ts';
import { build, TEST_DB, type TestContext } from './helper.ts';
import {
  buildStatementFixture,
  expectOwner1July,
  MONTH,
  type StatementFixture,
} from './owner-statement-fixtures.ts';

// The statement arithmetic on PostgreSQL (numeric columns, date comparisons): the same fixtures
// and expectations as owner-statements.test.ts on PGlite. Only the api-postgres project runs it.
if (TEST_DB === 'postgres') {
  describe('owner statement on PostgreSQL', () => {
    let t: TestContext;
    let f: StatementFixture;
    beforeAll(async () => {
      t = await build();
      f = await buildStatementFixture(t.db);
    }, 120_000);
    afterAll(async () => {
      await t?.close();
    });

    it('owner 1, July: every rule of the definitions', async () => {
      expectOwner1July(await ownerStatement(t.db, f.owner1, MONTH), f.owner1);
    });
  });
}
