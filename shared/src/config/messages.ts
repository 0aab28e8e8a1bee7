/** The exact user-facing texts of SPEC §8. */
export const MESSAGES = {
  loginFailedPrefix: 'Bir hata meydana geldi. Err:',
  loginSuccess: 'Başarılı',
  tokenDecodeFailed: 'Error encountered on server (Token decode failed). Please Inform administrators.',
  favouriteRemoved: 'Villa favorilerden kaldırıldı.',
  favouriteAdded: 'Villa favorilere eklendi.',
  favouritesEmpty: 'Favorilere eklenmiş villanız yok.',
  villaTypesError: 'Villa Tipleri Hata',
  regionsError: 'Villa Bölgeleri Hata',
  loadFailed: 'Failed to load; network/connection error.',
  /** The dashboard's text until the admin token exists (SPEC §2); public pages say pageLoading. */
  loading: 'Loading',
  /** Under a public page's spinner (and any other loading block that names no label). */
  pageLoading: 'Yükleniyor',
} as const;
