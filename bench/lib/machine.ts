import os from 'node:os';

export interface Machine {
  date: string;
  cores: number;
  cpu: string;
  memory: string;
  node: string;
  platform: string;
}

export function describeMachine(): Machine {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    cores: cpus.length,
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
  };
}
