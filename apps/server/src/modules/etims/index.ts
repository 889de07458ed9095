export {
  createOscuClient,
  type InitializedDevice,
  type OscuClient,
  type OscuDevice,
  OscuRefused,
  OscuUnreachable,
} from './oscu-client';
export { createOscuSimulator, type OscuSimulator, type SimulatorMode } from './simulator/oscu-simulator';
