import { lazy } from 'react';
import { Route, Routes, useLocation, useParams } from '@villa/shared/parcel/router';
import { EDITABLE_PAGE_KEYS, type WebsitePageKey } from '@villa/shared/contracts/content';
import { LoadedScreen } from '@villa/shared/ui/loaded-screen';
import { NotFound } from '@villa/shared/ui/not-found';

// Each screen loads when it is opened: the users list does not download the rich-text editor of
// the page, blog and mail-template screens (the area's code was one 227 KB gzip download).
const BanksScreen = lazy(() =>
  import('../features/banks/components/banks-screen').then((m) => ({ default: m.BanksScreen })),
);
const BlogScreen = lazy(() =>
  import('../features/blog/components/blog-screen').then((m) => ({ default: m.BlogScreen })),
);
const CommentsScreen = lazy(() =>
  import('../features/comments/components/comments-screen').then((m) => ({ default: m.CommentsScreen })),
);
const ContactMessagesScreen = lazy(() =>
  import('../features/contact-messages/components/contact-messages-screen').then((m) => ({
    default: m.ContactMessagesScreen,
  })),
);
const DocumentsScreen = lazy(() =>
  import('../features/documents/components/documents-screen').then((m) => ({ default: m.DocumentsScreen })),
);
const MailTemplatesScreen = lazy(() =>
  import('../features/mail-templates/components/mail-templates-screen').then((m) => ({
    default: m.MailTemplatesScreen,
  })),
);
const PaymentSettingsScreen = lazy(() =>
  import('../features/settings/components/payment-settings-screen').then((m) => ({
    default: m.PaymentSettingsScreen,
  })),
);
const SettingsScreen = lazy(() =>
  import('../features/settings/components/settings-screen').then((m) => ({ default: m.SettingsScreen })),
);
const SubscribersScreen = lazy(() =>
  import('../features/subscribers/components/subscribers-screen').then((m) => ({
    default: m.SubscribersScreen,
  })),
);
const UsersScreen = lazy(() =>
  import('../features/users/components/users-screen').then((m) => ({ default: m.UsersScreen })),
);
const PageEditorScreen = lazy(() =>
  import('../features/website-pages/components/page-editor-screen').then((m) => ({
    default: m.PageEditorScreen,
  })),
);

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
  const { pathname } = useLocation();
  return (
    <LoadedScreen path={pathname}>
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
    </LoadedScreen>
  );
}
