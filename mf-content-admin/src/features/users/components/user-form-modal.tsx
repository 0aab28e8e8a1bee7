import { useEffect, useMemo } from 'react';
import type { Resolver } from 'react-hook-form';
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
import { FormGrid } from '@villa/shared/ui/form';
import { InputField, SelectField, ToggleField } from '@villa/shared/ui/form-fields';
import { CrudFormModal } from '@villa/shared/ui/crud-dialogs';
import { choicesOf } from '@villa/shared/ui/list-toolbar';

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

function valuesOf(user: UserRow | null): FormInput {
  if (!user) {
    return { email: '', password: '', role: 'OWNER', firstName: '', lastName: '', phone: '', active: true };
  }
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
  const resolver = useMemo(() => userResolver(isNew), [isNew]);
  useEffect(() => {
    if (open) void loadStrength();
  }, [open]);

  return (
    <CrudFormModal
      entity={user}
      open={open}
      onClose={onClose}
      resolver={resolver}
      valuesOf={valuesOf}
      create={createUser}
      update={updateUser}
      // A new user needs a password; editing keeps the old one when left empty.
      bodyOf={(body, entity) => (entity ? body : { ...body, password: body.password ?? '' })}
      invalidates={[listUsers]}
      created="Kullanıcı oluşturuldu."
      updated="Kullanıcı güncellendi."
      title={isNew ? 'Yeni Kullanıcı' : 'Kullanıcıyı Düzenle'}
      formLabel="Kullanıcı formu"
    >
      {(form) => (
        <FormGrid>
          <InputField form={form} name="firstName" label="Ad" autoComplete="given-name" />
          <InputField form={form} name="lastName" label="Soyad" autoComplete="family-name" />
          <div className="full">
            <InputField form={form} name="email" label="E-posta" type="email" autoComplete="off" />
          </div>
          <InputField
            form={form}
            name="password"
            label={isNew ? 'Şifre' : 'Yeni şifre'}
            hint={
              isNew
                ? `En az ${PASSWORD_MIN_LENGTH} karakter; sık kullanılan bir şifre veya ad, soyad ya da e-postadan türetilmiş olamaz.`
                : 'Boş bırakırsanız şifre değişmez.'
            }
            type="password"
            autoComplete="new-password"
          />
          <InputField form={form} name="phone" label="Telefon" type="tel" autoComplete="off" />
          <SelectField
            form={form}
            name="role"
            label="Rol"
            options={choicesOf(ROLES, (r) => ROLE_LABELS[r])}
          />
          <div style={{ alignSelf: 'end', paddingBottom: 8 }}>
            <ToggleField form={form} name="active" label="Aktif" fallback />
          </div>
        </FormGrid>
      )}
    </CrudFormModal>
  );
}
