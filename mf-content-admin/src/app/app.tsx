import { Route, Routes, useParams } from '@villa/shared/parcel/router';
import { EDITABLE_PAGE_KEYS, type WebsitePageKey } from '@villa/shared/contracts/content';
import { NotFound } from '@villa/shared/ui/not-found';
import { BanksScreen } from '../features/banks/components/banks-screen';
import { BlogScreen } from '../features/blog/components/blog-screen';
import { CommentsScreen } from '../features/comments/components/comments-screen';
import { ContactMessagesScreen } from '../features/contact-messages/components/contact-messages-screen';
import { DocumentsScreen } from '../features/documents/components/documents-screen';
import { MailTemplatesScreen } from '../features/mail-templates/components/mail-templates-screen';
import { PaymentSettingsScreen } from '../features/settings/components/payment-settings-screen';
import { SettingsScreen } from '../features/settings/components/settings-screen';
import { SubscribersScreen } from '../features/subscribers/components/subscribers-screen';
import { UsersScreen } from '../features/users/components/users-screen';
import { PageEditorScreen } from '../features/website-pages/components/page-editor-screen';

const notFound = <NotFound homeHref="/" homeLabel="Panele dön" />;

/** /website/{about, rental, cancel, privacy, kvkk, howrent} edit pages; bank and documents have their own. */
function WebsiteSection() {
  const { section = '' } = useParams();
  if (!(EDITABLE_PAGE_KEYS as readonly string[]).includes(section)) return notFound;
  // key: each page gets a fresh editor state.
  return <PageEditorScreen key={section} pageKey={section as WebsitePageKey} />;
}

/** mf-content-admin: users, website pages, blog, templates, messages, comments, subscribers, settings. */
export function App() {
  return (
    <Routes>
      <Route path="/users" element={<UsersScreen />} />
      <Route path="/website/bank" element={<BanksScreen />} />
      <Route path="/website/documents" element={<DocumentsScreen />} />
      <Route path="/website/:section" element={<WebsiteSection />} />
      <Route path="/settings/payment" element={<PaymentSettingsScreen />} />
      <Route path="/settings/:section" element={<SettingsScreen />} />
      <Route path="/templates/mailtemplates" element={<MailTemplatesScreen />} />
      <Route path="/contact" element={<ContactMessagesScreen />} />
      <Route path="/comments" element={<CommentsScreen />} />
      <Route path="/blog" element={<BlogScreen />} />
      <Route path="/subscriber" element={<SubscribersScreen />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
