export * from './auth';
export * from './chat';
export * from './constants';
export * from './distance';
export * from './errors';
export * from './messages';
export * from './places';
export * from './realtime';
