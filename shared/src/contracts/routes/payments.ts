// Generated from shared/src/contracts/payments.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../payments';
import { routeTable } from '../../api/route';

export const { cardPaymentCallback, getCardPaymentOptions, getCardPaymentResult, getPaymentSettings, savePaymentSettings, startCardPayment } = routeTable<typeof contract>({ cardPaymentCallback: ["POST","/v1/payment/callback/{ref}"], getCardPaymentOptions: ["GET","/v1/payment/{token}/card"], getCardPaymentResult: ["GET","/v1/payment/{token}/card/{ref}"], getPaymentSettings: ["GET","/v1/admin/payment-settings"], savePaymentSettings: ["PUT","/v1/admin/payment-settings"], startCardPayment: ["POST","/v1/payment/{token}/card"] });
