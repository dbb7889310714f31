/** Where staff sign in with Microsoft Entra ID (the public cloud's login host). */
export const ENTRA_LOGIN_HOST = 'https://login.microsoftonline.com';
