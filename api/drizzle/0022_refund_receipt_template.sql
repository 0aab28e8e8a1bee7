-- The refund receipt (lifecycle kind refund_receipt): the template kind is allowed, then its default
-- text is inserted for databases created before it.
ALTER TABLE "mail_templates" DROP CONSTRAINT "mail_templates_kind_known";--> statement-breakpoint
ALTER TABLE "mail_templates" ADD CONSTRAINT "mail_templates_kind_known" CHECK ("mail_templates"."kind" in ('payment_link', 'bank_details', 'confirmation', 'request_received', 'cancellation', 'option_reminder', 'staff_new_request', 'option_released', 'payment_receipt', 'arrival_info', 'review_request', 'refund_receipt'));
--> statement-breakpoint
-- The refund receipt (one per card refund) for databases created before it: the default text as
-- api/src/modules/lifecycle/templates.ts had it when this was written, active, unless the kind
-- already has a template. Staff edit or switch it off on the Mail Şablonları screen.
INSERT INTO "mail_templates" ("kind", "name", "subject", "body_html", "active")
SELECT 'refund_receipt', 'İade bildirimi', 'İadeniz yapıldı – {{rezervasyon_kodu}}', '<p>Merhaba {{musteri_adi}},</p>
<p><strong>{{villa_adi}}</strong> ({{giris_tarihi}} – {{cikis_tarihi}}) rezervasyonunuz için yaptığınız ödemeden <strong>{{iade_tutari}}</strong>, ödemede kullandığınız kredi kartınıza iade edildi.</p>
<ul>
<li>İade edilen tutar: <strong>{{iade_tutari}}</strong></li>
<li>Rezervasyon no: {{rezervasyon_kodu}}</li>
</ul>
<p>İadenin kart ekstrenize yansıması bankanıza bağlı olarak birkaç iş günü sürebilir. Bu sürenin sonunda iadeyi göremezseniz kartınızı veren bankaya danışmanızı, gerekirse {{site_telefon}} numarasından bize ulaşmanızı rica ederiz.</p>
<p>Sevgiyle,<br />{{site_adi}} Rezervasyon Ekibi<br />{{site_telefon}}</p>', true
WHERE NOT EXISTS (SELECT 1 FROM "mail_templates" WHERE "kind" = 'refund_receipt');
