/**
 * Whether a request comes from a robot rather than a person, by its user agent: crawlers, link previews,
 * monitors, headless browsers and HTTP libraries. Views from these are not counted in the owner statistics.
 */
const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|facebookcatalog|embedly|quora link preview|pinterest|vkshare|w3c_validator|whatsapp|telegram|skypeuripreview|lighthouse|pagespeed|headlesschrome|phantomjs|preview|monitor|uptime|pingdom|curl\/|wget\/|python-requests|python-urllib|aiohttp|go-http-client|java\/|okhttp|node-fetch|axios\/|undici|libwww|httpclient|scrapy|feedfetcher|ahrefs|semrush|mj12|dotbot|petalbot|yandex|baiduspider|bingpreview|applebot|duckduckbot|gptbot|ccbot|claudebot|anthropic|perplexity|bytespider/i;

export function isBot(userAgent: string | null | undefined): boolean {
  const ua = (userAgent ?? '').trim();
  return ua === '' || BOT_PATTERN.test(ua);
}
