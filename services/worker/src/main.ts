import 'reflect-metadata';
import { loadConfigOrExit } from '@earnwave/config';
import { createWorker } from './bootstrap';

void createWorker(loadConfigOrExit());
