export function checkRuntimeImports(packages: Iterable<string>): void;
export function buildServer(options: {
  entry: string;
  outfile: string;
  alsoCheck?: string[];
}): Promise<{ packages: string[] }>;
