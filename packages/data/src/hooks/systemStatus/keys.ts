export const systemStatusKeys = {
  all: ['systemStatus'] as const,
  byHost: (host: string) => ['systemStatus', host] as const,
};
