/**
 * The typed, validated site configuration. The JSON files are bundled at build time; a file that does
 * not validate stops the build (and `npm run config:check`) with one line per problem, so a page is never
 * rendered from a broken config.
 */
import languages from './languages.json';
import paths from './paths.json';
import modules from './modules.json';
import pages from './pages.json';
import menus from './menus.json';
import footer from './footer.json';
import site from './site.json';
import { formatProblem, validateSiteConfig, type SiteConfig } from './validate';

export class ConfigError extends Error {
  constructor(readonly lines: string[]) {
    super(`Invalid site configuration:\n${lines.join('\n')}`);
    this.name = 'ConfigError';
  }
}

function load(): SiteConfig {
  const result = validateSiteConfig({
    'languages.json': languages,
    'paths.json': paths,
    'modules.json': modules,
    'pages.json': pages,
    'menus.json': menus,
    'footer.json': footer,
    'site.json': site,
  });
  if (!result.config) throw new ConfigError(result.problems.map(formatProblem));
  return withEnvironment(result.config);
}

/** SITE_URL (the public address: canonical URLs, hreflang, sitemap, JSON-LD) overrides site.json's info.url per deployment. */
function withEnvironment(config: SiteConfig): SiteConfig {
  const url = process.env.SITE_URL;
  if (!url) return config;
  if (!URL.canParse(url)) throw new ConfigError([`SITE_URL: ${url} is not an absolute URL such as https://www.example.be`]);
  return { ...config, site: { ...config.site, info: { ...config.site.info, url: url.replace(/\/$/, '') } } };
}

export const siteConfig: SiteConfig = load();
export type { SiteConfig } from './validate';
