/**
 * The mail templates of the automated messages that had none before issue 14 (Turkish; staff
 * edit them in Mail Şablonları, and switch each off with its active toggle). Seeded with the
 * others (seeds/content.ts).
 */
const SIGN_OFF = `<p>Sevgiyle,<br>{{site_adi}} Rezervasyon Ekibi<br>{{site_telefon}}</p>`;

export const LIFECYCLE_TEMPLATES: { kind: string; name: string; subject: string; html: string }[] = [
  {
    kind: 'staff_new_request',
    name: 'Yeni rezervasyon talebi (ekibe)',
    subject: 'Yeni talep {{rezervasyon_kodu}}: {{villa_adi}}, {{giris_tarihi}} – {{cikis_tarihi}}',
    html: `<p>Web sitesinden yeni bir rezervasyon talebi geldi.</p>
<ul>
<li>Talep no: <strong>{{rezervasyon_kodu}}</strong></li>
<li>Villa: {{villa_adi}}</li>
<li>Tarihler: {{giris_tarihi}} – {{cikis_tarihi}} ({{gece_sayisi}} gece, {{kisi_sayisi}} kişi)</li>
<li>Toplam: {{toplam_tutar}} (ön ödeme {{on_odeme}})</li>
<li>Müşteri: {{musteri_adi}}, {{musteri_eposta}}, {{musteri_telefon}}</li>
</ul>
<p>Rezervasyonu açmak için: <a href="{{yonetim_linki}}">{{yonetim_linki}}</a></p>`,
  },
  {
    kind: 'option_released',
    name: 'Opsiyon sona erdi',
    subject: '{{villa_adi}} opsiyonunuz sona erdi ({{rezervasyon_kodu}})',
    html: `<p>Merhaba {{musteri_adi}},</p>
<p><strong>{{villa_adi}}</strong> için {{giris_tarihi}} – {{cikis_tarihi}} tarihlerinde sizin adınıza tuttuğumuz opsiyonun süresi ön ödeme yapılmadığı için doldu ve tarihler yeniden satışa açıldı (rezervasyon no: <strong>{{rezervasyon_kodu}}</strong>).</p>
<p>Tatil planınız sürüyorsa bize yazmanız veya {{site_telefon}} numaralı telefondan ulaşmanız yeterli; müsaitlik devam ediyorsa yeni bir opsiyon açarız.</p>
${SIGN_OFF}`,
  },
  {
    kind: 'payment_receipt',
    name: 'Ödeme alındı (makbuz)',
    subject: 'Ödemeniz alındı: {{odeme_tutari}} ({{rezervasyon_kodu}})',
    html: `<p>Merhaba {{musteri_adi}},</p>
<p><strong>{{villa_adi}}</strong> ({{giris_tarihi}} – {{cikis_tarihi}}) rezervasyonunuz için yaptığınız ödeme bize ulaştı. Teşekkür ederiz.</p>
<ul>
<li>Alınan ödeme: <strong>{{odeme_tutari}}</strong> ({{odeme_yontemi}})</li>
<li>Bugüne kadar ödenen: {{odenen_toplam}}</li>
<li>Toplam tutar: {{toplam_tutar}}</li>
<li>Kalan tutar: {{kalan_tutar}}</li>
<li>Rezervasyon no: {{rezervasyon_kodu}}</li>
</ul>
<p>Bu e-posta ödemenizin makbuzu yerine geçer; saklamanızı öneririz.</p>
${SIGN_OFF}`,
  },
  {
    kind: 'arrival_info',
    name: 'Varış bilgileri',
    subject: '{{villa_adi}} için varış bilgileriniz – giriş {{giris_tarihi}}',
    html: `<p>Merhaba {{musteri_adi}},</p>
<p>Tatilinize az kaldı! <strong>{{villa_adi}}</strong> için girişiniz <strong>{{giris_tarihi}}</strong> günü saat <strong>{{giris_saati}}</strong> itibarıyla, çıkışınız {{cikis_tarihi}} günü saat {{cikis_saati}}'dır.</p>
<p><strong>Adres:</strong><br>{{villa_adresi}}</p>
<p><strong>Harita:</strong> <a href="{{harita_linki}}">{{harita_linki}}</a></p>
<p><strong>Giriş talimatları:</strong><br>{{giris_talimatlari}}</p>
<p>Yolda veya girişte bir sorunuz olursa bizi {{site_telefon}} numarasından her zaman arayabilirsiniz.</p>
${SIGN_OFF}`,
  },
  {
    kind: 'review_request',
    name: 'Değerlendirme daveti',
    subject: '{{villa_adi}} konaklamanızı değerlendirir misiniz?',
    html: `<p>Merhaba {{musteri_adi}},</p>
<p><strong>{{villa_adi}}</strong> konaklamanızın ({{giris_tarihi}} – {{cikis_tarihi}}) keyifli geçtiğini umuyoruz.</p>
<p>Deneyiminizi 1'den 5'e kadar puanlayıp birkaç cümleyle anlatırsanız hem bize hem de sonraki misafirlere çok yardımcı olursunuz. Bu bağlantı size özeldir ve bir kez kullanılabilir:</p>
<p><a href="{{degerlendirme_linki}}">{{degerlendirme_linki}}</a></p>
${SIGN_OFF}`,
  },
  {
    kind: 'refund_receipt',
    name: 'İade bildirimi',
    subject: 'İadeniz yapıldı – {{rezervasyon_kodu}}',
    html: `<p>Merhaba {{musteri_adi}},</p>
<p><strong>{{villa_adi}}</strong> ({{giris_tarihi}} – {{cikis_tarihi}}) rezervasyonunuz için yaptığınız ödemeden <strong>{{iade_tutari}}</strong>, ödemede kullandığınız kredi kartınıza iade edildi.</p>
<ul>
<li>İade edilen tutar: <strong>{{iade_tutari}}</strong></li>
<li>Rezervasyon no: {{rezervasyon_kodu}}</li>
</ul>
<p>İadenin kart ekstrenize yansıması bankanıza bağlı olarak birkaç iş günü sürebilir. Bu sürenin sonunda iadeyi göremezseniz kartınızı veren bankaya danışmanızı, gerekirse {{site_telefon}} numarasından bize ulaşmanızı rica ederiz.</p>
${SIGN_OFF}`,
  },
];
