/**
 * Jest globalSetup of the `server-pg` project. One file per project because Jest runs each setup path
 * only once per run, whichever projects name it.
 */
import { buildTemplates } from './database-templates';

export default () => buildTemplates('postgres');
