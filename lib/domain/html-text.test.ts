import { describe, expect, it } from 'vitest';
import { htmlToPlainText } from './html-text';

describe('a CRM description as plain paragraphs', () => {
  it('keeps paragraphs and breaks of an editor’s HTML, drops tags, fonts, empty paragraphs and images, decodes entities', () => {
    const html =
      '<p><span style="font-family: Arial">Superbe <strong>villa</strong> &agrave; Waterloo&nbsp;!</span></p><p>&nbsp;</p>' +
      '<p>Rez-de-chauss&eacute;e&nbsp;: salon, cuisine &eacute;quip&eacute;e<br>&Eacute;tage&nbsp;: 3 chambres<br/>Grenier</p>' +
      '<ul><li>Jardin de 12&nbsp;ares</li><li>Garage &amp; cave</li></ul><p>Plus : <a href="https://agence.example/">notre site</a><img src="x.jpg" alt="x"></p>';
    expect(htmlToPlainText(html)).toBe(
      'Superbe villa à Waterloo\u00a0!\n\nRez-de-chaussée\u00a0: salon, cuisine équipée\nÉtage\u00a0: 3 chambres\nGrenier\n\n• Jardin de 12\u00a0ares\n• Garage & cave\n\nPlus : notre site',
    );
  });

  it('keeps headings as their own paragraph, in their own case, and numbers ordered lists', () => {
    expect(htmlToPlainText('<h2>Ligging</h2><p>Rustig gelegen, &#233;&#xE9;n straat van het centrum.</p><ol><li>Kelder</li><li>Zolder</li></ol>')).toBe(
      'Ligging\n\nRustig gelegen, één straat van het centrum.\n\n1. Kelder\n2. Zolder',
    );
  });

  it('leaves plain text as it is, its line breaks and signs included', () => {
    expect(htmlToPlainText('Ligne un\nligne deux\r\n\r\nR&D < 5 km')).toBe('Ligne un\nligne deux\n\nR&D < 5 km');
    expect(htmlToPlainText('  \n\n Texte \n\n\n\nSuite  ')).toBe(' Texte\n\nSuite');
  });
});
