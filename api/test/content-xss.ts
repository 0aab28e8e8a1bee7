import { expect } from 'vitest';

/** Stored-XSS vectors every rich-text field must neutralise. */
export const XSS =
  '<p>Merhaba<script>alert(1)</script><img src=x onerror="alert(2)"> <a href="javascript:alert(3)">tıkla</a>' +
  ' <a href="https://likyavilla.com.tr" onclick="alert(4)" target="_blank">güvenli</a></p>' +
  '<iframe src="https://kotu.example"></iframe><svg onload="alert(5)"></svg><style>body{}</style>' +
  '<p style="background:url(javascript:alert(6))" onmouseover="alert(7)">metin</p><a href="data:text/html,<script>alert(8)</script>">d</a>';

/** No vector of XSS survives in `html`. */
export function expectNoXss(html: string) {
  for (const bad of [
    '<script',
    'onerror',
    'javascript:',
    'onclick',
    '<iframe',
    '<svg',
    'onload',
    '<style',
    'style=',
    'onmouseover',
    '<img',
    'data:text',
  ]) {
    expect(html.toLowerCase(), bad).not.toContain(bad);
  }
}
