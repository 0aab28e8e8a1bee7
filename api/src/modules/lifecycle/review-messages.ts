/** What the review page's API answers a guest (Turkish). */
export const REVIEW_MESSAGES = {
  notFound: 'Değerlendirme bağlantısı bulunamadı. Lütfen e-postadaki bağlantıyı eksiksiz açın.',
  used: 'Bu bağlantıyla daha önce bir değerlendirme gönderildi. Teşekkür ederiz!',
  expired: 'Bu değerlendirme bağlantısının süresi doldu.',
  thanks: 'Teşekkür ederiz! Değerlendirmeniz onaylandıktan sonra villa sayfasında yayınlanacak.',
} as const;
