import { createOscuSimulator } from './oscu-simulator';

/**
 * `npm run etims:simulator`: the eTIMS OSCU stand-in on ETIMS_SIMULATOR_PORT (default 8089); point the
 * server's ETIMS_BASE_URL at http://127.0.0.1:8089/. ETIMS_SIMULATOR_STATE: a JSON file to keep its state in.
 */
const port = Number(process.env.ETIMS_SIMULATOR_PORT ?? 8089);
const simulator = createOscuSimulator({ statePath: process.env.ETIMS_SIMULATOR_STATE });
await simulator.app.listen({ port, host: '127.0.0.1' });
console.log(`eTIMS OSCU simulator on http://127.0.0.1:${port}/`);
