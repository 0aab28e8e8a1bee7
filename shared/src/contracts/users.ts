import { z } from 'zod';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  passwordProblem,
  passwordShapeProblem,
  type PasswordStrength,
} from '../lib/password-policy';
import { endpoint } from './endpoint';
import { idParams, pagingQuery, recordId } from './fields';
import { ROLES } from './roles';

const name = (label: string) =>
  z.string().trim().min(1, `${label} gerekli.`).max(80, `${label} en fazla 80 karakter olabilir.`);

export const userRoleSchema = z.enum(ROLES, { message: 'Geçerli bir rol seçin.' });

/** The user's fields; the password rule that needs the names and e-mail runs on the whole body. */
const userFields = z.object({
  email: z.string().trim().toLowerCase().email('Geçerli bir e-posta adresi girin.').max(160),
  password: z.string().min(1, PASSWORD_MESSAGES.required).max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong),
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

/**
 * lib/password-policy on a user body (an empty password on update keeps the current one). With
 * `strength` null only the rules that need no dictionary run: the API always passes the estimate,
 * the users form passes it once its lazy chunk has loaded.
 */
function passwordRule(strength: PasswordStrength | null) {
  return (
    body: { password?: string | undefined; firstName: string; lastName: string; email: string },
    ctx: z.RefinementCtx,
  ) => {
    if (!body.password) return;
    const owner = { firstName: body.firstName, lastName: body.lastName, email: body.email };
    const problem = strength
      ? passwordProblem(body.password, owner, strength)
      : passwordShapeProblem(body.password, owner);
    if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
  };
}

/** Create: every field, a password that follows the rule. */
export const userCreateSchemaWith = (strength: PasswordStrength | null) =>
  userFields.superRefine(passwordRule(strength));

/** Update: same fields; an empty or missing password keeps the current one. */
export const userUpdateSchemaWith = (strength: PasswordStrength | null) =>
  userFields
    .extend({ password: z.string().max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong).optional() })
    .superRefine(passwordRule(strength));

/** Without the strength estimate (types, and forms before it has loaded). */
export const userCreateSchema = userCreateSchemaWith(null);
export type UserCreateBody = z.infer<typeof userCreateSchema>;
export const userUpdateSchema = userUpdateSchemaWith(null);
export type UserUpdateBody = z.infer<typeof userUpdateSchema>;

export const userActivitySchema = z.object({
  id: recordId('Kullanıcı'),
  active: z.boolean(),
});

/** A user as the admin API returns it; the password hash never leaves the server. */
export const userRowSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.string(),
  active: z.boolean(),
  phone: z.string(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** Set while failed logins keep the account locked (ISO time the lock ends), otherwise null. */
  lockedUntil: z.string().nullable(),
  UserDetail: z.object({ firstName: z.string(), lastName: z.string() }),
});
export type UserRow = z.infer<typeof userRowSchema>;
export const userSelectItem = z.object({ id: z.number().int(), name: z.string(), role: z.string() });
export type UserSelectItem = z.infer<typeof userSelectItem>;

/** Treats `?role=` (empty) like an absent parameter, as the admin screens send it. */
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

export const userListQuery = pagingQuery(10).extend({
  role: z.preprocess(emptyAsUndefined, userRoleSchema.optional()),
});
export const userSelectQuery = z.object({
  role: z.preprocess(emptyAsUndefined, userRoleSchema.optional()),
});

const tags = ['users'];

export const listUsers = endpoint({
  method: 'GET',
  path: '/v1/admin/users',
  summary: 'Kullanıcı listesi',
  tags,
  query: userListQuery,
  response: z.array(userRowSchema),
  total: true,
});

export const selectUsers = endpoint({
  method: 'GET',
  path: '/v1/admin/users/select',
  summary: 'Seçim kutuları için aktif kullanıcılar',
  tags,
  query: userSelectQuery,
  response: z.array(userSelectItem),
});

export const getUser = endpoint({
  method: 'GET',
  path: '/v1/admin/users/{id}',
  summary: 'Kullanıcı detayı',
  tags,
  params: idParams(),
  response: userRowSchema,
});

/**
 * Create and update validate with the password rule's dictionary estimate on the API
 * (userCreateSchemaWith(passwordStrength)); these definitions carry the rule without it, which
 * is what the OpenAPI document shows (a refinement has no schema of its own).
 */
export const createUser = endpoint({
  method: 'POST',
  path: '/v1/admin/users',
  summary: 'Kullanıcı ekle',
  tags,
  body: userCreateSchema,
  response: userRowSchema,
  status: 201,
});

export const updateUser = endpoint({
  method: 'PUT',
  path: '/v1/admin/users/{id}',
  summary: 'Kullanıcı güncelle',
  tags,
  params: idParams(),
  body: userUpdateSchema,
  response: userRowSchema,
});

export const setUserActivity = endpoint({
  method: 'PATCH',
  path: '/v1/admin/users/activity',
  summary: 'Kullanıcıyı aktif/pasif yap',
  tags,
  body: userActivitySchema,
  response: userRowSchema,
});

/** Every token the user holds stops working (token version bumped). */
export const revokeUserSessions = endpoint({
  method: 'POST',
  path: '/v1/admin/users/{id}/revoke-sessions',
  summary: 'Tüm oturumları kapat: kullanıcının bütün tokenları geçersiz olur',
  tags,
  params: idParams(),
  response: userRowSchema,
});

/** Clears the failed-login lock. */
export const unlockUser = endpoint({
  method: 'POST',
  path: '/v1/admin/users/{id}/unlock',
  summary: 'Kilidi aç: başarısız giriş sayacını ve kilidi sıfırla',
  tags,
  params: idParams(),
  response: userRowSchema,
});
