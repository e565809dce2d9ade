/**
 * One simple, accessible layout for every e-mail the site sends, as HTML and as plain text. Callers give
 * already translated strings; values are escaped here.
 */
import { siteConfig } from '@/config';
import { escapeHtml } from '@/lib/domain/escape-html.mjs';

export type MailContent = {
  lang: string;
  heading: string;
  /** Paragraphs before the table. */
  intro?: string[];
  /** A photo after the intro (send-to-friend: the property's photo), linking to `href`. */
  image?: { url: string; alt: string; href?: string };
  /** Label and value pairs (the fields of a submission). */
  rows?: [string, string][];
  /** A call to action (confirm a demand, reset a password). */
  action?: { label: string; url: string };
  /** Paragraphs after the table. */
  outro?: string[];
};

export function renderMail(c: MailContent): { text: string; html: string } {
  const agency = siteConfig.site.info.name;
  const rows = (c.rows ?? []).filter(([, v]) => v !== '');
  const text = [
    c.heading,
    '',
    ...(c.intro ?? []).flatMap((p) => [p, '']),
    c.image?.href ? `${c.image.href}\n` : null,
    ...rows.map(([k, v]) => `${k}: ${v}`),
    rows.length ? '' : null,
    c.action ? `${c.action.label}: ${c.action.url}\n` : null,
    ...(c.outro ?? []).flatMap((p) => [p, '']),
    `— ${agency}`,
  ]
    .filter((l) => l !== null)
    .join('\n');
  const p = (s: string) => `<p style="margin:0 0 12px">${escapeHtml(s).replace(/\n/g, '<br>')}</p>`;
  const html = `<!doctype html><html lang="${escapeHtml(c.lang)}"><head><meta charset="utf-8"><title>${escapeHtml(c.heading)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f2;font-family:Arial,Helvetica,sans-serif;color:#1d2430">
<div style="max-width:600px;margin:0 auto;background:#fff;padding:24px;border-radius:6px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(c.heading)}</h1>
${(c.intro ?? []).map(p).join('\n')}
${c.image ? `<p style="margin:0 0 16px">${c.image.href ? `<a href="${escapeHtml(c.image.href)}">` : ''}<img src="${escapeHtml(c.image.url)}" alt="${escapeHtml(c.image.alt)}" width="552" style="display:block;width:100%;max-width:552px;height:auto;border-radius:4px;border:0">${c.image.href ? '</a>' : ''}</p>` : ''}
${rows.length ? `<table style="border-collapse:collapse;width:100%;margin:0 0 16px">${rows.map(([k, v]) => `<tr><th style="text-align:left;vertical-align:top;padding:4px 12px 4px 0;white-space:nowrap">${escapeHtml(k)}</th><td style="padding:4px 0">${escapeHtml(v).replace(/\n/g, '<br>')}</td></tr>`).join('')}</table>` : ''}
${c.action ? `<p style="margin:0 0 16px"><a href="${escapeHtml(c.action.url)}" style="display:inline-block;background:#1d2430;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">${escapeHtml(c.action.label)}</a></p>` : ''}
${(c.outro ?? []).map(p).join('\n')}
<p style="margin:24px 0 0;color:#5b6270">${escapeHtml(agency)}</p>
</div></body></html>`;
  return { text, html };
}
