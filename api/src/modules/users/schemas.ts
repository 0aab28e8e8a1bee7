import { z } from 'zod';
import { recordId } from '@villa/shared/contracts/fields';
import { userRoleSchema, userRowSchema } from '@villa/shared/contracts/users';
import { emptyAsUndefined, pagingQuery } from '../../lib/paging.ts';

export const userListQuery = pagingQuery(10).extend({
  role: z.preprocess(emptyAsUndefined, userRoleSchema.optional()),
});

export const userSelectQuery = z.object({
  role: z.preprocess(emptyAsUndefined, userRoleSchema.optional()),
});

export const userIdParams = z.object({ id: recordId() });

export const userListResponse = z.object({ content: z.array(userRowSchema), total: z.number().int() });
export const userSelectResponse = z.object({
  content: z.array(z.object({ id: z.number().int(), name: z.string(), role: z.string() })),
});
