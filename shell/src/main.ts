import { registerRemotes } from '@module-federation/runtime';
import { readRemotesMap } from './runtime/remotes-map';

// Remotes are registered from the runtime map before the app is imported, so
// no remote location is baked into the shell's build.
async function bootstrap(): Promise<void> {
  const map = await readRemotesMap();
  registerRemotes(
    Object.entries(map).map(([name, entry]) => ({ name, entry, type: 'module' as const })),
    { force: true },
  );
  await import('./app/start');
}

void bootstrap();
