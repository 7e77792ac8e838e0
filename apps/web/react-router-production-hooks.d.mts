/** Types of react-router-production-hooks.mjs (a Node module hook, plain JavaScript). */
export declare const PRODUCTION_BUILD: string[];
export declare const productionFile: (developmentFile: string) => string;
