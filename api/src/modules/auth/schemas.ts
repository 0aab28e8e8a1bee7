import { z } from 'zod';

export const loginResponseSchema = z.object({
  content: z.object({
    accessToken: z.string(),
    user: z.object({
      id: z.number().int(),
      email: z.string(),
      role: z.string(),
      UserDetail: z.object({ firstName: z.string(), lastName: z.string() }),
    }),
  }),
});
