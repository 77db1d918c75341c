// Values webpack's DefinePlugin replaces at build time (see shared/build/baseConfig.js).
declare namespace NodeJS {
  interface ProcessEnv {
    PUBLIC_MAP_TOKEN?: string;
    PUBLIC_CJ_PARTNER_ID?: string;
    PUBLIC_PROMO_CODE?: string;
  }
}
