/** The texts Gallery (a client component) uses, for the ClientMessages around it. */
export const GALLERY_MESSAGES = ['noPhoto', 'gallery', 'photoAlt', 'previousPhoto', 'nextPhoto', 'showPhoto'].map((key) => `detail.${key}`);
