import { z } from 'zod';
import { userRoleSchema } from '@villa/shared/contracts/users';
import { emptyAsUndefined, pagingQuery } from '../../lib/paging.ts';

export const userRowSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.string(),
  active: z.boolean(),
  phone: z.string(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  UserDetail: z.object({ firstName: z.string(), lastName: z.string() }),
});

export const userListQuery = pagingQuery(10).extend({
  role: z.preprocess(emptyAsUndefined, userRoleSchema.optional()),
});

export const userSelectQuery = z.object({
  role: z.preprocess(emptyAsUndefined, userRoleSchema.optional()),
});

export const userIdParams = z.object({ id: z.coerce.number().int().positive() });

export const userListResponse = z.object({ content: z.array(userRowSchema), total: z.number().int() });
export const userResponse = z.object({ content: userRowSchema });
export const userSelectResponse = z.object({
  content: z.array(z.object({ id: z.number().int(), name: z.string(), role: z.string() })),
});
