import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HtmlContent } from './html-content';

// Help HTML with script tags, event-handler attributes and javascript: links
// leaves nothing that runs in the DOM. Each payload is rendered on its own: under happy-dom (not in
// browsers) DOMPurify's walk stops after it removes a node, so a combined payload would test the
// test environment rather than the sanitiser.
const marker = globalThis as { helpHacked?: boolean };

function expectInert(container: HTMLElement) {
  expect(container.querySelector('script, iframe, object, embed, form')).toBeNull();
  for (const element of container.querySelectorAll('*'))
    for (const attribute of element.attributes) expect(attribute.name.startsWith('on')).toBe(false);
  for (const link of container.querySelectorAll('a'))
    expect(link.getAttribute('href') ?? '').not.toMatch(/^\s*(javascript|data|vbscript):/i);
  expect(marker.helpHacked).toBeUndefined();
}

describe('help centre HTML', () => {
  it.each([
    ['an event handler', '<p onclick="window.helpHacked = true">Deposit help</p>'],
    ['a script', '<p>Deposit help</p><script>window.helpHacked = true</script>'],
    [
      'an image error handler',
      '<p>Deposit help</p><img src="x" onerror="window.helpHacked = true" alt="pic">',
    ],
    ['a javascript: link', '<p>Deposit help</p><a href="javascript:window.helpHacked=true">bad</a>'],
    ['an encoded javascript: link', '<p>Deposit help</p><a href="JaVaScRiPt&colon;alert(1)">bad</a>'],
    ['a frame', '<p>Deposit help</p><iframe src="https://evil.example.net"></iframe>'],
  ])('drops %s and keeps the text', (_, html) => {
    const { container } = render(<HtmlContent html={html} />);
    expect(container.textContent).toContain('Deposit help');
    expectInert(container);
  });

  it('opens other sites in a new window with noopener; site links stay in the page', () => {
    const { container } = render(
      <HtmlContent html='<a href="https://t.me/support">Telegram</a> <a href="/member?mcPage=securityCenter">security centre</a>' />,
    );
    const telegram = container.querySelector('a[href="https://t.me/support"]')!;
    expect(telegram.getAttribute('rel')).toBe('noopener noreferrer');
    expect(telegram.getAttribute('target')).toBe('_blank');
    expect(container.querySelector('a[href="/member?mcPage=securityCenter"]')!.hasAttribute('target')).toBe(
      false,
    );
  });
});
