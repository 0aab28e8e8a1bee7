import { banks, blogPosts, mailTemplates, websitePages } from '../db/schema/content.ts';
import { LIFECYCLE_TEMPLATES } from '../modules/lifecycle/templates.ts';
import { settings } from '../db/schema/settings.ts';
import type { Db, Tx } from '../db/types.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';

/** Demo and bootstrap content: website pages, bank accounts, blog posts, mail templates. */

const PAGES: { key: string; title: string; html: string }[] = [
  {
    key: 'about',
    title: 'Hakkımızda',
    html: `<h2>Likya Villa kimdir?</h2>
<p>Likya Villa, 2012 yılından bu yana Fethiye merkezli olarak faaliyet gösteren, <strong>TÜRSAB üyesi (Belge No: 17704)</strong> bir seyahat acentasıdır. Fethiye, Kaş, Kalkan, Göcek ve Bodrum’da özenle seçtiğimiz villaları, ev sahipleriyle birebir çalışarak misafirlerimize sunuyoruz.</p>
<p>Portföyümüzdeki her villayı ekibimiz yerinde ziyaret eder; fotoğrafların güncel olduğunu, havuzun ve bahçenin bakımlı olduğunu, evin ilanda yazan donanıma sahip olduğunu kontrol eder. Bu sayede gördüğünüz villa ile tatile geldiğiniz villa aynıdır.</p>
<h3>Neden bizi tercih etmelisiniz?</h3>
<ul>
<li><strong>Güvenli ödeme:</strong> 3D Secure kredi kartı ödemesi veya acenta hesaplarına havale/EFT.</li>
<li><strong>Resmi sözleşme:</strong> Her rezervasyon için yazılı kiralama sözleşmesi ve fatura.</li>
<li><strong>Yerel ekip:</strong> Girişte karşılama, konaklama boyunca 7/24 ulaşabileceğiniz bölge sorumlusu.</li>
<li><strong>Şeffaf fiyat:</strong> Temizlik, elektrik ve su gibi giderler ilan sayfasında açıkça yazılır.</li>
</ul>
<p>Sorularınız için ofisimize uğrayabilir ya da bizi telefonla arayabilirsiniz; tatil planınızı birlikte yapmaktan memnuniyet duyarız.</p>`,
  },
  {
    key: 'rental',
    title: 'Kiralama Sözleşmesi',
    html: `<h2>Villa Kiralama Sözleşmesi</h2>
<p>Bu sözleşme, Likya Villa Turizm Ltd. Şti. (bundan sonra “Acenta”) ile rezervasyonu yapan kişi (bundan sonra “Kiracı”) arasında, rezervasyon formunda belirtilen villa ve tarihler için düzenlenmiştir.</p>
<h3>1. Rezervasyon ve ödeme</h3>
<ol>
<li>Rezervasyon, toplam bedelin %30’u tutarındaki ön ödemenin Acenta hesaplarına geçmesiyle kesinleşir.</li>
<li>Kalan tutar, giriş tarihinden en geç 30 gün önce ödenir. Giriş tarihine 30 günden az kalan rezervasyonlarda bedelin tamamı rezervasyon sırasında ödenir.</li>
<li>Ödeme yapılmayan opsiyonlu rezervasyonlar opsiyon süresinin sonunda kendiliğinden iptal olur.</li>
</ol>
<h3>2. Hasar depozitosu</h3>
<p>Girişte villa türüne göre 5.000 TL ile 15.000 TL arasında hasar depozitosu alınır. Çıkışta yapılan kontrolde hasar tespit edilmezse depozito aynı gün iade edilir.</p>
<h3>3. Giriş ve çıkış</h3>
<p>Giriş saati 16:00, çıkış saati 10:00’dur. Villada rezervasyonda belirtilen kişi sayısından fazla misafir konaklayamaz.</p>
<h3>4. Kiracının yükümlülükleri</h3>
<ul>
<li>Villayı ve eşyalarını özenle kullanmak, komşuları rahatsız edecek gürültüden kaçınmak.</li>
<li>Havuz kullanımında çocukların güvenliğini sağlamak; havuz başında cam eşya kullanmamak.</li>
<li>Evcil hayvan kabul edilmeyen villalara evcil hayvanla gelmemek.</li>
</ul>
<p>Bu sözleşmede yer almayan konularda 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve ilgili mevzuat hükümleri uygulanır.</p>`,
  },
  {
    key: 'cancel',
    title: 'İptal Koşulları',
    html: `<h2>İptal ve İade Koşulları</h2>
<p>Rezervasyonunuzu iptal etmek için yazılı olarak (e-posta) bize bildirmeniz yeterlidir. İade tutarı, bildirimin bize ulaştığı tarihe göre belirlenir:</p>
<ul>
<li><strong>Girişe 60 günden fazla kala:</strong> Ön ödemenin tamamı iade edilir ya da tarih değişikliği ücretsiz yapılır.</li>
<li><strong>Girişe 30–60 gün kala:</strong> Ön ödemenin %50’si iade edilir.</li>
<li><strong>Girişe 30 günden az kala:</strong> İade yapılmaz; aynı yıl içinde müsait bir tarihe bir kez ücretsiz erteleme yapılabilir.</li>
</ul>
<p>Doğal afet, resmi makamların seyahat yasağı gibi mücbir sebeplerde ödemenin tamamı iade edilir. Kredi kartıyla yapılan ödemelerin iadesi aynı karta, havale ile yapılan ödemelerin iadesi ödemeyi yapan kişinin hesabına 14 gün içinde gönderilir.</p>`,
  },
  {
    key: 'privacy',
    title: 'Gizlilik Politikası',
    html: `<h2>Gizlilik Politikası</h2>
<p>Likya Villa olarak web sitemizi ziyaret eden ve rezervasyon yapan misafirlerimizin gizliliğine önem veriyoruz. Bu politika hangi bilgileri topladığımızı ve nasıl kullandığımızı açıklar.</p>
<h3>Topladığımız bilgiler</h3>
<ul>
<li>Rezervasyon ve iletişim formlarında paylaştığınız ad, soyad, e-posta ve telefon bilgileri.</li>
<li>Tarayıcınızda tutulan tercihler (para birimi, tema, favori villalar). Bu bilgiler yalnızca cihazınızda saklanır.</li>
</ul>
<h3>Bilgilerin kullanımı</h3>
<p>Bilgilerinizi yalnızca rezervasyonunuzu yürütmek, sizinle iletişim kurmak ve yasal yükümlülüklerimizi yerine getirmek için kullanırız. Kredi kartı bilgileriniz sunucularımızda saklanmaz; ödemeler bankanın 3D Secure altyapısında gerçekleşir.</p>
<p>E-bültenimize abone olduysanız her e-postadaki bağlantıdan ya da bize yazarak aboneliğinizi dilediğiniz zaman sonlandırabilirsiniz.</p>`,
  },
  {
    key: 'kvkk',
    title: 'KVKK Aydınlatma Metni',
    html: `<h2>Kişisel Verilerin Korunması Hakkında Aydınlatma Metni</h2>
<p>6698 sayılı Kişisel Verilerin Korunması Kanunu (“KVKK”) uyarınca, veri sorumlusu sıfatıyla Likya Villa Turizm Ltd. Şti. olarak kişisel verilerinizi aşağıda açıklanan kapsamda işlemekteyiz.</p>
<h3>İşlenen kişisel veriler ve amaçları</h3>
<p>Kimlik (ad, soyad, T.C. kimlik numarası), iletişim (telefon, e-posta, adres) ve işlem güvenliği verileriniz; konaklama sözleşmesinin kurulması ve ifası, 1774 sayılı Kimlik Bildirme Kanunu kapsamındaki bildirim yükümlülüğü, fatura düzenlenmesi ve talepleriniz hakkında sizinle iletişim kurulması amaçlarıyla işlenir.</p>
<h3>Hukuki sebep ve aktarım</h3>
<p>Verileriniz KVKK’nın 5. maddesindeki sözleşmenin ifası, hukuki yükümlülük ve meşru menfaat sebeplerine dayanılarak işlenir; yalnızca villa sahibi, yetkili kamu kurumları ve ödeme kuruluşlarıyla, amaçla sınırlı olarak paylaşılır.</p>
<h3>Haklarınız</h3>
<p>KVKK’nın 11. maddesi uyarınca verilerinizin işlenip işlenmediğini öğrenme, düzeltilmesini veya silinmesini isteme ve işlemeye itiraz etme haklarına sahipsiniz. Başvurularınızı info@likyavilla.com.tr adresine iletebilirsiniz.</p>`,
  },
  {
    key: 'howrent',
    title: 'Nasıl Kiralarım?',
    html: `<h2>Dört adımda villa kiralama</h2>
<ol>
<li><strong>Villanızı seçin:</strong> Tarih ve kişi sayısına göre arama yapın; bölge, villa tipi ve havuz gibi özelliklere göre filtreleyin.</li>
<li><strong>Rezervasyon talebi gönderin:</strong> Villa sayfasındaki rezervasyon formunu doldurun. Müsaitliği kontrol edip aynı gün size dönüş yaparız.</li>
<li><strong>Ön ödemeyi yapın:</strong> Size gönderdiğimiz güvenli ödeme linkiyle kredi kartından ya da banka hesaplarımıza havale ile %30 ön ödemeyi yapın.</li>
<li><strong>Tatilinizin keyfini çıkarın:</strong> Giriş günü bölge sorumlumuz sizi villada karşılar, evi tanıtır ve anahtarları teslim eder.</li>
</ol>
<p>Rezervasyonunuzu dilediğiniz zaman “Rezervasyonlarım” sayfasından rezervasyon kodunuz ve e-posta adresinizle görüntüleyebilirsiniz.</p>`,
  },
  {
    key: 'faq',
    title: 'Sıkça Sorulan Sorular',
    html: `<h3>Fiyatlara neler dahil?</h3>
<p>Gecelik fiyatlara elektrik, su, internet, havuz bakımı ve giriş temizliği dahildir. Kısa konaklamalarda ayrıca temizlik ücreti alınabilir; bu ücret villa sayfasında belirtilir.</p>
<h3>En az kaç gece kiralayabilirim?</h3>
<p>Yüksek sezonda (Haziran–Eylül) çoğu villada en az 5 gece, diğer dönemlerde 3 gece konaklama şartı vardır.</p>
<h3>Havale ile ödeme yapabilir miyim?</h3>
<p>Evet. “Banka Hesaplarımız” sayfasındaki hesaplara açıklama kısmına rezervasyon kodunuzu yazarak ödeme yapabilirsiniz.</p>
<h3>Evcil hayvanımı getirebilir miyim?</h3>
<p>Evcil hayvan kabul eden villalar ilan sayfasında belirtilir. Rezervasyon öncesinde bize bilgi vermeniz yeterlidir.</p>`,
  },
  {
    key: 'securepayment',
    title: 'Güvenli Ödeme',
    html: `<h2>Güvenli ödeme</h2>
<p>Kredi kartı ödemeleriniz bankanın <strong>3D Secure</strong> altyapısıyla, 256 bit SSL şifreleme altında alınır. Kart bilgileriniz Likya Villa sunucularında saklanmaz.</p>
<p>Havale/EFT ile ödeme yapmak isterseniz yalnızca “Banka Hesaplarımız” sayfasında yer alan, Likya Villa Turizm Ltd. Şti. adına açılmış hesapları kullanın. Farklı bir hesaba ödeme yapmanız istenirse bizi arayarak doğrulayın.</p>`,
  },
];

const BANKS = [
  {
    bankName: 'Türkiye İş Bankası',
    branch: 'Fethiye Şubesi (1234)',
    accountHolder: 'Likya Villa Turizm Ltd. Şti.',
    iban: 'TR290006400000112345678901',
    currency: 'TL',
  },
  {
    bankName: 'Garanti BBVA',
    branch: 'Fethiye Çarşı Şubesi (0987)',
    accountHolder: 'Likya Villa Turizm Ltd. Şti.',
    iban: 'TR420006200001298765432109',
    currency: 'EUR',
  },
  {
    bankName: 'Ziraat Bankası',
    branch: 'Kaş Şubesi (0456)',
    accountHolder: 'Likya Villa Turizm Ltd. Şti.',
    iban: 'TR190001000091234567890123',
    currency: 'TL',
  },
] as const;

const BLOG: { title: string; slug: string; summary: string; html: string; daysAgo: number }[] = [
  {
    title: 'Fethiye’de Mutlaka Görmeniz Gereken 7 Koy',
    slug: 'fethiyede-mutlaka-gormeniz-gereken-7-koy',
    summary:
      'Ölüdeniz’den Kabak Koyu’na, Fethiye kıyılarının en güzel koylarını ve oraya nasıl gideceğinizi derledik.',
    daysAgo: 3,
    html: `<p>Fethiye, turkuaz suları ve çam ormanlarının denize indiği koylarıyla Akdeniz’in en güzel kıyılarından birine sahip. Villanızdan çıkıp günübirlik keşfedebileceğiniz yedi koyu sizin için seçtik.</p>
<h2>1. Ölüdeniz ve Mavi Lagün</h2>
<p>Dünyanın en çok fotoğraflanan plajlarından biri. Sabah erken saatlerde gidip lagünün sakin suyunda yüzmenizi öneririz.</p>
<h2>2. Kelebekler Vadisi</h2>
<p>Yalnızca tekneyle ulaşılan vadi, yaz aylarında Kaplan Kelebeği’ne ev sahipliği yapar. Ölüdeniz’den saat başı tekne kalkar.</p>
<h2>3. Kabak Koyu</h2>
<p>Doğayla baş başa kalmak isteyenler için sarp bir yokuşla inilen, bungalovlarıyla ünlü bir koy.</p>
<h2>4. Göcek adaları</h2>
<p>Yassıca Adaları ve Bedri Rahmi Koyu, günlük tekne turlarının vazgeçilmez durakları.</p>
<p>Koy turlarını planlarken öğle sıcağından kaçının, yanınıza bol su ve güneş kremi almayı unutmayın.</p>`,
  },
  {
    title: 'Kaş Rehberi: Dalış, Antik Kentler ve Akşam Yemekleri',
    slug: 'kas-rehberi-dalis-antik-kentler-ve-aksam-yemekleri',
    summary:
      'Kaş’ta bir haftanızı nasıl geçirirsiniz? Dalış noktaları, Kekova turu ve limanın en iyi meyhaneleri.',
    daysAgo: 10,
    html: `<p>Kaş, sakin atmosferi, begonvilli sokakları ve berrak denizi ile Likya kıyısının incisi. Villa tatilinizi Kaş’ta geçirecekseniz bu rehber tam size göre.</p>
<h2>Dalış cenneti</h2>
<p>Kaş, Türkiye’nin en önemli dalış merkezlerinden biri. Batık uçak, Kanyon ve Flying Fish noktaları hem yeni başlayanlara hem de deneyimli dalgıçlara hitap eder.</p>
<h2>Kekova ve batık şehir</h2>
<p>Üçağız’dan kalkan teknelerle, suyun altında kalmış antik Simena kentinin kalıntılarını görebilir, Kaleköy’de kaleye tırmanabilirsiniz.</p>
<h2>Akşamları</h2>
<p>Gün batımını Antik Tiyatro’da izledikten sonra limandaki balık restoranlarında taze deniz ürünlerinin tadını çıkarın.</p>`,
  },
  {
    title: 'Kalkan’da Balayı: Deniz Manzaralı Villalar ve Romantik Rotalar',
    slug: 'kalkanda-balayi-deniz-manzarali-villalar',
    summary: 'Kalkan, balayı çiftleri için sessiz, özel ve manzaralı bir tatil sunuyor. İşte önerilerimiz.',
    daysAgo: 18,
    html: `<p>Beyaz badanalı evleri ve teraslı restoranlarıyla Kalkan, balayı için Türkiye’nin en sevilen kasabalarından biri.</p>
<h2>Neden balayı villası?</h2>
<p>Korunaklı havuzu, jakuzisi ve deniz manzarasıyla balayı villaları otel kalabalığından uzakta, tamamen size ait bir tatil sunar.</p>
<h2>Romantik rotalar</h2>
<ul>
<li>Kaputaş Plajı’nda sabah yüzüşü</li>
<li>Patara antik kenti ve 18 km’lik kumsalında gün batımı</li>
<li>Kalkan limanında teras restoranda akşam yemeği</li>
</ul>
<p>Balayı rezervasyonlarında villanıza çiçek ve meyve sepeti hazırlatmak için bizimle iletişime geçin.</p>`,
  },
  {
    title: 'Bodrum’da Villa Tatili: Hangi Koy Size Göre?',
    slug: 'bodrumda-villa-tatili-hangi-koy-size-gore',
    summary:
      'Yalıkavak’ın hareketinden Gümüşlük’ün sakinliğine, Bodrum yarımadasının koylarını karşılaştırdık.',
    daysAgo: 26,
    html: `<p>Bodrum yarımadası her zevke uygun bir koya sahip. Villa seçmeden önce tatilden ne beklediğinize karar vermeniz yeterli.</p>
<h2>Yalıkavak</h2>
<p>Marinası, butik mağazaları ve gece hayatıyla canlı bir tatil isteyenler için ideal.</p>
<h2>Gümüşlük</h2>
<p>Antik Myndos kalıntıları, balık restoranları ve muhteşem gün batımıyla sakin ve otantik.</p>
<h2>Bitez</h2>
<p>Sığ denizi ve mandalina bahçeleriyle çocuklu aileler için rahat bir seçenek.</p>`,
  },
  {
    title: 'Çocuklu Aileler İçin Villa Seçerken Dikkat Edilecek 6 Şey',
    slug: 'cocuklu-aileler-icin-villa-secerken-dikkat-edilecekler',
    summary: 'Çocuk havuzu, havuz güvenliği, market mesafesi... Ailece villa tatili için kontrol listemiz.',
    daysAgo: 35,
    html: `<p>Çocuklarla çıkılan bir villa tatilinde konfor kadar güvenlik de önemlidir. Villa seçerken şu noktalara dikkat edin:</p>
<ol>
<li><strong>Çocuk havuzu veya sığ bölüm:</strong> Küçük çocuklar için ayrı ya da sığ bölümlü havuzları tercih edin.</li>
<li><strong>Havuz çiti ve alarm:</strong> Bazı villalarımızda istek üzerine havuz çiti kurulabilir.</li>
<li><strong>Market ve plaj mesafesi:</strong> Fethiye Ovacık ve Kalkan merkezdeki villalar yürüme mesafesindedir.</li>
<li><strong>Bebek yatağı ve mama sandalyesi:</strong> Rezervasyon sırasında ücretsiz talep edebilirsiniz.</li>
<li><strong>Merdiven sayısı:</strong> Yamaçtaki villalarda merdivenler fazla olabilir.</li>
<li><strong>Gölgelik alanlar:</strong> Pergola ve ağaçlık bahçe, öğle saatlerinde büyük rahatlık sağlar.</li>
</ol>`,
  },
];

const TEMPLATE_FOOTER = `<p>Sevgiyle,<br>{{site_adi}} Rezervasyon Ekibi<br>{{site_telefon}}</p>`;

const TEMPLATES: { kind: string; name: string; subject: string; html: string }[] = [
  {
    kind: 'request_received',
    name: 'Rezervasyon talebi alındı',
    subject: '{{villa_adi}} için rezervasyon talebiniz alındı',
    html: `<p>Merhaba {{musteri_adi}},</p>
<p><strong>{{villa_adi}}</strong> için <strong>{{giris_tarihi}} – {{cikis_tarihi}}</strong> tarihleri arasındaki ({{gece_sayisi}} gece, {{kisi_sayisi}} kişi) rezervasyon talebinizi aldık.</p>
<p>Müsaitliği villa sahibiyle teyit edip en kısa sürede size dönüş yapacağız. Talep numaranız: <strong>{{rezervasyon_kodu}}</strong>.</p>
${TEMPLATE_FOOTER}`,
  },
  {
    kind: 'payment_link',
    name: 'Ödeme linki',
    subject: '{{rezervasyon_kodu}} – {{villa_adi}} ön ödeme linkiniz',
    html: `<p>Merhaba {{musteri_adi}},</p>
<p><strong>{{villa_adi}}</strong> villamız {{giris_tarihi}} – {{cikis_tarihi}} tarihleri için sizin adınıza ayrılmıştır.</p>
<p>Toplam tutar: <strong>{{toplam_tutar}}</strong><br>Ön ödeme: <strong>{{on_odeme}}</strong><br>Kalan tutar (girişten 30 gün önce): {{kalan_tutar}}</p>
<p>Ön ödemeyi 3D Secure güvenli ödeme sayfamızdan yapabilirsiniz:<br><a href="{{odeme_linki}}">Ön ödemeyi yap</a></p>
<p>Rezervasyonunuz {{opsiyon_tarihi}} tarihine kadar opsiyonludur; bu tarihe kadar ödeme yapılmazsa opsiyon kendiliğinden kalkar.</p>
${TEMPLATE_FOOTER}`,
  },
  {
    kind: 'bank_details',
    name: 'Banka hesap bilgileri',
    subject: '{{rezervasyon_kodu}} – havale/EFT bilgileri',
    html: `<p>Merhaba {{musteri_adi}},</p>
<p><strong>{{villa_adi}}</strong> ({{giris_tarihi}} – {{cikis_tarihi}}) rezervasyonunuz için <strong>{{on_odeme}}</strong> tutarındaki ön ödemeyi aşağıdaki hesaba gönderebilirsiniz:</p>
<blockquote><p>{{banka_bilgileri}}</p></blockquote>
<p>Lütfen açıklama kısmına rezervasyon kodunuzu (<strong>{{rezervasyon_kodu}}</strong>) yazın ve dekontu bu e-postaya yanıt olarak gönderin.</p>
${TEMPLATE_FOOTER}`,
  },
  {
    kind: 'confirmation',
    name: 'Rezervasyon onayı',
    subject: 'Rezervasyonunuz onaylandı – {{villa_adi}} ({{rezervasyon_kodu}})',
    html: `<p>Merhaba {{musteri_adi}},</p>
<p>Ödemeniz bize ulaştı ve rezervasyonunuz <strong>onaylandı</strong>. Şimdiden iyi tatiller!</p>
<ul>
<li>Villa: <strong>{{villa_adi}}</strong></li>
<li>Giriş: {{giris_tarihi}} (16:00’dan itibaren)</li>
<li>Çıkış: {{cikis_tarihi}} (10:00’a kadar)</li>
<li>Kişi sayısı: {{kisi_sayisi}}</li>
<li>Toplam tutar: {{toplam_tutar}} – kalan: {{kalan_tutar}}</li>
<li>Rezervasyon kodu: <strong>{{rezervasyon_kodu}}</strong></li>
</ul>
<p>Giriş gününden önce bölge sorumlumuz sizi arayarak karşılama saatini planlayacak.</p>
${TEMPLATE_FOOTER}`,
  },
  {
    kind: 'cancellation',
    name: 'İptal bildirimi',
    subject: '{{rezervasyon_kodu}} numaralı rezervasyonunuz iptal edildi',
    html: `<p>Merhaba {{musteri_adi}},</p>
<p><strong>{{villa_adi}}</strong> için {{giris_tarihi}} – {{cikis_tarihi}} tarihli <strong>{{rezervasyon_kodu}}</strong> numaralı rezervasyonunuz iptal edilmiştir.</p>
<p>İade hakkınız iptal koşullarımıza göre hesaplanır; varsa iade tutarı 14 gün içinde ödemeyi yaptığınız hesaba gönderilir.</p>
<p>Başka bir tarih veya villa için size yardımcı olmaktan memnuniyet duyarız.</p>
${TEMPLATE_FOOTER}`,
  },
  {
    kind: 'option_reminder',
    name: 'Opsiyon hatırlatma',
    subject: 'Hatırlatma: {{villa_adi}} opsiyonunuz {{opsiyon_tarihi}} tarihinde sona eriyor',
    html: `<p>Merhaba {{musteri_adi}},</p>
<p><strong>{{villa_adi}}</strong> ({{giris_tarihi}} – {{cikis_tarihi}}) için sizin adınıza tuttuğumuz opsiyon <strong>{{opsiyon_tarihi}}</strong> tarihinde sona erecek.</p>
<p>Rezervasyonunuzu kesinleştirmek için ön ödemeyi ({{on_odeme}}) bu tarihe kadar yapmanız yeterlidir. Ödeme linkiniz: <a href="{{odeme_linki}}">ön ödemeyi yap</a></p>
${TEMPLATE_FOOTER}`,
  },
];

function daysAgo(days: number): Date {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - days);
  d.setUTCHours(9, 0, 0, 0);
  return d;
}

/** Seeds the content area; safe to run once on an empty database (inside the main seed transaction). */
export async function seedContent(db: Db | Tx): Promise<void> {
  await db
    .insert(websitePages)
    .values(PAGES.map((p) => ({ key: p.key, title: p.title, html: sanitizeRichText(p.html) })))
    .onConflictDoNothing();
  await db
    .insert(banks)
    .values(BANKS.map((b, i) => ({ ...b, sortOrder: i + 1 })))
    .onConflictDoNothing();
  await db.insert(blogPosts).values(
    BLOG.map((b) => ({
      title: b.title,
      slug: b.slug,
      summary: b.summary,
      bodyHtml: sanitizeRichText(b.html),
      publishedAt: daysAgo(b.daysAgo),
    })),
  );
  // The lifecycle templates arrive with migration 0017 (for databases older than them too); only a
  // kind still without a template gets the default here.
  const present = new Set(
    (await db.select({ kind: mailTemplates.kind }).from(mailTemplates)).map((r) => r.kind),
  );
  await db.insert(mailTemplates).values(
    [...TEMPLATES, ...LIFECYCLE_TEMPLATES.filter((t) => !present.has(t.kind))].map((t) => ({
      kind: t.kind,
      name: t.name,
      subject: t.subject,
      bodyHtml: sanitizeRichText(t.html),
      active: true,
    })),
  );
  await db.insert(settings).values({ key: 'site_logo', value: '', group: 'site' }).onConflictDoNothing();
}
