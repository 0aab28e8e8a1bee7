import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { apiErrorMessage } from '@villa/shared/api/client';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import type { ContactMessage, ContactMessageStatus } from '@villa/shared/contracts/contact-messages';
import { deleteContactMessage, listContactMessages } from '@villa/shared/contracts/routes/contact-messages';
import { formatDateTime } from '@villa/shared/lib/format/dates';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { Button } from '@villa/shared/ui/button';
import { ConfirmDialog } from '@villa/shared/ui/confirm-dialog';
import { DataTable, type DataColumn } from '@villa/shared/ui/data-table';
import { Facts } from '@villa/shared/ui/facts';
import { Badge, EmptyState } from '@villa/shared/ui/feedback';
import { QueryView } from '@villa/shared/ui/query-view';
import { Card, PageHeader, Row, Stack } from '@villa/shared/ui/layout';
import { Modal } from '@villa/shared/ui/modal';
import { useAdminMutation } from '@villa/shared/ui/use-admin-mutation';
import { useUrlFilter } from '@villa/shared/ui/use-url-filter';
import { StatusFilter, statusIn } from '../../../components/status-filter';
import { useMessage, useMessages, useRefreshMenuCounts, useSetMessageRead } from '../api/messages';

/** An unread message's cells are bold. */
const Cell = styled.span<{ $unread: boolean }>`
  font-weight: ${({ $unread }) => ($unread ? 600 : 'inherit')};
`;

const columns: DataColumn<ContactMessage>[] = [
  {
    accessorKey: 'isRead',
    header: 'Durum',
    cell: ({ row: { original: m } }) =>
      m.isRead ? <Badge>Okundu</Badge> : <Badge $tone="warning">Yeni</Badge>,
  },
  {
    accessorKey: 'name',
    header: 'Gönderen',
    cell: ({ row: { original: m } }) => (
      <Cell $unread={!m.isRead}>
        {m.name}
        <div style={{ fontWeight: 400, opacity: 0.7, fontSize: 12 }}>{m.email}</div>
      </Cell>
    ),
  },
  {
    accessorKey: 'subject',
    header: 'Konu',
    cell: ({ row: { original: m } }) => (
      <Cell $unread={!m.isRead}>{m.subject || m.message.slice(0, 60)}</Cell>
    ),
  },
  {
    accessorKey: 'createdAt',
    header: 'Tarih',
    cell: ({ row: { original: m } }) => <Cell $unread={!m.isRead}>{formatDateTime(m.createdAt)}</Cell>,
  },
];
const Body = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  margin: 0;
  padding: 14px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

function MessageModal({
  id,
  onClose,
  onDelete,
}: {
  id: number | null;
  onClose: () => void;
  onDelete: (m: ContactMessage) => void;
}) {
  const message = useMessage(id);
  const { data } = message;
  const setRead = useSetMessageRead();
  const { mutate: markRead } = useSetMessageRead();
  const { toast } = useShellServices();
  // The message this modal opening has marked read, so marking it unread again sticks.
  const marked = useRef<number | null>(null);

  // Opening an unread message marks it read (the badge drops at once).
  useEffect(() => {
    if (id === null) marked.current = null;
    else if (data && data.id === id && !data.isRead && marked.current !== id) {
      marked.current = id;
      markRead({ params: { id }, body: { isRead: true } });
    }
  }, [id, data, markRead]);

  return (
    <Modal title="Mesaj" open={id !== null} onClose={onClose}>
      <QueryView query={message}>
        {(data) => (
          <Stack>
            <Facts $align="left">
              <dt>Gönderen</dt>
              <dd>{data.name}</dd>
              <dt>E-posta</dt>
              <dd>
                <a href={`mailto:${data.email}`}>{data.email}</a>
              </dd>
              {data.phone ? (
                <>
                  <dt>Telefon</dt>
                  <dd>
                    <a href={`tel:${data.phone.replace(/\s+/g, '')}`}>{data.phone}</a>
                  </dd>
                </>
              ) : null}
              <dt>Konu</dt>
              <dd>{data.subject || '—'}</dd>
              <dt>Tarih</dt>
              <dd>{formatDateTime(data.createdAt)}</dd>
            </Facts>
            <Body>{data.message}</Body>
            <Row $justify="space-between" $wrap>
              <Button $variant="ghost" onClick={() => onDelete(data)}>
                Sil
              </Button>
              <Row>
                <Button
                  $variant="secondary"
                  onClick={() =>
                    setRead.mutate(
                      { params: { id: data.id }, body: { isRead: false } },
                      {
                        onSuccess: () => {
                          toast('info', 'Mesaj okunmadı olarak işaretlendi.');
                          onClose();
                        },
                        onError: (err) => toast('error', apiErrorMessage(err)),
                      },
                    )
                  }
                >
                  Okunmadı yap
                </Button>
                <Button onClick={onClose}>Kapat</Button>
              </Row>
            </Row>
          </Stack>
        )}
      </QueryView>
    </Modal>
  );
}

const STATUS_CHOICES = [
  { value: 'unread', label: 'Okunmamış' },
  { value: 'read', label: 'Okunmuş' },
] as const;

/** İletişim Formu: visitors' messages 10 a page, with read/unread state. */
export function ContactMessagesScreen() {
  const { page, get, setFilter, paged } = useUrlFilter();
  const status: ContactMessageStatus = statusIn(get('status'), STATUS_CHOICES);
  const messages = useMessages(page, status);
  const refreshCounts = useRefreshMenuCounts();
  const remove = useAdminMutation(deleteContactMessage, {
    invalidates: [listContactMessages],
    success: 'Mesaj silindi.',
    onSuccess: () => {
      setOpenId(null);
      return refreshCounts();
    },
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<ContactMessage | null>(null);

  return (
    <>
      <PageHeader
        title="İletişim Formu"
        description="Ziyaretçilerin iletişim formundan gönderdiği mesajlar."
      />
      <Card>
        <StatusFilter
          id="message-status"
          choices={STATUS_CHOICES}
          value={status}
          onChange={(next) => setFilter({ status: next })}
        />
        <DataTable
          label="İletişim formu mesajları"
          {...paged(messages, PAGE_SIZE.contactMessages)}
          columns={columns}
          rowTestId="message-row"
          actions={(m) => (
            <Button $variant="secondary" $size="sm" onClick={() => setOpenId(m.id)}>
              Görüntüle
            </Button>
          )}
          empty={
            <EmptyState title="Mesaj yok">
              {status === 'unread' ? 'Okunmamış mesajınız yok.' : 'Henüz mesaj gelmemiş.'}
            </EmptyState>
          }
        />
      </Card>
      <MessageModal id={openId} onClose={() => setOpenId(null)} onDelete={setDeleting} />
      <ConfirmDialog
        open={deleting !== null}
        title="Mesajı sil"
        onConfirm={() => deleting && remove.run({ params: { id: deleting.id } })}
        onClose={() => setDeleting(null)}
      >
        <strong>{deleting?.name}</strong> tarafından gönderilen mesaj kalıcı olarak silinecek. Emin misiniz?
      </ConfirmDialog>
    </>
  );
}
