/** An error with an HTTP status and a Turkish message that is safe to show to the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const MESSAGES = {
  unauthenticated: 'Oturum açmanız gerekiyor.',
  expired: 'Oturumunuzun süresi doldu, lütfen tekrar giriş yapın.',
  forbidden: 'Bu işlem için yetkiniz yok.',
  notFound: 'Kayıt bulunamadı.',
  duplicate: 'Bu kayıt zaten mevcut.',
  overlap: 'Seçilen tarihler dolu; bu tarihlerde başka bir rezervasyon veya kapatma var.',
  inUse: 'Bu kayıt başka kayıtlarda kullanıldığı için işlem yapılamıyor.',
  tooManyRequests: 'Çok fazla istek. Lütfen biraz sonra tekrar deneyin.',
  payloadTooLarge: 'İstek gövdesi çok büyük.',
  badRequest: 'Geçersiz istek.',
  server: 'Sunucu hatası. Lütfen daha sonra tekrar deneyin.',
} as const;

export const notFound = () => new HttpError(404, MESSAGES.notFound);

/** The record looked up, or a 404 (with the given Turkish message) when there is none. */
export function found<T>(record: T | null | undefined, message: string = MESSAGES.notFound): T {
  if (record === null || record === undefined) throw new HttpError(404, message);
  return record;
}
export const forbidden = () => new HttpError(403, MESSAGES.forbidden);
