import { z } from 'zod';

const keyValue = z.object({ key: z.string(), value: z.string() });
const villaType = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
const district = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  town_id: z.number().int(),
});
const town = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  District: z.array(district),
});

export const villaTypesResponse = z.object({ content: z.array(villaType) });
export const regionsResponse = z.object({ content: z.object({ towns: z.array(town) }) });
export const homeResponse = z.object({
  content: z.object({
    footerData: z.array(keyValue),
    exchange: z.array(keyValue),
    settings: z.array(keyValue),
  }),
});
export const keyValuesResponse = z.object({ content: z.array(keyValue) });
