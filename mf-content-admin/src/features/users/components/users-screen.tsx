import styled from 'styled-components';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import { ROLES, ROLE_LABELS, type Role } from '@villa/shared/contracts/roles';
import {
  listUsers,
  revokeUserSessions,
  setUserActivity,
  unlockUser,
} from '@villa/shared/contracts/routes/users';
import type { UserRow } from '@villa/shared/contracts/users';
import { formatDateTime } from '@villa/shared/lib/format/dates';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { useSession } from '@villa/shared/stores/session';
import { Button } from '@villa/shared/ui/button';
import { ConfirmDialog } from '@villa/shared/ui/confirm-dialog';
import { activeColumn, DataTable, RowActions, type DataColumn } from '@villa/shared/ui/data-table';
import { Badge, EmptyState } from '@villa/shared/ui/feedback';
import { choicesOf, Refreshing, ToolbarSelect } from '@villa/shared/ui/list-toolbar';
import { PlusIcon } from '@villa/shared/ui/icons';
import { Card, PageHeader, Row } from '@villa/shared/ui/layout';
import { useAdminMutation } from '@villa/shared/ui/use-admin-mutation';
import { useCrudState } from '@villa/shared/ui/use-crud-state';
import { usePagedQuery } from '@villa/shared/ui/use-paged-list';
import { useUrlFilter } from '@villa/shared/ui/use-url-filter';
import { useEndpointMutation } from '@villa/shared/api/request';
import { apiErrorMessage } from '@villa/shared/api/client';
import { UserFormModal } from './user-form-modal';

/** The page load after signing oneself out, behind an object so tests can observe it. */
export const signedOutNavigation = {
  go: (url: string): void => window.location.assign(url),
};

const LockNote = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  margin-top: 4px;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A lock that still holds: its end, else null. */
function activeLock(user: UserRow): Date | null {
  const until = user.lockedUntil ? new Date(user.lockedUntil) : null;
  return until && until.getTime() > Date.now() ? until : null;
}

function roleLabel(role: string): string {
  return (ROLES as readonly string[]).includes(role) ? ROLE_LABELS[role as Role] : role;
}

const fullName = (u: UserRow) => `${u.UserDetail.firstName} ${u.UserDetail.lastName}`;

/**
 * 'Kullanıcılar': list 10 a page with a role filter, create, edit and activity toggle; locked
 * accounts ('Kilitli') can be unlocked, and every session of a user can be closed.
 */
export function UsersScreen() {
  const { page, get, bind, paged } = useUrlFilter();
  const role = get('role');
  const take = PAGE_SIZE.users;
  const users = usePagedQuery(listUsers, page, take, role ? { role: role as Role } : {});
  const activity = useAdminMutation(setUserActivity, {
    invalidates: [listUsers],
    success: (u) => (u.active ? 'Kullanıcı aktifleştirildi.' : 'Kullanıcı pasifleştirildi.'),
  });
  const unlock = useAdminMutation(unlockUser, {
    invalidates: [listUsers],
    success: 'Hesabın kilidi açıldı.',
  });
  // Its success depends on whose sessions were closed (one's own signs this browser out).
  const revoke = useEndpointMutation(revokeUserSessions, { invalidates: [listUsers] });
  const myId = useSession((s) => s.id);
  const { toast } = useShellServices();
  const crud = useCrudState<UserRow>();
  const revoking = crud.deleting;

  const confirmRevoke = async (user: UserRow): Promise<boolean> => {
    try {
      await revoke.mutateAsync({ params: { id: user.id } });
    } catch (err) {
      toast('error', apiErrorMessage(err));
      return false;
    }
    if (user.id === myId) {
      // This browser's token was one of them: sign out here too (SPEC §4: go to /).
      useSession.getState().clear();
      signedOutNavigation.go('/');
      return true;
    }
    toast('success', 'Kullanıcının tüm oturumları kapatıldı.');
    return true;
  };

  const columns: DataColumn<UserRow>[] = [
    {
      id: 'name',
      accessorFn: fullName,
      header: 'Ad Soyad',
      cell: ({ row: { original: u } }) => {
        const lockedUntil = activeLock(u);
        return (
          <>
            <strong>{fullName(u)}</strong>
            {lockedUntil ? (
              <LockNote>
                <Badge $tone="danger">Kilitli</Badge>
                <span>{formatDateTime(lockedUntil)} tarihine kadar</span>
              </LockNote>
            ) : null}
          </>
        );
      },
    },
    { accessorKey: 'email', header: 'E-posta' },
    { accessorKey: 'phone', header: 'Telefon', cell: ({ row: { original: u } }) => u.phone || '—' },
    {
      accessorKey: 'role',
      header: 'Rol',
      cell: ({ row: { original: u } }) => (
        <Badge $tone={u.role === 'ADMIN' ? 'info' : 'neutral'}>{roleLabel(u.role)}</Badge>
      ),
    },
    {
      accessorKey: 'lastLoginAt',
      header: 'Son giriş',
      cell: ({ row: { original: u } }) => (u.lastLoginAt ? formatDateTime(u.lastLoginAt) : '—'),
    },
    activeColumn(activity, (u) => fullName(u)),
  ];

  return (
    <>
      <PageHeader
        title="Kullanıcılar"
        description="Yönetici ve ev sahibi hesaplarını yönetin."
        actions={
          <Button onClick={crud.create}>
            <PlusIcon size={18} /> Yeni Kullanıcı
          </Button>
        }
      />
      <Card>
        <Row $wrap style={{ marginBottom: 16 }}>
          <ToolbarSelect
            id="role-filter"
            label="Rol"
            {...bind('role')}
            options={choicesOf(ROLES, (r) => ROLE_LABELS[r])}
          />
          <Refreshing query={users} />
        </Row>
        <DataTable
          label="Kullanıcılar"
          {...paged(users, take)}
          columns={columns}
          rowTestId="user-row"
          actions={(u) => (
            <RowActions
              onEdit={() => crud.edit(u)}
              onDelete={() => crud.confirmDelete(u)}
              deleteLabel="Tüm oturumları kapat"
            >
              {activeLock(u) ? (
                <Button
                  $variant="secondary"
                  $size="sm"
                  disabled={unlock.isPending}
                  onClick={() => void unlock.run({ params: { id: u.id } })}
                >
                  Kilidi aç
                </Button>
              ) : null}
            </RowActions>
          )}
          empty={
            <EmptyState title="Kullanıcı bulunamadı">
              {role ? 'Bu role sahip kullanıcı yok.' : 'Henüz kullanıcı eklenmemiş.'}
            </EmptyState>
          }
        />
      </Card>
      <UserFormModal user={crud.editing} open={crud.formOpen} onClose={crud.closeForm} />
      <ConfirmDialog
        open={revoking !== null}
        title="Tüm oturumları kapat"
        confirmLabel="Oturumları kapat"
        onConfirm={() => revoking && confirmRevoke(revoking)}
        onClose={crud.closeDelete}
      >
        <strong>{revoking ? fullName(revoking) : ''}</strong> kullanıcısının açık olan bütün oturumları
        kapatılacak; devam etmek için yeniden giriş yapması gerekecek.
        {revoking && revoking.id === myId ? (
          <p style={{ marginTop: 12, fontWeight: 600 }}>
            Bu sizin hesabınız: bu tarayıcıdaki oturumunuz da kapanacak ve çıkış yapacaksınız.
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
