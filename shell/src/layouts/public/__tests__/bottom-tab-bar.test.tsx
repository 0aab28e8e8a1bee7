import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@villa/shared/api/client';
import { homeDataQuery } from '@villa/shared/api/site';
import type { HomeContent } from '@villa/shared/contracts/site';
import { BottomTabBar } from '../bottom-tab-bar';
import { renderPublic } from './render-public';

const HOME: HomeContent = {
  footerData: [
    { key: 'site_footer_text', value: 'Likya Villa' },
    { key: 'site_phone', value: '+90 532 555 12 34' },
    { key: 'site_whatsapp', value: '+90 542 111 22 33' },
    { key: 'site_email', value: 'info@example.com' },
  ],
  exchange: [{ key: 'dollar_exchange_rate', value: '32.5' }],
  settings: [],
};

function renderTabBar(path: string, home: HomeContent = HOME) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(homeDataQuery().queryKey, home);
  // Seeded data is fresh, so no request is expected; any request would fail the test.
  const get = vi.spyOn(api, 'get').mockRejectedValue(new Error('unexpected request'));
  renderPublic(<BottomTabBar />, { path, client });
  // jsdom matches no @media rule, so the bar is as on a wide screen: hidden, and out of the
  // accessibility tree. Its tabs are therefore found by their visible label; the mobile rule
  // itself is checked below.
  const bar = screen.getByTestId('bottom-tab-bar');
  const queryTab = (tag: 'a' | 'button', label: string) =>
    within(bar)
      .queryByText(label, { selector: `${tag}, ${tag} *` })
      ?.closest(tag) ?? null;
  const tab = (tag: 'a' | 'button', label: string) => {
    const found = queryTab(tag, label);
    if (!found) throw new Error(`no ${tag} labelled ${label} in the tab bar`);
    return found as HTMLElement;
  };
  return { get, bar, tab, queryTab };
}

/** The declarations the page's style sheets give `element` inside `@media (max-width: 639px)`. */
function mobileDeclarations(element: HTMLElement): CSSStyleDeclaration[] {
  const found: CSSStyleDeclaration[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule) || rule.conditionText !== '(max-width: 639px)') continue;
      for (const inner of Array.from(rule.cssRules)) {
        if (inner instanceof CSSStyleRule && element.matches(inner.selectorText)) found.push(inner.style);
      }
    }
  }
  return found;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('mobile bottom tab bar', () => {
  it('is hidden on wide screens and shown as a fixed bar below 640 px', () => {
    const { bar } = renderTabBar('/');
    expect(bar).toHaveAttribute('aria-label', 'Hızlı erişim');
    expect(bar.tagName).toBe('NAV');
    expect(bar).not.toBeVisible();
    const mobile = mobileDeclarations(bar);
    expect(mobile.map((d) => d.getPropertyValue('display'))).toContain('flex');
    expect(mobile.map((d) => d.getPropertyValue('position'))).toContain('fixed');
  });

  it('offers WhatsApp through the messaging link API with the site number as the phone parameter', () => {
    const { get, tab } = renderTabBar('/');
    const whatsapp = tab('a', 'WhatsApp');
    expect(whatsapp).toHaveAttribute('href', 'https://api.whatsapp.com/send?phone=905421112233');
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(get).not.toHaveBeenCalled();
  });

  it("calls the footer's site phone with spaces and the leading plus removed", () => {
    const { tab } = renderTabBar('/');
    expect(tab('a', 'Telefon')).toHaveAttribute('href', 'tel:905325551234');
  });

  it('follows the site phone when the footer data changes', () => {
    const { tab } = renderTabBar('/', {
      ...HOME,
      footerData: [{ key: 'site_phone', value: '+90 242 836 10 10' }],
    });
    expect(tab('a', 'Telefon')).toHaveAttribute('href', 'tel:902428361010');
  });

  it.each(['/', '/villa', '/bloglar', '/tekne/mavi-yolculuk'])('has no Rezervasyon button on %s', (path) => {
    const { tab, queryTab } = renderTabBar(path);
    expect(queryTab('button', 'Rezervasyon')).not.toBeInTheDocument();
    expect(tab('a', 'WhatsApp')).toBeInTheDocument();
    expect(tab('a', 'Telefon')).toBeInTheDocument();
  });

  it('has a Rezervasyon button on a villa page that scrolls to the booking form', async () => {
    const { tab } = renderTabBar('/villa/villa-deniz-yildizi');
    const form = document.createElement('section');
    form.id = 'rezervasyon';
    const scrollIntoView = vi.fn();
    form.scrollIntoView = scrollIntoView;
    document.body.append(form);
    try {
      // A hidden element cannot take pointer events, so the click skips that check.
      await userEvent.setup({ pointerEventsCheck: 0 }).click(tab('button', 'Rezervasyon'));
      expect(scrollIntoView).toHaveBeenCalledOnce();
      expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
    } finally {
      form.remove();
    }
  });
});
