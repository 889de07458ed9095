import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initials, stripHtml } from './text';

describe('initials', () => {
  it('takes the first letters of the first two words', () => {
    expect(initials('jane wanjiru doe')).toBe('JW');
    expect(initials('Amina')).toBe('A');
    expect(initials('')).toBe('');
    expect(initials('   ')).toBe('');
    expect(initials('  otieno \t  ouma  ')).toBe('OO');
    expect(initials(null)).toBe('');
    expect(initials(undefined)).toBe('');
    expect(initials('élodie njeri')).toBe('ÉN');
  });

  it('property: at most two upper-case characters', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{1,8}$/), { maxLength: 5 }), (words) => {
        const out = initials(` ${words.join('   ')} `);
        expect(out).toBe(
          words
            .slice(0, 2)
            .map((w) => w.charAt(0).toUpperCase())
            .join(''),
        );
      }),
    );
  });
});

describe('stripHtml', () => {
  it('removes tags, scripts and comments', () => {
    expect(stripHtml('<p>Hello <b>world</b></p>')).toBe('Hello world');
    expect(stripHtml('a<script type="x">alert("x<y")</script>b')).toBe('ab');
    expect(stripHtml('a<SCRIPT>bad()</SCRIPT >b')).toBe('ab');
    expect(stripHtml('a<style>p{}</style>b')).toBe('ab');
    expect(stripHtml('a<!-- hidden <b>x</b> -->b')).toBe('ab');
    expect(stripHtml('ok<script>never closed')).toBe('ok');
    expect(stripHtml('<br/>line<br />')).toBe('line');
    expect(stripHtml('1 < 2 and 3 > 2')).toBe('1 < 2 and 3 > 2');
    expect(stripHtml(null)).toBe('');
  });

  it('decodes the basic entities once', () => {
    expect(stripHtml('Tom &amp; Jerry &lt;3 &gt; &quot;hi&quot; it&#39;s&nbsp;ok')).toBe(
      'Tom & Jerry <3 > "hi" it\'s ok',
    );
    expect(stripHtml('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
    expect(stripHtml('&lt;b&gt;kept&lt;/b&gt;')).toBe('<b>kept</b>');
    expect(stripHtml('&copy; stays')).toBe('&copy; stays');
  });

  it('keeps whitespace as is', () => {
    expect(stripHtml('<p> a </p>\n<p>b  c</p>')).toBe(' a \nb  c');
  });

  it('property: text without < or & is unchanged', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const plain = s.replace(/[<&]/g, '');
        expect(stripHtml(plain)).toBe(plain);
      }),
    );
  });
});
