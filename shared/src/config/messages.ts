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
  loading: 'Loading',
} as const;
