import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import type { WebsitePageKey } from '@villa/shared/contracts/content';
import {
  publicAboutPage,
  publicCancelPage,
  publicFaqPage,
  publicHowrentPage,
  publicKvkkPage,
  publicPrivacyPage,
  publicRentalPage,
  publicSecurepaymentPage,
} from '@villa/shared/contracts/routes/website-pages';

/** The public endpoint of each page (GET /v1/website/{key}, one per key as the SPEC lists them). */
const PAGE_ROUTES = {
  about: publicAboutPage,
  rental: publicRentalPage,
  cancel: publicCancelPage,
  privacy: publicPrivacyPage,
  kvkk: publicKvkkPage,
  howrent: publicHowrentPage,
  faq: publicFaqPage,
  securepayment: publicSecurepaymentPage,
} satisfies Record<WebsitePageKey, unknown>;

export const websitePageQuery = (key: WebsitePageKey) => endpointQuery(PAGE_ROUTES[key]);

export function useWebsitePage(key: WebsitePageKey) {
  return useQuery(websitePageQuery(key));
}
