import { z } from 'zod';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  passwordProblem,
  passwordShapeProblem,
  type PasswordStrength,
} from '../lib/password-policy';
import { recordId } from './fields';
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
export const userResponseSchema = z.object({ content: userRowSchema });

/** Admin user routes: registered under USERS_BASE by the API, called through userActionHref. */
export const USERS_BASE = '/v1/admin/users';
export const USER_ACTIONS = {
  /** POST, ADMIN: every token the user holds stops working (token version bumped). */
  revokeSessions: '/:id/revoke-sessions',
  /** POST, ADMIN: clears the failed-login lock. */
  unlock: '/:id/unlock',
} as const;
export const userActionHref = (action: keyof typeof USER_ACTIONS, id: number) =>
  `${USERS_BASE}${USER_ACTIONS[action].replace(':id', String(id))}`;

export interface UserSelectItem {
  id: number;
  name: string;
  role: string;
}
