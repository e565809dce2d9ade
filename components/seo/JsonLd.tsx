import { serializeJsonLd, type JsonLdObject } from '@/lib/seo/jsonld';

type Props = { data: JsonLdObject | JsonLdObject[] };

/** Structured data for search engines: one `<script type="application/ld+json">`, safe against `</script>` in the data. */
export function JsonLd({ data }: Props) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
