// The `process.env` values webpack's DefinePlugin writes into browser code at build time
// (shared/build/baseConfig.js): the only `process` browser code has, so reading any other is a type error.
declare const process: {
  readonly env: {
    readonly NODE_ENV?: string;
    readonly PUBLIC_MAP_TOKEN?: string;
    readonly PUBLIC_CJ_PARTNER_ID?: string;
    readonly PUBLIC_PROMO_CODE?: string;
  };
};
