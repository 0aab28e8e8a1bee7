import {
  PaymentProviderError,
  type CardPaymentResult,
  type CardPaymentSession,
  type PaymentProvider,
  type RefundLookup,
  type RefundResult,
} from './provider.ts';

const NO_CARD = 'Kartla ödeme şu anda alınmıyor; ödemenizi havale/EFT ile yapabilirsiniz.';

/**
 * Bank transfer, the path that exists today: the guest sees the agency's bank accounts and staff
 * record the payment by hand. It offers no card, so every card operation is refused.
 */
export class BankTransferProvider implements PaymentProvider {
  readonly id = 'bank_transfer' as const;
  readonly offersCard = false;
  readonly testMode = false;

  initializeCardPayment(): Promise<CardPaymentSession> {
    return Promise.reject(new PaymentProviderError(NO_CARD, 'not_supported'));
  }

  retrieveCardPayment(): Promise<CardPaymentResult> {
    return Promise.reject(new PaymentProviderError(NO_CARD, 'not_supported'));
  }

  refund(): Promise<RefundResult> {
    return Promise.reject(
      new PaymentProviderError('Havale ile alınan ödemeler buradan iade edilemez.', 'not_supported'),
    );
  }

  findRefund(): Promise<RefundLookup> {
    return Promise.reject(
      new PaymentProviderError('Havale ile alınan ödemelerin iadesi sorgulanamaz.', 'not_supported'),
    );
  }
}
