export * from './contact';
export * from './mask';
export * from './post-login-tasks';
export * from './slider';
