import { useEffect, useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@villa/shared/lib/form-resolver';
import type { z } from 'zod';
import { ROLES, ROLE_LABELS } from '@villa/shared/contracts/roles';
import {
  userCreateSchemaWith,
  userUpdateSchemaWith,
  type userUpdateSchema,
  type UserRow,
} from '@villa/shared/contracts/users';
import { createUser, listUsers, updateUser } from '@villa/shared/contracts/routes/users';
import { PASSWORD_MIN_LENGTH, type PasswordStrength } from '@villa/shared/lib/password-policy';
import { Button } from '@villa/shared/ui/button';
import { Field, FormGrid, Input, Select, Toggle } from '@villa/shared/ui/form';
import { Row } from '@villa/shared/ui/layout';
import { Modal } from '@villa/shared/ui/modal';
import { useAdminMutation } from '@villa/shared/ui/use-admin-mutation';

type FormInput = z.input<typeof userUpdateSchema>;
type FormOutput = z.output<typeof userUpdateSchema>;

interface Props {
  /** null: create a new user; a row: edit it. */
  user: UserRow | null;
  open: boolean;
  onClose: () => void;
}

/**
 * The password strength estimate (zxcvbn-ts and its dictionaries, ~350 KB) is a chunk of its own,
 * loaded when the form opens; if it cannot load, the form checks the rest and the API decides.
 */
function loadStrength(): Promise<PasswordStrength | null> {
  return import('@villa/shared/lib/password-strength').then(
    (m) => m.passwordStrength,
    () => null,
  );
}

/** The contract's schema with the same password rule as the API, once the estimate is here. */
function userResolver(isNew: boolean): Resolver<FormInput, unknown, FormOutput> {
  return async (values, context, options) => {
    const strength = await loadStrength();
    // The create schema's output is the update schema's with a required password.
    const schema = isNew
      ? (userCreateSchemaWith(strength) as unknown as ReturnType<typeof userUpdateSchemaWith>)
      : userUpdateSchemaWith(strength);
    return zodResolver(schema)(values, context, options);
  };
}

function emptyValues(): FormInput {
  return { email: '', password: '', role: 'OWNER', firstName: '', lastName: '', phone: '', active: true };
}

function valuesOf(user: UserRow): FormInput {
  return {
    email: user.email,
    password: '',
    role: user.role === 'ADMIN' ? 'ADMIN' : 'OWNER',
    firstName: user.UserDetail.firstName,
    lastName: user.UserDetail.lastName,
    phone: user.phone,
    active: user.active,
  };
}

export function UserFormModal({ user, open, onClose }: Props) {
  const isNew = user === null;
  const create = useAdminMutation(createUser, {
    invalidates: [listUsers],
    success: 'Kullanıcı oluşturuldu.',
  });
  const update = useAdminMutation(updateUser, {
    invalidates: [listUsers],
    success: 'Kullanıcı güncellendi.',
  });
  const resolver = useMemo(() => userResolver(isNew), [isNew]);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    // A new user needs a password; editing keeps the old one when left empty.
    resolver,
    defaultValues: user ? valuesOf(user) : emptyValues(),
  });

  useEffect(() => {
    if (!open) return;
    reset(user ? valuesOf(user) : emptyValues());
    void loadStrength();
  }, [open, user, reset]);

  const onSubmit = handleSubmit(async (body) => {
    const saved =
      user === null
        ? await create.run({ body: { ...body, password: body.password ?? '' } })
        : await update.run({ params: { id: user.id }, body });
    if (saved) onClose();
  });

  return (
    <Modal title={isNew ? 'Yeni Kullanıcı' : 'Kullanıcıyı Düzenle'} open={open} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate aria-label="Kullanıcı formu">
        <FormGrid>
          <Field label="Ad" error={errors.firstName?.message}>
            <Input {...register('firstName')} autoComplete="given-name" />
          </Field>
          <Field label="Soyad" error={errors.lastName?.message}>
            <Input {...register('lastName')} autoComplete="family-name" />
          </Field>
          <div className="full">
            <Field label="E-posta" error={errors.email?.message}>
              <Input type="email" {...register('email')} autoComplete="off" />
            </Field>
          </div>
          <Field
            label={isNew ? 'Şifre' : 'Yeni şifre'}
            error={errors.password?.message}
            hint={
              isNew
                ? `En az ${PASSWORD_MIN_LENGTH} karakter; sık kullanılan bir şifre veya ad, soyad ya da e-postadan türetilmiş olamaz.`
                : 'Boş bırakırsanız şifre değişmez.'
            }
          >
            <Input type="password" {...register('password')} autoComplete="new-password" />
          </Field>
          <Field label="Telefon" error={errors.phone?.message}>
            <Input type="tel" {...register('phone')} autoComplete="off" />
          </Field>
          <Field label="Rol" error={errors.role?.message}>
            <Select {...register('role')}>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </Select>
          </Field>
          <div style={{ alignSelf: 'end', paddingBottom: 8 }}>
            <Toggle
              checked={watch('active') ?? true}
              onChange={(v) => setValue('active', v, { shouldDirty: true })}
              label="Aktif"
            />
          </div>
        </FormGrid>
        <Row $justify="flex-end" style={{ marginTop: 24 }}>
          <Button $variant="secondary" onClick={onClose}>
            Vazgeç
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Kaydediliyor…' : 'Kaydet'}
          </Button>
        </Row>
      </form>
    </Modal>
  );
}
