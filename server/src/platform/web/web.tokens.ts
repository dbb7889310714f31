export const WEB_ASSETS = Symbol('WEB_ASSETS');
