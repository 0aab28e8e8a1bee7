/**
 * iyzico's sandbox test cards as the stand-in answers them
 * (https://docs.iyzico.com/en/add-ons/test-cards; codes and groups from
 * https://docs.iyzico.com/en/add-ons/error-codes/bank-error-codes). Expiry and CVC may be any
 * well-formed values with a future date, as in iyzico's sandbox. A number not listed is refused
 * as an invalid card number: like the sandbox, the stand-in takes no real cards.
 */

export type CardOutcome =
  | { kind: 'success'; refundable: boolean }
  | { kind: 'bank_error'; errorCode: string; errorGroup: string; errorMessage: string }
  /** The 3-D Secure step ends with this mdStatus (not 1): the payment fails after it. */
  | { kind: 'md_status'; mdStatus: number }
  /** 3-D Secure cannot even start: refused when the card is submitted. */
  | { kind: 'threeds_init_failed' };

const SUCCESS_CARDS = [
  '5528790000000008', // Halkbank Master Card credit
  '5890040000000016', // Akbank Master Card debit
  '5526080000000006', // Akbank Master Card credit
  '4766620000000001', // Denizbank Visa debit
  '4603450000000000', // Denizbank Visa credit
  '5311570000000005', // QNB Master Card credit
  '5170410000000004', // Garanti Master Card debit
  '5400360000000003', // Garanti Master Card credit
  '374427000000003', // Garanti American Express
  '4475050000000003', // Halkbank Visa debit
  '4059030000000009', // HSBC Visa debit
  '5504720000000003', // HSBC Master Card credit
  '5892830000000000', // İş Bankası Master Card debit
  '4543590000000006', // İş Bankası Visa credit
  '4910050000000006', // Vakıfbank Visa debit
  '4157920000000002', // Vakıfbank Visa credit
  '5168880000000002', // Yapı Kredi Master Card debit
  '5451030000000000', // Yapı Kredi Master Card credit
  '9792030000000000', // QNB Troy credit
  '4054180000000007', // foreign debit
  '5400010000000004', // foreign credit
];

const bank = (errorCode: string, errorGroup: string, errorMessage: string): CardOutcome => ({
  kind: 'bank_error',
  errorCode,
  errorGroup,
  errorMessage,
});

const ERROR_CARDS: Record<string, CardOutcome> = {
  '5406670000000009': { kind: 'success', refundable: false },
  '4111111111111129': bank('10051', 'NOT_SUFFICIENT_FUNDS', 'Kart limiti yetersiz, yetersiz bakiye'),
  '4129111111111111': bank('10005', 'DO_NOT_HONOUR', 'İşlem onaylanmadı'),
  '4128111111111112': bank('10012', 'INVALID_TRANSACTION', 'Geçersiz işlem'),
  '4127111111111113': bank('10041', 'LOST_CARD', 'Kayıp kart, karta el koyunuz'),
  '4126111111111114': bank('10043', 'STOLEN_CARD', 'Çalıntı kart, karta el koyunuz'),
  '4125111111111115': bank('10054', 'EXPIRED_CARD', 'Vadesi dolmuş kart'),
  '4124111111111116': bank('10084', 'INVALID_CVC2', 'CVC2 bilgisi hatalı'),
  '4123111111111117': bank('10057', 'NOT_PERMITTED_TO_CARDHOLDER', 'Kart sahibi bu işlemi yapamaz'),
  '4122111111111118': bank('10058', 'NOT_PERMITTED_TO_TERMINAL', 'Terminalin bu işlemi yapmaya yetkisi yok'),
  '4121111111111119': bank('10034', 'FRAUD_SUSPECT', 'Dolandırıcılık şüphesi'),
  '4120111111111110': bank('10041', 'PICKUP_CARD', 'Kayıp kart, karta el koyunuz'),
  '4130111111111118': bank('10204', 'UNKNOWN', 'Ödeme işlemi esnasında genel bir hata oluştu'),
  '4131111111111117': { kind: 'md_status', mdStatus: 0 },
  '4141111111111115': { kind: 'md_status', mdStatus: 4 },
  '4151111111111112': { kind: 'threeds_init_failed' },
};

const INVALID_NUMBER = bank('10215', 'INVALID_CARD_NUMBER', 'Geçersiz kart numarası');

export function cardOutcome(cardNumber: string): CardOutcome {
  if (SUCCESS_CARDS.includes(cardNumber)) return { kind: 'success', refundable: true };
  return ERROR_CARDS[cardNumber] ?? INVALID_NUMBER;
}

/** Card form input checked as a payment page does, before anything is sent to a bank. */
export function readCardForm(form: Record<string, string | undefined>, now: Date) {
  const errors: string[] = [];
  const holder = (form.cc_name ?? '').trim();
  const number = (form.cc_number ?? '').replace(/[\s-]/g, '');
  const exp = (form.cc_exp ?? '').replace(/\s/g, '');
  const cvc = (form.cc_csc ?? '').trim();
  if (holder.length < 3) errors.push('Kart üzerindeki adı yazın.');
  if (!/^\d{15,19}$/.test(number)) errors.push('Kart numarası 15-19 haneden oluşmalı.');
  const m = /^(\d{2})\/(\d{2}|\d{4})$/.exec(exp);
  const month = m ? Number(m[1]) : 0;
  const year = m?.[2] ? Number(m[2].length === 2 ? `20${m[2]}` : m[2]) : 0;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (!m || month < 1 || month > 12) errors.push('Son kullanma tarihini AA/YY biçiminde yazın.');
  else if (year * 12 + (month - 1) < thisMonth) errors.push('Kartın son kullanma tarihi geçmiş.');
  if (!/^\d{3,4}$/.test(cvc)) errors.push('Güvenlik kodu (CVC) 3 ya da 4 haneli olmalı.');
  return { errors, holder, number };
}
