/**
 * The two images of the header's logo: `dark` on the light (scrolled) header, `light` on the transparent header
 * over a banner. The site's logo (site.json info.logo) has a `-light.svg` twin; a page's own logo (pages.json
 * params.logo) replaces it on that page and is shown as it is on both.
 */
export function headerLogos(siteLogo: string, pageLogo: string | null | undefined): { dark: string; light: string } {
  if (pageLogo) return { dark: pageLogo, light: pageLogo };
  return { dark: siteLogo, light: siteLogo.replace(/\.svg$/, '-light.svg') };
}
