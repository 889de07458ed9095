import { createOscuSimulator } from './oscu-simulator';

/**
 * `npm run etims:simulator`: the eTIMS OSCU stand-in on ETIMS_SIMULATOR_PORT (default 8089); point the
 * server's ETIMS_BASE_URL at http://127.0.0.1:8089/.
 */
const port = Number(process.env.ETIMS_SIMULATOR_PORT ?? 8089);
const simulator = createOscuSimulator();
await simulator.app.listen({ port, host: '127.0.0.1' });
console.log(`eTIMS OSCU simulator on http://127.0.0.1:${port}/`);
