import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from '@villa/shared/parcel/router';
import { CriticalFallback } from '@villa/shared/ui/critical';
import { ErrorBoundary } from '@villa/shared/ui/error-boundary';
import { ErrorState } from '@villa/shared/ui/feedback';

// Every page loads on demand, so a page downloads only its own code (forms, schemas and date
// pickers belong to the pages that use them; the home's search form is not the villa page's).
// Until a page's code is there, the server-painted first screen stays (CriticalFallback).
const HomePage = lazy(() =>
  import('../features/home/components/home-page').then((m) => ({ default: m.HomePage })),
);
const ListingPage = lazy(() =>
  import('../features/search/components/listing-page').then((m) => ({ default: m.ListingPage })),
);
const RegionsPage = lazy(() =>
  import('../features/regions/components/regions-page').then((m) => ({ default: m.RegionsPage })),
);
const SlugPage = lazy(() =>
  import('../features/search/components/slug-page').then((m) => ({ default: m.SlugPage })),
);
const BoatsPage = lazy(() =>
  import('../features/boats/components/boats-page').then((m) => ({ default: m.BoatsPage })),
);
const BoatDetailPage = lazy(() =>
  import('../features/boats/components/boat-detail-page').then((m) => ({ default: m.BoatDetailPage })),
);
const VillaPage = lazy(() =>
  import('../features/villa/components/villa-page').then((m) => ({ default: m.VillaPage })),
);
const EnquirePage = lazy(() =>
  import('../features/enquire/components/enquire-page').then((m) => ({ default: m.EnquirePage })),
);
const ContactPage = lazy(() =>
  import('../features/pages/components/contact-page').then((m) => ({ default: m.ContactPage })),
);
const WebsitePageView = lazy(() =>
  import('../features/pages/components/website-page').then((m) => ({ default: m.WebsitePageView })),
);
const ReviewPage = lazy(() =>
  import('../features/review/components/review-page').then((m) => ({ default: m.ReviewPage })),
);
const PaymentPage = lazy(() =>
  import('../features/payment/components/payment-page').then((m) => ({ default: m.PaymentPage })),
);
const OfferPage = lazy(() =>
  import('../features/offer/components/offer-page').then((m) => ({ default: m.OfferPage })),
);

// The catch-all route's page (the villa, slug and blog pages load it for an unknown slug too).
const NotFoundPage = lazy(() =>
  import('../components/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

const BanksPage = lazy(() =>
  import('../features/content/components/banks-page').then((m) => ({ default: m.BanksPage })),
);
const DocumentsPage = lazy(() =>
  import('../features/content/components/documents-page').then((m) => ({ default: m.DocumentsPage })),
);
const BlogPage = lazy(() =>
  import('../features/content/components/blog-page').then((m) => ({ default: m.BlogPage })),
);
const BlogPostPage = lazy(() =>
  import('../features/content/components/blog-post-page').then((m) => ({ default: m.BlogPostPage })),
);

/** Staff-written pages served by GET /v1/website/{key}. */
const WEBSITE_PAGES = ['rental', 'privacy', 'cancel', 'kvkk', 'howrent'] as const;

/** mf-storefront: every public page of SPEC §2. */
export function App() {
  const { pathname } = useLocation();
  return (
    // A page whose code did not download (or that crashed) says so in the page area, with a reload;
    // going to another page clears it.
    <ErrorBoundary
      resetKey={pathname}
      fallback={() => (
        <ErrorState
          message="Sayfa yüklenemedi. Bağlantınızı kontrol edip sayfayı yenileyin."
          onRetry={() => window.location.reload()}
        />
      )}
    >
      <Suspense fallback={<CriticalFallback pathname={pathname} />}>
        <Routes>
          <Route index element={<HomePage />} />
          <Route
            path="/listing"
            element={
              <ListingPage
                title="Kiralık Villalar"
                lead="Tarih, kişi sayısı ve bölgeye göre müsait villalar."
              />
            }
          />
          <Route
            path="/villa"
            element={<ListingPage title="Kiralık Villalar" lead="Seçtiğiniz villa tipine uygun villalar." />}
          />
          <Route path="/villa/:slug" element={<VillaPage />} />
          <Route path="/regions" element={<RegionsPage />} />
          <Route path="/about" element={<WebsitePageView pageKey="about" />} />
          <Route path="/contact" element={<ContactPage />} />
          <Route path="/faq" element={<WebsitePageView pageKey="faq" />} />
          <Route path="/blog" element={<BlogPage />} />
          <Route path="/blog/:slug" element={<BlogPostPage />} />
          <Route path="/enquire" element={<EnquirePage />} />
          <Route path="/guvenli-odeme" element={<WebsitePageView pageKey="securepayment" />} />
          <Route path="/teklif/:token" element={<OfferPage />} />
          {WEBSITE_PAGES.map((key) => (
            <Route key={key} path={`/website/${key}`} element={<WebsitePageView pageKey={key} />} />
          ))}
          <Route path="/website/banks" element={<BanksPage />} />
          <Route path="/website/document" element={<DocumentsPage />} />
          <Route path="/tekneler" element={<BoatsPage />} />
          <Route path="/tekne/:slug" element={<BoatDetailPage />} />
          <Route path="/odeme/:token" element={<PaymentPage />} />
          <Route path="/degerlendirme/:token" element={<ReviewPage />} />
          <Route path="/:slug" element={<SlugPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}
