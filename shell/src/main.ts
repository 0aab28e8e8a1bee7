import { registerRemotes } from '@module-federation/runtime';
import { startFederationHost } from './runtime/host';
import { criticalPainted } from './runtime/paint-first';
import { readRemotesMap } from './runtime/remotes-map';

// Remotes are registered from the runtime map before the app is imported, so
// no remote location is baked into the shell's build.
async function bootstrap(): Promise<void> {
  startFederationHost();
  const map = await readRemotesMap();
  registerRemotes(
    Object.entries(map).map(([name, entry]) => ({ name, entry, type: 'module' as const })),
    { force: true },
  );
  // The server's page is painted before the framework's evaluation takes the main thread.
  await criticalPainted();
  await import('./app/start');
}

void bootstrap();
