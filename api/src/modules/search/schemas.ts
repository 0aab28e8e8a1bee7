/**
 * The card shapes live in @villa/shared/contracts/storefront; these names remain for
 * villas/public-routes.ts until it registers its routes from contracts too.
 */
export { villaCard as villaCardSchema, villaPhoto as photoSchema } from '@villa/shared/contracts/storefront';
