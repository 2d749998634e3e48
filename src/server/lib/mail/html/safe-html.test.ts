import { describe, expect, it } from 'vitest';
import { html, joinHtml, linkified, trustedHtml } from './safe-html.ts';

describe('html', () => {
  it('escapes every value and keeps the literal markup', () => {
    const name = `<script>alert("x")</script> & 'Co'`;
    expect(html`<p title="${name}">${name}</p>`.markup).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39;</p>',
    );
  });

  it('puts markup made by html or trustedHtml in as it is, and lists one after another', () => {
    const bold = html`<b>${'a<b'}</b>`;
    expect(html`<p>${bold}${trustedHtml('<br>')}${[bold, ' & ', 2]}</p>`.markup).toBe(
      '<p><b>a&lt;b</b><br><b>a&lt;b</b> &amp; 2</p>',
    );
  });

  it('leaves out null, undefined and false, but not 0', () => {
    expect(html`${null}${undefined}${false}${0}`.markup).toBe('0');
  });

  it('joins parts with a separator, skipping empty ones', () => {
    expect(joinHtml(['a<', '', html`<i>b</i>`], html`<br />`).markup).toBe('a&lt;<br /><i>b</i>');
  });
});

describe('linkified', () => {
  it('links http(s) addresses, without the sentence mark after them, and escapes the rest', () => {
    expect(linkified('Siehe https://shop.example/widerruf. <b>', 'color:red').markup).toBe(
      'Siehe <a href="https://shop.example/widerruf" style="color:red">https://shop.example/widerruf</a>. &lt;b&gt;',
    );
  });

  it('does not link other schemes and escapes quotes inside an address', () => {
    expect(linkified('javascript:alert(1)', '').markup).toBe('javascript:alert(1)');
    expect(linkified('https://a.example/?q=1&x=2', '').markup).toBe(
      '<a href="https://a.example/?q=1&amp;x=2" style="">https://a.example/?q=1&amp;x=2</a>',
    );
  });
});
