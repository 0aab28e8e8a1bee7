import { expect, type APIRequestContext } from '@playwright/test';

/** The guest of a stay request: name, phone and e-mail as the villa page's form takes them. */
export interface Guest {
  name: string;
  phone: string;
  email: string;
}

/**
 * A visitor's reservation request for two guests as the villa page sends it (POST /v1/reservations,
 * KVKK accepted; status 'new'): its reservation code.
 */
export async function requestStay(
  request: APIRequestContext,
  stay: { villaId: number; checkIn: string; checkOut: string },
  guest: Guest,
): Promise<string> {
  const created = await request.post('/v1/reservations', {
    data: { ...stay, guests: 2, ...guest, kvkk: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).content.code as string;
}
