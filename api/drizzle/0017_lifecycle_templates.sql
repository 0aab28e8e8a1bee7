-- The lifecycle mail templates (issue 14) for databases created before them: each kind that has no
-- template yet gets the default text (as api/src/modules/lifecycle/templates.ts had it when this was
-- written), active. Staff edit or switch them off on the Mail Şablonları screen. A fresh database
-- gets them here too; the content seed then leaves these kinds alone.
INSERT INTO "mail_templates" ("kind", "name", "subject", "body_html", "active")
SELECT 'staff_new_request', 'Yeni rezervasyon talebi (ekibe)', 'Yeni talep {{rezervasyon_kodu}}: {{villa_adi}}, {{giris_tarihi}} – {{cikis_tarihi}}', '<p>Web sitesinden yeni bir rezervasyon talebi geldi.</p>
<ul>
<li>Talep no: <strong>{{rezervasyon_kodu}}</strong></li>
<li>Villa: {{villa_adi}}</li>
<li>Tarihler: {{giris_tarihi}} – {{cikis_tarihi}} ({{gece_sayisi}} gece, {{kisi_sayisi}} kişi)</li>
<li>Toplam: {{toplam_tutar}} (ön ödeme {{on_odeme}})</li>
<li>Müşteri: {{musteri_adi}}, {{musteri_eposta}}, {{musteri_telefon}}</li>
</ul>
<p>Rezervasyonu açmak için: <a href="{{yonetim_linki}}">{{yonetim_linki}}</a></p>', true
WHERE NOT EXISTS (SELECT 1 FROM "mail_templates" WHERE "kind" = 'staff_new_request');
--> statement-breakpoint
INSERT INTO "mail_templates" ("kind", "name", "subject", "body_html", "active")
SELECT 'option_released', 'Opsiyon sona erdi', '{{villa_adi}} opsiyonunuz sona erdi ({{rezervasyon_kodu}})', '<p>Merhaba {{musteri_adi}},</p>
<p><strong>{{villa_adi}}</strong> için {{giris_tarihi}} – {{cikis_tarihi}} tarihlerinde sizin adınıza tuttuğumuz opsiyonun süresi ön ödeme yapılmadığı için doldu ve tarihler yeniden satışa açıldı (rezervasyon no: <strong>{{rezervasyon_kodu}}</strong>).</p>
<p>Tatil planınız sürüyorsa bize yazmanız veya {{site_telefon}} numaralı telefondan ulaşmanız yeterli; müsaitlik devam ediyorsa yeni bir opsiyon açarız.</p>
<p>Sevgiyle,<br />{{site_adi}} Rezervasyon Ekibi<br />{{site_telefon}}</p>', true
WHERE NOT EXISTS (SELECT 1 FROM "mail_templates" WHERE "kind" = 'option_released');
--> statement-breakpoint
INSERT INTO "mail_templates" ("kind", "name", "subject", "body_html", "active")
SELECT 'payment_receipt', 'Ödeme alındı (makbuz)', 'Ödemeniz alındı: {{odeme_tutari}} ({{rezervasyon_kodu}})', '<p>Merhaba {{musteri_adi}},</p>
<p><strong>{{villa_adi}}</strong> ({{giris_tarihi}} – {{cikis_tarihi}}) rezervasyonunuz için yaptığınız ödeme bize ulaştı. Teşekkür ederiz.</p>
<ul>
<li>Alınan ödeme: <strong>{{odeme_tutari}}</strong> ({{odeme_yontemi}})</li>
<li>Bugüne kadar ödenen: {{odenen_toplam}}</li>
<li>Toplam tutar: {{toplam_tutar}}</li>
<li>Kalan tutar: {{kalan_tutar}}</li>
<li>Rezervasyon no: {{rezervasyon_kodu}}</li>
</ul>
<p>Bu e-posta ödemenizin makbuzu yerine geçer; saklamanızı öneririz.</p>
<p>Sevgiyle,<br />{{site_adi}} Rezervasyon Ekibi<br />{{site_telefon}}</p>', true
WHERE NOT EXISTS (SELECT 1 FROM "mail_templates" WHERE "kind" = 'payment_receipt');
--> statement-breakpoint
INSERT INTO "mail_templates" ("kind", "name", "subject", "body_html", "active")
SELECT 'arrival_info', 'Varış bilgileri', '{{villa_adi}} için varış bilgileriniz – giriş {{giris_tarihi}}', '<p>Merhaba {{musteri_adi}},</p>
<p>Tatilinize az kaldı! <strong>{{villa_adi}}</strong> için girişiniz <strong>{{giris_tarihi}}</strong> günü saat <strong>{{giris_saati}}</strong> itibarıyla, çıkışınız {{cikis_tarihi}} günü saat {{cikis_saati}}''dır.</p>
<p><strong>Adres:</strong><br />{{villa_adresi}}</p>
<p><strong>Harita:</strong> <a href="{{harita_linki}}">{{harita_linki}}</a></p>
<p><strong>Giriş talimatları:</strong><br />{{giris_talimatlari}}</p>
<p>Yolda veya girişte bir sorunuz olursa bizi {{site_telefon}} numarasından her zaman arayabilirsiniz.</p>
<p>Sevgiyle,<br />{{site_adi}} Rezervasyon Ekibi<br />{{site_telefon}}</p>', true
WHERE NOT EXISTS (SELECT 1 FROM "mail_templates" WHERE "kind" = 'arrival_info');
--> statement-breakpoint
INSERT INTO "mail_templates" ("kind", "name", "subject", "body_html", "active")
SELECT 'review_request', 'Değerlendirme daveti', '{{villa_adi}} konaklamanızı değerlendirir misiniz?', '<p>Merhaba {{musteri_adi}},</p>
<p><strong>{{villa_adi}}</strong> konaklamanızın ({{giris_tarihi}} – {{cikis_tarihi}}) keyifli geçtiğini umuyoruz.</p>
<p>Deneyiminizi 1''den 5''e kadar puanlayıp birkaç cümleyle anlatırsanız hem bize hem de sonraki misafirlere çok yardımcı olursunuz. Bu bağlantı size özeldir ve bir kez kullanılabilir:</p>
<p><a href="{{degerlendirme_linki}}">{{degerlendirme_linki}}</a></p>
<p>Sevgiyle,<br />{{site_adi}} Rezervasyon Ekibi<br />{{site_telefon}}</p>', true
WHERE NOT EXISTS (SELECT 1 FROM "mail_templates" WHERE "kind" = 'review_request');
