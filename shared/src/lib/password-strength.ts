import { ZxcvbnFactory, type TranslationKeys } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import type { PasswordStrength } from './password-policy';

/**
 * zxcvbn-ts with its common-password and keyboard-pattern data (no Turkish language pack exists,
 * so its feedback is translated here). Heavy (~350 KB of dictionaries): the API imports it, the
 * admin users form loads it with import() when it opens; nothing public may import it.
 */
const TURKISH: TranslationKeys = {
  warnings: {
    straightRow: 'Klavyede yan yana duran tuşlar kolay tahmin edilir.',
    keyPattern: 'Kısa klavye desenleri kolay tahmin edilir.',
    simpleRepeat: '"aaa" gibi tekrarlanan karakterler kolay tahmin edilir.',
    extendedRepeat: '"abcabcabc" gibi tekrarlanan karakter grupları kolay tahmin edilir.',
    sequences: '"abc" veya "123" gibi sıralı karakterler kolay tahmin edilir.',
    recentYears: 'Yakın tarihli yıllar kolay tahmin edilir.',
    dates: 'Tarihler kolay tahmin edilir.',
    topTen: 'Bu, en çok kullanılan şifrelerden biri.',
    topHundred: 'Bu, çok sık kullanılan bir şifre.',
    common: 'Bu, sık kullanılan bir şifre.',
    similarToCommon: 'Bu, sık kullanılan bir şifreye çok benziyor.',
    wordByItself: 'Tek bir kelime kolay tahmin edilir.',
    namesByThemselves: 'Tek başına ad veya soyadlar kolay tahmin edilir.',
    commonNames: 'Yaygın ad ve soyadlar kolay tahmin edilir.',
    userInputs: 'Şifrede kişisel bilgiler bulunmamalı.',
    pwned: 'Bu şifre bir veri sızıntısında ortaya çıkmış.',
  },
  suggestions: {
    l33t: '"a" yerine "@" gibi tahmin edilebilir harf değişikliklerinden kaçının.',
    reverseWords: 'Yaygın kelimeleri tersten yazmak işe yaramaz.',
    allUppercase: 'Tümünü değil, bazı harfleri büyük yazın.',
    capitalization: 'Yalnızca ilk harfi değil, başka harfleri de büyük yazın.',
    dates: 'Size ait tarihlerden ve yıllardan kaçının.',
    recentYears: 'Yakın tarihli yıllardan kaçının.',
    associatedYears: 'Size ait yıllardan kaçının.',
    sequences: 'Sıralı karakterlerden kaçının.',
    repeated: 'Tekrarlanan kelime ve karakterlerden kaçının.',
    longerKeyboardPattern: 'Daha uzun ve yön değiştiren klavye desenleri kullanın.',
    anotherWord: 'Daha az yaygın kelimeler ekleyin.',
    useWords: 'Birkaç kelimeden oluşan, sıradan olmayan bir ifade kullanın.',
    noNeed: 'Sembol, rakam veya büyük harf kullanmadan da güçlü şifreler oluşturabilirsiniz.',
    pwned: 'Bu şifreyi başka bir yerde kullanıyorsanız değiştirin.',
  },
  timeEstimation: {
    ltSecond: '1 saniyeden az',
    second: '{base} saniye',
    seconds: '{base} saniye',
    minute: '{base} dakika',
    minutes: '{base} dakika',
    hour: '{base} saat',
    hours: '{base} saat',
    day: '{base} gün',
    days: '{base} gün',
    month: '{base} ay',
    months: '{base} ay',
    year: '{base} yıl',
    years: '{base} yıl',
    centuries: 'yüzyıllar',
  },
};

let factory: ZxcvbnFactory | undefined;

/** The estimate; the dictionaries are unpacked on the first call (~0.1 s), then reused. */
export const passwordStrength: PasswordStrength = (password, userInputs) => {
  factory ??= new ZxcvbnFactory({
    graphs: adjacencyGraphs,
    dictionary,
    translations: TURKISH,
    useLevenshteinDistance: true,
  });
  const result = factory.check(password, [...userInputs]);
  return { score: result.score, warning: result.feedback.warning };
};
