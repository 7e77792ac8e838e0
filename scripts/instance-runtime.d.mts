export const INSTANCE_NODE_ARGS: string[];
export const INSTANCE_ENV: Record<string, string>;
