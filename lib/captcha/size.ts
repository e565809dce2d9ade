/** The captcha image's size, shared by the drawing (server) and the <img> (browser). */
export const CAPTCHA_WIDTH = 200;
export const CAPTCHA_HEIGHT = 64;
