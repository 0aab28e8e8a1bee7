// Generated from shared/src/contracts/website-pages.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../website-pages';
import { routeTable } from '../../api/route';

export const { getWebsitePage, listWebsitePages, publicAboutPage, publicCancelPage, publicFaqPage, publicHowrentPage, publicKvkkPage, publicPrivacyPage, publicRentalPage, publicSecurepaymentPage, saveWebsitePage } = routeTable<typeof contract>({ getWebsitePage: ["GET","/v1/admin/website-pages/{section}"], listWebsitePages: ["GET","/v1/admin/website-pages"], publicAboutPage: ["GET","/v1/website/about"], publicCancelPage: ["GET","/v1/website/cancel"], publicFaqPage: ["GET","/v1/website/faq"], publicHowrentPage: ["GET","/v1/website/howrent"], publicKvkkPage: ["GET","/v1/website/kvkk"], publicPrivacyPage: ["GET","/v1/website/privacy"], publicRentalPage: ["GET","/v1/website/rental"], publicSecurepaymentPage: ["GET","/v1/website/securepayment"], saveWebsitePage: ["PUT","/v1/admin/{section}/edit"] });
