import { z } from 'zod';
import { ROLES } from './roles';

const name = (label: string) =>
  z.string().trim().min(1, `${label} gerekli.`).max(80, `${label} en fazla 80 karakter olabilir.`);

export const userRoleSchema = z.enum(ROLES, { message: 'Geçerli bir rol seçin.' });

export const userCreateSchema = z.object({
  email: z.string().trim().toLowerCase().email('Geçerli bir e-posta adresi girin.').max(160),
  password: z.string().min(8, 'Şifre en az 8 karakter olmalı.').max(200),
  role: userRoleSchema,
  firstName: name('Ad'),
  lastName: name('Soyad'),
  phone: z
    .string()
    .trim()
    .max(30, 'Telefon en fazla 30 karakter olabilir.')
    .regex(/^[+0-9 ()-]*$/, 'Telefon yalnızca rakam, boşluk, +, ( ) ve - içerebilir.')
    .optional()
    .default(''),
  active: z.boolean().optional().default(true),
});
export type UserCreateBody = z.infer<typeof userCreateSchema>;

/** Update: same fields; an empty or missing password keeps the current one. */
export const userUpdateSchema = userCreateSchema.extend({
  password: z
    .string()
    .max(200)
    .refine((v) => v === '' || v.length >= 8, 'Şifre en az 8 karakter olmalı.')
    .optional(),
});
export type UserUpdateBody = z.infer<typeof userUpdateSchema>;

export const userActivitySchema = z.object({
  id: z.coerce.number().int().positive(),
  active: z.boolean(),
});

export interface UserRow {
  id: number;
  email: string;
  role: string;
  active: boolean;
  phone: string;
  createdAt: string;
  lastLoginAt: string | null;
  UserDetail: { firstName: string; lastName: string };
}

export interface UserSelectItem {
  id: number;
  name: string;
  role: string;
}
